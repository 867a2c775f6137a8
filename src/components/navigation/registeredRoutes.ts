// A link is only offered when it leads somewhere: a registered route (core's or a plugin's, from the
// 'routes' exports) matches its path and the current user may open that route. Navigation entries, the
// user menu, the start page and the getting-started guide all ask here, so each page that a later feature
// registers makes its links appear by itself, and none leads to "page not found" before that.
import { useCallback } from 'react';
import { matchPath } from 'react-router-dom';

import { isPermitted } from '@/logic/permissions';
import type { PluginRoute } from '@/plugin-api/PluginExports';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

/**
 * The route the router would render for a link to `path` (relative to the application prefix, possibly
 * with a query): the first registered route that matches it exactly, as the router picks it.
 */
export const routeForPath = (routes: ReadonlyArray<PluginRoute>, path: string): PluginRoute | undefined => {
  const pathname = path.split(/[?#]/)[0] || '/';
  return routes.find((route) => matchPath(pathname, { path: route.path, exact: true }) !== null);
};

/** Whether a link to `path` opens a page for a user with `userPermissions` (rather than "not found" or a refusal). */
export const leadsToPage = (routes: ReadonlyArray<PluginRoute>, userPermissions: ReadonlyArray<string> | undefined, path: string): boolean => {
  const route = routeForPath(routes, path);
  return route !== undefined && isPermitted(userPermissions, route.permissions);
};

/** A check whether a path (relative to the prefix) leads to a page for the current user; re-renders as routes register. */
export const useLeadsToPage = (): ((path: string) => boolean) => {
  const routes = usePluginEntities('routes');
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  return useCallback((path: string) => leadsToPage(routes, userPermissions, path), [routes, userPermissions]);
};

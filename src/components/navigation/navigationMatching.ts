// Which navigation entries the current user sees and which one the current location belongs to.
import { isPermitted } from '@/logic/permissions';
import type { PluginNavigation, RequiredPermissions } from '@/plugin-api/PluginExports';

type Linkable = { path?: string, permissions?: RequiredPermissions, activePaths?: Array<string> };

const asList = (permissions: RequiredPermissions | undefined): Array<string> | undefined => (
  permissions === undefined ? undefined : ([] as Array<string>).concat(permissions)
);

/** Whether `userPermissions` grant what `entry` requires. */
export const mayShow = (userPermissions: Array<string> | undefined, entry: Linkable): boolean => (
  isPermitted(userPermissions, asList(entry.permissions))
);

/** Whether `pathname` (without the application prefix) is `path` or a page below it. */
export const isActivePath = (pathname: string, path: string | undefined): boolean => {
  if (!path) {
    return false;
  }
  const bare = path.split('?')[0].replace(/\/+$/, '');
  if (bare === '') {
    return pathname === '/' || pathname === '';
  }
  return pathname === bare || pathname.startsWith(`${bare}/`);
};

/** The longest of the entry's paths (`path` and `activePaths`) that `pathname` is or lies below; 0 for none. */
const matchLength = (pathname: string, entry: Linkable): number => Math.max(
  0,
  ...[entry.path, ...(entry.activePaths ?? [])]
    .filter((path) => isActivePath(pathname, path))
    .map((path) => path?.length ?? 0),
);

/** Of several entries, the one `pathname` belongs to most specifically (the longest matching path). */
export const activeEntry = <E extends Linkable>(pathname: string, entries: Array<E>): E | undefined => (
  entries
    .map((entry) => ({ entry, length: matchLength(pathname, entry) }))
    .filter(({ length }) => length > 0)
    .sort((a, b) => b.length - a.length)[0]?.entry
);

/**
 * The navigation item as the user may see it: children they lack permissions for, or whose path leads to
 * no page (`leadsToPage`), removed; or nothing at all.
 */
export const visibleNavigation = (
  userPermissions: Array<string> | undefined,
  item: PluginNavigation,
  leadsToPage: (path: string) => boolean,
): PluginNavigation | undefined => {
  if (!mayShow(userPermissions, item)) {
    return undefined;
  }
  if (!item.children) {
    return item.path && leadsToPage(item.path) ? item : undefined;
  }
  const children = item.children.filter((child) => mayShow(userPermissions, child) && leadsToPage(child.path));
  if (children.length === 0) {
    return undefined;
  }
  return { ...item, children };
};

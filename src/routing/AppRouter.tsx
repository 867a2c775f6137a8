import React, { Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import AppLayout from '@/components/layout/AppLayout';
import { routeForPath } from '@/components/navigation/registeredRoutes';
import type { ReportedError } from '@/stores/errors/ErrorsStore';
import { ErrorsActions, ErrorsStore } from '@/stores/errors/ErrorsStore';
import { isPermitted } from '@/logic/permissions';
import NotFoundPage from '@/pages/NotFoundPage';
import type { PluginRoute } from '@/plugin-api/PluginExports';
import PluginErrorBoundary from '@/plugin-api/PluginErrorBoundary';
import { CORE_PLUGIN_NAME, pluginNameOf } from '@/plugin-api/PluginStore';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import { qualifyUrl, unqualifyUrl } from './Routes';

/** The full-page error for what a page-level call reported (403, 404), instead of the page. */
const ReportedErrorPage = ({ error }: { error: ReportedError }) => {
  switch (error.type) {
    case 'StreamPermissionError':
      return <MissingPermissions streams message={error.message} />;
    case 'NotFoundError':
      return <NotFoundPage message={error.message} />;
    case 'UnauthorizedError':
    default:
      return <MissingPermissions message={error.message} />;
  }
};

type RoutePageProps = {
  route: PluginRoute,
  userPermissions: Array<string> | undefined,
};

/** One route's page: refused without its permissions, isolated in an error boundary naming its plugin. */
const RoutePage = ({ route, userPermissions }: RoutePageProps) => {
  if (!isPermitted(userPermissions, route.permissions)) {
    return <MissingPermissions />;
  }
  const Page = route.component;
  return (
    <PluginErrorBoundary pluginName={pluginNameOf(route) ?? CORE_PLUGIN_NAME}>
      <Page />
    </PluginErrorBoundary>
  );
};

/** A page-level error belongs to the page that caused it: leaving the page forgets it. */
const useErrorClearedOnNavigation = (locationKey: string) => {
  const previous = useRef(locationKey);
  useEffect(() => {
    if (previous.current === locationKey) {
      return;
    }
    previous.current = locationKey;
    if (ErrorsStore.getInitialState().error) {
      ErrorsActions.clear();
    }
  }, [locationKey]);
};

/**
 * The pages of the logged-in console: whatever routes the plugin registry holds (core's included), each
 * under the application prefix; anything else is not found. Pages load lazily, so the frame (navigation,
 * banners) shows at once and the page follows.
 */
const AppRouter = () => {
  const routes = usePluginEntities('routes');
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const reportedError = useStore(ErrorsStore, (state) => state.error);
  const location = useLocation();
  useErrorClearedOnNavigation(`${location.pathname}${location.search}`);

  const current = routeForPath(routes, unqualifyUrl(location.pathname));

  return (
    <AppLayout withNavigation={current?.withNavigation !== false}>
      {reportedError ? <ReportedErrorPage error={reportedError} /> : (
        <Suspense fallback={<Spinner page />}>
          <Switch>
            {routes.map((route, index) => (
              <Route key={`${index}:${route.path}`}
                     exact
                     path={qualifyUrl(route.path)}
                     render={() => <RoutePage route={route} userPermissions={userPermissions} />} />
            ))}
            <Route render={() => <NotFoundPage />} />
          </Switch>
        </Suspense>
      )}
    </AppLayout>
  );
};

export default AppRouter;

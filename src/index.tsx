// Boot: styles, core's own routes and navigation, the stored session's validation and the first render;
// then the plugin API on its window global and the plugin bundles (which register themselves when run).
import 'bootstrap/dist/css/bootstrap.min.css';
import 'toastr/build/toastr.min.css';
import './theme/console.css';

import React from 'react';
import ReactDOM from 'react-dom';
import { Router } from 'react-router-dom';

import AppFacade from '@/routing/AppFacade';
import { registerCoreBindings } from '@/routing/coreRoutes';
import history from '@/routing/history';
import { SessionActions } from '@/stores/sessions/SessionStore';
import AppConfig from '@/util/AppConfig';

registerCoreBindings();
// A failure is reflected in the stores (server unavailable, or logged out); nothing to do here.
SessionActions.validate().catch(() => {});

ReactDOM.render(
  <Router history={history}>
    <AppFacade />
  </Router>,
  document.getElementById('app-root'),
);

// The plugin API, with all it hands to plugins (every widget, moment and its time-zone data), is a chunk of
// its own, fetched only when there are plugin bundles to run; the login page never waits for it. The
// registry is reactive: plugins appear as soon as they run.
const pluginUrls = AppConfig.pluginUrls();
if (pluginUrls.length > 0) {
  import(/* webpackChunkName: "plugin-api" */ '@/plugin-api/installPluginApi')
    .then(async ({ installPluginApi }) => {
      installPluginApi();
      const { loadPlugins } = await import(/* webpackChunkName: "plugin-api" */ '@/plugin-api/loadPlugins');
      return loadPlugins(pluginUrls);
    })
    .catch((error: unknown) => {
      // eslint-disable-next-line no-console
      console.error('The plugin API could not be loaded; plugins are not available.', error);
    });
}

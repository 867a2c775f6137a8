// Boot: styles, the plugin API on its window global, core's own routes and navigation, the stored
// session's validation, the first render, then the plugin bundles (which register themselves when run).
import 'bootstrap/dist/css/bootstrap.min.css';
import 'toastr/build/toastr.min.css';
import './theme/console.css';

import React from 'react';
import ReactDOM from 'react-dom';
import { Router } from 'react-router-dom';

import { installPluginApi } from '@/plugin-api/installPluginApi';
import { loadPlugins } from '@/plugin-api/loadPlugins';
import AppFacade from '@/routing/AppFacade';
import { registerCoreBindings } from '@/routing/coreRoutes';
import history from '@/routing/history';
import { SessionActions } from '@/stores/sessions/SessionStore';
import AppConfig from '@/util/AppConfig';

installPluginApi();
registerCoreBindings();
// A failure is reflected in the stores (server unavailable, or logged out); nothing to do here.
SessionActions.validate().catch(() => {});

ReactDOM.render(
  <Router history={history}>
    <AppFacade />
  </Router>,
  document.getElementById('app-root'),
);

loadPlugins(AppConfig.pluginUrls());

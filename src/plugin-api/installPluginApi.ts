// Puts the plugin API and the libraries it is built on on one window global. A plugin bundle declares all
// of them as externals (see plugins/example/webpack.config.js), so it runs against core's single copy of
// React, the router and every store instead of bringing its own.
import React from 'react';
import ReactDOM from 'react-dom';
import Reflux from 'reflux';
import * as ReactRouterDOM from 'react-router-dom';
import * as ReactBootstrap from 'react-bootstrap';

import * as api from './index';

/** What `window.GraylogConsole` holds; the key names are what plugin builds map their externals to. */
export type GraylogConsoleGlobal = {
  /** Everything `@/plugin-api` exports. */
  api: typeof api,
  React: typeof React,
  ReactDOM: typeof ReactDOM,
  Reflux: typeof Reflux,
  ReactRouterDOM: typeof ReactRouterDOM,
  ReactBootstrap: typeof ReactBootstrap,
};

export const GLOBAL_NAME = 'GraylogConsole';

declare global {
  interface Window {
    GraylogConsole?: GraylogConsoleGlobal;
  }
}

/** Installs `window.GraylogConsole` before any plugin bundle runs; calling it again changes nothing. */
export const installPluginApi = (): GraylogConsoleGlobal => {
  if (!window.GraylogConsole) {
    window.GraylogConsole = Object.freeze({ api, React, ReactDOM, Reflux, ReactRouterDOM, ReactBootstrap });
  }
  return window.GraylogConsole;
};

export default installPluginApi;

import React from 'react';
import * as ReactBootstrap from 'react-bootstrap';
import * as ReactRouterDOM from 'react-router-dom';

import * as api from './index';
import installPluginApi from './installPluginApi';
import { PluginStore } from './PluginStore';

describe('installPluginApi', () => {
  it('puts the plugin API and the shared libraries on window.GraylogConsole, once', () => {
    const installed = installPluginApi();

    expect(window.GraylogConsole).toBe(installed);
    expect(installed.api.PluginStore).toBe(PluginStore);
    expect(installed.api).toBe(api);
    expect(installed.React).toBe(React);
    expect(installed.ReactRouterDOM.Link).toBe(ReactRouterDOM.Link);
    expect(installed.ReactBootstrap.Table).toBe(ReactBootstrap.Table);
    expect(typeof installed.ReactDOM.render).toBe('function');
    expect(installPluginApi()).toBe(installed);
  });

  it('offers what the documentation promises plugin authors', () => {
    const names = [
      'PluginStore', 'PluginManifest', 'usePluginEntities', 'PluginErrorBoundary', 'wrapPluginComponent', 'wrapEntryComponent',
      'pluginNameOf', 'useStore', 'connect', 'createStore', 'createActions', 'singletonStore', 'singletonActions',
      'UserNotification', 'CurrentUserStore', 'CurrentUserActions', 'ServerAvailabilityStore', 'SystemStore', 'SystemActions',
      'isPermitted', 'Routes', 'qualifyUrl', 'Timestamp', 'PageHeader',
      'UsersActions', 'TokensActions', 'StartpageActions', 'PreferencesActions', 'RolesActions', 'AuthzRolesActions',
      'EntityShareActions', 'useReloadOnReconnect', 'ConfirmDialog', 'useDocumentTitle', 'PaginatedEntityTable',
      'useEntityForm', 'EntityForm', 'FormField', 'FormGroup', 'ShareButton', 'EntityShareModal', 'SharedEntitiesSection',
      'EntityFormDialog', 'SearchJobsActions', 'createSearchRunner', 'searchRequest', 'searchQuery', 'messagesSearchType',
      'histogramSearchType', 'termsSearchType', 'messagesOf', 'histogramOf', 'termsOf', 'isRequiredParameter',
      'FieldTypesActions', 'CountsActions', 'UniversalSearchActions', 'MessagesActions', 'ViewsActions', 'DecoratorsActions',
    ];

    names.forEach((name) => expect([name, name in api && api[name as keyof typeof api] !== undefined]).toEqual([name, true]));
  });
});

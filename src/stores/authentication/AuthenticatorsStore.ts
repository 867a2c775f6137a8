// Authenticators beside the services: Graylog 4.0 has one, HTTP header authentication
// (GET/PUT /system/authentication/http-header-auth-config), a global setting the server honours for every
// request that carries the configured header from a trusted proxy.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportPageLoadFailure, reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type { HTTPHeaderAuthConfig } from './authenticationTypes';

type AuthenticatorsActionsType = {
  /** The HTTP header authentication settings; Graylog answers its defaults (disabled, Remote-User) when never saved. */
  loadHttpHeaderConfig: () => Promise<HTTPHeaderAuthConfig>,
  /** Saves them with PUT and answers what the server stored. */
  updateHttpHeaderConfig: (config: HTTPHeaderAuthConfig) => Promise<HTTPHeaderAuthConfig>,
};

export const AuthenticatorsActions = singletonActions('core.Authenticators', () => createActions<AuthenticatorsActionsType>([
  'loadHttpHeaderConfig', 'updateHttpHeaderConfig',
]));

export type AuthenticatorsState = { httpHeaderConfig: HTTPHeaderAuthConfig | undefined };

const route = () => qualifyApiUrl(ApiRoutes.AuthenticationApiController.httpHeaderAuthConfig().url);

export const AuthenticatorsStore = singletonStore('core.Authenticators', () => createStore({
  listenables: [AuthenticatorsActions],
  state: { httpHeaderConfig: undefined } as AuthenticatorsState,

  loadHttpHeaderConfig() {
    const promise = fetch<HTTPHeaderAuthConfig>('GET', route()).then((config) => {
      this.setState({ httpHeaderConfig: config });
      return config;
    }, (error: unknown) => reportPageLoadFailure(error, 'Loading HTTP header authentication config', 'Could not load HTTP header authentication config'));
    AuthenticatorsActions.loadHttpHeaderConfig.promise(promise);
  },

  updateHttpHeaderConfig(config: HTTPHeaderAuthConfig) {
    const promise = fetch<HTTPHeaderAuthConfig>('PUT', route(), config, WRITE_OPTIONS).then((saved) => {
      UserNotification.success('Successfully updated HTTP header authentication config', 'HTTP header authentication updated');
      this.setState({ httpHeaderConfig: saved });
      return saved;
    }, (error: unknown) => reportWriteFailure(error, 'Updating HTTP header authentication config', 'Could not update HTTP header authentication config'));
    AuthenticatorsActions.updateHttpHeaderConfig.promise(promise);
  },
}));

// The logged-in user, loaded by user name whenever a session appears and cleared without one.
import { errorMessage } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

export type StartPage = { type: string, id: string };

export type CurrentUser = {
  id: string,
  username: string,
  full_name: string,
  first_name?: string,
  last_name?: string,
  email: string,
  permissions: Array<string>,
  preferences: { [name: string]: unknown },
  timezone: string | null,
  session_timeout_ms: number,
  read_only: boolean,
  external: boolean,
  startpage: StartPage | null,
  roles: Array<string>,
  session_active?: boolean,
  last_activity?: string | null,
  client_address?: string | null,
  account_status?: 'enabled' | 'disabled' | 'deleted',
};

export type CurrentUserState = {
  currentUser: CurrentUser | undefined,
  /** Why the last load failed, until a load succeeds or the user is cleared. */
  loadError: string | undefined,
};

type CurrentUserActionsType = {
  load: (username: string) => Promise<CurrentUser>,
  reload: () => Promise<CurrentUser | undefined>,
  clear: () => Promise<void>,
};

export const CurrentUserActions = singletonActions('core.CurrentUser', () => createActions<CurrentUserActionsType>(['load', 'reload', 'clear']));

export const CurrentUserStore = singletonStore('core.CurrentUser', () => createStore({
  listenables: [CurrentUserActions],
  state: { currentUser: undefined, loadError: undefined } as CurrentUserState,

  load(username: string) {
    const url = qualifyApiUrl(ApiRoutes.UsersApiController.load(username).url);
    const promise = fetch<CurrentUser>('GET', url, undefined, { reportPageErrors: false }).then((user) => {
      this.setState({ currentUser: user, loadError: undefined });
      return user;
    }, (error: unknown) => {
      this.setState({ loadError: errorMessage(error) });
      return reportLoadFailure(error, 'Loading your user', 'Could not load your user');
    });
    CurrentUserActions.load.promise(promise);
  },

  /** Loads the current user again, e.g. after their start page or preferences changed. */
  reload() {
    const username = this.state.currentUser?.username;
    CurrentUserActions.reload.promise(username ? CurrentUserActions.load(username) : Promise.resolve(undefined));
  },

  clear() {
    if (this.state.currentUser !== undefined || this.state.loadError !== undefined) {
      this.setState({ currentUser: undefined, loadError: undefined });
    }
    CurrentUserActions.clear.promise(Promise.resolve());
  },
}));

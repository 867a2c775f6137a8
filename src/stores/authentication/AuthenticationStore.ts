// Authentication services (Graylog's /system/authentication/services): the directory backends, the one that
// is active, the connection and login tests, and the users a backend created. Every call and every toast
// about them is here.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { reportPageLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import type { UserOverview } from '@/stores/users/UsersStore';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type {
  ActiveBackend,
  AuthenticationBackend,
  BackendRequest,
  BackendUsers,
  ConnectionTestRequest,
  LoginTestRequest,
  LoginTestResult,
  PaginatedBackends,
  TestResult,
} from './authenticationTypes';

/** A load the page merely uses: no error page, no toast; the caller decides what a failure means. */
export type SideLoadOption = { sideLoad?: boolean };

/** Just enough of a backend to address it and name it in messages. */
export type BackendReference = Pick<AuthenticationBackend, 'id' | 'title'>;

type AuthenticationActionsType = {
  /** One page of backends (GET services/backends), with the active one. No toast: the table says it failed. */
  loadBackendsPaginated: (request: PaginatedRequest) => Promise<PaginatedBackends>,
  /** One backend (GET services/backends/{id}); a 404 is the not-found page. */
  load: (backendId: string) => Promise<AuthenticationBackend>,
  /**
   * The active backend, or null, and how many there are (GET services/active-backend). With `sideLoad` (a page
   * that merely marks the active backend, such as a backend's details) there is neither error page nor toast.
   */
  loadActive: (options?: SideLoadOption) => Promise<ActiveBackend>,
  /** POST services/backends; answers the created backend. */
  create: (backend: BackendRequest) => Promise<AuthenticationBackend>,
  /** PUT services/backends/{id}; answers the saved backend. */
  update: (backendId: string, backend: BackendRequest) => Promise<AuthenticationBackend>,
  delete: (backend: BackendReference) => Promise<void>,
  /**
   * Makes the backend the active one, or none with null (POST services/configuration {active_backend}); `title`
   * names the backend activated or deactivated in the messages.
   */
  setActiveBackend: (backendId: string | null, title: string) => Promise<void>,
  /** Connects (and binds as the system user) with a configuration that need not be saved or complete. */
  testConnection: (request: ConnectionTestRequest) => Promise<TestResult>,
  /** Looks a user up, and logs in with the password when one is given. */
  testLogin: (request: LoginTestRequest) => Promise<LoginTestResult>,
  /** One page of the users the backend created (GET services/backends/{id}/users). No toast. */
  loadUsersPaginated: (backendId: string, request: PaginatedRequest) => Promise<BackendUsers>,
};

export const AuthenticationActions = singletonActions('core.Authentication', () => createActions<AuthenticationActionsType>([
  'loadBackendsPaginated', 'load', 'loadActive', 'create', 'update', 'delete', 'setActiveBackend', 'testConnection', 'testLogin',
  'loadUsersPaginated',
]));

export type AuthenticationState = {
  /** The active backend as last loaded or set here; undefined until known. */
  activeBackend: AuthenticationBackend | null | undefined,
};

type BackendsResponse = PaginatedResponse & { backends: Array<AuthenticationBackend>, context?: { active_backend?: AuthenticationBackend | null } };
type UsersResponse = PaginatedResponse & { users: Array<UserOverview>, context?: { roles?: { [roleId: string]: { title: string } } } };
type BackendResponse = { backend: AuthenticationBackend };

const routes = ApiRoutes.AuthenticationApiController;
const url = (route: { url: string }) => qualifyApiUrl(route.url);

export const AuthenticationStore = singletonStore('core.Authentication', () => createStore({
  listenables: [AuthenticationActions],
  state: { activeBackend: undefined } as AuthenticationState,

  loadBackendsPaginated(request: PaginatedRequest) {
    const promise = fetch<BackendsResponse>('GET', qualifyApiUrl(paginatedPath(routes.backends().url, request))).then((response) => {
      const activeBackend = response.context?.active_backend ?? null;
      this.setState({ activeBackend });
      return { ...toPaginatedList(response.backends, response), activeBackend };
    });
    AuthenticationActions.loadBackendsPaginated.promise(promise);
  },

  load(backendId: string) {
    const promise = fetch<BackendResponse>('GET', url(routes.backend(backendId))).then(
      (response) => response.backend,
      (error: unknown) => reportPageLoadFailure(error, `Loading authentication service with id "${backendId}"`, 'Could not load authentication service'),
    );
    AuthenticationActions.load.promise(promise);
  },

  loadActive(options: SideLoadOption = {}) {
    type ActiveResponse = { backend: AuthenticationBackend | null, context?: { backends_total?: number } };
    const loaded = options.sideLoad
      ? fetch<ActiveResponse>('GET', url(routes.activeBackend()), undefined, SIDE_LOAD_OPTIONS)
      : fetch<ActiveResponse>('GET', url(routes.activeBackend()));
    const promise = loaded.then((response) => {
      const backend = response.backend ?? null;
      this.setState({ activeBackend: backend });
      return { backend, backendsTotal: response.context?.backends_total ?? 0 };
    }, (error: unknown) => {
      if (options.sideLoad) throw error;
      return reportPageLoadFailure(error, 'Loading active authentication service', 'Could not load active authentication service');
    });
    AuthenticationActions.loadActive.promise(promise);
  },

  create(backend: BackendRequest) {
    const promise = fetch<BackendResponse>('POST', url(routes.backends()), backend, WRITE_OPTIONS).then((response) => {
      UserNotification.success(`Authentication service "${backend.title}" was created successfully.`, 'Authentication service created');
      return response.backend;
    }, (error: unknown) => reportWriteFailure(error, `Creating authentication service "${backend.title}"`, 'Could not create authentication service'));
    AuthenticationActions.create.promise(promise);
  },

  update(backendId: string, backend: BackendRequest) {
    const promise = fetch<BackendResponse>('PUT', url(routes.backend(backendId)), { ...backend, id: backendId }, WRITE_OPTIONS).then((response) => {
      UserNotification.success(`Authentication service "${backend.title}" was updated successfully.`, 'Authentication service updated');
      if (this.state.activeBackend?.id === backendId) {
        this.setState({ activeBackend: response.backend });
      }
      return response.backend;
    }, (error: unknown) => reportWriteFailure(error, `Updating authentication service "${backend.title}"`, 'Could not update authentication service'));
    AuthenticationActions.update.promise(promise);
  },

  delete(backend: BackendReference) {
    const promise = fetch<void>('DELETE', url(routes.backend(backend.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Authentication service "${backend.title}" was deleted successfully.`, 'Authentication service deleted');
    }, (error: unknown) => reportWriteFailure(error, `Deleting authentication service "${backend.title}"`, 'Could not delete authentication service',
      // Graylog refuses to delete a backend still in use with a 400 whose message says so.
      { toastServerMessage: 400 }));
    AuthenticationActions.delete.promise(promise);
  },

  setActiveBackend(backendId: string | null, title: string) {
    const promise = fetch<unknown>('POST', url(routes.configuration()), { active_backend: backendId }, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Authentication service "${title}" was ${backendId ? 'activated' : 'deactivated'} successfully.`,
        'Active authentication service changed');
      // Pages showing the active backend load it again; until then nobody shows the old one as active.
      if (backendId === null) this.setState({ activeBackend: null });
    }, (error: unknown) => reportWriteFailure(error, `${backendId ? 'Activating' : 'Deactivating'} authentication service "${title}"`,
      'Could not change the active authentication service', { toastFieldRefusals: true }));
    AuthenticationActions.setActiveBackend.promise(promise);
  },

  // The tests answer their result in the body (success or not, with the directory's errors); the wizard shows
  // it in place, including a refused request, so neither test toasts.
  testConnection(request: ConnectionTestRequest) {
    const promise = fetch<TestResult>('POST', url(routes.testConnection()), request, WRITE_OPTIONS);
    AuthenticationActions.testConnection.promise(promise);
  },

  testLogin(request: LoginTestRequest) {
    const promise = fetch<LoginTestResult>('POST', url(routes.testLogin()), request, WRITE_OPTIONS);
    AuthenticationActions.testLogin.promise(promise);
  },

  loadUsersPaginated(backendId: string, request: PaginatedRequest) {
    const path = paginatedPath(routes.backendUsers(backendId).url, request);
    // No toast on failure: the table says so itself, with "Try again". A 403/404 stays in the table too:
    // the users are one section of the backend's page.
    const promise = fetch<UsersResponse>('GET', qualifyApiUrl(path), undefined, { reportPageErrors: false }).then((response) => {
      const roleTitles = Object.fromEntries(Object.entries(response.context?.roles ?? {}).map(([id, role]) => [id, role.title]));
      return { ...toPaginatedList(response.users, response), roleTitles };
    });
    AuthenticationActions.loadUsersPaginated.promise(promise);
  },
}));


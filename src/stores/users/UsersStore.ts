// User management: the paginated list, one user, create, update, delete, account status and passwords.
// The logged-in user lives in CurrentUserStore; when a change here concerns them, it is reloaded.
import { FetchError, isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import type { CurrentUser, StartPage } from '@/stores/users/CurrentUserStore';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { StartpagePayload } from '@/stores/users/StartpageStore';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

export type AccountStatus = 'enabled' | 'disabled' | 'deleted';

/** One row of GET /users/paginated. */
export type UserOverview = {
  id: string,
  username: string,
  full_name: string,
  email: string,
  roles: Array<string>,
  read_only: boolean,
  external_user: boolean,
  session_active: boolean,
  client_address: string | null,
  last_activity: string | null,
  enabled: boolean,
  auth_service_id: string | null,
  auth_service_uid: string | null,
  account_status: AccountStatus,
};

/** The whole user, as GET /users/id/{id} and GET /users/{username} answer it. */
export type User = CurrentUser;

/** What the store needs to name a user in its messages and to address it. */
export type UserReference = { id: string, username: string };

export type UsersPageRequest = PaginatedRequest;

/** One page of users in the entity table's shape, plus the admin user the server reports beside the list. */
export type PaginatedUsers = PaginatedList<UserOverview> & { adminUser: UserOverview | null };

export type UserCreate = {
  username: string,
  password: string,
  email: string,
  full_name: string,
  /** Graylog requires the field; roles carry the permissions, so it is usually empty. */
  permissions: Array<string>,
  roles?: Array<string>,
  timezone: string | null,
  session_timeout_ms: number,
  startpage?: StartPage,
};

export type UserUpdate = Partial<{
  email: string,
  full_name: string,
  roles: Array<string>,
  timezone: string | null,
  session_timeout_ms: number,
  /** Both null clears the start page. */
  startpage: StartpagePayload,
}>;

/** `old_password` is required when users change their own password. */
export type PasswordChange = { old_password?: string, password: string };

/** Bulk runs report their outcome themselves, so each item's toast would only repeat it. */
export type QuietOption = { quiet?: boolean };

type PaginatedUsersResponse = PaginatedResponse & {
  users: Array<UserOverview>,
  context?: { admin_user?: UserOverview | null },
};

export type UsersState = {
  /** Users loaded one by one, by id: the details, edit and tokens pages read theirs from here. */
  usersById: { [id: string]: User },
};

type UsersActionsType = {
  /** For the users table, which shows a failure itself: no toast. */
  loadUsersPaginated: (request: UsersPageRequest) => Promise<PaginatedUsers>,
  loadUsers: () => Promise<Array<User>>,
  load: (userId: string) => Promise<User>,
  loadByUsername: (username: string) => Promise<User>,
  /** The new user's id; undefined when the server did not say it and looking the user up failed. */
  create: (user: UserCreate) => Promise<string | undefined>,
  update: (user: UserReference, changes: UserUpdate) => Promise<void>,
  delete: (user: UserReference, options?: QuietOption) => Promise<void>,
  setStatus: (user: UserReference, status: 'enabled' | 'disabled', options?: QuietOption) => Promise<void>,
  changePassword: (user: UserReference, change: PasswordChange) => Promise<void>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const isCurrentUser = (userId: string) => CurrentUserStore.getInitialState().currentUser?.id === userId;

const reloadIfCurrentUser = (userId: string) => {
  if (isCurrentUser(userId)) {
    // The store toasts its own failure; the change itself succeeded.
    CurrentUserActions.reload().catch(() => {});
  }
};

const toPage = (response: PaginatedUsersResponse): PaginatedUsers => ({
  ...toPaginatedList(response.users, response),
  adminUser: response.context?.admin_user ?? null,
});

export const UsersActions = singletonActions('core.Users', () => createActions<UsersActionsType>([
  'loadUsersPaginated', 'loadUsers', 'load', 'loadByUsername', 'create', 'update', 'delete', 'setStatus', 'changePassword',
]));

export const UsersStore = singletonStore('core.Users', () => createStore({
  listenables: [UsersActions],
  state: { usersById: {} } as UsersState,

  remember(user: User) {
    this.setState({ usersById: { ...this.state.usersById, [user.id]: user } });
  },

  forget(userId: string) {
    if (userId in this.state.usersById) {
      const { [userId]: _removed, ...rest } = this.state.usersById;
      this.setState({ usersById: rest });
    }
  },

  loadUsersPaginated(request: UsersPageRequest) {
    const path = { url: paginatedPath(ApiRoutes.UsersApiController.paginated().url, request) };
    // No toast on failure: the table says so itself, with "Try again".
    const promise = fetch<PaginatedUsersResponse>('GET', url(path)).then(toPage);
    UsersActions.loadUsersPaginated.promise(promise);
  },

  loadUsers() {
    const promise = fetch<{ users: Array<User> }>('GET', url(ApiRoutes.UsersApiController.list())).then(
      (response) => response.users,
      (error: unknown) => reportLoadFailure(error, 'Loading users', 'Could not load users'),
    );
    UsersActions.loadUsers.promise(promise);
  },

  /** Loads one user by id. A 403 or 404 shows the matching error page instead of a toast. */
  load(userId: string) {
    const promise = this.loadOne(url(ApiRoutes.UsersApiController.loadById(userId)), 'Loading user');
    UsersActions.load.promise(promise);
  },

  loadByUsername(username: string) {
    const promise = this.loadOne(url(ApiRoutes.UsersApiController.load(username)), `Loading user "${username}"`);
    UsersActions.loadByUsername.promise(promise);
  },

  loadOne(userUrl: string, what: string): Promise<User> {
    return fetch<User>('GET', userUrl).then((user) => {
      this.remember(user);
      return user;
    }, (error: unknown) => {
      const shownAsPage = isPageError(error);
      if (shownAsPage) {
        throw error;
      }
      return reportLoadFailure(error, what, 'Could not load user');
    });
  },

  /**
   * Creates the user and answers its id: from the reply, or looked up by name when the reply has none
   * (Graylog 4 answers an empty 201). The user exists once the POST succeeded, so a failed lookup answers
   * undefined rather than failing: a form would show an error, and trying again would fail with
   * "already exists".
   */
  create(user: UserCreate) {
    const promise = fetch<{ id?: string } | undefined>('POST', url(ApiRoutes.UsersApiController.create()), user, WRITE_OPTIONS)
      .then((created) => {
        UserNotification.success(`User "${user.username}" was created successfully.`);
        if (created?.id) {
          return created.id;
        }
        return this.refresh(ApiRoutes.UsersApiController.load(user.username)).then((loaded) => loaded.id, () => undefined);
      }, (error: unknown) => reportWriteFailure(error, `Creating user "${user.username}"`, 'Could not create user'));
    UsersActions.create.promise(promise);
  },

  /** Loads a user after a change, without error pages: the change itself already succeeded. */
  refresh(path: { url: string }): Promise<User> {
    return fetch<User>('GET', url(path), undefined, WRITE_OPTIONS).then((loaded) => {
      this.remember(loaded);
      return loaded;
    });
  },

  /** Updates the user, then holds the fresh user before resolving, so the next page shows the change at once. */
  update({ id, username }: UserReference, changes: UserUpdate) {
    const promise = fetch('PUT', url(ApiRoutes.UsersApiController.update(id)), changes, WRITE_OPTIONS).then(() => {
      UserNotification.success(`User "${username}" was updated successfully.`);
      reloadIfCurrentUser(id);
      return this.refresh(ApiRoutes.UsersApiController.loadById(id)).then(() => undefined, () => this.forget(id));
    }, (error: unknown) => reportWriteFailure(error, `Updating user "${username}"`, 'Could not update user'));
    UsersActions.update.promise(promise);
  },

  delete({ id, username }: UserReference, { quiet = false }: QuietOption = {}) {
    const promise = fetch('DELETE', url(ApiRoutes.UsersApiController.delete(id)), undefined, WRITE_OPTIONS).then(() => {
      if (!quiet) {
        UserNotification.success(`User "${username}" was deleted successfully.`);
      }
      this.forget(id);
    }, (error: unknown) => reportWriteFailure(error, `Deleting user "${username}"`, 'Could not delete user', { quiet }));
    UsersActions.delete.promise(promise);
  },

  setStatus({ id, username }: UserReference, status: 'enabled' | 'disabled', { quiet = false }: QuietOption = {}) {
    const statusUrl = url(ApiRoutes.UsersApiController.setStatus(id, status));
    const promise = fetch('PUT', statusUrl, undefined, WRITE_OPTIONS)
      // The server answers 304 when the user already has that status: the wish is fulfilled all the same.
      .catch((error: unknown) => { if (!(error instanceof FetchError && error.status === 304)) throw error; })
      .then(() => {
        if (!quiet) {
          UserNotification.success(`User "${username}" was ${status} successfully.`);
        }
        const cached = this.state.usersById[id];
        if (cached) {
          this.remember({ ...cached, account_status: status });
        }
      }, (error: unknown) => reportWriteFailure(
        error, `Changing the status of user "${username}"`, 'Could not change user status', { quiet },
      ));
    UsersActions.setStatus.promise(promise);
  },

  changePassword({ id, username }: UserReference, change: PasswordChange) {
    const promise = fetch('PUT', url(ApiRoutes.UsersApiController.changePassword(id)), change, WRITE_OPTIONS).then(() => {
      UserNotification.success(`The password of user "${username}" was changed successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Changing the password of user "${username}"`, 'Could not change password'));
    UsersActions.changePassword.promise(promise);
  },
}));

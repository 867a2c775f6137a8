// The authorization roles API (/authz/roles): roles by id, paginated, with the users assigned to them.
// The console lists, shows and deletes roles and manages assignees here; creating and editing a role's
// permissions goes through the older API (RolesStore), which Graylog 4.0 keeps for that.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import { reloadCurrentUserIfAmong, reloadCurrentUserIfHolding } from './currentUserRoles';
import { reportRoleFailure, ROLE_FETCH_OPTIONS } from './roleFailures';

/** A role as the authorization API answers it. Built-in roles (Admin, Reader) are `read_only`. */
export type AuthzRole = {
  id: string,
  name: string,
  description: string,
  permissions: Array<string>,
  read_only: boolean,
};

export type UserSummary = { id: string, username: string };

/** A user holding a role, as GET /authz/roles/{id}/assignees lists them (Graylog's user overview). */
export type RoleAssignee = UserSummary & {
  full_name?: string,
  email?: string,
  roles?: Array<string>,
  read_only?: boolean,
};

/**
 * A page of roles, with the users holding each role on that page (context.users), by role id; undefined
 * when the server did not say (then the console cannot tell "nobody" from "unknown").
 */
export type PaginatedRoles = PaginatedList<AuthzRole> & { usersByRole: { [roleId: string]: Array<UserSummary> } | undefined };

type RolesResponse = PaginatedResponse & { roles: Array<AuthzRole>, context?: { users?: { [roleId: string]: Array<UserSummary> } } };
type AssigneesResponse = PaginatedResponse & { users: Array<RoleAssignee> };

const USER_SEARCH_LIMIT = 10;

/** Just enough of a role to address it and name it in messages. */
export type RoleReference = Pick<AuthzRole, 'id' | 'name'>;

type AuthzRolesActionsType = {
  /** One page of roles (GET /authz/roles), with their users. */
  loadRolesPaginated: (request: PaginatedRequest) => Promise<PaginatedRoles>,
  /** One role by id (GET /authz/roles/{id}). */
  load: (roleId: string) => Promise<AuthzRole>,
  /** Deletes a custom role (DELETE /authz/roles/{id}). */
  delete: (role: RoleReference) => Promise<void>,
  /** One page of the roles a user holds (GET /authz/roles/user/{username}). */
  loadRolesForUser: (username: string, request: PaginatedRequest) => Promise<PaginatedList<AuthzRole>>,
  /** One page of the users holding a role (GET /authz/roles/{id}/assignees). */
  loadAssignees: (roleId: string, request: PaginatedRequest) => Promise<PaginatedList<RoleAssignee>>,
  /** Gives the role to users (PUT /authz/roles/{id}/assignees with an array of user names, as Graylog 4.0). */
  addAssignees: (role: RoleReference, usernames: Array<string>) => Promise<void>,
  /** Takes the role from a user (DELETE /authz/roles/{id}/assignee/{username}). */
  removeAssignee: (role: RoleReference, username: string) => Promise<void>,
  /** Up to `limit` users matching `query`, to pick assignees from (GET /users/paginated). */
  searchUsers: (query: string, limit?: number) => Promise<Array<RoleAssignee>>,
};

export const AuthzRolesActions = singletonActions('core.AuthzRoles', () => createActions<AuthzRolesActionsType>([
  'loadRolesPaginated', 'load', 'delete', 'loadRolesForUser', 'loadAssignees', 'addAssignees', 'removeAssignee', 'searchUsers',
]));

export type AuthzRolesState = {
  /** The last page of roles loaded; undefined until one was. */
  paginatedRoles: PaginatedRoles | undefined,
};

const routes = ApiRoutes.AuthzRolesApiController;

/** "jane", "jane and bob", "jane, bob and carl": names in messages. */
const listNames = (names: Array<string>): string => (
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
);

export const AuthzRolesStore = singletonStore('core.AuthzRoles', () => createStore({
  listenables: [AuthzRolesActions],
  state: { paginatedRoles: undefined } as AuthzRolesState,

  loadRolesPaginated(request: PaginatedRequest) {
    const url = qualifyApiUrl(paginatedPath(routes.list().url, request));
    const promise = fetch<RolesResponse>('GET', url, undefined, ROLE_FETCH_OPTIONS).then((response) => {
      const paginatedRoles = { ...toPaginatedList(response.roles, response), usersByRole: response.context?.users };
      this.setState({ paginatedRoles });
      return paginatedRoles;
    }, reportRoleFailure('Loading role list', 'Could not load role list'));
    AuthzRolesActions.loadRolesPaginated.promise(promise);
  },

  load(roleId: string) {
    const promise = fetch<AuthzRole>('GET', qualifyApiUrl(routes.load(roleId).url), undefined, ROLE_FETCH_OPTIONS)
      .catch(reportRoleFailure('Loading role', 'Could not load role'));
    AuthzRolesActions.load.promise(promise);
  },

  delete(role: RoleReference) {
    const promise = fetch<void>('DELETE', qualifyApiUrl(routes.delete(role.id).url), undefined, ROLE_FETCH_OPTIONS).then(() => {
      UserNotification.success(`Role "${role.name}" was deleted successfully`);
      reloadCurrentUserIfHolding(role.name);
    }, reportRoleFailure(`Deleting role "${role.name}"`, 'Could not delete role'));
    AuthzRolesActions.delete.promise(promise);
  },

  loadRolesForUser(username: string, request: PaginatedRequest) {
    const url = qualifyApiUrl(paginatedPath(routes.loadForUser(username).url, request));
    const promise = fetch<RolesResponse>('GET', url, undefined, ROLE_FETCH_OPTIONS)
      .then((response) => toPaginatedList(response.roles, response),
        reportRoleFailure(`Loading roles of user "${username}"`, 'Could not load role list'));
    AuthzRolesActions.loadRolesForUser.promise(promise);
  },

  loadAssignees(roleId: string, request: PaginatedRequest) {
    const url = qualifyApiUrl(paginatedPath(routes.assignees(roleId).url, request));
    const promise = fetch<AssigneesResponse>('GET', url, undefined, ROLE_FETCH_OPTIONS)
      .then((response) => toPaginatedList(response.users, response),
        reportRoleFailure('Loading role members', 'Could not load role members'));
    AuthzRolesActions.loadAssignees.promise(promise);
  },

  addAssignees(role: RoleReference, usernames: Array<string>) {
    const promise = fetch<void>('PUT', qualifyApiUrl(routes.assignees(role.id).url), usernames, ROLE_FETCH_OPTIONS).then(() => {
      UserNotification.success(`Role "${role.name}" was assigned to ${listNames(usernames)}`);
      reloadCurrentUserIfAmong(usernames);
    }, reportRoleFailure(`Assigning role "${role.name}" to ${listNames(usernames)}`, 'Could not update role members'));
    AuthzRolesActions.addAssignees.promise(promise);
  },

  removeAssignee(role: RoleReference, username: string) {
    const promise = fetch<void>('DELETE', qualifyApiUrl(routes.removeAssignee(role.id, username).url), undefined, ROLE_FETCH_OPTIONS).then(() => {
      UserNotification.success(`User "${username}" was removed from role "${role.name}"`);
      reloadCurrentUserIfAmong([username]);
    }, reportRoleFailure(`Removing user "${username}" from role "${role.name}"`, 'Could not update role members'));
    AuthzRolesActions.removeAssignee.promise(promise);
  },

  // Here rather than through the users store: the picker lives on a role page, and a refusal (a user
  // without users:list) must leave that page standing instead of turning into the 403 page.
  searchUsers(query: string, limit: number = USER_SEARCH_LIMIT) {
    const url = qualifyApiUrl(ApiRoutes.paginated(ApiRoutes.UsersApiController.paginated().url, 1, limit, query, { field: 'username', order: 'asc' }).url);
    const promise = fetch<AssigneesResponse>('GET', url, undefined, ROLE_FETCH_OPTIONS)
      .then((response) => response.users, reportRoleFailure('Searching users', 'Could not load users'));
    AuthzRolesActions.searchUsers.promise(promise);
  },
}));

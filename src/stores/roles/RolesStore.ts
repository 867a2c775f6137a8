// The older roles API, addressed by role name (GET/POST /roles, PUT/DELETE /roles/{name}, members).
// The console's own screens use it to create and edit roles; scripts and plugins rely on it too.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import { reloadCurrentUserIfAmong, reloadCurrentUserIfHolding } from './currentUserRoles';
import { reportRoleFailure, ROLE_FETCH_OPTIONS } from './roleFailures';

/** A role as the older API answers it. Built-in roles (Admin, Reader) are `read_only`. */
export type Role = {
  name: string,
  description: string,
  permissions: Array<string>,
  read_only: boolean,
};

/** What a create or update sends; the server keeps `read_only` to itself. */
export type RoleChanges = Pick<Role, 'name' | 'description' | 'permissions'>;

/** A user holding a role, as GET /roles/{name}/members lists them. */
export type RoleMember = {
  id: string,
  username: string,
  full_name?: string,
  email?: string,
};

export type RoleMembers = { role: string, users: Array<RoleMember> };

export type RolesState = {
  /** The roles from the last list call; undefined until one succeeded. */
  roles: Array<Role> | undefined,
};

type RolesActionsType = {
  /** All roles (GET /roles). */
  list: () => Promise<Array<Role>>,
  /** Creates a custom role (POST /roles). */
  create: (role: RoleChanges) => Promise<Role>,
  /** Changes the role now called `roleName`; `role.name` may rename it (PUT /roles/{name}). */
  update: (roleName: string, role: RoleChanges) => Promise<Role>,
  /** Deletes a custom role and takes it from every user holding it (DELETE /roles/{name}). */
  delete: (roleName: string) => Promise<void>,
  /** The users holding the role (GET /roles/{name}/members). */
  loadMembers: (roleName: string) => Promise<RoleMembers>,
  /** Gives the role to a user (PUT /roles/{name}/members/{username}). */
  addMember: (roleName: string, username: string) => Promise<void>,
  /** Takes the role from a user (DELETE /roles/{name}/members/{username}). */
  removeMember: (roleName: string, username: string) => Promise<void>,
};

export const RolesActions = singletonActions('core.Roles', () => createActions<RolesActionsType>([
  'list', 'create', 'update', 'delete', 'loadMembers', 'addMember', 'removeMember',
]));

const url = (route: { url: string }) => qualifyApiUrl(route.url);

/** The request body: only the fields the server accepts from a client. */
const bodyOf = (role: RoleChanges) => ({ name: role.name, description: role.description, permissions: role.permissions });

export const RolesStore = singletonStore('core.Roles', () => createStore({
  listenables: [RolesActions],
  state: { roles: undefined } as RolesState,

  /** Applies a change to the known list, if there is one; a later list call brings the truth anyway. */
  changeKnownRoles(change: (roles: Array<Role>) => Array<Role>) {
    if (this.state.roles) {
      this.setState({ roles: change(this.state.roles) });
    }
  },

  list() {
    const promise = fetch<{ roles: Array<Role>, total: number }>('GET', url(ApiRoutes.RolesApiController.list()), undefined, ROLE_FETCH_OPTIONS)
      .then((response) => {
        this.setState({ roles: response.roles });
        return response.roles;
      }, reportRoleFailure('Loading role list', 'Could not load role list'));
    RolesActions.list.promise(promise);
  },

  create(role: RoleChanges) {
    const promise = fetch<Role>('POST', url(ApiRoutes.RolesApiController.create()), bodyOf(role), ROLE_FETCH_OPTIONS)
      .then((created) => {
        UserNotification.success(`Role "${created.name}" was created successfully`);
        this.changeKnownRoles((roles) => [...roles, created]);
        return created;
      }, reportRoleFailure(`Creating role "${role.name}"`, 'Could not create role'));
    RolesActions.create.promise(promise);
  },

  update(roleName: string, role: RoleChanges) {
    const promise = fetch<Role>('PUT', url(ApiRoutes.RolesApiController.update(roleName)), bodyOf(role), ROLE_FETCH_OPTIONS)
      .then((updated) => {
        UserNotification.success(`Role "${updated.name}" was updated successfully`);
        reloadCurrentUserIfHolding(roleName);
        this.changeKnownRoles((roles) => roles.map((known) => (known.name === roleName ? updated : known)));
        return updated;
      }, reportRoleFailure(`Updating role "${roleName}"`, 'Could not update role'));
    RolesActions.update.promise(promise);
  },

  delete(roleName: string) {
    const promise = fetch<void>('DELETE', url(ApiRoutes.RolesApiController.delete(roleName)), undefined, ROLE_FETCH_OPTIONS)
      .then(() => {
        UserNotification.success(`Role "${roleName}" was deleted successfully`);
        reloadCurrentUserIfHolding(roleName);
        this.changeKnownRoles((roles) => roles.filter((known) => known.name !== roleName));
      }, reportRoleFailure(`Deleting role "${roleName}"`, 'Could not delete role'));
    RolesActions.delete.promise(promise);
  },

  loadMembers(roleName: string) {
    const promise = fetch<RoleMembers>('GET', url(ApiRoutes.RolesApiController.loadMembers(roleName)), undefined, ROLE_FETCH_OPTIONS)
      .catch(reportRoleFailure(`Loading members of role "${roleName}"`, 'Could not load role members'));
    RolesActions.loadMembers.promise(promise);
  },

  addMember(roleName: string, username: string) {
    const promise = fetch<void>('PUT', url(ApiRoutes.RolesApiController.addMember(roleName, username)), undefined, ROLE_FETCH_OPTIONS)
      .then(() => {
        UserNotification.success(`User "${username}" was added to role "${roleName}"`);
        reloadCurrentUserIfAmong([username]);
      }, reportRoleFailure(`Adding user "${username}" to role "${roleName}"`, 'Could not update role members'));
    RolesActions.addMember.promise(promise);
  },

  removeMember(roleName: string, username: string) {
    const promise = fetch<void>('DELETE', url(ApiRoutes.RolesApiController.removeMember(roleName, username)), undefined, ROLE_FETCH_OPTIONS)
      .then(() => {
        UserNotification.success(`User "${username}" was removed from role "${roleName}"`);
        reloadCurrentUserIfAmong([username]);
      }, reportRoleFailure(`Removing user "${username}" from role "${roleName}"`, 'Could not update role members'));
    RolesActions.removeMember.promise(promise);
  },
}));

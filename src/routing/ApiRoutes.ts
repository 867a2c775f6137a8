// Every server path the console calls, relative to the API root. Stores qualify them with
// qualifyApiUrl(). Each area adds its own group here.
import { queryString } from './Routes';

type Route = { url: string };

const enc = (value: string) => encodeURIComponent(value);

const ApiRoutes = {
  ping: (): Route => ({ url: '/' }),
  SessionsApiController: {
    create: (): Route => ({ url: '/system/sessions' }),
    validate: (): Route => ({ url: '/system/sessions' }),
    destroy: (sessionId: string): Route => ({ url: `/system/sessions/${enc(sessionId)}` }),
  },
  UsersApiController: {
    load: (username: string): Route => ({ url: `/users/${enc(username)}` }),
    loadById: (userId: string): Route => ({ url: `/users/id/${enc(userId)}` }),
    list: (): Route => ({ url: '/users' }),
    paginated: (): Route => ({ url: '/users/paginated' }),
    create: (): Route => ({ url: '/users' }),
    update: (userId: string): Route => ({ url: `/users/${enc(userId)}` }),
    delete: (userId: string): Route => ({ url: `/users/id/${enc(userId)}` }),
    changePassword: (userId: string): Route => ({ url: `/users/${enc(userId)}/password` }),
    setStatus: (userId: string, status: 'enabled' | 'disabled'): Route => ({ url: `/users/${enc(userId)}/status/${enc(status)}` }),
    updatePreferences: (username: string): Route => ({ url: `/users/${enc(username)}/preferences` }),
    tokens: {
      list: (userId: string): Route => ({ url: `/users/${enc(userId)}/tokens` }),
      create: (userId: string, tokenName: string): Route => ({ url: `/users/${enc(userId)}/tokens/${enc(tokenName)}` }),
      delete: (userId: string, tokenId: string): Route => ({ url: `/users/${enc(userId)}/tokens/${enc(tokenId)}` }),
    },
  },
  /** The older roles API, addressed by role name; kept for scripts and plugins. */
  RolesApiController: {
    list: (): Route => ({ url: '/roles' }),
    create: (): Route => ({ url: '/roles' }),
    load: (roleName: string): Route => ({ url: `/roles/${enc(roleName)}` }),
    update: (roleName: string): Route => ({ url: `/roles/${enc(roleName)}` }),
    delete: (roleName: string): Route => ({ url: `/roles/${enc(roleName)}` }),
    loadMembers: (roleName: string): Route => ({ url: `/roles/${enc(roleName)}/members` }),
    addMember: (roleName: string, username: string): Route => ({ url: `/roles/${enc(roleName)}/members/${enc(username)}` }),
    removeMember: (roleName: string, username: string): Route => ({ url: `/roles/${enc(roleName)}/members/${enc(username)}` }),
  },
  AuthzRolesApiController: {
    list: (): Route => ({ url: '/authz/roles' }),
    load: (roleId: string): Route => ({ url: `/authz/roles/${enc(roleId)}` }),
    delete: (roleId: string): Route => ({ url: `/authz/roles/${enc(roleId)}` }),
    loadForUser: (username: string): Route => ({ url: `/authz/roles/user/${enc(username)}` }),
    assignees: (roleId: string): Route => ({ url: `/authz/roles/${enc(roleId)}/assignees` }),
    removeAssignee: (roleId: string, username: string): Route => ({ url: `/authz/roles/${enc(roleId)}/assignee/${enc(username)}` }),
  },
  EntityShareApiController: {
    prepare: (entityGRN: string): Route => ({ url: `/authz/shares/entities/${enc(entityGRN)}/prepare` }),
    update: (entityGRN: string): Route => ({ url: `/authz/shares/entities/${enc(entityGRN)}` }),
    userSharedEntities: (userId: string): Route => ({ url: `/authz/shares/user/${enc(userId)}` }),
  },
  SystemApiController: {
    info: (): Route => ({ url: '/system' }),
  },
  ClusterApiController: {
    overview: (): Route => ({ url: '/cluster' }),
    node: (): Route => ({ url: '/system/cluster/node' }),
    nodes: (): Route => ({ url: '/system/cluster/nodes' }),
    nodeById: (nodeId: string): Route => ({ url: `/system/cluster/nodes/${enc(nodeId)}` }),
  },
  GettingStartedApiController: {
    status: (): Route => ({ url: '/system/gettingstarted' }),
    dismiss: (): Route => ({ url: '/system/gettingstarted/dismiss' }),
  },
  /**
   * A paginated list path: page and per_page always sent, the query encoded exactly once; sort and order
   * when given.
   */
  paginated: (path: string, page: number, perPage: number, query: string = '', sort?: { field: string, order: 'asc' | 'desc' }): Route => (
    { url: `${path}${queryString({ page, per_page: perPage, query, sort: sort?.field, order: sort?.order })}` }
  ),
};

export default ApiRoutes;

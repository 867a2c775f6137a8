// Who holds an authorization role: list (users:list), add (PUT in Graylog 4.0, POST in the spec;
// both take a JSON array of usernames) and remove. Changing a user's roles needs
// users:rolesedit:<username> for every user named; all of them change, or none.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { usersWithActiveSession } from '../sessions/store';
import { assertCallerMay, userPermission } from '../users/access';
import { requireUserByName } from '../users/lookup';
import { toUser, type UserRow } from '../users/store';
import { toUserListEntry, type UserListEntry } from '../users/view';
import { assertMayAssignRoles } from './grantable';
import { requireRoleById, RoleIdParams } from './rolesRoutes';
import { addRoleToUser, removeRoleFromUser, USER_HAS_ROLE_SQL } from './userRoles';

// At least one name: an empty list would change nothing yet answer success without any permission check.
const Usernames = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 1000 });
const AssigneeParams = Type.Object({
  roleId: Type.String({ minLength: 1, maxLength: 100 }),
  username: Type.String({ minLength: 1, maxLength: 200 }),
});

export function registerAssigneeRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  // Graylog 4.0 adds with PUT, the spec with POST.
  const addRoute = (method: 'PUT' | 'POST') => route({
    method,
    url: '/authz/roles/:roleId/assignees',
    // The users are in the body: checked in the handler, for every one of them.
    auth: 'authenticated',
    schema: { params: RoleIdParams, body: Usernames },
    handler: ({ params, body, caller }) => {
      const usernames = [...new Set(body)];
      for (const username of usernames) assertCallerMay(caller, userPermission('rolesedit', username));
      const role = requireRoleById(ctx, params.roleId);
      assertMayAssignRoles(db, caller, [role.name]);
      const users = usernames.map((username) => requireUserByName(ctx, username));
      db.transaction(() => {
        for (const user of users) addRoleToUser(db, user, role);
      })();
    },
  });

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/authz/roles/:roleId/assignees',
      auth: { permission: 'users:list' },
      schema: { params: RoleIdParams, querystring: PaginationQuery },
      handler: ({ params, query }) => {
        const role = requireRoleById(ctx, params.roleId);
        const active = usersWithActiveSession(db, ctx.now());
        const list = paginate<UserRow, UserListEntry>(
          {
            db,
            from: 'users',
            where: { sql: USER_HAS_ROLE_SQL, params: [role.name] },
            sortable: { username: 'username', full_name: 'full_name', email: 'email' },
            searchable: { username: 'username', full_name: 'full_name', email: 'email' },
            defaultSort: { field: 'username', order: 'asc' },
            map: (row) => toUserListEntry(toUser(row), active),
          },
          query,
        );
        return paginatedBody('users', list);
      },
    }),
    addRoute('PUT'),
    addRoute('POST'),
    route({
      method: 'DELETE',
      url: '/authz/roles/:roleId/assignee/:username',
      auth: { permission: (params) => userPermission('rolesedit', params.username) },
      schema: { params: AssigneeParams },
      handler: ({ params }) => {
        const role = requireRoleById(ctx, params.roleId);
        removeRoleFromUser(db, requireUserByName(ctx, params.username), role);
      },
    }),
  ]);
}

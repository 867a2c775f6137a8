// Who holds an authorization role: list (users:list), add (PUT in Graylog 4.0, POST in the spec;
// both take a JSON array of usernames) and remove. Changing a user's roles needs
// users:rolesedit:<username> for every user named; all of them change, or none.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { assertPermitted, param } from '../auth/hook';
import { notFound } from '../http/errors';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { usersWithActiveSession } from '../sessions/store';
import { findUserByName, toUser, type UserRecord, type UserRow } from '../users/store';
import { toUserListEntry, type UserListEntry } from '../users/view';
import { requireRoleById, RoleIdParams } from './rolesRoutes';
import { addRoleToUser, removeRoleFromUser, USER_HAS_ROLE_SQL } from './userRoles';

// At least one name: an empty list would change nothing yet answer success without any permission check.
const Usernames = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 1000 });
type Usernames = Static<typeof Usernames>;
const AssigneeParams = Type.Object({
  roleId: Type.String({ minLength: 1, maxLength: 100 }),
  username: Type.String({ minLength: 1, maxLength: 200 }),
});
type AssigneeParams = Static<typeof AssigneeParams>;

function requireUser(ctx: ServerContext, username: string): UserRecord {
  const user = findUserByName(ctx.db, username);
  if (!user) throw notFound(`Couldn't find user ${username}`);
  return user;
}

export function registerAssigneeRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get<{ Params: RoleIdParams; Querystring: PaginationQuery }>(
    '/authz/roles/:roleId/assignees',
    { config: { auth: { permission: 'users:list' } }, schema: { params: RoleIdParams, querystring: PaginationQuery } },
    async (request) => {
      const role = requireRoleById(ctx, request.params.roleId);
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
        request.query,
      );
      return paginatedBody('users', list);
    },
  );

  const addAssignees = async (request: FastifyRequest<{ Params: RoleIdParams; Body: Usernames }>, reply: FastifyReply) => {
    const usernames = [...new Set(request.body)];
    for (const username of usernames) assertPermitted(request, `users:rolesedit:${username}`);
    const role = requireRoleById(ctx, request.params.roleId);
    const users = usernames.map((username) => requireUser(ctx, username));
    db.transaction(() => {
      for (const user of users) addRoleToUser(db, user, role);
    })();
    return reply.code(204).send();
  };
  const addOptions = {
    config: { auth: 'authenticated' as const },
    schema: { params: RoleIdParams, body: Usernames },
  };
  api.put<{ Params: RoleIdParams; Body: Usernames }>('/authz/roles/:roleId/assignees', addOptions, addAssignees);
  api.post<{ Params: RoleIdParams; Body: Usernames }>('/authz/roles/:roleId/assignees', addOptions, addAssignees);

  api.delete<{ Params: AssigneeParams }>(
    '/authz/roles/:roleId/assignee/:username',
    { config: { auth: { permission: (r) => `users:rolesedit:${param(r, 'username')}` } }, schema: { params: AssigneeParams } },
    async (request, reply) => {
      const role = requireRoleById(ctx, request.params.roleId);
      removeRoleFromUser(db, requireUser(ctx, request.params.username), role);
      return reply.code(204).send();
    },
  );
}

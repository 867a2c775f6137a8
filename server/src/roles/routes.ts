// Graylog's older role API, addressed by role name: list, create, read, update, delete, and
// role membership. Permissions follow Graylog 4.0: roles:read, roles:create, roles:edit:<name>,
// roles:delete:<name>; listing members also needs users:list, changing them users:edit:<user>.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { assertPermitted, param, requireAuth } from '../auth/hook';
import { isPermitted } from '../auth/permissions';
import { notFound } from '../http/errors';
import { addRoleToUser, removeRoleFromUser, usersWithRole } from '../authz/userRoles';
import { findUserByName, type UserRecord } from '../users/store';
import { toUserView } from '../users/view';
import { changeRole, createRole, deleteRole } from './service';
import { findRoleByName, listRoles, type Role } from './store';

const RoleBody = Type.Object(
  {
    // A role name is a path segment of this API and shows in lists: no '/', no control or invisible characters.
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^/\\p{C}]+$' }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    // Permission strings never contain whitespace; one that did could never match anything.
    permissions: Type.Array(Type.String({ minLength: 1, maxLength: 500, pattern: '^\\S+$' }), { maxItems: 1000 }),
    // Accepted because clients send back what they read; a custom role is never read-only.
    read_only: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
type RoleBody = Static<typeof RoleBody>;

const RoleParams = Type.Object({ rolename: Type.String({ minLength: 1, maxLength: 200 }) });
type RoleParams = Static<typeof RoleParams>;
const MemberParams = Type.Object({
  rolename: Type.String({ minLength: 1, maxLength: 200 }),
  username: Type.String({ minLength: 1, maxLength: 200 }),
});
type MemberParams = Static<typeof MemberParams>;

/** The Graylog 4 JSON of a role in this API (no id: roles are addressed by name here). */
export function roleResponse(role: Role) {
  return { name: role.name, description: role.description, permissions: role.permissions, read_only: role.read_only };
}

function requireRole(ctx: ServerContext, name: string): Role {
  const role = findRoleByName(ctx.db, name);
  if (!role) throw notFound(`Couldn't find role ${name}`);
  return role;
}

function requireUser(ctx: ServerContext, username: string): UserRecord {
  const user = findUserByName(ctx.db, username);
  if (!user) throw notFound(`Couldn't find user ${username}`);
  return user;
}

export function registerRoleRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get('/roles', { config: { auth: { permission: 'roles:read' } } }, async () => {
    const roles = listRoles(db).map(roleResponse);
    return { roles, total: roles.length };
  });

  api.post<{ Body: RoleBody }>(
    '/roles',
    { config: { auth: { permission: 'roles:create' } }, schema: { body: RoleBody } },
    async (request, reply) => {
      const { name, description, permissions } = request.body;
      const role = createRole(db, { name, description: description ?? '', permissions }, ctx.now());
      const location = `${ctx.settings.prefix}/api/roles/${encodeURIComponent(role.name)}`;
      return reply.code(201).header('Location', location).send(roleResponse(role));
    },
  );

  api.get<{ Params: RoleParams }>(
    '/roles/:rolename',
    { config: { auth: { permission: (r) => `roles:read:${param(r, 'rolename')}` } }, schema: { params: RoleParams } },
    async (request) => roleResponse(requireRole(ctx, request.params.rolename)),
  );

  api.put<{ Params: RoleParams; Body: RoleBody }>(
    '/roles/:rolename',
    { config: { auth: { permission: (r) => `roles:edit:${param(r, 'rolename')}` } }, schema: { params: RoleParams, body: RoleBody } },
    async (request) => {
      const role = requireRole(ctx, request.params.rolename);
      const { name, description, permissions } = request.body;
      // An omitted description keeps the stored one, as Graylog does.
      return roleResponse(changeRole(db, role, { name, description: description ?? role.description, permissions }));
    },
  );

  api.delete<{ Params: RoleParams }>(
    '/roles/:rolename',
    { config: { auth: { permission: (r) => `roles:delete:${param(r, 'rolename')}` } }, schema: { params: RoleParams } },
    async (request, reply) => {
      deleteRole(db, requireRole(ctx, request.params.rolename));
      return reply.code(204).send();
    },
  );

  api.get<{ Params: RoleParams }>(
    '/roles/:rolename/members',
    { config: { auth: { permission: 'roles:read' } }, schema: { params: RoleParams } },
    async (request) => {
      assertPermitted(request, 'users:list');
      const role = requireRole(ctx, request.params.rolename);
      const caller = requireAuth(request);
      const now = ctx.now();
      // Graylog shows a member's permissions only to whoever may edit them.
      const users = usersWithRole(db, role.name).map((user) =>
        toUserView(db, user, now, isPermitted(caller.permissions, `users:permissionsedit:${user.username}`)));
      return { role: role.name, users };
    },
  );

  api.put<{ Params: MemberParams }>(
    '/roles/:rolename/members/:username',
    { config: { auth: { permission: (r) => `roles:edit:${param(r, 'rolename')}` } }, schema: { params: MemberParams } },
    async (request, reply) => {
      assertPermitted(request, `users:edit:${request.params.username}`);
      addRoleToUser(db, requireUser(ctx, request.params.username), requireRole(ctx, request.params.rolename));
      return reply.code(204).send();
    },
  );

  api.delete<{ Params: MemberParams }>(
    '/roles/:rolename/members/:username',
    { config: { auth: { permission: (r) => `roles:edit:${param(r, 'rolename')}` } }, schema: { params: MemberParams } },
    async (request, reply) => {
      assertPermitted(request, `users:edit:${request.params.username}`);
      removeRoleFromUser(db, requireUser(ctx, request.params.username), requireRole(ctx, request.params.rolename));
      return reply.code(204).send();
    },
  );
}

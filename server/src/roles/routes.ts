// Graylog's older role API, addressed by role name: list, create, read, update, delete, and
// role membership. Permissions follow Graylog 4.0: roles:read, roles:create, roles:edit:<name>,
// roles:delete:<name>; listing members also needs users:list, changing them users:edit:<user>.
// Permissions added to a role, and a role given to a member, must be held by the caller (authz/grantable.ts).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { assertMayAssignRoles, assertMayGrant } from '../authz/grantable';
import { addRoleToUser, removeRoleFromUser, usersWithRole } from '../authz/userRoles';
import { assertCallerMay, mayReadPermissions, userPermission } from '../users/access';
import { requireUserByName } from '../users/lookup';
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

const RoleParams = Type.Object({ rolename: Type.String({ minLength: 1, maxLength: 200 }) });
const MemberParams = Type.Object({
  rolename: Type.String({ minLength: 1, maxLength: 200 }),
  username: Type.String({ minLength: 1, maxLength: 200 }),
});

/** The Graylog 4 JSON of a role in this API (no id: roles are addressed by name here). */
export function roleResponse(role: Role) {
  return { name: role.name, description: role.description, permissions: role.permissions, read_only: role.read_only };
}

function requireRole(ctx: ServerContext, name: string): Role {
  const role = findRoleByName(ctx.db, name);
  if (!role) throw notFound(`Couldn't find role ${name}`);
  return role;
}

const onRole = (action: 'read' | 'edit' | 'delete') => (params: { rolename: string }) => `roles:${action}:${params.rolename}`;

export function registerRoleRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/roles',
      auth: { permission: 'roles:read' },
      handler: () => {
        const roles = listRoles(db).map(roleResponse);
        return { roles, total: roles.length };
      },
    }),

    route({
      method: 'POST',
      url: '/roles',
      auth: { permission: 'roles:create' },
      schema: { body: RoleBody },
      status: 201,
      handler: ({ body, caller, reply }) => {
        const { name, description, permissions } = body;
        assertMayGrant(caller, permissions);
        const role = createRole(db, { name, description: description ?? '', permissions }, ctx.now());
        reply.header('Location', `${ctx.settings.prefix}/api/roles/${encodeURIComponent(role.name)}`);
        return roleResponse(role);
      },
    }),

    route({
      method: 'GET',
      url: '/roles/:rolename',
      auth: { permission: onRole('read') },
      schema: { params: RoleParams },
      handler: ({ params }) => roleResponse(requireRole(ctx, params.rolename)),
    }),

    route({
      method: 'PUT',
      url: '/roles/:rolename',
      auth: { permission: onRole('edit') },
      schema: { params: RoleParams, body: RoleBody },
      handler: ({ params, body, caller }) => {
        const role = requireRole(ctx, params.rolename);
        const { name, description, permissions } = body;
        // Only what the role gains needs checking: removing, or keeping what it has, gives nothing new.
        assertMayGrant(caller, permissions.filter((permission) => !role.permissions.includes(permission)));
        // An omitted description keeps the stored one, as Graylog does.
        return roleResponse(changeRole(db, role, { name, description: description ?? role.description, permissions }));
      },
    }),

    route({
      method: 'DELETE',
      url: '/roles/:rolename',
      auth: { permission: onRole('delete') },
      schema: { params: RoleParams },
      handler: ({ params }) => deleteRole(db, requireRole(ctx, params.rolename)),
    }),

    route({
      method: 'GET',
      url: '/roles/:rolename/members',
      auth: { permission: 'roles:read' },
      schema: { params: RoleParams },
      handler: ({ params, caller }) => {
        assertCallerMay(caller, 'users:list');
        const role = requireRole(ctx, params.rolename);
        const now = ctx.now();
        // A member's permissions are shown as on the member's own page.
        const users = usersWithRole(db, role.name).map((user) => toUserView(db, user, now, mayReadPermissions(caller, user)));
        return { role: role.name, users };
      },
    }),

    route({
      method: 'PUT',
      url: '/roles/:rolename/members/:username',
      auth: { permission: onRole('edit') },
      schema: { params: MemberParams },
      handler: ({ params, caller }) => {
        assertCallerMay(caller, userPermission('edit', params.username));
        const user = requireUserByName(ctx, params.username);
        const role = requireRole(ctx, params.rolename);
        assertMayAssignRoles(db, caller, [role.name]);
        addRoleToUser(db, user, role);
      },
    }),

    route({
      method: 'DELETE',
      url: '/roles/:rolename/members/:username',
      auth: { permission: onRole('edit') },
      schema: { params: MemberParams },
      handler: ({ params, caller }) => {
        assertCallerMay(caller, userPermission('edit', params.username));
        removeRoleFromUser(db, requireUserByName(ctx, params.username), requireRole(ctx, params.rolename));
      },
    }),
  ]);
}

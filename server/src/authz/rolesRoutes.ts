// Graylog 4's authorization roles API, addressed by role id: paginated lists with each role's
// users, one role, deleting a custom role, and the roles of one user. Permissions as in Graylog 4.0:
// roles:read (lists), roles:read:<roleId> (one role), roles:edit (delete).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { paginate, paginatedBody, PaginationQuery, type ListSource } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { deleteRole } from '../roles/service';
import { findRoleById, toRole, type Role, type RoleRow } from '../roles/store';
import { requireUserByName } from '../users/lookup';
import { UsernameParams } from '../users/validation';
import { usersWithRole } from './userRoles';

export const RoleIdParams = Type.Object({ roleId: Type.String({ minLength: 1, maxLength: 100 }) });

export function requireRoleById(ctx: ServerContext, roleId: string): Role {
  const role = findRoleById(ctx.db, roleId);
  if (!role) throw notFound(`Couldn't find role with id ${roleId}`);
  return role;
}

function roleSource(ctx: ServerContext, where?: ListSource<RoleRow>['where']): ListSource<RoleRow> {
  return {
    db: ctx.db,
    from: 'roles',
    where,
    sortable: { name: 'name', description: 'description' },
    searchable: { name: 'name', description: 'description' },
    defaultSort: { field: 'name', order: 'asc' },
    map: toRole,
  };
}

/** Graylog's `context.users`: for each listed role, the users holding it. */
function usersOfRoles(ctx: ServerContext, roles: readonly Role[]): Record<string, { id: string; username: string }[]> {
  const result: Record<string, { id: string; username: string }[]> = {};
  for (const role of roles) {
    result[role.id] = usersWithRole(ctx.db, role.name).map((user) => ({ id: user.id, username: user.username }));
  }
  return result;
}

export function registerAuthzRoleRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/authz/roles',
      auth: { permission: 'roles:read' },
      schema: { querystring: PaginationQuery },
      handler: ({ query }) => {
        const list = paginate<RoleRow, Role>(roleSource(ctx), query);
        return paginatedBody('roles', list, { users: usersOfRoles(ctx, list.items) });
      },
    }),

    route({
      method: 'GET',
      url: '/authz/roles/user/:username',
      auth: { permission: 'roles:read' },
      schema: { params: UsernameParams, querystring: PaginationQuery },
      handler: ({ params, query }) => {
        const user = requireUserByName(ctx, params.username);
        // Names compared as the NOCASE column does (ASCII case folding).
        const where = { sql: 'lower(name) IN (SELECT lower(value) FROM json_each(?))', params: [JSON.stringify(user.roles)] };
        return paginatedBody('roles', paginate<RoleRow, Role>(roleSource(ctx, where), query));
      },
    }),

    route({
      method: 'GET',
      url: '/authz/roles/:roleId',
      auth: { permission: (params) => `roles:read:${params.roleId}` },
      schema: { params: RoleIdParams },
      handler: ({ params }) => requireRoleById(ctx, params.roleId),
    }),

    route({
      method: 'DELETE',
      url: '/authz/roles/:roleId',
      auth: { permission: 'roles:edit' },
      schema: { params: RoleIdParams },
      handler: ({ params }) => deleteRole(ctx.db, requireRoleById(ctx, params.roleId)),
    }),
  ]);
}

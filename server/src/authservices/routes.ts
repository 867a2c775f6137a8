// Authentication services: directory backends, the active backend, connection and login tests, HTTP
// header authentication (Graylog 4.0's /system/authentication/*, with its shapes and permissions).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { assertPermitted } from '../auth/hook';
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import { assertMayAssignRoles } from '../authz/grantable';
import { permissionTarget } from '../http/crud';
import { badRequest, notFound } from '../http/errors';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { findRoleById } from '../roles/store';
import { usersWithActiveSession } from '../sessions/store';
import { toUser, type UserRow } from '../users/store';
import { toUserListEntry } from '../users/view';
import { BackendBody, readBackendInput } from './config';
import { HEADER_NAME_PATTERN } from './headerAuth';
import {
  activeBackend, activeBackendId, backendExists, countBackends, countBackendUsers, deleteBackend, findBackend, headerAuthConfig,
  insertBackend, setActiveBackendId, setHeaderAuthConfig, toBackend, updateBackend, type BackendRow,
} from './store';
import { testConnection, testLogin } from './testService';
import type { BackendInput, BackendRecord } from './types';

const BASE = '/system/authentication/services';
const BackendParams = Type.Object({ backendId: Type.String({ minLength: 1, maxLength: 100 }) });

const ConfigurationBody = Type.Object(
  { active_backend: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])) },
  { additionalProperties: true },
);

const TestBody = Type.Object(
  {
    backend_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    backend_configuration: BackendBody,
    user_login: Type.Optional(Type.Union([
      Type.Object({
        username: Type.String({ maxLength: 1000 }),
        password: Type.Optional(Type.Unknown()),
      }, { additionalProperties: false }),
      Type.Null(),
    ])),
  },
  { additionalProperties: false },
);

const HeaderAuthBody = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    username_header: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

/** A backend as Graylog answers it: the password only as {is_set}. */
export function toBackendView(backend: BackendRecord): Record<string, unknown> {
  const { type, ...fields } = backend.config;
  return {
    id: backend.id,
    title: backend.title,
    description: backend.description,
    default_roles: backend.default_roles,
    config: { type, ...fields, system_user_password: { is_set: backend.systemUserPassword !== null } },
  };
}

/** The users table with the columns this area added (migration.ts). */
type ProvisionedUserRow = UserRow & { auth_service_id: string | null; auth_service_uid: string | null };

const readPermission = (id: string) => `authservicebackend:read:${permissionTarget(id)}`;

function requireBackend(ctx: ServerContext, id: string): BackendRecord {
  const backend = findBackend(ctx.db, id);
  if (!backend) throw notFound(`Couldn't find auth service backend ${id}`);
  return backend;
}

/** Default roles must exist, and nobody makes directory users get a role they could not assign themselves. */
function checkDefaultRoles(ctx: ServerContext, caller: AuthContext, input: BackendInput): void {
  const names = input.default_roles.map((id) => {
    const role = findRoleById(ctx.db, id);
    if (!role) throw badRequest(`Unknown role ${id}`, 'default_roles');
    return role.name;
  });
  assertMayAssignRoles(ctx.db, caller, names);
}

export function registerAuthServiceRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  registerRoutes(api, [
    // Every caller may list; the list shows the backends they may read (as Graylog filters it).
    route({
      method: 'GET',
      url: `${BASE}/backends`,
      auth: 'authenticated',
      schema: { querystring: PaginationQuery },
      handler: ({ query, caller }) => {
        const permitted = (id: string) => isPermitted(caller.permissions, readPermission(id));
        // Each row read once per request: an unreadable one is left out (store.ts logs it), not a 500 for everyone.
        const readRows = new Map<string, BackendRecord | undefined>();
        const read = (row: BackendRow) => {
          if (!readRows.has(row.id)) readRows.set(row.id, toBackend(row));
          return readRows.get(row.id);
        };
        const list = paginate<BackendRow, Record<string, unknown>>(
          {
            db,
            from: 'auth_service_backends',
            sortable: { title: 'title', description: 'description', type: 'type' },
            searchable: { title: 'title', description: 'description' },
            defaultSort: { field: 'title', order: 'asc' },
            visible: (row) => permitted(row.id) && read(row) !== undefined,
            map: (row) => toBackendView(read(row)!),
          },
          query,
        );
        const active = activeBackend(db);
        return paginatedBody('backends', list, { active_backend: active && permitted(active.id) ? toBackendView(active) : null });
      },
    }),

    route({
      method: 'GET',
      url: `${BASE}/backends/:backendId`,
      auth: { permission: ({ backendId }) => readPermission(backendId) },
      schema: { params: BackendParams },
      handler: ({ params }) => ({ backend: toBackendView(requireBackend(ctx, params.backendId)) }),
    }),

    route({
      method: 'POST',
      url: `${BASE}/backends`,
      auth: { permission: 'authservicebackend:create' },
      schema: { body: BackendBody },
      handler: ({ body, caller }) => {
        const input = readBackendInput(body);
        checkDefaultRoles(ctx, caller, input);
        return { backend: toBackendView(insertBackend(ctx, input)) };
      },
    }),

    route({
      method: 'PUT',
      url: `${BASE}/backends/:backendId`,
      auth: { permission: ({ backendId }) => `authservicebackend:edit:${permissionTarget(backendId)}` },
      schema: { params: BackendParams, body: BackendBody },
      handler: ({ params, body, caller }) => {
        const input = readBackendInput(body);
        checkDefaultRoles(ctx, caller, input);
        return db.transaction(() => ({ backend: toBackendView(updateBackend(ctx, requireBackend(ctx, params.backendId), input)) }))();
      },
    }),

    route({
      method: 'DELETE',
      url: `${BASE}/backends/:backendId`,
      auth: { permission: ({ backendId }) => `authservicebackend:delete:${permissionTarget(backendId)}` },
      schema: { params: BackendParams },
      handler: ({ params }) => {
        db.transaction(() => {
          // Only the row's existence: a backend whose stored configuration cannot be read can still be removed.
          const id = params.backendId;
          if (!backendExists(db, id)) throw notFound(`Couldn't find auth service backend ${id}`);
          // As Graylog: the active backend, and one its users still point to, stay.
          if (activeBackendId(db) === id || countBackendUsers(db, id) > 0) {
            throw badRequest(`Authentication service backend <${id}> is still in use`);
          }
          deleteBackend(db, id);
        })();
      },
    }),

    route({
      method: 'GET',
      url: `${BASE}/backends/:backendId/users`,
      auth: { permission: 'authserviceglobalconfig:read' },
      schema: { params: BackendParams, querystring: PaginationQuery },
      handler: ({ params, query, request }) => {
        assertPermitted(request, 'users:read');
        const backend = requireBackend(ctx, params.backendId);
        const active = usersWithActiveSession(db, ctx.now());
        const list = paginate<ProvisionedUserRow, ReturnType<typeof toUserListEntry>>(
          {
            db,
            from: 'users',
            where: { sql: 'auth_service_id = ?', params: [backend.id] },
            sortable: { username: 'username', full_name: 'full_name', email: 'email' },
            searchable: { username: 'username', full_name: 'full_name', email: 'email' },
            freeTextFields: ['full_name'],
            defaultSort: { field: 'full_name', order: 'asc' },
            map: (row) => ({ ...toUserListEntry(toUser(row), active), auth_service_id: row.auth_service_id, auth_service_uid: row.auth_service_uid }),
          },
          query,
        );
        const roles: Record<string, { title: string }> = {};
        for (const user of list.items) for (const role of user.roles) roles[role] = { title: role };
        return paginatedBody('users', list, { roles });
      },
    }),

    route({
      method: 'GET',
      url: `${BASE}/active-backend`,
      auth: { permission: 'authserviceglobalconfig:read' },
      handler: ({ request }) => {
        const backend = activeBackend(db);
        if (backend) assertPermitted(request, readPermission(backend.id));
        return { backend: backend ? toBackendView(backend) : null, context: { backends_total: countBackends(db) } };
      },
    }),

    route({
      method: 'GET',
      url: `${BASE}/configuration`,
      auth: { permission: 'authserviceglobalconfig:read' },
      handler: () => ({ configuration: { active_backend: activeBackend(db)?.id ?? null } }),
    }),

    // null or no value deactivates: only local users log in.
    route({
      method: 'POST',
      url: `${BASE}/configuration`,
      auth: { permission: 'authserviceglobalconfig:edit' },
      schema: { body: ConfigurationBody },
      handler: ({ body }) => {
        const id = body.active_backend ?? null;
        if (id !== null && !findBackend(db, id)) {
          throw badRequest(`Couldn't find auth service backend ${id}`, 'active_backend');
        }
        setActiveBackendId(db, id);
        return { configuration: { active_backend: id } };
      },
    }),

    // Partial configurations are tested as they are: a wizard tests the connection before the rest is filled in.
    route({
      method: 'POST',
      url: `${BASE}/test/backend/connection`,
      auth: { permission: 'authservicetestbackend:execute' },
      schema: { body: TestBody },
      handler: ({ body }) => {
        const input = readBackendInput(body.backend_configuration, { partial: true });
        return testConnection(ctx, input, body.backend_id ? findBackend(db, body.backend_id) : undefined);
      },
    }),

    route({
      method: 'POST',
      url: `${BASE}/test/backend/login`,
      auth: { permission: 'authservicetestbackend:execute' },
      schema: { body: TestBody },
      handler: ({ body }) => {
        const input = readBackendInput(body.backend_configuration);
        return testLogin(ctx, input, body.backend_id ? findBackend(db, body.backend_id) : undefined, body.user_login ?? undefined);
      },
    }),

    route({
      method: 'GET',
      url: '/system/authentication/http-header-auth-config',
      auth: { permission: 'authhttpheaderconfig:read' },
      handler: () => headerAuthConfig(db),
    }),

    route({
      method: 'PUT',
      url: '/system/authentication/http-header-auth-config',
      auth: { permission: 'authhttpheaderconfig:edit' },
      schema: { body: HeaderAuthBody },
      handler: ({ body }) => {
        const usernameHeader = (body.username_header ?? 'Remote-User').trim();
        if (usernameHeader === '') throw badRequest('Username header cannot be empty.', 'username_header');
        if (!HEADER_NAME_PATTERN.test(usernameHeader)) {
          throw badRequest('Username header must be a valid HTTP header name.', 'username_header');
        }
        if (['authorization', 'cookie', 'host'].includes(usernameHeader.toLowerCase())) {
          throw badRequest(`The ${usernameHeader} header cannot name the user.`, 'username_header');
        }
        setHeaderAuthConfig(db, { enabled: body.enabled ?? false, username_header: usernameHeader });
        return headerAuthConfig(db);
      },
    }),
  ]);
}

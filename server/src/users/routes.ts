// Users: list (all and paginated), read by name or id, create, update, delete.
// Password, status, permissions and preferences are in accountRoutes.ts.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { usersWithActiveSession } from '../sessions/store';
import type { LoginThrottle } from '../throttle/loginThrottle';
import { assertCallerMay, byUserId, byUsername, mayReadPermissions, userPermission } from './access';
import { registerAccountRoutes } from './accountRoutes';
import { ADMIN_USERNAME } from './defaults';
import { canonicalRoles, fullNameFrom, startpageFrom } from './fields';
import { hashPassword } from './password';
import { applyUserUpdate, ownPermissions, UpdateUserBody } from './update';
import { requireUserById, requireUserByName } from './lookup';
import { assertMayAssignRoles, assertMayGrant } from '../authz/grantable';
import { deleteGrantsForGrantee } from '../authz/grantsStore';
import { userGrn } from '../authz/grn';
import { deleteUser, findUserByFoldedName, findUserByName, insertUser, listUsers, toUser, type UserRecord, type UserRow } from './store';
import {
  assertStrongPassword, assertTimeZone, checkSessionTimeout, Email, NullableName, PermissionList, RoleList,
  SessionTimeout, StartpageInput, TimeZone, UserIdParams, Username, UsernameParams,
} from './validation';
import { toUserListEntry, toUserView } from './view';

const CreateUserBody = Type.Object(
  {
    username: Username,
    // The strength rules have their own messages (validation.ts); the schema only guards the type.
    password: Type.String({ maxLength: 1000 }),
    email: Email,
    first_name: Type.Optional(NullableName(200)),
    last_name: Type.Optional(NullableName(200)),
    full_name: Type.Optional(NullableName(400)),
    permissions: PermissionList,
    roles: Type.Optional(RoleList),
    timezone: Type.Optional(TimeZone),
    session_timeout_ms: Type.Optional(SessionTimeout),
    startpage: Type.Optional(StartpageInput),
  },
  { additionalProperties: false },
);

/** Nobody deletes the read-only admin or themselves (an administrator could lock everyone out). */
function assertDeletable(user: UserRecord, caller: AuthContext): void {
  if (user.read_only) throw badRequest(`Cannot delete read-only user ${user.username}`);
  if (user.id === caller.user.id) throw badRequest('You cannot delete your own account');
}

export function registerUserRoutes(api: FastifyInstance, ctx: ServerContext, throttle: LoginThrottle): void {
  const { db } = ctx;

  const remove = (user: UserRecord, caller: AuthContext) => {
    assertDeletable(user, caller);
    // Sessions and access tokens go with the user (foreign keys cascade); grants naming the user are
    // removed too, or a deleted user would go on counting as an entity's owner.
    db.transaction(() => {
      deleteGrantsForGrantee(db, userGrn(user.id));
      deleteUser(db, user.id);
    })();
  };

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/users',
      auth: { permission: 'users:list' },
      // users:list shows who exists, not what each may do: permissions follow the single-user rule.
      handler: ({ caller }) => ({ users: listUsers(db).map((user) => toUserView(db, user, ctx.now(), mayReadPermissions(caller, user))) }),
    }),

    // The admin account is shown apart, in context.admin_user, as Graylog does with its root user.
    route({
      method: 'GET',
      url: '/users/paginated',
      auth: { permission: 'users:list' },
      schema: { querystring: PaginationQuery },
      handler: ({ query }) => {
        const active = usersWithActiveSession(db, ctx.now());
        const list = paginate<UserRow, ReturnType<typeof toUserListEntry>>(
          {
            db,
            from: 'users',
            where: { sql: 'username <> ?', params: [ADMIN_USERNAME] },
            sortable: { username: 'username', full_name: 'full_name', email: 'email' },
            searchable: { username: 'username', full_name: 'full_name', email: 'email' },
            defaultSort: { field: 'full_name', order: 'asc' },
            map: (row) => toUserListEntry(toUser(row), active),
          },
          query,
        );
        const admin = findUserByName(db, ADMIN_USERNAME);
        return paginatedBody('users', list, { admin_user: admin ? toUserListEntry(admin, active) : null });
      },
    }),

    route({
      method: 'GET',
      url: '/users/id/:userId',
      auth: { permission: byUserId(db, 'read') },
      schema: { params: UserIdParams },
      handler: ({ params, caller }) => {
        const user = requireUserById(ctx, params.userId);
        return toUserView(db, user, ctx.now(), mayReadPermissions(caller, user));
      },
    }),

    route({
      method: 'GET',
      url: '/users/:username',
      auth: { permission: byUsername('read') },
      schema: { params: UsernameParams },
      handler: ({ params, caller }) => {
        const user = requireUserByName(ctx, params.username);
        return toUserView(db, user, ctx.now(), mayReadPermissions(caller, user));
      },
    }),

    route({
      method: 'POST',
      url: '/users',
      auth: { permission: 'users:create' },
      schema: { body: CreateUserBody },
      handler: async ({ body, caller, reply }) => {
        // Giving a new account roles or permissions is the same power as editing them later.
        if ((body.roles ?? []).length > 0) assertCallerMay(caller, userPermission('rolesedit', body.username));
        if (body.permissions.length > 0) assertCallerMay(caller, userPermission('permissionsedit', body.username));
        // Names that only differ in case, in any alphabet, would share every users:<action>:<name> permission.
        const assertNameFree = () => {
          if (findUserByFoldedName(db, body.username)) throw badRequest(`User ${body.username} already exists`, 'username', 'is already taken');
        };
        assertNameFree();
        assertStrongPassword(body.password, body.username);
        assertTimeZone(body.timezone);
        checkSessionTimeout(body.session_timeout_ms);
        const roles = canonicalRoles(db, body.roles ?? []);
        // Stored like an update stores them: without what the roles and self-service rules give anyway
        // (a new user has no grants of their own yet).
        const permissions = ownPermissions(db, { id: '', username: body.username, roles }, body.permissions);
        assertMayAssignRoles(db, caller, roles);
        assertMayGrant(caller, permissions);
        const startpage = body.startpage === undefined ? null : startpageFrom(body.startpage);
        const passwordHash = await hashPassword(body.password);
        const user = db.transaction(() => {
          // Checked again inside the transaction: another request may have taken the name during hashing.
          assertNameFree();
          return insertUser(
            db,
            {
              username: body.username,
              password_hash: passwordHash,
              email: body.email,
              full_name: fullNameFrom(body.full_name, body.first_name, body.last_name, body.username),
              first_name: body.first_name ?? null,
              last_name: body.last_name ?? null,
              permissions,
              roles,
              timezone: body.timezone || null,
              session_timeout_ms: body.session_timeout_ms,
              startpage,
            },
            ctx.now(),
          );
        })();
        const location = `${ctx.settings.prefix}/api/users/${encodeURIComponent(user.username)}`;
        reply.code(201).header('Location', location);
        return { id: user.id };
      },
    }),

    route({
      method: 'PUT',
      url: '/users/:userId',
      auth: { permission: byUserId(db, 'edit') },
      schema: { params: UserIdParams, body: UpdateUserBody },
      handler: ({ params, body, caller }) => {
        applyUserUpdate(db, requireUserById(ctx, params.userId), body, caller);
      },
    }),

    // Graylog requires the general users:edit here (not the one on the user): deleting is administration.
    route({
      method: 'DELETE',
      url: '/users/:username',
      auth: { permission: 'users:edit' },
      schema: { params: UsernameParams },
      handler: ({ params, caller }) => remove(requireUserByName(ctx, params.username), caller),
    }),
    route({
      method: 'DELETE',
      url: '/users/id/:userId',
      auth: { permission: 'users:edit' },
      schema: { params: UserIdParams },
      handler: ({ params, caller }) => remove(requireUserById(ctx, params.userId), caller),
    }),
  ]);

  registerAccountRoutes(api, ctx, throttle);
}

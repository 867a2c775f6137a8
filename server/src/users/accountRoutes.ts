// Account administration: password, status (enabled/disabled), own permissions, preferences.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { assertMayGrant } from '../authz/grantable';
import { deleteSessionsOfUser } from '../sessions/store';
import type { LoginThrottle } from '../throttle/loginThrottle';
import { byUserId, byUsername } from './access';
import { normalizePreferences } from './fields';
import { requireUserById, requireUserByName } from './lookup';
import { hashPassword, verifyPassword } from './password';
import { updateUser, type AccountStatus } from './store';
import { addedPermissions, ownPermissions } from './update';
import { assertStrongPassword, PermissionList, Preferences, UserIdParams, UsernameParams } from './validation';

const PasswordBody = Type.Object(
  {
    old_password: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    password: Type.String({ maxLength: 1000 }),
  },
  { additionalProperties: false },
);

const StatusParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 200 }),
  newStatus: Type.String({ minLength: 1, maxLength: 50 }),
});

const PermissionsBody = Type.Object({ permissions: PermissionList }, { additionalProperties: false });
const PreferencesBody = Type.Object({ preferences: Preferences }, { additionalProperties: false });

export function registerAccountRoutes(api: FastifyInstance, ctx: ServerContext, throttle: LoginThrottle): void {
  const { db } = ctx;

  registerRoutes(api, [
    // Changing one's own password needs the old one (a borrowed session must not take over the
    // account); someone allowed to change another user's password does not need theirs.
    route({
      method: 'PUT',
      url: '/users/:userId/password',
      auth: { permission: byUserId(db, 'passwordchange') },
      schema: { params: UserIdParams, body: PasswordBody },
      handler: async ({ params, body, caller, request }) => {
        const user = requireUserById(ctx, params.userId);
        const self = user.id === caller.user.id;
        if (user.read_only && !self) throw badRequest(`Only ${user.username} can change the password of read-only user ${user.username}`);
        // A directory user's password lives in the directory: a local one would never be asked at login.
        if (user.external) throw badRequest(`The password of ${user.username} is kept by the authentication service that provides the account; change it there`, 'password');
        if (self) {
          // Guessing the old password through a session is throttled like guessing it at login, on a
          // counter of its own: the caller's successful authentications must not reset it.
          const attempt = { username: `${user.username} (password change)`, address: request.ip };
          throttle.assertAllowed(attempt);
          if (!body.old_password || !(await verifyPassword(body.old_password, user.password_hash))) {
            throttle.recordFailure(attempt);
            throw badRequest('Old password is missing or incorrect', 'old_password', 'is missing or incorrect');
          }
        }
        assertStrongPassword(body.password, user.username);
        updateUser(db, user.id, { password_hash: await hashPassword(body.password) });
      },
    }),

    // Disabling ends every session of the account at once; its tokens stay but no longer authenticate.
    route({
      method: 'PUT',
      url: '/users/:userId/status/:newStatus',
      auth: { permission: byUserId(db, 'edit') },
      schema: { params: StatusParams },
      handler: ({ params, caller, reply }) => {
        const status = params.newStatus.toLowerCase();
        if (status !== 'enabled' && status !== 'disabled') {
          throw badRequest(`Unknown account status ${params.newStatus}: use enabled or disabled`);
        }
        const user = requireUserById(ctx, params.userId);
        if (user.read_only) throw badRequest(`Cannot change the status of read-only user ${user.username}`);
        if (user.id === caller.user.id) throw badRequest('You cannot change the status of your own account');
        // Graylog answers 304 when nothing changes.
        if (user.account_status === status) return reply.code(304).send();
        db.transaction(() => {
          updateUser(db, user.id, { account_status: status satisfies AccountStatus });
          if (status === 'disabled') deleteSessionsOfUser(db, user.id);
        })();
        return reply.code(200).send();
      },
    }),

    route({
      method: 'PUT',
      url: '/users/:username/permissions',
      auth: { permission: 'users:permissionsedit' },
      schema: { params: UsernameParams, body: PermissionsBody },
      handler: ({ params, body, caller }) => {
        const user = requireUserByName(ctx, params.username);
        if (user.read_only) throw badRequest(`Cannot change the permissions of read-only user ${user.username}`, 'permissions');
        const next = ownPermissions(db, user, body.permissions);
        assertMayGrant(caller, addedPermissions(db, user, next));
        updateUser(db, user.id, { permissions: next });
      },
    }),

    route({
      method: 'DELETE',
      url: '/users/:username/permissions',
      auth: { permission: 'users:permissionsedit' },
      schema: { params: UsernameParams },
      handler: ({ params }) => {
        const user = requireUserByName(ctx, params.username);
        if (user.read_only) throw badRequest(`Cannot change the permissions of read-only user ${user.username}`);
        updateUser(db, user.id, { permissions: [] });
      },
    }),

    route({
      method: 'PUT',
      url: '/users/:username/preferences',
      auth: { permission: byUsername('edit') },
      schema: { params: UsernameParams, body: PreferencesBody },
      handler: ({ params, body }) => {
        const user = requireUserByName(ctx, params.username);
        updateUser(db, user.id, { preferences: normalizePreferences(body.preferences) });
      },
    }),
  ]);
}

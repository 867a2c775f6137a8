// Users: read one, save preferences, create. Full user management is added to this area later.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { param } from '../auth/hook';
import { badRequest, notFound } from '../http/errors';
import { findRoleByName } from '../roles/store';
import { hashPassword } from './password';
import { findUserByName, insertUser, updatePreferences, type PreferenceValue, type UserRecord } from './store';
import { assertTimeZone, MIN_PASSWORD_LENGTH, USERNAME_SCHEMA, usernameParams } from './validation';
import { toUserView } from './view';

interface CreateUserBody {
  username: string;
  password: string;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  permissions: string[];
  roles?: string[];
  timezone?: string | null;
  session_timeout_ms?: number;
}

const createUserSchema = {
  body: {
    type: 'object',
    required: ['username', 'password', 'email', 'permissions'],
    additionalProperties: false,
    properties: {
      username: USERNAME_SCHEMA,
      // The length rule has its own message below; ajv only guards the type.
      password: { type: 'string', maxLength: 1000 },
      email: { type: 'string', minLength: 1, maxLength: 320 },
      first_name: { type: ['string', 'null'], maxLength: 200 },
      last_name: { type: ['string', 'null'], maxLength: 200 },
      full_name: { type: ['string', 'null'], maxLength: 400 },
      permissions: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 500 } },
      roles: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 200 } },
      timezone: { type: ['string', 'null'], maxLength: 100 },
      // -1 means "never expires" in Graylog; otherwise at least one second.
      session_timeout_ms: { type: 'integer', minimum: -1, maximum: 31_536_000_000 },
    },
  },
};

const preferencesSchema = {
  params: usernameParams,
  body: {
    type: 'object',
    required: ['preferences'],
    additionalProperties: false,
    properties: {
      preferences: {
        type: 'object',
        maxProperties: 200,
        additionalProperties: { type: ['string', 'boolean', 'number'] },
      },
    },
  },
};

/** Two concurrent creations of one name both pass the lookup above; the UNIQUE index decides. */
function insertUserOnce(...args: Parameters<typeof insertUser>): UserRecord {
  try {
    return insertUser(...args);
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw badRequest(`User ${args[1].username} already exists`);
    }
    throw error;
  }
}

function requireUser(ctx: ServerContext, username: string): UserRecord {
  const user = findUserByName(ctx.db, username);
  if (!user) throw notFound(`Couldn't find user ${username}`);
  return user;
}

export function registerUserRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get<{ Params: { username: string } }>(
    '/users/:username',
    { config: { auth: { permission: (r) => `users:read:${param(r, 'username')}` } }, schema: { params: usernameParams } },
    async (request) => toUserView(db, requireUser(ctx, request.params.username), ctx.now()),
  );

  api.put<{ Params: { username: string }; Body: { preferences: Record<string, PreferenceValue> } }>(
    '/users/:username/preferences',
    { config: { auth: { permission: (r) => `users:edit:${param(r, 'username')}` } }, schema: preferencesSchema },
    async (request, reply) => {
      const user = requireUser(ctx, request.params.username);
      updatePreferences(db, user.id, request.body.preferences);
      return reply.code(204).send();
    },
  );

  api.post<{ Body: CreateUserBody }>(
    '/users',
    { config: { auth: { permission: 'users:create' } }, schema: createUserSchema },
    async (request, reply) => {
      const body = request.body;
      if (body.password.length < MIN_PASSWORD_LENGTH) {
        throw badRequest(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
      }
      if (body.session_timeout_ms !== undefined && body.session_timeout_ms >= 0 && body.session_timeout_ms < 1000) {
        throw badRequest('session_timeout_ms must be -1 (never) or at least 1000');
      }
      assertTimeZone(body.timezone);
      if (findUserByName(db, body.username)) throw badRequest(`User ${body.username} already exists`);
      const roles = body.roles ?? [];
      const canonicalRoles = roles.map((name) => {
        const role = findRoleByName(db, name);
        if (!role) throw badRequest(`Unknown role: ${name}`);
        return role.name;
      });
      const fullName =
        body.full_name?.trim() ||
        [body.first_name, body.last_name].filter((part) => part && part.trim()).join(' ') ||
        body.username;
      const user = insertUserOnce(
        db,
        {
          username: body.username,
          password_hash: await hashPassword(body.password),
          email: body.email,
          full_name: fullName,
          first_name: body.first_name ?? null,
          last_name: body.last_name ?? null,
          permissions: body.permissions,
          roles: [...new Set(canonicalRoles)],
          timezone: body.timezone ?? null,
          session_timeout_ms: body.session_timeout_ms,
        },
        ctx.now(),
      );
      const location = `${ctx.settings.prefix}/api/users/${encodeURIComponent(user.username)}`;
      return reply.code(201).header('Location', location).send({ id: user.id });
    },
  );
}

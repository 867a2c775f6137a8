// Shares (Graylog 4.0 /authz/shares and /authz/grants-overview). A save that would leave the entity
// without an owner answers 400 with the share response (validation_result filled, as Graylog does)
// plus the ApiError fields, so both Graylog clients and ApiError readers understand it.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { assertPermitted, requireAuth } from '../auth/hook';
import { notFound } from '../http/errors';
import { paginatedBody, PaginationQuery } from '../http/pagination';
import { findUserById } from '../users/store';
import { CAPABILITIES } from './capabilities';
import { entityTitle } from './entityTypes';
import { describeGrantee } from './grantees';
import { MAX_GRN_LENGTH, tryParseGrn } from './grn';
import { allGrants } from './grantsStore';
import { assertEntityExists, assertMayShare, parseSelection, parseShareTarget, prepareShare, saveShares } from './sharing';
import { sharesOfUser } from './userShares';

const CapabilitySchema = Type.Union(CAPABILITIES.map((capability) => Type.Literal(capability)));

const ShareBody = Type.Object(
  {
    selected_grantee_capabilities: Type.Optional(
      Type.Union([Type.Record(Type.String({ maxLength: MAX_GRN_LENGTH }), CapabilitySchema, { maxProperties: 1000 }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
type ShareBody = Static<typeof ShareBody>;

const EntityParams = Type.Object({ entityGRN: Type.String({ minLength: 1, maxLength: MAX_GRN_LENGTH }) });
type EntityParams = Static<typeof EntityParams>;
const UserIdParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) });
type UserIdParams = Static<typeof UserIdParams>;

const SharesQuery = Type.Composite([
  PaginationQuery,
  Type.Object({ capability: Type.Optional(CapabilitySchema), entity_type: Type.Optional(Type.String({ maxLength: 100 })) }),
]);
type SharesQuery = Static<typeof SharesQuery>;

type ShareRequest = FastifyRequest<{ Params: EntityParams; Body: ShareBody }>;

/** Parses the GRN (400), checks the caller may share (403), then that the entity exists (404). */
function shareContext(ctx: ServerContext, request: ShareRequest) {
  const caller = requireAuth(request);
  const target = parseShareTarget(request.params.entityGRN);
  assertMayShare(ctx.db, caller, target);
  assertEntityExists(ctx.db, target);
  return { caller, target, selection: parseSelection(ctx.db, request.body.selected_grantee_capabilities) };
}

function title(ctx: ServerContext, grnText: string, describe: 'grantee' | 'target'): string {
  const grn = tryParseGrn(grnText);
  const found = grn && (describe === 'grantee' ? describeGrantee(ctx.db, grn)?.title : entityTitle(ctx.db, grn));
  return `${grn?.type ?? 'unknown'}: ${found ?? 'unknown'}`;
}

export function registerShareRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const shareOptions = { config: { auth: 'authenticated' as const }, schema: { params: EntityParams, body: ShareBody } };

  api.post<{ Params: EntityParams; Body: ShareBody }>('/authz/shares/entities/:entityGRN/prepare', shareOptions, async (request) => {
    const { caller, target, selection } = shareContext(ctx, request);
    return prepareShare(ctx.db, caller, target, selection);
  });

  const save = async (request: ShareRequest, reply: FastifyReply) => {
    const { caller, target, selection } = shareContext(ctx, request);
    const response = saveShares(ctx.db, caller, target, selection ?? {}, ctx.now());
    if (response.validation_result.failed) {
      const { errors } = response.validation_result;
      const message = Object.values(errors).flat().join(' ');
      // `failed` and `errors` at the top as well: the field-error shape every ApiError uses.
      return reply.code(400).send({ type: 'ApiError', message, failed: true, errors, ...response });
    }
    return response;
  };
  api.post<{ Params: EntityParams; Body: ShareBody }>('/authz/shares/entities/:entityGRN', shareOptions, save);
  api.put<{ Params: EntityParams; Body: ShareBody }>('/authz/shares/entities/:entityGRN', shareOptions, save);

  api.get<{ Params: UserIdParams; Querystring: SharesQuery }>(
    '/authz/shares/user/:userId',
    { config: { auth: 'authenticated' }, schema: { params: UserIdParams, querystring: SharesQuery } },
    async (request) => {
      const user = findUserById(ctx.db, request.params.userId);
      if (!user) throw notFound(`Couldn't find user ${request.params.userId}`);
      assertPermitted(request, `users:edit:${user.username}`);
      const { list, capabilities } = sharesOfUser(ctx.db, user, request.query);
      return paginatedBody('entities', list, { grantee_capabilities: capabilities });
    },
  );

  api.get('/authz/grants-overview', { config: { auth: { permission: 'grantsoverview:read' } } }, async () => ({
    grants: allGrants(ctx.db).map((grant) => ({
      id: grant.id,
      grantee: grant.grantee,
      grantee_title: title(ctx, grant.grantee, 'grantee'),
      capability: grant.capability,
      target: grant.target,
      target_title: title(ctx, grant.target, 'target'),
      created_by: grant.created_by,
      created_at: grant.created_at,
      updated_by: grant.updated_by,
      updated_at: grant.updated_at,
      expires_at: null,
    })),
  }));
}

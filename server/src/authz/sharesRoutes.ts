// Shares (Graylog 4.0 /authz/shares and /authz/grants-overview). A save that would leave the entity
// without an owner answers 400 with the share response (validation_result filled, as Graylog does)
// plus the ApiError fields, so both Graylog clients and ApiError readers understand it.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import { paginatedBody, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { byUserId } from '../users/access';
import { requireUserById } from '../users/lookup';
import { UserIdParams } from '../users/validation';
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

const SharesQuery = Type.Composite([
  PaginationQuery,
  Type.Object({ capability: Type.Optional(CapabilitySchema), entity_type: Type.Optional(Type.String({ maxLength: 100 })) }),
]);

/** Parses the GRN (400), checks the caller may share (403), then that the entity exists (404). */
function shareContext(ctx: ServerContext, caller: AuthContext, params: EntityParams, body: ShareBody) {
  const target = parseShareTarget(params.entityGRN);
  assertMayShare(ctx.db, caller, target);
  assertEntityExists(ctx.db, target);
  return { target, selection: parseSelection(ctx.db, body.selected_grantee_capabilities) };
}

function title(ctx: ServerContext, grnText: string, describe: 'grantee' | 'target'): string {
  const grn = tryParseGrn(grnText);
  const found = grn && (describe === 'grantee' ? describeGrantee(ctx.db, grn)?.title : entityTitle(ctx.db, grn));
  return `${grn?.type ?? 'unknown'}: ${found ?? 'unknown'}`;
}

export function registerShareRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const shareSchema = { params: EntityParams, body: ShareBody };

  // Graylog 4.0 saves with POST, the spec with PUT.
  const saveRoute = (method: 'POST' | 'PUT') => route({
    method,
    url: '/authz/shares/entities/:entityGRN',
    auth: 'authenticated',
    schema: shareSchema,
    handler: ({ params, body, caller, reply }) => {
      const { target, selection } = shareContext(ctx, caller, params, body);
      const response = saveShares(db, caller, target, selection ?? {}, ctx.now());
      if (response.validation_result.failed) {
        const { errors } = response.validation_result;
        const message = Object.values(errors).flat().join(' ');
        // `failed` and `errors` at the top as well: the field-error shape every ApiError uses.
        return reply.code(400).send({ type: 'ApiError', message, failed: true, errors, ...response });
      }
      return response;
    },
  });

  registerRoutes(api, [
    route({
      method: 'POST',
      url: '/authz/shares/entities/:entityGRN/prepare',
      auth: 'authenticated',
      schema: shareSchema,
      handler: ({ params, body, caller }) => {
        const { target, selection } = shareContext(ctx, caller, params, body);
        return prepareShare(db, caller, target, selection);
      },
    }),
    saveRoute('POST'),
    saveRoute('PUT'),

    // The permission comes first: a caller who may not see a user's shares cannot tell which ids exist.
    route({
      method: 'GET',
      url: '/authz/shares/user/:userId',
      auth: { permission: byUserId(db, 'edit') },
      schema: { params: UserIdParams, querystring: SharesQuery },
      handler: ({ params, query }) => {
        const { list, capabilities } = sharesOfUser(db, requireUserById(ctx, params.userId), query);
        return paginatedBody('entities', list, { grantee_capabilities: capabilities });
      },
    }),

    route({
      method: 'GET',
      url: '/authz/grants-overview',
      auth: { permission: 'grantsoverview:read' },
      handler: () => ({
        grants: allGrants(db).map((grant) => ({
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
      }),
    }),
  ]);
}

// /sidecars: the agents' registration (PUT /sidecars/{id}, answered with their configuration, assignments and
// pending actions), the lists of sidecars, one sidecar, and assigning configurations; /sidecar/action: the
// actions waiting for one sidecar.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { approximateMs, parsePeriod } from '../clusterconfig/periods';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import { paginate, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { addActions, checkAction, pendingActions, takeActions } from './actions';
import { sidecarListBody } from './listShape';
import { SIDECARS } from './permissions';
import { sidecarListSource } from './sidecarQuery';
import {
  activeSince, allSidecars, assignConfigurations, countSidecars, fromRow, registerSidecar, requireSidecar, sidecarConfig, toSummary,
  type SidecarRow,
} from './sidecarStore';
import type { CollectorAction, ConfigurationAssignment, NodeDetails } from './types';

const SIDECAR_VERSION_HEADER = 'x-graylog-sidecar-version';

const Text = (maxLength: number) => Type.String({ maxLength });
const Nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

// What the sidecar agent sends; fields a newer agent adds are accepted and not kept.
const CollectorStatusSchema = Type.Object({
  collector_id: Text(100),
  status: Type.Integer({ minimum: 0, maximum: 100 }),
  message: Type.Optional(Text(10_000)),
  verbose_message: Type.Optional(Text(100_000)),
});
const NodeDetailsSchema = Type.Object({
  operating_system: Type.String({ minLength: 1, maxLength: 200 }),
  ip: Nullable(Text(200)),
  metrics: Nullable(Type.Object({
    disks_75: Nullable(Type.Array(Text(1000), { maxItems: 1000 })),
    cpu_idle: Nullable(Type.Number()),
    load_1: Nullable(Type.Number()),
  })),
  log_file_list: Nullable(Type.Array(Type.Object({
    path: Text(4096),
    mod_time: Text(100),
    size: Type.Number(),
    is_dir: Type.Boolean(),
  }), { maxItems: 10_000 })),
  status: Nullable(Type.Object({
    status: Type.Integer({ minimum: 0, maximum: 100 }),
    message: Type.Optional(Text(10_000)),
    collectors: Type.Optional(Type.Array(CollectorStatusSchema, { maxItems: 1000 })),
  })),
});
const RegistrationBody = Type.Object({
  node_name: Type.String({ minLength: 1, maxLength: 500 }),
  node_details: NodeDetailsSchema,
});

const SidecarParams = Type.Object({ sidecarId: Type.String({ minLength: 1, maxLength: 200 }) });
const ListQuery = Type.Object({ ...PaginationQuery.properties, only_active: Type.Optional(Type.Boolean()) }, { additionalProperties: true });

const AssignmentSchema = Type.Object({ collector_id: Text(100), configuration_id: Text(100) }, { additionalProperties: false });
const AssignBody = Type.Object({
  nodes: Type.Array(Type.Object({
    node_id: Type.String({ minLength: 1, maxLength: 200 }),
    assignments: Type.Array(AssignmentSchema, { maxItems: 1000 }),
  }, { additionalProperties: false }), { maxItems: 10_000 }),
}, { additionalProperties: false });

const CollectorActionSchema = Type.Object({
  collector_id: Text(100),
  // Any JSON here, so that a value the agent cannot use is refused by checkAction with the action's name.
  properties: Type.Record(Type.String({ maxLength: 50 }), Type.Unknown(), { maxProperties: 10 }),
}, { additionalProperties: false });
const ActionsBody = Type.Array(CollectorActionSchema, { maxItems: 1000 });

/** Keeps the node details a sidecar sent to the fields Graylog knows, with nulls for those it left out. */
function nodeDetailsOf(details: Static<typeof NodeDetailsSchema>): NodeDetails {
  return {
    operating_system: details.operating_system,
    ip: details.ip ?? null,
    metrics: details.metrics
      ? { disks_75: details.metrics.disks_75 ?? null, cpu_idle: details.metrics.cpu_idle ?? null, load_1: details.metrics.load_1 ?? null }
      : null,
    log_file_list: details.log_file_list?.map(({ path, mod_time, size, is_dir }) => ({ path, mod_time, size, is_dir })) ?? null,
    status: details.status
      ? {
        status: details.status.status,
        message: details.status.message ?? '',
        collectors: (details.status.collectors ?? []).map((c) => ({
          collector_id: c.collector_id, status: c.status, message: c.message ?? '', verbose_message: c.verbose_message ?? '',
        })),
      }
      : null,
  };
}

/** The update interval in whole seconds, as the sidecar reads it. */
function updateIntervalSeconds(period: string): number {
  const parsed = parsePeriod(period);
  return parsed ? Math.floor(approximateMs(parsed) / 1000) : 30;
}

export function registerSidecarApiRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  registerRoutes(api, [
    route({
      method: 'PUT',
      url: '/sidecars/:sidecarId',
      auth: { permission: SIDECARS.update },
      schema: { params: SidecarParams, body: RegistrationBody },
      status: 202,
      handler: ({ params, body, request }) => {
        const version = request.headers[SIDECAR_VERSION_HEADER];
        if (typeof version !== 'string' || version.trim() === '') {
          throw badRequest('The X-Graylog-Sidecar-Version header is missing: sidecars register with their version in it.');
        }
        const config = sidecarConfig(db);
        return db.transaction(() => {
          // A first registration has nothing assigned yet: Graylog answers null rather than an empty list.
          const known = db.prepare('SELECT 1 FROM sidecars WHERE node_id = ?').get(params.sidecarId) !== undefined;
          const sidecar = registerSidecar(db, params.sidecarId, { node_name: body.node_name, node_details: nodeDetailsOf(body.node_details) }, version.trim(), ctx.now());
          const actions = takeActions(db, params.sidecarId);
          return {
            configuration: { update_interval: updateIntervalSeconds(config.sidecar_update_interval), send_status: config.sidecar_send_status },
            configuration_override: config.sidecar_configuration_override,
            actions: actions.length > 0 ? actions : null,
            assignments: known ? sidecar.assignments : null,
          };
        })();
      },
    }),
    route({
      method: 'GET',
      url: '/sidecars',
      auth: { permission: SIDECARS.read },
      schema: { querystring: ListQuery },
      handler: ({ query }) => {
        const since = activeSince(db, ctx.now());
        const onlyActive = query.only_active ?? false;
        const { source, query: search } = sidecarListSource(db, query.query ?? '', onlyActive ? [{ sql: 'last_seen_ms > ?', params: [since] }] : []);
        const list = paginate<SidecarRow>({ ...source, map: (row) => toSummary(fromRow(row), since) }, { ...query, query: search });
        return {
          ...sidecarListBody('sidecars', { ...list, query: query.query ?? '' }, { sort: query.sort ?? 'node_name', order: query.order ?? 'asc' }, { only_active: onlyActive }),
          total: countSidecars(db),
        };
      },
    }),
    route({
      method: 'GET',
      url: '/sidecars/all',
      auth: { permission: SIDECARS.read },
      handler: () => {
        const since = activeSince(db, ctx.now());
        const sidecars = allSidecars(db).map((sidecar) => toSummary(sidecar, since));
        const n = sidecars.length;
        return { query: '', pagination: { total: n, count: n, page: 1, per_page: n }, total: n, only_active: false, sort: null, order: null, sidecars };
      },
    }),
    route({
      method: 'GET',
      url: '/sidecars/:sidecarId',
      auth: { permission: SIDECARS.read },
      schema: { params: SidecarParams },
      handler: ({ params }) => toSummary(requireSidecar(db, params.sidecarId), activeSince(db, ctx.now())),
    }),
    route({
      method: 'PUT',
      url: '/sidecars/configurations',
      auth: { permission: SIDECARS.update },
      schema: { body: AssignBody },
      status: 202,
      handler: ({ body }) => {
        // A node named twice gets the assignments of every entry; all nodes are saved, or none.
        const byNode = new Map<string, ConfigurationAssignment[]>();
        for (const node of body.nodes) byNode.set(node.node_id, [...(byNode.get(node.node_id) ?? []), ...node.assignments]);
        db.transaction(() => {
          for (const [nodeId, assignments] of byNode) assignConfigurations(db, nodeId, assignments);
        })();
      },
    }),
    route({
      method: 'GET',
      url: '/sidecar/action/:sidecarId',
      auth: { permission: SIDECARS.read },
      schema: { params: SidecarParams },
      handler: ({ params }) => pendingActions(db, params.sidecarId),
    }),
    route({
      method: 'PUT',
      url: '/sidecar/action/:sidecarId',
      auth: { permission: SIDECARS.update },
      schema: { params: SidecarParams, body: ActionsBody },
      status: 202,
      handler: ({ params, body }) => {
        db.transaction(() => {
          requireSidecar(db, params.sidecarId);
          const actions: CollectorAction[] = body.map((action) => checkAction(db, action));
          addActions(db, params.sidecarId, actions, ctx.now());
        })();
      },
    }),
  ]);
}

// /sidecar/administration: sidecars with the collectors that can run on them, filtered by collector,
// configuration, operating system or collector status; and collector actions for many sidecars at once.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertPermitted } from '../auth/hook';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { paginate } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { ACTION_NAMES, addActions, checkAction } from './actions';
import { allCollectors, findCollector } from './collectors';
import { findConfiguration } from './configurations';
import { sidecarListBody } from './listShape';
import { COLLECTORS, CONFIGURATIONS, SIDECARS } from './permissions';
import { sidecarListSource } from './sidecarQuery';
import { activeSince, countSidecars, fromRow, requireSidecar, toSummary, type SidecarRow } from './sidecarStore';
import { SidecarStatus, type Collector, type Sidecar } from './types';

const FILTER_NAMES = ['collector', 'configuration', 'os', 'status'] as const;

const AdministrationBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  query: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  filters: Type.Optional(Type.Union([Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 200 }), { maxProperties: 4 }), Type.Null()])),
}, { additionalProperties: false });

const BulkActionBody = Type.Object({
  action: Type.String({ maxLength: 50 }),
  collectors: Type.Array(Type.Object({
    sidecar_id: Type.String({ minLength: 1, maxLength: 200 }),
    collector_ids: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 }),
  }, { additionalProperties: false }), { maxItems: 10_000 }),
}, { additionalProperties: false });

type Predicate = (sidecar: Sidecar) => boolean;

const sameOs = (collector: Collector, sidecar: Sidecar) =>
  collector.node_operating_system.toLowerCase() === sidecar.node_details.operating_system.toLowerCase();

/** Each filter as a test of a sidecar (all must pass), and the collectors the filters leave to show. */
function readFilters(db: Db, filters: Record<string, string>): { test: Predicate; collectors: Collector[] } {
  const tests: Predicate[] = [];
  const collectorIds: string[] = [];
  for (const [name, value] of Object.entries(filters)) {
    switch (name) {
      case 'collector': {
        const collector = findCollector(db, value);
        if (!collector) throw badRequest(`The collector filter names an unknown collector ${value}`, 'filters');
        tests.push((sidecar) => sameOs(collector, sidecar));
        if (!collectorIds.includes(collector.id)) collectorIds.push(collector.id);
        break;
      }
      case 'configuration': {
        const configuration = findConfiguration(db, value);
        if (!configuration) throw badRequest(`The configuration filter names an unknown configuration ${value}`, 'filters');
        tests.push((sidecar) => sidecar.assignments.some((a) => a.configuration_id === value));
        if (!collectorIds.includes(configuration.collector_id)) collectorIds.push(configuration.collector_id);
        break;
      }
      case 'os':
        tests.push((sidecar) => sidecar.node_details.operating_system.toLowerCase() === value.toLowerCase());
        break;
      case 'status': {
        if (!/^\d{1,3}$/.test(value)) throw badRequest(`The status filter must be a status code (0 running, 1 unknown, 2 failing, 3 stopped), not "${value}"`, 'filters');
        // Graylog reads codes it does not know as unknown; a sidecar that never reported counts as unknown.
        const known = [0, 2, 3].includes(Number(value)) ? Number(value) : SidecarStatus.UNKNOWN;
        tests.push((sidecar) => {
          const status = sidecar.node_details.status;
          if (!status) return known === SidecarStatus.UNKNOWN;
          return status.collectors.some((c) => ([0, 2, 3].includes(c.status) ? c.status : SidecarStatus.UNKNOWN) === known);
        });
        break;
      }
      default:
        throw badRequest(`Unknown filter "${name}": sidecars can be filtered by ${FILTER_NAMES.join(', ')}`, 'filters');
    }
  }
  // A collector and a configuration of another collector leave no collector to show (as in Graylog).
  const all = allCollectors(db);
  const collectors = collectorIds.length === 0 ? all : collectorIds.length === 1 ? all.filter((c) => c.id === collectorIds[0]) : [];
  return { test: (sidecar) => tests.every((test) => test(sidecar)), collectors };
}

export function registerAdministrationRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  registerRoutes(api, [
    route({
      method: 'POST',
      url: '/sidecar/administration',
      auth: { permission: SIDECARS.read },
      schema: { body: AdministrationBody },
      handler: ({ body, request }) => {
        assertPermitted(request, COLLECTORS.read);
        assertPermitted(request, CONFIGURATIONS.read);
        const filters = body.filters ?? {};
        const filtered = Object.keys(filters).length > 0;
        const { test, collectors } = readFilters(db, filters);
        const compatible = (sidecar: Sidecar) => collectors.filter((c) => sameOs(c, sidecar)).map((c) => c.id);
        const since = activeSince(db, ctx.now());
        const { source, query } = sidecarListSource(db, body.query ?? '');
        const list = paginate<SidecarRow>({
          ...source,
          // With filters, a sidecar none of the remaining collectors can run on is left out.
          visible: (row) => {
            const sidecar = fromRow(row);
            return test(sidecar) && (!filtered || compatible(sidecar).length > 0);
          },
          map: (row) => {
            const sidecar = fromRow(row);
            return toSummary(sidecar, since, compatible(sidecar));
          },
        }, { page: body.page, per_page: body.per_page ?? 50, query, sort: 'node_name', order: 'asc' });
        return {
          ...sidecarListBody('sidecars', { ...list, query: body.query ?? '' }, { sort: 'node_name', order: 'asc' }, { only_active: false }),
          total: countSidecars(db),
          filters,
        };
      },
    }),
    route({
      method: 'PUT',
      url: '/sidecar/administration/action',
      auth: { permission: SIDECARS.update },
      schema: { body: BulkActionBody },
      status: 202,
      handler: ({ body }) => {
        if (!(ACTION_NAMES as readonly string[]).includes(body.action)) {
          throw badRequest(`Unknown collector action "${body.action}": the sidecar knows ${ACTION_NAMES.join(', ')}`, 'action');
        }
        db.transaction(() => {
          for (const entry of body.collectors) {
            requireSidecar(db, entry.sidecar_id);
            const actions = entry.collector_ids.map((collectorId) => checkAction(db, { collector_id: collectorId, properties: { [body.action]: true } }));
            addActions(db, entry.sidecar_id, actions, ctx.now());
          }
        })();
      },
    }),
  ]);
}

// Sidecars (GET /sidecars, /sidecars/all, /sidecars/{id}), the actions sent to their collectors
// (PUT /sidecar/action/{id}, PUT /sidecar/administration/action), the administration list (POST
// /sidecar/administration) and configuration assignments (PUT /sidecars/configurations). The store keeps nothing:
// sidecars change by themselves, so each page asks again under the polling rules.
import { FetchError, isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest } from '@/stores/paginatedList';
import { paginatedPath } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type { SidecarPagedResponse } from './sidecarPages';
import { fromSidecarPage, sidecarNotFoundText } from './sidecarPages';
import type { AdministrationFilters, CollectorProcessAction, ConfigurationAssignment, Sidecar } from './sidecarTypes';

/** data-spec section 9: the sidecars list and the administration list page by 50, sorted by node name. */
export const SIDECARS_PER_PAGE = 50;
export const ADMINISTRATION_PER_PAGE = 50;
/** Sidecars report every few seconds; their lists follow them like the other live lists. */
export const SIDECARS_REFRESH_MS = 5000;

type SidecarListResponse = SidecarPagedResponse & { sidecars: Array<Sidecar>, only_active?: boolean, filters?: AdministrationFilters | null };

export type SidecarListRequest = PaginatedRequest & { onlyActive: boolean };

export type AdministrationRequest = { page: number, perPage: number, query: string, filters: AdministrationFilters };

/** One row of the administration list: a sidecar and one collector it may run. */
export type SidecarCollector = { sidecar: Sidecar, collectorId: string };

/** Collector ids per sidecar id, for the bulk process actions. */
export type CollectorsBySidecar = { [sidecarId: string]: Array<string> };

export type SideLoadOption = { sideLoad?: boolean };

/** For a bulk run, which sums up all its rows in one toast and lists failures itself: no toast per row. */
export type QuietOption = { quiet?: boolean };

type SidecarsActionsType = {
  /** For the sidecars table, which shows a failure itself: no toast. */
  listPaginated: (request: SidecarListRequest) => Promise<PaginatedList<Sidecar>>,
  /** Every sidecar, active or not, for pickers (the preview's): no toast, the caller says in place what failed. */
  listAll: () => Promise<Array<Sidecar>>,
  /**
   * The status page's sidecar: a 404 is toasted in the catalogue's words and shows the not-found page. With
   * `sideLoad` (the page's polling) nothing is reported: the page keeps what it showed.
   */
  get: (sidecarId: string, options?: SideLoadOption) => Promise<Sidecar>,
  /** Asks a sidecar to start, stop or restart one collector. */
  setCollectorAction: (sidecarId: string, collector: { id: string, name: string }, action: CollectorProcessAction) => Promise<void>,
  /** For the administration table: no toast (the table shows the failure). Rows are per sidecar and collector. */
  administration: (request: AdministrationRequest) => Promise<PaginatedList<Sidecar>>,
  /** Asks every listed sidecar to start, stop or restart the listed collectors. */
  administrationAction: (action: CollectorProcessAction, collectors: CollectorsBySidecar, options?: QuietOption) => Promise<void>,
  /**
   * Gives each row's collector exactly `configurationIds` on its sidecar; the sidecar's other assignments stay.
   * Graylog replaces a node's whole assignment list, so each node is sent once with all it keeps.
   */
  assignConfigurations: (rows: Array<SidecarCollector>, configurationIds: Array<string>, options?: QuietOption) => Promise<void>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Each sidecar once, with its new assignment list: the rows' collectors get `configurationIds`, the rest stays. */
export const assignmentNodes = (rows: Array<SidecarCollector>, configurationIds: Array<string>) => {
  const nodes = new Map<string, { node_id: string, assignments: Array<ConfigurationAssignment> }>();
  rows.forEach(({ sidecar, collectorId }) => {
    const node = nodes.get(sidecar.node_id) ?? { node_id: sidecar.node_id, assignments: [...sidecar.assignments] };
    node.assignments = [
      ...node.assignments.filter((assignment) => assignment.collector_id !== collectorId),
      ...configurationIds.map((configurationId) => ({ collector_id: collectorId, configuration_id: configurationId })),
    ];
    nodes.set(sidecar.node_id, node);
  });
  return Array.from(nodes.values());
};

export const SidecarsActions = singletonActions('core.Sidecars', () => createActions<SidecarsActionsType>([
  'listPaginated', 'listAll', 'get', 'setCollectorAction', 'administration', 'administrationAction', 'assignConfigurations',
]));

export const SidecarsStore = singletonStore('core.Sidecars', () => createStore({
  listenables: [SidecarsActions],
  state: {} as Record<string, never>,

  listPaginated({ onlyActive, ...request }: SidecarListRequest) {
    const path = paginatedPath(ApiRoutes.SidecarsApiController.list().url, request, { only_active: onlyActive });
    const promise = fetch<SidecarListResponse>('GET', qualifyApiUrl(path), undefined, { noSessionExtension: true })
      .then((response) => fromSidecarPage(response.sidecars, response));
    SidecarsActions.listPaginated.promise(promise);
  },

  listAll() {
    const promise = fetch<{ sidecars: Array<Sidecar> }>('GET', url(ApiRoutes.SidecarsApiController.all()), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => [...(response.sidecars ?? [])].sort((a, b) => a.node_name.localeCompare(b.node_name)));
    SidecarsActions.listAll.promise(promise);
  },

  get(sidecarId: string, { sideLoad = false }: SideLoadOption = {}) {
    const path = url(ApiRoutes.SidecarsApiController.get(sidecarId));
    const promise = sideLoad
      ? fetch<Sidecar>('GET', path, undefined, { ...SIDE_LOAD_OPTIONS, noSessionExtension: true })
      : fetch<Sidecar>('GET', path).catch((error: unknown) => {
        if (error instanceof FetchError && error.status === 404) {
          UserNotification.error(sidecarNotFoundText(sidecarId), 'Could not retrieve Sidecar');
        }
        if (isPageError(error)) throw error;
        return reportLoadFailure(error, `Fetching Sidecar <${sidecarId}>`, 'Could not retrieve Sidecar');
      });
    SidecarsActions.get.promise(promise);
  },

  setCollectorAction(sidecarId: string, collector: { id: string, name: string }, action: CollectorProcessAction) {
    const body = [{ collector_id: collector.id, properties: { [action]: true } }];
    const promise = fetch('PUT', url(ApiRoutes.SidecarsApiController.actions(sidecarId)), body, WRITE_OPTIONS).then(() => {
      UserNotification.success(`${capitalized(action)} of collector "${collector.name}" requested`);
    }, (error: unknown) => reportWriteFailure(error, `Requesting ${action} of collector "${collector.name}"`, `Could not ${action} collector`, { toastServerMessage: 400 }));
    SidecarsActions.setCollectorAction.promise(promise);
  },

  administration({ page, perPage, query, filters }: AdministrationRequest) {
    const body = { page, per_page: perPage, query, filters };
    const promise = fetch<SidecarListResponse>('POST', url(ApiRoutes.SidecarsApiController.administration()), body, { ...SIDE_LOAD_OPTIONS, noSessionExtension: true })
      .then((response) => fromSidecarPage(response.sidecars, response));
    SidecarsActions.administration.promise(promise);
  },

  administrationAction(action: CollectorProcessAction, collectors: CollectorsBySidecar, { quiet = false }: QuietOption = {}) {
    const entries = Object.entries(collectors).filter(([, ids]) => ids.length > 0);
    const body = { action, collectors: entries.map(([sidecarId, ids]) => ({ sidecar_id: sidecarId, collector_ids: ids })) };
    const count = entries.reduce((sum, [, ids]) => sum + ids.length, 0);
    const promise = fetch('PUT', url(ApiRoutes.SidecarsApiController.administrationAction()), body, WRITE_OPTIONS).then(() => {
      if (!quiet) UserNotification.success(`${capitalized(action)} for ${count} collectors requested`);
    }, (error: unknown) => reportWriteFailure(error, `Requesting ${action}`, `Could not ${action} collectors`, { toastServerMessage: 400, quiet }));
    SidecarsActions.administrationAction.promise(promise);
  },

  assignConfigurations(rows: Array<SidecarCollector>, configurationIds: Array<string>, { quiet = false }: QuietOption = {}) {
    const body = { nodes: assignmentNodes(rows, configurationIds) };
    const promise = fetch('PUT', url(ApiRoutes.SidecarsApiController.assignConfigurations()), body, WRITE_OPTIONS).then(() => {
      if (!quiet) UserNotification.success(`Configuration change for ${rows.length} collectors requested`);
    }, (error: unknown) => reportWriteFailure(error, 'Changing configurations', 'Could not change configurations', { toastServerMessage: 400, quiet }));
    SidecarsActions.assignConfigurations.promise(promise);
  },
}));

// What each node says about itself (GET /cluster: Graylog's SystemOverviewResponse per node id) and the
// one-node reads behind the node pages: JVM memory, thread dump and process buffer dump. Pages that show the
// overview keep it current with usePolling(ClusterOverviewActions.list, NODES_POLL_INTERVAL_MS).
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportLoadFailure, reportPageLoadFailure, SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import type { SystemOverview } from '@/stores/system/SystemStore';
import { qualifyApiUrl } from '@/util/URLUtils';

/** Node id → its overview; null for a node that did not answer. */
export type ClusterOverview = { [nodeId: string]: SystemOverview | null };

export type ClusterOverviewState = {
  /** Undefined before the first answer. */
  overview: ClusterOverview | undefined,
};

type ByteSizes = { bytes: number, kilobytes: number, megabytes: number };

/** Graylog's SystemJVMResponse: the server's heap (V8's on this server). */
export type JvmInformation = {
  free_memory: ByteSizes,
  max_memory: ByteSizes,
  total_memory: ByteSizes,
  used_memory: ByteSizes,
  node_id: string,
  pid: string,
  info: string,
};

/** Processor name → what it is doing. */
export type ProcessBufferDump = { [processor: string]: string };

type ClusterOverviewActionsType = {
  /**
   * Asks every node for its overview again. A polling call: no session extension and no toast (the
   * unavailable dialog speaks for a server that is away); the last overview stays and the caller gets the error.
   */
  list: () => Promise<ClusterOverview>,
  /** A side load of the node page: a failure is a toast, the page says in place what is missing. */
  jvm: (nodeId: string) => Promise<JvmInformation>,
  /** The page's own entity: a 403 or 404 shows that page, without a toast. */
  threadDump: (nodeId: string) => Promise<string>,
  processBufferDump: (nodeId: string) => Promise<ProcessBufferDump>,
};

const url = (route: { url: string }) => qualifyApiUrl(route.url);

export const ClusterOverviewActions = singletonActions('core.ClusterOverview', () => createActions<ClusterOverviewActionsType>([
  'list', 'jvm', 'threadDump', 'processBufferDump',
]));

export const ClusterOverviewStore = singletonStore('core.ClusterOverview', () => createStore({
  listenables: [ClusterOverviewActions],
  state: { overview: undefined } as ClusterOverviewState,

  list() {
    const promise = fetchPeriodically<ClusterOverview>('GET', url(ApiRoutes.ClusterApiController.overview())).then((answer) => {
      const overview = answer ?? {};
      this.setState({ overview });
      return overview;
    });
    ClusterOverviewActions.list.promise(promise);
  },

  jvm(nodeId: string) {
    const promise = fetch<JvmInformation>('GET', url(ApiRoutes.ClusterNodeApiController.jvm(nodeId)), undefined, SIDE_LOAD_OPTIONS)
      .catch((error: unknown) => reportLoadFailure(error, `Getting JVM information for node '${nodeId}'`, 'Could not get JVM information'));
    ClusterOverviewActions.jvm.promise(promise);
  },

  threadDump(nodeId: string) {
    const promise = fetch<{ threaddump: string }>('GET', url(ApiRoutes.ClusterNodeApiController.threadDump(nodeId)))
      .then((answer) => answer.threaddump ?? '', (error: unknown) => reportPageLoadFailure(error, `Getting thread dump for node '${nodeId}'`, 'Could not get thread dump'));
    ClusterOverviewActions.threadDump.promise(promise);
  },

  processBufferDump(nodeId: string) {
    const promise = fetch<{ processbuffer_dump: ProcessBufferDump }>('GET', url(ApiRoutes.ClusterNodeApiController.processBufferDump(nodeId)))
      .then((answer) => answer.processbuffer_dump ?? {}, (error: unknown) => (
        reportPageLoadFailure(error, `Getting process buffer dump for node '${nodeId}'`, 'Could not get process buffer dump')));
    ClusterOverviewActions.processBufferDump.promise(promise);
  },
}));

// The nodes of the cluster (GET /system/cluster/nodes, Graylog's NodeSummary entries), keyed by node id.
// Pages that show them keep the list current with usePolling(NodesActions.list, NODES_POLL_INTERVAL_MS), so
// the store itself never polls: the list is asked for only while such a page is open and the tab visible.
import { reportPageLoadFailure } from '@/stores/storeFailures';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

/** The specification's node list poll interval. */
export const NODES_POLL_INTERVAL_MS = 5000;

/** Graylog's NodeSummary. */
export type Node = {
  cluster_id: string,
  node_id: string,
  /** "server" for a Graylog server node. */
  type: string,
  /** The node's API address, e.g. "http://127.0.0.1:9000/api/". */
  transport_address: string,
  last_seen: string,
  short_node_id: string,
  hostname: string,
  is_master: boolean,
};

export type NodesById = { [nodeId: string]: Node };

export type NodesState = {
  /** Empty until the first answer (see `loaded`). */
  nodes: NodesById,
  /** True once the list was answered. */
  loaded: boolean,
};

type NodesActionsType = {
  /**
   * Asks for the nodes again and resolves with them. A polling call: it does not extend the session, and a
   * failure is not toasted (every five seconds while the server is away would bury the user in toasts; the
   * unavailable dialog says it); the last list stays and the caller gets the error.
   */
  list: () => Promise<NodesById>,
  /**
   * One node (GET /system/cluster/nodes/{id}): the node page's own entity, so an unknown id is the not-found
   * page and a refusal the missing-permissions page, without a toast.
   */
  get: (nodeId: string) => Promise<Node>,
};

const byId = (nodes: ReadonlyArray<Node>): NodesById => Object.fromEntries(nodes.map((node) => [node.node_id, node]));

/** The nodes by hostname, then id: the order every list shows them in. */
export const sortedNodes = (nodes: NodesById): Array<Node> => Object.values(nodes)
  .sort((a, b) => a.hostname.localeCompare(b.hostname) || a.node_id.localeCompare(b.node_id));

export const NodesActions = singletonActions('core.Nodes', () => createActions<NodesActionsType>(['list', 'get']));

export const NodesStore = singletonStore('core.Nodes', () => createStore({
  listenables: [NodesActions],
  state: { nodes: {}, loaded: false } as NodesState,

  list() {
    const url = qualifyApiUrl(ApiRoutes.ClusterApiController.nodes().url);
    const promise = fetchPeriodically<{ nodes?: Array<Node> }>('GET', url).then((answer) => {
      const nodes = byId(answer?.nodes ?? []);
      this.setState({ nodes, loaded: true });
      return nodes;
    });
    NodesActions.list.promise(promise);
  },

  get(nodeId: string) {
    const url = qualifyApiUrl(ApiRoutes.ClusterApiController.nodeById(nodeId).url);
    const promise = fetch<Node>('GET', url)
      .catch((error: unknown) => reportPageLoadFailure(error, `Loading node '${nodeId}'`, 'Could not load node'));
    NodesActions.get.promise(promise);
  },
}));

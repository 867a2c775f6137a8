// One node's journal and installed plugins, and what an operator does to a node: pause and resume message
// processing, override its load balancer status, shut it down. Every write refreshes the cluster overview,
// which carries the states the pages show (is_processing, lb_status, lifecycle).
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { ClusterOverviewActions } from '@/stores/nodes/ClusterOverviewStore';
import { reportPageLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** Graylog's JournalSummaryResponse (durations in milliseconds, sizes in bytes). */
export type JournalSummary = {
  enabled: boolean,
  append_events_per_second: number,
  read_events_per_second: number,
  uncommitted_journal_entries: number,
  journal_size: number,
  journal_size_limit: number,
  number_of_segments: number,
  oldest_segment: string | null,
  journal_config: {
    directory: string,
    segment_size: number,
    segment_age: number,
    max_size: number,
    max_age: number,
    flush_interval: number,
    flush_age: number,
  } | null,
};

/** Graylog's PluginMetaDataValue. */
export type PluginMetaData = {
  unique_id: string,
  name: string,
  author: string,
  url: string,
  version: string,
  description: string,
  required_version: string,
  required_capabilities: Array<string>,
};

/** The statuses an operator may force; the server answers THROTTLED on its own when it cannot keep up. */
export const LOAD_BALANCER_STATUSES = ['ALIVE', 'DEAD', 'THROTTLED'] as const;
export type LoadBalancerStatus = typeof LOAD_BALANCER_STATUSES[number];

/** What the toasts name a node by: its hostname, and its id where nothing else tells nodes apart. */
export type NodeRef = { node_id: string, hostname: string };

type NodeDetailsActionsType = {
  /** Side loads of the node page: a failure is a toast, the page says in place what is missing. */
  journal: (nodeId: string) => Promise<JournalSummary>,
  plugins: (nodeId: string) => Promise<Array<PluginMetaData>>,
  /** Every metric name the node has, sorted: the metrics page's own entity (a 403 or 404 shows that page, without a toast). */
  metricNames: (nodeId: string) => Promise<Array<string>>,
  pauseProcessing: (node: NodeRef) => Promise<void>,
  resumeProcessing: (node: NodeRef) => Promise<void>,
  overrideLoadBalancer: (node: NodeRef, status: LoadBalancerStatus) => Promise<void>,
  /** Asks the node to shut down gracefully; it stops answering shortly after. */
  shutdown: (node: NodeRef) => Promise<void>,
};

const url = (route: { url: string }) => qualifyApiUrl(route.url);

const named = (node: NodeRef) => `node "${node.hostname}" (${node.node_id})`;

/** The overview is refreshed after a write; its failure is the next poll's business, not the write's. */
const refreshOverview = () => { ClusterOverviewActions.list().catch(() => {}); };

export const NodeDetailsActions = singletonActions('core.NodeDetails', () => createActions<NodeDetailsActionsType>([
  'journal', 'plugins', 'metricNames', 'pauseProcessing', 'resumeProcessing', 'overrideLoadBalancer', 'shutdown',
]));

export const NodeDetailsStore = singletonStore('core.NodeDetails', () => createStore({
  listenables: [NodeDetailsActions],
  state: {} as Record<string, never>,

  journal(nodeId: string) {
    // The journal panel says in place when this fails: no toast.
    const promise = fetch<JournalSummary>('GET', url(ApiRoutes.ClusterNodeApiController.journal(nodeId)), undefined, SIDE_LOAD_OPTIONS);
    NodeDetailsActions.journal.promise(promise);
  },

  plugins(nodeId: string) {
    const promise = fetch<{ plugins: Array<PluginMetaData> }>('GET', url(ApiRoutes.ClusterNodeApiController.plugins(nodeId)), undefined, SIDE_LOAD_OPTIONS)
      // The plugins panel says in place when this fails: no toast.
      .then((answer) => [...(answer.plugins ?? [])].sort((a, b) => a.name.localeCompare(b.name)));
    NodeDetailsActions.plugins.promise(promise);
  },

  metricNames(nodeId: string) {
    const promise = fetch<{ names: Array<string> }>('GET', url(ApiRoutes.ClusterNodeApiController.metricNames(nodeId)))
      .then((answer) => [...(answer.names ?? [])].sort(),
        (error: unknown) => reportPageLoadFailure(error, `Getting metric names of node '${nodeId}'`, 'Could not get metric names'));
    NodeDetailsActions.metricNames.promise(promise);
  },

  pauseProcessing(node: NodeRef) {
    const promise = fetch('POST', url(ApiRoutes.ClusterNodeApiController.pauseProcessing(node.node_id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Message processing was paused on ${named(node)}. Messages received meanwhile are kept in its journal.`);
      refreshOverview();
    }, (error: unknown) => reportWriteFailure(error, `Pausing message processing on ${named(node)}`, 'Could not pause message processing'));
    NodeDetailsActions.pauseProcessing.promise(promise);
  },

  resumeProcessing(node: NodeRef) {
    const promise = fetch('POST', url(ApiRoutes.ClusterNodeApiController.resumeProcessing(node.node_id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Message processing was resumed on ${named(node)}.`);
      refreshOverview();
    }, (error: unknown) => reportWriteFailure(error, `Resuming message processing on ${named(node)}`, 'Could not resume message processing',
      { toastServerMessage: 403 }));
    NodeDetailsActions.resumeProcessing.promise(promise);
  },

  overrideLoadBalancer(node: NodeRef, status: LoadBalancerStatus) {
    const route = ApiRoutes.ClusterNodeApiController.overrideLoadBalancer(node.node_id, status);
    const promise = fetch('PUT', url(route), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`The load balancer status of ${named(node)} was changed to ${status}.`);
      refreshOverview();
    }, (error: unknown) => reportWriteFailure(error, `Changing the load balancer status of ${named(node)} to ${status}`,
      'Could not change load balancer status'));
    NodeDetailsActions.overrideLoadBalancer.promise(promise);
  },

  shutdown(node: NodeRef) {
    const promise = fetch('POST', url(ApiRoutes.ClusterNodeApiController.shutdown(node.node_id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`${named(node).replace(/^node/, 'Node')} will shut down shortly.`);
    }, (error: unknown) => reportWriteFailure(error, `Shutting down ${named(node)}`, 'Could not send shutdown signal'));
    NodeDetailsActions.shutdown.promise(promise);
  },
}));

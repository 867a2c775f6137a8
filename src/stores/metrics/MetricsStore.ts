// Metrics of every node (POST /cluster/metrics/multiple), polled while some page wants them. Pages subscribe
// to the names they show (`add`) and unsubscribe when they leave (`remove`); the store asks for the union
// of subscribed names every METRICS_POLL_INTERVAL_MS, only while at least one name is subscribed, under the
// console's polling rules (visible tab, logged in, never with a request still on its way).
import { pollingAllowed, startPolling } from '@/stores/polling/poll';
import { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

/** The specification's metrics poll interval. */
export const METRICS_POLL_INTERVAL_MS = 2000;

export type MeterValue = {
  rate: { total: number, mean: number, one_minute: number, five_minute: number, fifteen_minute: number },
  rate_unit: string,
};
export type GaugeValue = { value: number };
export type CounterValue = { count: number };

type MetricBase = { full_name: string, name: string };

export type Metric = MetricBase & (
  | { type: 'meter', metric: MeterValue }
  | { type: 'gauge', metric: GaugeValue }
  | { type: 'counter', metric: CounterValue }
  | { type: 'timer' | 'histogram', metric: { [key: string]: unknown } }
);

/** Node id → full metric name → metric. */
export type MetricsByNode = { [nodeId: string]: { [fullName: string]: Metric } };

export type MetricsState = {
  /** The last answer; undefined before the first one. */
  metricsByNode: MetricsByNode | undefined,
};

type ClusterMetricsAnswer = { [nodeId: string]: { total: number, metrics: Array<Metric> } | null };

type MetricsActionsType = {
  /** Subscribes to `names` (counted: each add needs its remove) and asks for them at once. */
  add: (names: ReadonlyArray<string>) => Promise<void>,
  remove: (names: ReadonlyArray<string>) => Promise<void>,
  /** Asks for the subscribed names now. Resolves with the store's metrics (unchanged when nothing was asked). */
  refresh: () => Promise<MetricsByNode | undefined>,
};

const byNode = (answer: ClusterMetricsAnswer): MetricsByNode => Object.fromEntries(
  Object.entries(answer).map(([nodeId, nodeMetrics]) => [
    nodeId,
    Object.fromEntries((nodeMetrics?.metrics ?? []).map((metric) => [metric.full_name, metric])),
  ]),
);


export const MetricsActions = singletonActions('core.Metrics', () => createActions<MetricsActionsType>(['add', 'remove', 'refresh']));

export const MetricsStore = singletonStore('core.Metrics', () => {
  /** How many subscriptions each name has. */
  const subscriptions = new Map<string, number>();
  let stopPolling: (() => void) | undefined;
  let pending: Promise<MetricsByNode | undefined> | undefined;

  return createStore({
    listenables: [MetricsActions],
    state: { metricsByNode: undefined } as MetricsState,

    add(names: ReadonlyArray<string>) {
      names.forEach((name) => subscriptions.set(name, (subscriptions.get(name) ?? 0) + 1));
      this.schedule();
      this.poll().catch(() => {});
    },

    remove(names: ReadonlyArray<string>) {
      names.forEach((name) => {
        const count = (subscriptions.get(name) ?? 0) - 1;
        if (count > 0) {
          subscriptions.set(name, count);
        } else {
          subscriptions.delete(name);
        }
      });
      this.schedule();
    },

    refresh() {
      MetricsActions.refresh.promise(this.poll());
    },

    /** Polls exactly while something is subscribed. */
    schedule() {
      if (subscriptions.size > 0 && stopPolling === undefined) {
        stopPolling = startPolling(() => this.poll().catch(() => {}), METRICS_POLL_INTERVAL_MS);
      } else if (subscriptions.size === 0 && stopPolling !== undefined) {
        stopPolling();
        stopPolling = undefined;
      }
    },

    /**
     * One request for every subscribed name, unless one is on its way (it is answered with that one), nothing
     * is subscribed or the polling rules say no (tab hidden, nobody logged in, server away). A failure
     * is not toasted: every two seconds while the server is away would bury the user in toasts, and the
     * unavailable dialog says it; the last metrics stay.
     */
    poll(): Promise<MetricsByNode | undefined> {
      if (pending) {
        return pending;
      }
      if (subscriptions.size === 0 || !pollingAllowed()) {
        return Promise.resolve(this.state.metricsByNode);
      }
      const url = qualifyApiUrl(ApiRoutes.ClusterMetricsApiController.multiple().url);
      const asked = Array.from(subscriptions.keys());
      const request = fetchPeriodically<ClusterMetricsAnswer>('POST', url, { metrics: asked })
        .then((answer) => {
          const metricsByNode = byNode(answer ?? {});
          this.setState({ metricsByNode });
          return metricsByNode;
        })
        .finally(() => {
          pending = undefined;
          // A page that subscribed while this request was on its way would otherwise wait a whole interval.
          const askedNames = new Set(asked);
          if (Array.from(subscriptions.keys()).some((name) => !askedNames.has(name))) {
            this.poll().catch(() => {});
          }
        });
      pending = request;
      return request;
    },
  });
});

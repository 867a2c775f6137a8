// The cluster configurations the console edits, by Graylog's class names, with Graylog's defaults: a class
// never saved answers nothing, and the server then applies exactly these.

export const SEARCHES_CLUSTER_CONFIG = 'org.graylog2.indexer.searches.SearchesClusterConfig';
export const EVENTS_CONFIGURATION = 'org.graylog.events.configuration.EventsConfiguration';
export const SIDECAR_CONFIGURATION = 'org.graylog.plugins.sidecar.system.SidecarConfiguration';

/** ISO 8601 periods ("PT5M", "P1D") mapped to what the time range selector shows for them. */
export type PeriodOptions = { [period: string]: string };

export type SearchesClusterConfig = {
  /** The longest time range a search may cover; "PT0S" means no limit. */
  query_time_range_limit: string,
  relative_timerange_options: PeriodOptions,
  surrounding_timerange_options: PeriodOptions,
  /** Fields whose values the surrounding-messages search keeps. */
  surrounding_filter_fields: Array<string>,
  /** Fields the field analyzers are not offered for. */
  analysis_disabled_fields: Array<string>,
};

/** All durations in milliseconds. */
export type EventsConfiguration = {
  events_search_timeout: number,
  events_notification_retry_period: number,
  events_notification_default_backlog: number,
  events_catchup_window: number,
};

/** Durations as ISO 8601 periods. */
export type SidecarConfiguration = {
  sidecar_expiration_threshold: string,
  sidecar_inactive_threshold: string,
  sidecar_update_interval: string,
  sidecar_send_status: boolean,
  sidecar_configuration_override: boolean,
};

export type ClusterConfigs = {
  [SEARCHES_CLUSTER_CONFIG]: SearchesClusterConfig,
  [EVENTS_CONFIGURATION]: EventsConfiguration,
  [SIDECAR_CONFIGURATION]: SidecarConfiguration,
};

export type ClusterConfigClass = keyof ClusterConfigs;

export const NO_QUERY_TIME_RANGE_LIMIT = 'PT0S';

export const CLUSTER_CONFIG_DEFAULTS: ClusterConfigs = {
  [SEARCHES_CLUSTER_CONFIG]: {
    query_time_range_limit: NO_QUERY_TIME_RANGE_LIMIT,
    relative_timerange_options: {
      PT5M: 'Search in the last 5 minutes',
      PT15M: 'Search in the last 15 minutes',
      PT30M: 'Search in the last 30 minutes',
      PT1H: 'Search in the last 1 hour',
      PT2H: 'Search in the last 2 hours',
      PT8H: 'Search in the last 8 hours',
      P1D: 'Search in the last 1 day',
      P2D: 'Search in the last 2 days',
      P5D: 'Search in the last 5 days',
      P7D: 'Search in the last 7 days',
      P14D: 'Search in the last 14 days',
      P30D: 'Search in the last 30 days',
      PT0S: 'Search in all messages',
    },
    surrounding_timerange_options: {
      PT1S: '1 second',
      PT5S: '5 seconds',
      PT10S: '10 seconds',
      PT30S: '30 seconds',
      PT1M: '1 minute',
      PT5M: '5 minutes',
    },
    surrounding_filter_fields: ['source', 'gl2_source_input', 'file', 'source_file'],
    analysis_disabled_fields: ['message', 'full_message'],
  },
  [EVENTS_CONFIGURATION]: {
    events_search_timeout: 60000,
    events_notification_retry_period: 300000,
    events_notification_default_backlog: 50,
    events_catchup_window: 3600000,
  },
  [SIDECAR_CONFIGURATION]: {
    sidecar_expiration_threshold: 'P14D',
    sidecar_inactive_threshold: 'PT1M',
    sidecar_update_interval: 'PT30S',
    sidecar_send_status: true,
    sidecar_configuration_override: false,
  },
};

/**
 * What the server answered, over the defaults: nothing (never saved) is the defaults, and a field the
 * answer lacks keeps its default, as the server merges them.
 */
export const withDefaults = <C extends ClusterConfigClass>(configClass: C, answer: Partial<ClusterConfigs[C]> | null | undefined): ClusterConfigs[C] => {
  const defaults = CLUSTER_CONFIG_DEFAULTS[configClass];
  if (!answer || typeof answer !== 'object') return defaults;
  const present = Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== null && value !== undefined));
  return { ...defaults, ...present } as ClusterConfigs[C];
};

// Graylog 4's wire shapes of the sidecar area (org.graylog.plugins.sidecar.rest.models), shared by the stores,
// the routes and the content pack facades.

export interface Collector {
  id: string;
  name: string;
  /** 'exec' (run in the foreground by the sidecar) or, on Windows only, 'svc' (a Windows service). */
  service_type: string;
  /** 'linux' or 'windows'. */
  node_operating_system: string;
  executable_path: string;
  execute_parameters: string | null;
  validation_parameters: string | null;
  default_template: string | null;
}

export type CollectorInput = Omit<Collector, 'id'>;

export interface Configuration {
  id: string;
  collector_id: string;
  name: string;
  color: string;
  template: string;
}

export type ConfigurationInput = Omit<Configuration, 'id'>;

export interface ConfigurationVariable {
  id: string;
  name: string;
  description: string | null;
  content: string;
}

export type ConfigurationVariableInput = Omit<ConfigurationVariable, 'id'>;

export interface ConfigurationAssignment {
  collector_id: string;
  configuration_id: string;
}

/** Graylog's sidecar status codes, overall and per collector. */
export const SidecarStatus = { RUNNING: 0, UNKNOWN: 1, FAILING: 2, STOPPED: 3 } as const;
export const STATUS_NAMES: Record<string, number> = { running: 0, unknown: 1, failing: 2, stopped: 3 };

export interface CollectorStatus {
  collector_id: string;
  status: number;
  message: string;
  verbose_message: string;
}

export interface CollectorStatusList {
  status: number;
  message: string;
  collectors: CollectorStatus[];
}

export interface NodeLogFile {
  path: string;
  mod_time: string;
  size: number;
  is_dir: boolean;
}

export interface NodeMetrics {
  disks_75: string[] | null;
  cpu_idle: number | null;
  load_1: number | null;
}

export interface NodeDetails {
  operating_system: string;
  ip: string | null;
  metrics: NodeMetrics | null;
  log_file_list: NodeLogFile[] | null;
  status: CollectorStatusList | null;
}

/** A registered sidecar as stored. */
export interface Sidecar {
  id: string;
  node_id: string;
  node_name: string;
  node_details: NodeDetails;
  assignments: ConfigurationAssignment[];
  sidecar_version: string;
  last_seen_ms: number;
}

/** What lists and GET /sidecars/{id} answer (Graylog's SidecarSummary). */
export interface SidecarSummary {
  node_id: string;
  node_name: string;
  node_details: NodeDetails;
  assignments: ConfigurationAssignment[];
  last_seen: string;
  sidecar_version: string;
  active: boolean;
  /** Administration only: the collectors that can run on the sidecar's operating system. */
  collectors: string[] | null;
}

/** One action for a sidecar's collector: {collector_id, properties: {restart: true}}. */
export interface CollectorAction {
  collector_id: string;
  /** Action name to flag; the agent carries out the actions set to true. */
  properties: Record<string, boolean>;
}

/** Graylog's PaginatedList.PaginationInfo, which the sidecar lists nest under `pagination`. */
export interface PaginationInfo {
  total: number;
  count: number;
  page: number;
  per_page: number;
}

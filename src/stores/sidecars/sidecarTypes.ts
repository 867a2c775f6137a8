// The shapes of Graylog 4's sidecar API (org.graylog.plugins.sidecar.rest.models), shared by the sidecar stores
// and the pages: a sidecar as it registered, the collectors it may run, and the configurations it is given.

/** Graylog's collector and sidecar status codes (Sidecar.Status). */
export const SIDECAR_STATUS = { RUNNING: 0, UNKNOWN: 1, FAILING: 2, STOPPED: 3 } as const;

export type SidecarStatusCode = number;

export type NodeMetrics = { disks_75?: Array<string> | null, cpu_idle?: number | null, load_1?: number | null };

export type NodeLogFile = { path: string, mod_time: string, size: number, is_dir: boolean };

export type CollectorStatus = { collector_id: string, status: SidecarStatusCode, message: string, verbose_message: string };

export type CollectorStatusList = { status: SidecarStatusCode, message: string, collectors: Array<CollectorStatus> };

export type NodeDetails = {
  operating_system: string,
  ip?: string | null,
  metrics?: NodeMetrics | null,
  log_file_list?: Array<NodeLogFile> | null,
  status?: CollectorStatusList | null,
};

export type ConfigurationAssignment = { collector_id: string, configuration_id: string };

/** A sidecar (SidecarSummary). `collectors` is sent by the administration list only: the collectors its OS can run. */
export type Sidecar = {
  node_id: string,
  node_name: string,
  node_details: NodeDetails,
  assignments: Array<ConfigurationAssignment>,
  last_seen: string,
  sidecar_version: string,
  active: boolean,
  collectors?: Array<string> | null,
};

export type CollectorServiceType = 'exec' | 'svc';

/** A collector as stored (Collector); the list endpoint's summaries leave out the paths, parameters and template. */
export type Collector = {
  id: string,
  name: string,
  service_type: string,
  node_operating_system: string,
  executable_path: string,
  execute_parameters: string | null,
  validation_parameters: string | null,
  default_template: string | null,
};

export type CollectorSummary = Pick<Collector, 'id' | 'name' | 'service_type' | 'node_operating_system'>;

/** What a collector save sends: no id when creating. */
export type CollectorRequest = Omit<Collector, 'id'> & { id?: string };

export type Configuration = { id: string, name: string, collector_id: string, color: string, template: string };

export type ConfigurationSummary = Omit<Configuration, 'template'>;

export type ConfigurationRequest = Omit<Configuration, 'id'> & { id?: string };

export type ConfigurationVariable = { id: string, name: string, description: string | null, content: string };

export type ConfigurationVariableRequest = Omit<ConfigurationVariable, 'id'> & { id?: string };

/** The process actions a sidecar carries out for a collector (CollectorAction properties). */
export type CollectorProcessAction = 'start' | 'stop' | 'restart';

/** The filters of POST /sidecar/administration (AdministrationFilter.Type), each a single value. */
export type AdministrationFilters = { collector?: string, configuration?: string, os?: string, status?: string };

/** Graylog's names for the status codes, as its search syntax takes them (`status:running`). */
export const statusName = (status: SidecarStatusCode | null | undefined): 'running' | 'unknown' | 'failing' | 'stopped' => {
  switch (status) {
    case SIDECAR_STATUS.RUNNING: return 'running';
    case SIDECAR_STATUS.FAILING: return 'failing';
    case SIDECAR_STATUS.STOPPED: return 'stopped';
    default: return 'unknown';
  }
};

/** The operating systems Graylog 4.0 accepts for a collector (its validation allows these two only). */
export const COLLECTOR_OPERATING_SYSTEMS = [{ value: 'linux', label: 'Linux' }, { value: 'windows', label: 'Windows' }];

/** How the sidecar runs a collector; a Windows collector may also be a Windows service. */
export const SERVICE_TYPES = [{ value: 'exec', label: 'Foreground execution' }, { value: 'svc', label: 'Windows service' }];

/** data-spec section 9: a new collector runs in the foreground. */
export const DEFAULT_SERVICE_TYPE: CollectorServiceType = 'exec';

export const serviceTypeLabel = (type: string): string => SERVICE_TYPES.find((option) => option.value === type)?.label ?? type;

export const operatingSystemLabel = (os: string): string => COLLECTOR_OPERATING_SYSTEMS.find((option) => option.value === os.toLowerCase())?.label ?? os;

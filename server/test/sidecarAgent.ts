// A simulated Graylog sidecar agent for tests: it speaks the real agent's protocol over HTTP against a running
// server. register() sends PUT /sidecars/{nodeId} with the X-Graylog-Sidecar-Version header and the node's
// details, including the status of its collectors, and takes the assignments and actions from the answer
// (starting, stopping and restarting collectors as asked). fetchConfigurations() fetches each assigned
// configuration rendered for this node, sending the ETag it holds so an unchanged one answers 304.
// runOnce() is one turn of the agent's loop: register, then fetch.
//
//   const agent = new SidecarAgent({ baseUrl: 'http://127.0.0.1:9000/api', auth: { username: 'admin', password: 'admin' },
//     nodeId: 'f4a3…', nodeName: 'web-01', os: 'Linux' });
//   await agent.runOnce();
//   agent.configuration(configurationId)   // the rendered text
//   agent.setCollectorStatus(collectorId, 'failing', 'cannot open /var/log/app.log');

export type CollectorState = 'running' | 'failing' | 'stopped';

/** Graylog's status codes. */
const STATUS_CODES: Record<CollectorState, number> = { running: 0, failing: 2, stopped: 3 };

export interface SidecarAgentOptions {
  /** The API root, e.g. http://127.0.0.1:9000/api. */
  baseUrl: string;
  /** Basic credentials: a user and password, a token and "token", or a session id and "session". */
  auth: { username: string; password: string };
  nodeId: string;
  nodeName: string;
  /** As the agent reports it, e.g. "Linux" or "Windows". */
  os: string;
  /** Default 1.1.0. */
  version?: string;
  /** Default 127.0.0.1. */
  ip?: string;
}

export interface Assignment {
  collector_id: string;
  configuration_id: string;
}

export interface ReceivedAction {
  collector_id: string;
  properties: Record<string, unknown>;
}

export interface RegistrationAnswer {
  configuration: { update_interval: number; send_status: boolean };
  configuration_override: boolean;
  actions: ReceivedAction[] | null;
  assignments: Assignment[] | null;
}

export interface FetchResult {
  /** Configuration ids whose text was sent (new or changed). */
  fetched: string[];
  /** Configuration ids the server answered 304 for. */
  unchanged: string[];
}

/** A call the server refused: its status and body. */
export class SidecarAgentError extends Error {
  constructor(readonly status: number, readonly body: string, what: string) {
    super(`${what} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'SidecarAgentError';
  }
}

interface CollectorRun {
  state: CollectorState;
  message: string;
  restarts: number;
}

interface HeldConfiguration {
  etag: string | null;
  text: string;
}

export class SidecarAgent {
  readonly nodeId: string;
  readonly nodeName: string;
  private readonly options: SidecarAgentOptions;
  private assignmentList: Assignment[] = [];
  private readonly collectors = new Map<string, CollectorRun>();
  private readonly configurations = new Map<string, HeldConfiguration>();
  private readonly actionLog: ReceivedAction[] = [];
  /** Whether the server wants the collectors' status; the agent sends it until told otherwise. */
  private sendStatus = true;
  lastAnswer: RegistrationAnswer | null = null;

  constructor(options: SidecarAgentOptions) {
    this.options = options;
    this.nodeId = options.nodeId;
    this.nodeName = options.nodeName;
  }

  private url(path: string): string {
    return `${this.options.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private headers(): Record<string, string> {
    const { username, password } = this.options.auth;
    return {
      Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      Accept: 'application/json',
      'X-Requested-By': 'Graylog Sidecar',
      'X-Graylog-Sidecar-Version': this.options.version ?? '1.1.0',
    };
  }

  /** The assignments of the last registration. */
  get assignments(): readonly Assignment[] {
    return this.assignmentList;
  }

  /** Every action received so far, in order. */
  get actions(): readonly ReceivedAction[] {
    return this.actionLog;
  }

  /** The rendered text held for a configuration, if fetched. */
  configuration(configurationId: string): string | undefined {
    return this.configurations.get(configurationId)?.text;
  }

  /** The state of an assigned collector (running once assigned, until an action or setCollectorStatus changes it). */
  collectorState(collectorId: string): { state: CollectorState; message: string; restarts: number } | undefined {
    const run = this.collectors.get(collectorId);
    return run ? { ...run } : undefined;
  }

  /** What the next registration reports for the collector. */
  setCollectorStatus(collectorId: string, state: CollectorState, message?: string): void {
    const run = this.collectors.get(collectorId) ?? { state, message: '', restarts: 0 };
    this.collectors.set(collectorId, { ...run, state, message: message ?? defaultMessage(state) });
  }

  private statusReport() {
    const collectors = [...this.collectors].map(([collectorId, run]) => ({
      collector_id: collectorId,
      status: STATUS_CODES[run.state],
      message: run.message,
      verbose_message: run.state === 'failing' ? run.message : '',
    }));
    const count = (state: CollectorState) => collectors.filter((c) => c.status === STATUS_CODES[state]).length;
    const overall: CollectorState = count('failing') > 0 ? 'failing' : count('stopped') > 0 ? 'stopped' : 'running';
    return {
      status: STATUS_CODES[overall],
      message: `${count('running')} running / ${count('stopped')} stopped / ${count('failing')} failing`,
      collectors,
    };
  }

  /** Registers (or checks in), then applies the assignments and actions of the answer. */
  async register(): Promise<RegistrationAnswer> {
    const body = {
      node_name: this.nodeName,
      node_details: {
        operating_system: this.options.os,
        ip: this.options.ip ?? '127.0.0.1',
        metrics: { disks_75: [], cpu_idle: 97.5, load_1: 0.12 },
        log_file_list: [],
        ...(this.sendStatus ? { status: this.statusReport() } : {}),
      },
    };
    const response = await fetch(this.url(`/sidecars/${encodeURIComponent(this.nodeId)}`), {
      method: 'PUT',
      headers: { ...this.headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new SidecarAgentError(response.status, text, 'Registration');
    const answer = JSON.parse(text) as RegistrationAnswer;
    this.lastAnswer = answer;
    this.sendStatus = answer.configuration.send_status;
    this.applyAssignments(answer.assignments ?? []);
    for (const action of answer.actions ?? []) this.applyAction(action);
    return answer;
  }

  private applyAssignments(assignments: Assignment[]): void {
    this.assignmentList = assignments;
    const assigned = new Set(assignments.map((a) => a.collector_id));
    // Like the real agent, a collector is started when something is assigned to it and dropped when nothing is.
    for (const collectorId of assigned) {
      if (!this.collectors.has(collectorId)) this.collectors.set(collectorId, { state: 'running', message: defaultMessage('running'), restarts: 0 });
    }
    for (const collectorId of [...this.collectors.keys()]) {
      if (!assigned.has(collectorId)) this.collectors.delete(collectorId);
    }
    const configurationIds = new Set(assignments.map((a) => a.configuration_id));
    for (const configurationId of [...this.configurations.keys()]) {
      if (!configurationIds.has(configurationId)) this.configurations.delete(configurationId);
    }
  }

  private applyAction(action: ReceivedAction): void {
    this.actionLog.push(action);
    const run = this.collectors.get(action.collector_id);
    if (!run) return;
    if (action.properties.stop === true) this.setCollectorStatus(action.collector_id, 'stopped');
    if (action.properties.start === true) this.setCollectorStatus(action.collector_id, 'running');
    if (action.properties.restart === true) {
      this.collectors.set(action.collector_id, { state: 'running', message: defaultMessage('running'), restarts: run.restarts + 1 });
    }
  }

  /** Fetches every assigned configuration rendered for this node; what is unchanged answers 304. */
  async fetchConfigurations(): Promise<FetchResult> {
    const result: FetchResult = { fetched: [], unchanged: [] };
    for (const { configuration_id: configurationId } of this.assignmentList) {
      const held = this.configurations.get(configurationId);
      const headers: Record<string, string> = this.headers();
      if (held?.etag) headers['If-None-Match'] = held.etag;
      const path = `/sidecar/configurations/render/${encodeURIComponent(this.nodeId)}/${encodeURIComponent(configurationId)}`;
      const response = await fetch(this.url(path), { headers });
      if (response.status === 304) {
        result.unchanged.push(configurationId);
        continue;
      }
      const text = await response.text();
      if (!response.ok) throw new SidecarAgentError(response.status, text, `Fetching configuration ${configurationId}`);
      const body = JSON.parse(text) as { template: string };
      this.configurations.set(configurationId, { etag: response.headers.get('etag'), text: body.template });
      result.fetched.push(configurationId);
    }
    return result;
  }

  /** One turn of the agent's loop. */
  async runOnce(): Promise<{ registration: RegistrationAnswer; configurations: FetchResult }> {
    const registration = await this.register();
    const configurations = await this.fetchConfigurations();
    return { registration, configurations };
  }
}

function defaultMessage(state: CollectorState): string {
  return { running: 'Running', failing: 'Collector failed', stopped: 'Stopped' }[state];
}

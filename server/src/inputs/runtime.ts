// Runs the inputs of this node: starts and stops their transports, keeps each input's state
// (RUNNING, FAILED with the reason, STOPPED...) and metrics, and remembers which inputs should run,
// so they come back after a restart. Starting never throws for a port in use or a refused bind:
// the input is FAILED with the reason and the server goes on. Operations on one input run one after
// the other, so a start and a stop arriving together cannot interleave.
import { codecByName } from '../codecs';
import { NewlineFramer, NullDelimitedFramer, SyslogOctetCountingFramer, type Framer } from '../codecs/framing';
import type { ServerContext } from '../context';
import type { MetricRegistry } from '../metrics/registry';
import { inputFailedToStart, inputRunning } from '../notifications/inputHealth';
import { ingestConfigVersion } from '../processing/configVersion';
import { Backlog, DEFAULT_BACKLOG_LIMIT } from './backlog';
import { InputMetrics, inputMetricPrefix, type LastFailure } from './inputMetrics';
import { NodeThroughput } from './nodeThroughput';
import { InputPipeline, type MessageSink } from './pipeline';
import { ReverseDnsCache } from './reverseDns';
import { recordSystemMessage } from '../systemmessages/systemMessages';
import { findInput, listInputIdsToRun, setDesiredState, type InputSummary } from './store';
import { startGeneratorTransport } from './transports/generator';
import { startHttpTransport } from './transports/http';
import { startTcpTransport } from './transports/tcp';
import type { StartedTransport } from './transports/types';
import { startUdpTransport } from './transports/udp';
import { GELF_TCP_INPUT, inputTypeByClass, type InputType } from './types';

export type InputStateName = 'STARTING' | 'RUNNING' | 'FAILED' | 'STOPPING' | 'STOPPED';

/** What the runtime knows of one input on this node (Graylog's IOState, plus the last failure). */
export interface InputRuntimeState {
  id: string;
  state: InputStateName;
  started_at: string;
  detailed_message: string | null;
  last_failure: LastFailure | null;
}

interface Running {
  transport: StartedTransport;
  pipeline: InputPipeline;
}

/** Graylog's class that writes an input's state changes as system messages. */
const INPUT_STATE_LISTENER = 'org.graylog2.inputs.InputStateListener';

interface Entry {
  id: string;
  state: InputStateName;
  startedAt: string;
  detailedMessage: string | null;
  metrics: InputMetrics | null;
  lastFailure: LastFailure | null;
  running: Running | null;
}

export interface InputRuntimeOptions {
  /** Messages accepted but not yet committed above which inputs hold back. */
  backlogLimit?: number;
}

export class InputRuntime {
  private readonly entries = new Map<string, Entry>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly backlog: Backlog;
  private readonly reverseDns: ReverseDnsCache;
  private readonly throughput: NodeThroughput;
  private readonly staticFieldCache = new Map<string, { version: number; fields: Record<string, string> }>();
  private shuttingDown = false;

  constructor(
    private readonly ctx: ServerContext,
    private readonly processor: MessageSink,
    private readonly metrics: MetricRegistry,
    options: InputRuntimeOptions = {},
  ) {
    this.backlog = new Backlog(options.backlogLimit ?? DEFAULT_BACKLOG_LIMIT);
    this.reverseDns = new ReverseDnsCache(ctx.now);
    this.throughput = new NodeThroughput(metrics, ctx.now, this.backlog);
    // Written means stored: a batch the pause gate journals is accepted now and written when processing resumes.
    processor.onStored((messages) => this.throughput.written(messages.length));
  }

  /** Messages accepted by inputs and not yet committed. */
  get pendingMessages(): number {
    return this.backlog.size;
  }

  /**
   * Starts (or restarts) the input and remembers that it should run. Resolves with its state: RUNNING, or
   * FAILED with the reason. Null when there is no such input or it belongs to another node.
   */
  start(inputId: string): Promise<InputRuntimeState | null> {
    return this.serially(inputId, async () => {
      const record = findInput(this.ctx.db, inputId);
      if (!record || !this.runsHere(record.summary)) return null;
      setDesiredState(this.ctx.db, inputId, 'RUNNING');
      return this.launch(record.summary);
    });
  }

  /** Stops the input, releasing its port once everything it accepted is committed, and remembers that it should not run. */
  stop(inputId: string): Promise<InputRuntimeState | null> {
    return this.serially(inputId, async () => {
      if (findInput(this.ctx.db, inputId)) setDesiredState(this.ctx.db, inputId, 'STOPPED');
      await this.halt(inputId);
      return this.state(inputId) ?? null;
    });
  }

  /** Applies a changed configuration: an input that is running (or failed to) starts again with it. */
  restart(inputId: string): Promise<InputRuntimeState | null> {
    return this.serially(inputId, async () => {
      const entry = this.entries.get(inputId);
      const record = findInput(this.ctx.db, inputId);
      if (!entry || !record || entry.state === 'STOPPED' || entry.state === 'STOPPING') return this.state(inputId) ?? null;
      if (!this.runsHere(record.summary)) {
        await this.halt(inputId);
        return this.state(inputId) ?? null;
      }
      return this.launch(record.summary);
    });
  }

  /** Stops the input and forgets it (it is being deleted). */
  remove(inputId: string): Promise<void> {
    return this.serially(inputId, async () => {
      await this.halt(inputId);
      this.entries.delete(inputId);
      this.staticFieldCache.delete(inputId);
    });
  }

  state(inputId: string): InputRuntimeState | undefined {
    const entry = this.entries.get(inputId);
    if (!entry) return undefined;
    return {
      id: entry.id,
      state: entry.state,
      started_at: entry.startedAt,
      detailed_message: entry.detailedMessage,
      last_failure: entry.metrics?.lastFailure ?? entry.lastFailure,
    };
  }

  /** States of every input this node has started (or tried to) since it came up. */
  states(): InputRuntimeState[] {
    return [...this.entries.keys()].flatMap((id) => this.state(id) ?? []);
  }

  /** After a start: runs every input that was running before; those that cannot start are FAILED with the reason. */
  async restore(): Promise<void> {
    const ids = listInputIdsToRun(this.ctx.db);
    await Promise.all(
      ids.map((id) =>
        this.serially(id, async () => {
          const record = findInput(this.ctx.db, id);
          if (record && this.runsHere(record.summary)) await this.launch(record.summary);
        }),
      ),
    );
  }

  /** At shutdown: closes every listener and waits until what the inputs accepted is committed. Desired states stay. */
  async stopAll(): Promise<void> {
    this.shuttingDown = true;
    await Promise.all([...this.entries.keys()].map((id) => this.serially(id, () => this.halt(id))));
  }

  private runsHere(summary: InputSummary): boolean {
    return summary.global || summary.node === this.ctx.node.nodeId;
  }

  private serially<T>(inputId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(inputId) ?? Promise.resolve();
    const next = previous.then(work);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(inputId, settled);
    void settled.then(() => {
      if (this.queues.get(inputId) === settled) this.queues.delete(inputId);
    });
    return next;
  }

  private async launch(summary: InputSummary): Promise<InputRuntimeState | null> {
    await this.halt(summary.id);
    const nowIso = new Date(this.ctx.now()).toISOString();
    const type = inputTypeByClass(summary.type);
    const entry: Entry = {
      id: summary.id,
      state: 'STARTING',
      startedAt: nowIso,
      detailedMessage: null,
      metrics: null,
      lastFailure: null,
      running: null,
    };
    this.entries.set(summary.id, entry);
    if (this.shuttingDown) {
      return this.fail(entry, 'The server is shutting down');
    }
    if (!type) return this.fail(entry, `Unknown input type ${summary.type}`);
    const codec = type.codec ? codecByName(type.codec) ?? null : null;
    if (type.codec && !codec) return this.fail(entry, `Unknown codec ${type.codec}`);

    const metrics = new InputMetrics(this.metrics, inputMetricPrefix(summary.type, summary.id), this.ctx.now);
    entry.metrics = metrics;
    const configuration = summary.attributes;
    const pipeline = new InputPipeline({
      inputId: summary.id,
      codec,
      configuration,
      processor: this.processor,
      backlog: this.backlog,
      metrics,
      throughput: this.throughput,
      staticFields: () => this.staticFields(summary.id),
      resolveHost: forcesReverseDns(type, configuration) ? (address) => this.reverseDns.resolve(address) : undefined,
      now: this.ctx.now,
    });
    try {
      const transport = await startTransport(type, configuration, pipeline, this.ctx.now);
      entry.running = { transport, pipeline };
      entry.state = 'RUNNING';
      inputRunning(this.ctx, summary.id);
      recordSystemMessage(this.ctx, INPUT_STATE_LISTENER, `Input [${type.name}/${summary.id}] is now RUNNING`);
    } catch (error) {
      metrics.unregister();
      this.fail(entry, error instanceof Error ? error.message : String(error));
    }
    return this.state(summary.id) ?? null;
  }

  private fail(entry: Entry, reason: string): InputRuntimeState | null {
    entry.state = 'FAILED';
    entry.detailedMessage = reason;
    if (!this.shuttingDown) inputFailedToStart(this.ctx, entry.id, reason);
    return this.state(entry.id) ?? null;
  }

  private async halt(inputId: string): Promise<void> {
    const entry = this.entries.get(inputId);
    if (!entry) return;
    const { running, metrics } = entry;
    if (running) {
      entry.state = 'STOPPING';
      await running.transport.close();
      await running.pipeline.drain();
      entry.running = null;
      recordSystemMessage(this.ctx, INPUT_STATE_LISTENER, `Input [${inputTypeByClass(findInput(this.ctx.db, inputId)?.summary.type ?? '')?.name ?? 'unknown'}/${inputId}] is now STOPPED`);
    }
    if (metrics) {
      entry.lastFailure = metrics.lastFailure;
      metrics.unregister();
      entry.metrics = null;
    }
    entry.state = 'STOPPED';
    entry.detailedMessage = null;
  }

  /** The input's static fields, read again only after an ingest configuration change. */
  private staticFields(inputId: string): Record<string, string> {
    const version = ingestConfigVersion();
    const cached = this.staticFieldCache.get(inputId);
    if (cached && cached.version === version) return cached.fields;
    const fields = findInput(this.ctx.db, inputId)?.summary.static_fields ?? {};
    this.staticFieldCache.set(inputId, { version, fields });
    return fields;
  }
}

function forcesReverseDns(type: InputType, configuration: Record<string, unknown>): boolean {
  const override = configuration.override_source;
  return type.codec === 'syslog' && configuration.force_rdns === true && !(typeof override === 'string' && override.trim() !== '');
}

function framerFor(type: InputType, configuration: Record<string, unknown>): (maxFrameBytes: number) => Framer {
  // GELF over TCP is always NUL-delimited, whatever an older configuration says (as in Graylog).
  if (type.type === GELF_TCP_INPUT || configuration.use_null_delimiter === true) return (max) => new NullDelimitedFramer(max);
  if (type.codec === 'syslog') return (max) => new SyslogOctetCountingFramer(max);
  return (max) => new NewlineFramer(max);
}

function startTransport(type: InputType, configuration: Record<string, unknown>, sink: InputPipeline, now: () => number): Promise<StartedTransport> {
  const options = { configuration, sink, now };
  switch (type.transport) {
    case 'udp':
      return startUdpTransport({ ...options, gelfChunks: type.codec === 'gelf' });
    case 'tcp':
      return startTcpTransport({ ...options, framer: framerFor(type, configuration) });
    case 'http':
      return startHttpTransport(options);
    case 'generator':
      return startGeneratorTransport(options);
  }
}

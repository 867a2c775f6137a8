// Forwarding: told about every stored batch (MessageProcessor.onStored), it hands each message to the
// outputs of the streams it was routed into (`fields.streams`), each output once per message however many
// of its streams matched. What forwards where is read from the database again whenever the ingest
// configuration version changed (any write to streams, outputs or their attachments bumps it); an output
// whose settings changed is restarted and keeps its queue, a deleted one stops.
import type { Writable } from 'node:stream';
import type { ServerContext } from '../context';
import type { MessageFields } from '../messages/types';
import type { MetricRegistry } from '../metrics/registry';
import { ingestConfigVersion } from '../processing/configVersion';
import { configBoolean, configNumber, configString } from '../codecs/configuration';
import { boundedNumber } from './configuration';
import { outputMeters, removeOutputMetrics } from './metrics';
import { LoggingSink } from './sinks/logging';
import { GelfTcpSink } from './sinks/tcp';
import type { Sink } from './sinks/types';
import { GelfUdpSink } from './sinks/udp';
import { forwardingTable, listOutputs, type OutputSummary } from './store';
import { DEFAULT_QUEUE_SIZE, outputTypeByClass } from './types';
import { OutputWorker, type WorkerLog } from './worker';

export interface OutputRuntimeOptions {
  /** Where the STDOUT output writes; default process.stdout. */
  stdout?: Writable;
  /** Where forwarding failures and recoveries are logged; default console.warn and console.log. */
  log?: WorkerLog;
}

interface Running {
  /** What the worker was built from; a change restarts it. */
  signature: string;
  worker: OutputWorker;
}

function signatureOf(output: OutputSummary): string {
  return JSON.stringify([output.title, output.type, output.configuration]);
}

export class OutputRuntime {
  private readonly running = new Map<string, Running>();
  /** Stream id → the workers of its outputs. */
  private routes = new Map<string, OutputWorker[]>();
  private version = -1;
  private closed = false;
  private readonly stdout: Writable;
  private readonly log: WorkerLog;

  constructor(
    private readonly ctx: ServerContext,
    private readonly metrics: MetricRegistry,
    options: OutputRuntimeOptions = {},
  ) {
    this.stdout = options.stdout ?? process.stdout;
    this.log = options.log ?? { failing: (line) => console.warn(line), recovered: (line) => console.log(line) };
  }

  /** The processor's stored-batch listener: returns at once and never throws. */
  forward(messages: readonly MessageFields[]): void {
    if (this.closed) return;
    try {
      if (this.version !== ingestConfigVersion()) this.refresh();
      if (this.routes.size === 0) return;
      for (const fields of messages) this.forwardOne(fields);
    } catch (error) {
      // Forwarding must never fail intake; the messages are stored already.
      console.error(`Forwarding stored messages to outputs failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Reads outputs and attachments again: starts new outputs, restarts changed ones, stops deleted ones. */
  refresh(): void {
    if (this.closed) return;
    this.version = ingestConfigVersion();
    const outputs = listOutputs(this.ctx.db);
    const present = new Set(outputs.map((output) => output.id));
    for (const [id, running] of this.running) {
      if (present.has(id)) continue;
      running.worker.stop();
      this.running.delete(id);
      removeOutputMetrics(this.metrics, id);
    }
    for (const output of outputs) {
      const signature = signatureOf(output);
      const existing = this.running.get(output.id);
      if (existing?.signature === signature) continue;
      const worker = this.startWorker(output);
      if (!worker) continue;
      if (existing) worker.adopt(existing.worker.stop());
      this.running.set(output.id, { signature, worker });
    }
    const routes = new Map<string, OutputWorker[]>();
    for (const [streamId, outputIds] of forwardingTable(this.ctx.db)) {
      const workers = outputIds.flatMap((id) => {
        const worker = this.running.get(id)?.worker;
        return worker ? [worker] : [];
      });
      if (workers.length > 0) routes.set(streamId, workers);
    }
    this.routes = routes;
  }

  /** Stops every output (server close); messages stored afterwards are not forwarded. */
  close(): void {
    this.closed = true;
    for (const { worker } of this.running.values()) worker.stop();
    this.running.clear();
    this.routes = new Map();
  }

  private forwardOne(fields: MessageFields): void {
    const streams = fields.streams;
    if (!Array.isArray(streams) || streams.length === 0) return;
    if (streams.length === 1) {
      const workers = this.routes.get(String(streams[0]));
      if (workers) for (const worker of workers) worker.offer(fields);
      return;
    }
    const seen = new Set<OutputWorker>();
    for (const streamId of streams) {
      for (const worker of this.routes.get(String(streamId)) ?? []) {
        if (seen.has(worker)) continue;
        seen.add(worker);
        worker.offer(fields);
      }
    }
  }

  private startWorker(output: OutputSummary): OutputWorker | null {
    const type = outputTypeByClass(output.type);
    // Stored outputs were checked against their type; an unknown type (e.g. from an older version) forwards nothing.
    if (!type) return null;
    const config = output.configuration;
    const sink = type.kind === 'logging' ? new LoggingSink(configString(config, 'prefix', ''), this.stdout) : this.gelfSink(config);
    let worker: OutputWorker | null = null;
    const meters = outputMeters(this.metrics, output.id, () => worker?.queued ?? 0);
    worker = new OutputWorker(
      {
        id: output.id,
        title: output.title,
        queueSize: boundedNumber(config, 'queue_size', DEFAULT_QUEUE_SIZE),
        maxInFlight: boundedNumber(config, 'max_inflight_sends', DEFAULT_QUEUE_SIZE),
        retryDelayMs: boundedNumber(config, 'reconnect_delay', 500),
      },
      sink,
      meters,
      this.log,
    );
    return worker;
  }

  private gelfSink(config: Record<string, unknown>): Sink {
    const host = configString(config, 'hostname', '');
    const port = configNumber(config, 'port', 12201);
    const protocol = configString(config, 'protocol', 'TCP');
    if (protocol === 'UDP') return new GelfUdpSink(host, port, this.ctx.now);
    return new GelfTcpSink(
      {
        host,
        port,
        tls: protocol === 'TCP+TLS',
        verify: configBoolean(config, 'tls_verification_enabled', false),
        trustChainFile: configString(config, 'tls_trust_cert_chain', '').trim(),
        connectTimeoutMs: boundedNumber(config, 'connect_timeout', 1000),
        noDelay: configBoolean(config, 'tcp_no_delay', false),
        keepAlive: configBoolean(config, 'tcp_keep_alive', false),
      },
      this.ctx.now,
    );
  }
}

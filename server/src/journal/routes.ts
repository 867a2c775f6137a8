// Message processing of this node: pause, resume and unlock (SystemProcessingResource and its cluster
// proxy, processing:changestate on the node id), the processing status with its receive times, the journal
// (JournalSummaryResponse, journal:read), the buffers (buffers:read), the throughput (throughput:read) and the
// process buffer dump (processbuffer:dump).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { forbidden, notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { getLogger } from '../logging/logger';
import type { MetricRegistry } from '../metrics/registry';
import { ProcessingPauseLockedError, nodeStatus } from '../system/nodeStatus';
import { requireThisNode } from '../system/overview';
import { recordSystemMessage } from '../systemmessages/systemMessages';
import type { BatchInFlight, ReceiveTimes } from './gate';
import { pauseProcessing, persistedReceiveTimes, processingGate, processingStatus, resumeProcessing } from './index';

const log = getLogger('org.graylog2.rest.resources.system.SystemProcessingResource');

const NodeParams = Type.Object({ nodeId: Type.String({ minLength: 1, maxLength: 100 }) });

const iso = (ms: number) => new Date(ms).toISOString();

function statusSummary(times: ReceiveTimes) {
  return { receive_times: { ingest: iso(times.ingest), post_processing: iso(times.postProcessing), post_indexing: iso(times.postIndexing) } };
}

/** Graylog's JournalSummaryResponse for this node's journal; disabled where no journal runs. */
export function journalSummary(ctx: ServerContext) {
  const gate = processingGate(ctx);
  if (!gate) {
    return {
      enabled: false, append_events_per_second: 0, read_events_per_second: 0, uncommitted_journal_entries: 0,
      journal_size: 0, journal_size_limit: 0, number_of_segments: 0, oldest_segment: null, journal_config: null,
    };
  }
  const { journal } = gate;
  return {
    enabled: true,
    append_events_per_second: gate.appended.lastSecond,
    read_events_per_second: gate.read.lastSecond,
    uncommitted_journal_entries: journal.uncommittedMessages,
    journal_size: journal.sizeOnDisk,
    journal_size_limit: journal.maxBytes,
    number_of_segments: 1,
    oldest_segment: iso(journal.createdAt),
    // One SQLite file is the only segment; every append is synced (flush interval 1, no flush age), and
    // nothing is ever dropped for its age (max age 0). Durations in milliseconds.
    journal_config: {
      directory: journal.directory,
      segment_size: journal.maxBytes,
      segment_age: 0,
      max_size: journal.maxBytes,
      max_age: 0,
      flush_interval: 1,
      flush_age: 0,
    },
  };
}

const MAX_DUMP_TEXT = 200;

function describeBatch(batch: BatchInFlight, now: number): string {
  const first = batch.first ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_DUMP_TEXT) : JSON.stringify(value ?? null));
  const origin = batch.fromJournal ? ' (from the journal)' : '';
  return `processing ${batch.messages} message${batch.messages === 1 ? '' : 's'} of input ${batch.inputId}${origin} for ${now - batch.since} ms; `
    + `first: source=${text(first.source)} message=${text(first.message)}`;
}

export function processBufferDump(ctx: ServerContext) {
  const batches = processingGate(ctx)?.inFlight ?? [];
  const now = ctx.now();
  if (batches.length === 0) return { processbuffer_dump: { 'ProcessBufferProcessor #0': 'idle' } };
  return { processbuffer_dump: Object.fromEntries(batches.map((batch, i) => [`ProcessBufferProcessor #${i}`, describeBatch(batch, now)])) };
}

function bufferUsage(utilization: number, size: number | null) {
  return { utilization, size, utilization_percent: size === null ? null : size > 0 ? (utilization / size) * 100 : 0 };
}

const OUTPUT_QUEUE = /^org\.graylog2\.outputs\..+\.queue\.size$/;

export function registerProcessingRoutes(api: FastifyInstance, ctx: ServerContext, metrics: MetricRegistry): void {
  const changeState = (params: { nodeId: string }) => `processing:changestate:${permissionTarget(params.nodeId)}`;
  const changeStateHere = `processing:changestate:${permissionTarget(ctx.node.nodeId)}`;
  const pause = () => {
    pauseProcessing(ctx);
    log.info('Paused message processing - triggered by REST call.');
    recordSystemMessage(ctx, 'org.graylog2.rest.resources.system.SystemProcessingResource', 'Paused message processing - triggered by REST call.');
  };
  const resume = () => {
    try {
      resumeProcessing(ctx);
    } catch (error) {
      if (error instanceof ProcessingPauseLockedError) {
        log.error('Message processing pause is locked. Returning HTTP 403.');
        throw forbidden(error.message);
      }
      throw error;
    }
    log.info('Resumed message processing - triggered by REST call.');
    recordSystemMessage(ctx, 'org.graylog2.rest.resources.system.SystemProcessingResource', 'Resumed message processing - triggered by REST call.');
  };
  const journalReadHere = 'journal:read';
  const dumpHere = `processbuffer:dump:${permissionTarget(ctx.node.nodeId)}`;

  registerRoutes(api, [
    route({ method: 'PUT', url: '/system/processing/pause', auth: { permission: changeStateHere }, handler: pause }),
    route({ method: 'PUT', url: '/system/processing/resume', auth: { permission: changeStateHere }, handler: resume }),
    route({ method: 'PUT', url: '/system/processing/pause/unlock', auth: { permission: changeStateHere }, handler: () => nodeStatus(ctx).unlockPause() }),
    route({
      method: 'POST',
      url: '/cluster/:nodeId/processing/pause',
      auth: { permission: changeState },
      schema: { params: NodeParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        pause();
      },
    }),
    route({
      method: 'POST',
      url: '/cluster/:nodeId/processing/resume',
      auth: { permission: changeState },
      schema: { params: NodeParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        resume();
      },
    }),
    route({ method: 'GET', url: '/system/processing/status', auth: 'authenticated', handler: () => statusSummary(processingStatus(ctx).receiveTimes) }),
    route({
      method: 'GET',
      url: '/system/processing/status/persisted',
      auth: 'authenticated',
      handler: () => {
        const persisted = persistedReceiveTimes(ctx);
        if (!persisted) throw notFound('No processing status persisted yet');
        return statusSummary(persisted);
      },
    }),
    route({
      method: 'GET',
      url: '/cluster/processing/status',
      auth: 'authenticated',
      handler: () => ({ [ctx.node.nodeId]: statusSummary(processingStatus(ctx).receiveTimes) }),
    }),
    route({
      method: 'GET',
      url: '/cluster/processing/status/persisted',
      auth: 'authenticated',
      handler: () => {
        const persisted = persistedReceiveTimes(ctx);
        // Graylog answers null for a node whose call failed.
        return { [ctx.node.nodeId]: persisted ? statusSummary(persisted) : null };
      },
    }),

    route({ method: 'GET', url: '/system/journal', auth: { permission: journalReadHere }, handler: () => journalSummary(ctx) }),
    route({
      method: 'GET',
      url: '/cluster/:nodeId/journal',
      auth: { permission: journalReadHere },
      schema: { params: NodeParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        return journalSummary(ctx);
      },
    }),

    route({
      method: 'GET',
      url: '/system/throughput',
      auth: { permission: 'throughput:read' },
      handler: () => ({ throughput: Math.floor(metrics.value('org.graylog2.throughput.output.1-sec-rate') ?? 0) }),
    }),
    // Graylog 4 reads buffers through the org.graylog2.buffers.* metrics; this call answers the same figures at once.
    route({
      method: 'GET',
      url: '/system/buffers',
      auth: { permission: 'buffers:read' },
      handler: () => {
        const inputSize = metrics.value('org.graylog2.buffers.input.size') ?? 0;
        const outputQueued = metrics.names().filter((name) => OUTPUT_QUEUE.test(name)).reduce((sum, name) => sum + (metrics.value(name) ?? 0), 0);
        return {
          buffers: {
            input: bufferUsage(metrics.value('org.graylog2.buffers.input.usage') ?? 0, inputSize),
            process: bufferUsage(processingGate(ctx)?.processing ?? 0, inputSize),
            // Messages queued for the outputs; their capacities are each output's own, not summed here.
            output: bufferUsage(outputQueued, null),
          },
        };
      },
    }),

    route({ method: 'GET', url: '/system/processbufferdump', auth: { permission: dumpHere }, handler: () => processBufferDump(ctx) }),
    route({
      method: 'GET',
      url: '/cluster/:nodeId/processbufferdump',
      auth: { permission: (params) => `processbuffer:dump:${permissionTarget(params.nodeId)}` },
      schema: { params: NodeParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        return processBufferDump(ctx);
      },
    }),
    route({ method: 'GET', url: '/cluster/processbufferdump', auth: { permission: dumpHere }, handler: () => ({ [ctx.node.nodeId]: processBufferDump(ctx) }) }),
  ]);
}

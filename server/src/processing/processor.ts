// Completes what the inputs receive and hands it to the message store, as Graylog's process buffer
// does: ids and gl2_* fields, the input's extractors (in order, time-bounded), its static fields (only
// where the message has no such field), the streams it is routed into (streams/router.ts). The hot path
// does no database reads and no parsing: chains and routing are compiled once per configuration version.
import type { ServerContext } from '../context';
import { addField } from '../extractors/fields';
import { newUuid } from '../http/ids';
import type { MessageFields, MessageStore } from '../messages/types';
import { StreamRouter } from '../streams/router';
import { ChainCache } from './chains';
import { runChain } from './guardedChain';
import { addProcessingError } from './processingError';
import { UlidGenerator } from './ulid';

export interface ProcessedInput {
  id: string;
  staticFields: Record<string, string>;
}

/** An ISO 8601 date-time with a zone, which is what the store keeps in `timestamp`. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

// Messages of one batch mostly carry the same timestamp (a codec stamps those without one with the
// time of reception), so the last answer is kept: parsing and formatting cost about a µs a message.
let lastTimestampIn: unknown = null;
let lastTimestampOut: string | null = null;

function normalizedTimestamp(value: unknown): string | null {
  if (value === lastTimestampIn) return lastTimestampOut;
  if (typeof value !== 'string' || !ISO_TIMESTAMP.test(value)) return null;
  const ms = Date.parse(value);
  const normalized = Number.isNaN(ms) ? null : new Date(ms).toISOString();
  lastTimestampIn = value;
  lastTimestampOut = normalized;
  return normalized;
}

/** Told about every batch once it is stored (outputs forward it). Must return quickly and never throw. */
export type StoredMessagesListener = (messages: readonly MessageFields[]) => void;

export class MessageProcessor {
  private readonly chains: ChainCache;
  private readonly ulids = new UlidGenerator();
  private readonly router: StreamRouter;
  private readonly storedListeners: StoredMessagesListener[] = [];

  constructor(
    private readonly ctx: ServerContext,
    /** Only writes: the processor hands messages on and never reads them back. */
    private readonly store: Pick<MessageStore, 'write'>,
  ) {
    this.chains = new ChainCache(ctx);
    this.router = new StreamRouter(ctx);
  }

  /** Adds a listener told about each batch after the store has written it. */
  onStored(listener: StoredMessagesListener): void {
    this.storedListeners.push(listener);
  }

  /** Completes `messages` (changing them in place) and resolves once the store has written them. */
  async process(input: ProcessedInput, messages: MessageFields[]): Promise<void> {
    if (messages.length === 0) return;
    const nowMs = this.ctx.now();
    const received = new Date(nowMs).toISOString();
    const timestamps: string[] = [];
    for (const fields of messages) {
      fields._id = newUuid();
      if (typeof fields.gl2_message_id !== 'string' || fields.gl2_message_id === '') fields.gl2_message_id = this.ulids.next(nowMs);
      fields.gl2_source_input = input.id;
      fields.gl2_source_node = this.ctx.node.nodeId;
      const timestamp = normalizedTimestamp(fields.timestamp) ?? received;
      fields.timestamp = timestamp;
      timestamps.push(timestamp);
    }

    runChain(this.chains.forInput(input.id), messages, nowMs);

    const staticFields = Object.entries(input.staticFields);
    messages.forEach((fields, i) => {
      for (const [key, value] of staticFields) if (!(key in fields)) addField(fields, key, value);
      if (fields.timestamp !== timestamps[i]) {
        const written = normalizedTimestamp(fields.timestamp);
        if (written === null) {
          addProcessingError(fields, `Replaced invalid timestamp value ${JSON.stringify(String(fields.timestamp))} set by an extractor with the original timestamp`);
        }
        fields.timestamp = written ?? timestamps[i];
      }
    });
    this.router.route(messages);

    await this.store.write(messages);
    for (const listener of this.storedListeners) {
      // A listener's failure must never fail intake: the messages are stored already.
      try {
        listener(messages);
      } catch {
        // Listeners report their own failures; intake goes on.
      }
    }
  }
}

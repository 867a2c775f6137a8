// Routes every stored message into the streams whose rules it matches (Graylog's StreamRouterEngine):
// `fields.streams` lists the default stream unless a matched stream removes its matches from it, then the
// matched streams. Only enabled streams with rules take part. The compiled form is rebuilt when the ingest
// configuration version changes (every stream or rule write bumps it).
//
// The hot path reads each field that rules test once per message (not once per rule), and most streams
// are never looked at: a stream that needs all its rules (AND) and has a plain exact rule is only a
// candidate when the message's value for that field is the rule's value (one map lookup per such field).
//
// Regular expressions come from users and could backtrack for minutes, so when any enabled stream has one
// the batch is routed under the regex watchdog (regex/bounded.ts). When the batch overruns, the message it
// was on is routed again alone, each stream under its own limit: a stream that overruns does not get the
// message (which is flagged), and after repeated overruns it is paused, as Graylog's stream fault manager
// does, so an operator sees it and can fix its rule.
import type { ServerContext } from '../context';
import type { MessageFields } from '../messages/types';
import { addProcessingError } from '../processing/processingError';
import { bumpIngestConfig, ingestConfigVersion } from '../processing/configVersion';
import { runBounded, TimeLimitExceeded } from '../regex/bounded';
import { DEFAULT_STREAM_ID } from './defaults';
import { byCost, compileRule, needsNumber, readField, ruleMatches, type CompiledRule, type FieldView } from './matching';
import { StreamRuleType } from './ruleTypes';
import { listStreams, setStreamDisabled, SYSTEM_STREAM_IDS } from './store';
import type { StreamRecord } from './types';

export const ROUTING_BATCH_LIMIT_MS = 250;
export const ROUTING_MESSAGE_LIMIT_MS = 50;
/** Overruns of one stream within FAULT_WINDOW_MS after which it is paused. */
export const MAX_STREAM_FAULTS = 3;
export const FAULT_WINDOW_MS = 60_000;

export const streamTookTooLong = (title: string) => `Stream ${title} took too long to match and was skipped`;

interface SlotRule {
  rule: CompiledRule;
  /** Index into the field slots. */
  slot: number;
}

interface CompiledStream {
  id: string;
  title: string;
  and: boolean;
  removesFromDefault: boolean;
  rules: SlotRule[];
  hasRegex: boolean;
  /** Set when the stream was paused for overrunning while this compiled form is in use. */
  paused: boolean;
}

interface Gate {
  slot: number;
  /** Stream indices by the exact value they need. */
  byValue: Map<string, number[]>;
}

interface Compiled {
  streams: CompiledStream[];
  /** Field names read by rules, one slot each. */
  fields: string[];
  numberSlots: boolean[];
  /** Streams evaluated for every message. */
  ungated: number[];
  gates: Gate[];
  hasRegex: boolean;
}

function compile(streams: readonly StreamRecord[]): Compiled {
  const fields: string[] = [];
  const numberSlots: boolean[] = [];
  const slotOf = new Map<string, number>();
  const slotFor = (field: string, withNumber: boolean): number => {
    let slot = slotOf.get(field);
    if (slot === undefined) {
      slot = fields.length;
      slotOf.set(field, slot);
      fields.push(field);
      numberSlots.push(false);
    }
    if (withNumber) numberSlots[slot] = true;
    return slot;
  };

  const compiled: CompiledStream[] = [];
  const ungated: number[] = [];
  const gates = new Map<number, Gate>();
  for (const stream of streams) {
    if (stream.disabled || stream.rules.length === 0 || SYSTEM_STREAM_IDS.has(stream.id)) continue;
    const rules = stream.rules.map((rule) => compileRule(rule)).sort(byCost)
      .map((rule) => ({ rule, slot: slotFor(rule.field, needsNumber(rule.type)) }));
    const index = compiled.length;
    const and = stream.matching_type !== 'OR';
    compiled.push({
      id: stream.id,
      title: stream.title,
      and,
      removesFromDefault: stream.remove_matches_from_default_stream,
      rules,
      hasRegex: rules.some(({ rule }) => rule.type === StreamRuleType.REGEX),
      paused: false,
    });
    const gate = and ? rules.find(({ rule }) => rule.type === StreamRuleType.EXACT && !rule.inverted) : undefined;
    if (!gate) {
      ungated.push(index);
      continue;
    }
    let byField = gates.get(gate.slot);
    if (!byField) {
      byField = { slot: gate.slot, byValue: new Map() };
      gates.set(gate.slot, byField);
    }
    const list = byField.byValue.get(gate.rule.value);
    if (list) list.push(index);
    else byField.byValue.set(gate.rule.value, [index]);
  }
  return { streams: compiled, fields, numberSlots, ungated, gates: [...gates.values()], hasRegex: compiled.some((s) => s.hasRegex) };
}

const ascending = (a: number, b: number) => a - b;
// Called per rule and per field of every message: held in module constants, because the server runs through
// tsx, whose CommonJS output reads every imported name through a getter on each use.
const matchRule = ruleMatches;
const fillView = readField;

export class StreamRouter {
  private version = -1;
  private compiled: Compiled = compile([]);
  private views: FieldView[] = [];
  /** Candidate stream indices of the message being routed. */
  private readonly candidates: number[] = [];
  private readonly faults = new Map<string, number[]>();

  constructor(private readonly ctx: Pick<ServerContext, 'db' | 'now'>) {}

  /** Sets `fields.streams` on every message. Never throws for a message's content. */
  route(messages: readonly MessageFields[]): void {
    const compiled = this.current();
    if (!compiled.hasRegex) {
      for (const fields of messages) this.routeOne(compiled, fields);
      return;
    }
    let next = 0;
    while (next < messages.length) {
      try {
        runBounded(() => {
          for (; next < messages.length; next += 1) this.routeOne(compiled, messages[next]);
        }, Math.min(ROUTING_BATCH_LIMIT_MS, ROUTING_MESSAGE_LIMIT_MS * (messages.length - next)));
      } catch (error) {
        if (!(error instanceof TimeLimitExceeded)) throw error;
        // The limit may strike just after the last message was done.
        if (next < messages.length) this.routeAlone(compiled, messages[next]);
        next += 1;
      }
    }
  }

  /** The streams a message goes to: the default stream (unless removed) and the matched streams. */
  private routeOne(compiled: Compiled, fields: MessageFields): void {
    const count = this.prepare(compiled, fields);
    const matched: string[] = [];
    let keepDefault = true;
    for (let i = 0; i < count; i += 1) {
      const stream = compiled.streams[this.candidates[i]];
      if (!stream.paused && this.matches(stream)) {
        matched.push(stream.id);
        if (stream.removesFromDefault) keepDefault = false;
      }
    }
    fields.streams = keepDefault ? [DEFAULT_STREAM_ID, ...matched] : matched;
  }

  /** Routes one message with each candidate stream under its own limit; a stream that overruns is skipped. */
  private routeAlone(compiled: Compiled, fields: MessageFields): void {
    const count = this.prepare(compiled, fields);
    const matched: string[] = [];
    let keepDefault = true;
    let at = 0;
    while (at < count) {
      try {
        runBounded(() => {
          for (; at < count; at += 1) {
            const stream = compiled.streams[this.candidates[at]];
            if (!stream.paused && this.matches(stream)) {
              matched.push(stream.id);
              if (stream.removesFromDefault) keepDefault = false;
            }
          }
        }, ROUTING_MESSAGE_LIMIT_MS);
      } catch (error) {
        if (!(error instanceof TimeLimitExceeded)) throw error;
        const stream = compiled.streams[this.candidates[at]];
        addProcessingError(fields, streamTookTooLong(stream.title));
        this.chargeFault(stream);
        at += 1;
      }
    }
    fields.streams = keepDefault ? [DEFAULT_STREAM_ID, ...matched] : matched;
  }

  /** Reads the rules' fields into their views and collects the candidate streams; returns how many. */
  private prepare(compiled: Compiled, fields: MessageFields): number {
    const { views } = this;
    for (let slot = 0; slot < compiled.fields.length; slot += 1) {
      fillView(views[slot], fields, compiled.fields[slot], compiled.numberSlots[slot]);
    }
    const { candidates } = this;
    candidates.length = 0;
    for (const index of compiled.ungated) candidates.push(index);
    if (compiled.gates.length > 0) {
      for (const gate of compiled.gates) {
        const view = views[gate.slot];
        if (!view.present) continue;
        const gated = gate.byValue.get(view.text.trim());
        if (gated) for (const index of gated) candidates.push(index);
      }
      // Streams keep one order in `streams` whatever led to them.
      candidates.sort(ascending);
    }
    return candidates.length;
  }

  private matches(stream: CompiledStream): boolean {
    const { views } = this;
    if (stream.and) {
      for (const { rule, slot } of stream.rules) if (!matchRule(rule, views[slot])) return false;
      return true;
    }
    for (const { rule, slot } of stream.rules) if (matchRule(rule, views[slot])) return true;
    return false;
  }

  private chargeFault(stream: CompiledStream): void {
    const nowMs = this.ctx.now();
    const recent = (this.faults.get(stream.id) ?? []).filter((at) => at > nowMs - FAULT_WINDOW_MS);
    recent.push(nowMs);
    if (recent.length < MAX_STREAM_FAULTS) {
      this.faults.set(stream.id, recent);
      return;
    }
    this.faults.delete(stream.id);
    stream.paused = true;
    try {
      setStreamDisabled(this.ctx.db, stream.id, true);
      bumpIngestConfig();
    } catch (error) {
      // Intake goes on without the stream even if pausing it could not be stored.
      console.error(`Could not pause stream ${stream.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
    console.warn(`Stream "${stream.title}" (${stream.id}) took longer than ${ROUTING_MESSAGE_LIMIT_MS} ms to match ${MAX_STREAM_FAULTS} times; paused`);
  }

  private current(): Compiled {
    const version = ingestConfigVersion();
    if (version !== this.version) {
      this.compiled = compile(listStreams(this.ctx.db, { enabledOnly: true }));
      this.views = this.compiled.fields.map(() => ({ present: false, raw: undefined, text: '', number: undefined }));
      this.version = version;
    }
    return this.compiled;
  }
}

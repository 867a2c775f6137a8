// Each extractor's runtime figures, kept in memory as Graylog keeps them (they start again at zero
// when the server starts): timers, condition hits and misses, exceptions, converter exceptions, and
// the last failure's reason. One registry per database, shared by the processor and the API.
import type { Db } from '../db/types';
import { Timer, type TimerView } from './timer';

export interface ExtractorFailure {
  reason: string;
  timestamp: string;
}

export class ExtractorStats {
  readonly total: Timer;
  readonly condition: Timer;
  readonly execution: Timer;
  readonly converters: Timer;
  conditionHits = 0;
  conditionMisses = 0;
  exceptions = 0;
  converterExceptions = 0;
  lastFailure: ExtractorFailure | null = null;

  constructor(private readonly now: () => number) {
    this.total = new Timer(now);
    this.condition = new Timer(now);
    this.execution = new Timer(now);
    this.converters = new Timer(now);
  }

  recordException(reason: string): void {
    this.exceptions += 1;
    this.lastFailure = { reason, timestamp: new Date(this.now()).toISOString() };
  }

  recordConverterException(reason: string): void {
    this.converterExceptions += 1;
    this.lastFailure = { reason, timestamp: new Date(this.now()).toISOString() };
  }

  /** Graylog's `metrics` object of an extractor summary. */
  view(): { total: TimerView; condition: TimerView; execution: TimerView; converters: TimerView; condition_hits: number; condition_misses: number } {
    return {
      total: this.total.view(),
      condition: this.condition.view(),
      execution: this.execution.view(),
      converters: this.converters.view(),
      condition_hits: this.conditionHits,
      condition_misses: this.conditionMisses,
    };
  }
}

export class ExtractorMetrics {
  private readonly byId = new Map<string, ExtractorStats>();

  constructor(private readonly now: () => number) {}

  of(extractorId: string): ExtractorStats {
    let stats = this.byId.get(extractorId);
    if (!stats) {
      stats = new ExtractorStats(this.now);
      this.byId.set(extractorId, stats);
    }
    return stats;
  }

  forget(extractorId: string): void {
    this.byId.delete(extractorId);
  }
}

const registries = new WeakMap<Db, ExtractorMetrics>();

/** The metrics of the extractors stored in `db` (created on first use with this clock). */
export function extractorMetrics(db: Db, now: () => number): ExtractorMetrics {
  let registry = registries.get(db);
  if (!registry) {
    registry = new ExtractorMetrics(now);
    registries.set(db, registry);
  }
  return registry;
}

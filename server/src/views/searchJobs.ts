// Executed search jobs, kept in memory for their status calls: each belongs to the user who ran it
// (anyone else is told it does not exist), is forgotten some minutes after it completed, and the
// oldest go first when too many pile up, so memory stays bounded however often searches run. "Too
// many" counts what the jobs hold, not only how many there are: one job may hold thousands of messages
// and pivot rows. The newest job is always kept, so its status can be asked for right after it ran.
import type { ExecutionResult } from './executeSearch';

export interface SearchJob {
  id: string;
  searchId: string;
  owner: string;
  ownerId: string;
  completedAtMs: number;
  result: ExecutionResult;
}

export const JOB_RETENTION_MS = 5 * 60 * 1000;
export const MAX_JOBS = 256;
/** Five executions that each return all the messages one execution may (MAX_EXECUTION_MESSAGES). */
export const MAX_HELD_MESSAGES = 50_000;
/** Three executions that each return all the pivot rows one execution may (MAX_EXECUTION_ROWS). */
export const MAX_HELD_ROWS = 300_000;

export interface SearchJobLimits {
  retentionMs: number;
  maxJobs: number;
  maxMessages: number;
  maxRows: number;
}

interface Held {
  job: SearchJob;
  messages: number;
  rows: number;
}

const lengthOf = (value: unknown, field: string): number => {
  if (typeof value !== 'object' || value === null) return 0;
  const entries: unknown = (value as Record<string, unknown>)[field];
  return Array.isArray(entries) ? entries.length : 0;
};

/** Messages and pivot rows in a job's results. */
export function heldEntries(result: ExecutionResult): { messages: number; rows: number } {
  let messages = 0;
  let rows = 0;
  for (const query of Object.values(result.results)) {
    for (const searchType of Object.values(query.search_types)) {
      messages += lengthOf(searchType, 'messages');
      rows += lengthOf(searchType, 'rows');
    }
  }
  return { messages, rows };
}

export class SearchJobs {
  /** Insertion order is completion order: the first entries are the oldest. */
  private readonly jobs = new Map<string, Held>();
  private readonly limits: SearchJobLimits;
  private messages = 0;
  private rows = 0;

  constructor(private readonly now: () => number, limits: Partial<SearchJobLimits> = {}) {
    this.limits = { retentionMs: JOB_RETENTION_MS, maxJobs: MAX_JOBS, maxMessages: MAX_HELD_MESSAGES, maxRows: MAX_HELD_ROWS, ...limits };
  }

  add(job: SearchJob): void {
    this.forgetExpired();
    const held = { job, ...heldEntries(job.result) };
    this.jobs.set(job.id, held);
    this.messages += held.messages;
    this.rows += held.rows;
    for (const id of this.jobs.keys()) {
      if (id === job.id || !this.overLimit()) break;
      this.forget(id);
    }
  }

  /** The job if it exists, has not expired and belongs to the user. */
  find(id: string, userId: string): SearchJob | undefined {
    this.forgetExpired();
    const held = this.jobs.get(id);
    return held && held.job.ownerId === userId ? held.job : undefined;
  }

  get size(): number {
    return this.jobs.size;
  }

  /** Messages and pivot rows the kept jobs hold. */
  get held(): { messages: number; rows: number } {
    return { messages: this.messages, rows: this.rows };
  }

  private overLimit(): boolean {
    return this.jobs.size > this.limits.maxJobs || this.messages > this.limits.maxMessages || this.rows > this.limits.maxRows;
  }

  private forget(id: string): void {
    const held = this.jobs.get(id);
    if (!held) return;
    this.jobs.delete(id);
    this.messages -= held.messages;
    this.rows -= held.rows;
  }

  private forgetExpired(): void {
    const cutoff = this.now() - this.limits.retentionMs;
    for (const [id, held] of this.jobs) {
      if (held.job.completedAtMs >= cutoff) break;
      this.forget(id);
    }
  }
}

/** Graylog's SearchJob JSON; jobs here run to the end before they are answered, so they are always done. */
export function searchJobJson(job: SearchJob) {
  return {
    id: job.id,
    search_id: job.searchId,
    owner: job.owner,
    execution: { done: true, cancelled: false, completed_exceptionally: job.result.errors.length > 0 },
    results: job.result.results,
    errors: job.result.errors,
  };
}

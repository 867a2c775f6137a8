// The in-memory job registry: owner only, expiry after completion, bounded by count and by what the jobs hold.
import type { ExecutionResult } from './executeSearch';
import { SearchJobs, type SearchJob } from './searchJobs';

const job = (id: string, ownerId: string, completedAtMs: number, result: ExecutionResult = { results: {}, errors: [] }): SearchJob => ({
  id, searchId: 's', owner: ownerId, ownerId, completedAtMs, result,
});

/** A result with one query holding `messages` messages and a pivot of `rows` rows. */
function resultHolding(messages: number, rows: number): ExecutionResult {
  const timerange = { type: 'absolute' as const, from: '2024-05-01T00:00:00.000Z', to: '2024-05-01T01:00:00.000Z' };
  return {
    results: {
      q: {
        query: { id: 'q', query: { type: 'elasticsearch', query_string: '' }, timerange: { type: 'relative', range: 60 }, search_types: [] },
        execution_stats: { duration: 1, timestamp: timerange.from, effective_timerange: timerange },
        search_types: {
          m: { id: 'm', type: 'messages', messages: Array.from({ length: messages }, (_, index) => ({ message: { _id: String(index) } })) },
          p: { id: 'p', type: 'pivot', rows: Array.from({ length: rows }, () => ({ key: [], values: [], source: 'leaf' })) },
        },
        errors: [],
        state: 'COMPLETED',
      },
    },
    errors: [],
  };
}

describe('search jobs registry', () => {
  it('answers a job to its owner until it expires', () => {
    let now = 1000;
    const jobs = new SearchJobs(() => now, { retentionMs: 500, maxJobs: 10 });
    jobs.add(job('j1', 'u1', now));
    expect(jobs.find('j1', 'u1')?.id).toBe('j1');
    expect(jobs.find('j1', 'u2')).toBeUndefined();
    now = 1500;
    expect(jobs.find('j1', 'u1')?.id).toBe('j1');
    now = 1501;
    expect(jobs.find('j1', 'u1')).toBeUndefined();
    expect(jobs.size).toBe(0);
  });

  it('forgets the oldest jobs beyond its bound', () => {
    const jobs = new SearchJobs(() => 0, { retentionMs: 500, maxJobs: 2 });
    jobs.add(job('a', 'u', 0));
    jobs.add(job('b', 'u', 0));
    jobs.add(job('c', 'u', 0));
    expect(jobs.size).toBe(2);
    expect(jobs.find('a', 'u')).toBeUndefined();
    expect(jobs.find('c', 'u')?.id).toBe('c');
  });

  it('forgets the oldest jobs when the messages or rows they hold pass the bound, but keeps the newest', () => {
    const jobs = new SearchJobs(() => 0, { maxMessages: 100, maxRows: 1000 });
    jobs.add(job('a', 'u', 0, resultHolding(60, 0)));
    jobs.add(job('b', 'u', 0, resultHolding(30, 0)));
    expect(jobs.held).toEqual({ messages: 90, rows: 0 });
    jobs.add(job('c', 'u', 0, resultHolding(20, 0)));
    expect(jobs.find('a', 'u')).toBeUndefined();
    expect(jobs.held).toEqual({ messages: 50, rows: 0 });

    jobs.add(job('d', 'u', 0, resultHolding(0, 900)));
    expect(jobs.size).toBe(3);
    jobs.add(job('e', 'u', 0, resultHolding(0, 200)));
    // Oldest first, until the rows fit: b and c held few rows, but were older than d.
    expect(['b', 'c', 'd', 'e'].filter((id) => jobs.find(id, 'u'))).toEqual(['e']);
    expect(jobs.held).toEqual({ messages: 0, rows: 200 });

    // A job larger than the bound by itself is still kept, alone, for its status call.
    jobs.add(job('huge', 'u', 0, resultHolding(500, 0)));
    expect(jobs.size).toBe(1);
    expect(jobs.find('huge', 'u')?.id).toBe('huge');
    expect(jobs.held).toEqual({ messages: 500, rows: 0 });
  });
});

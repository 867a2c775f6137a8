// One execution's budget over a store that is slow or failing on purpose: one deadline for all search
// types, messages and rows summed over them, and no internal error text in a job.
import type { MessageSearchRequest, MessageStore } from '../messages/types';
import { checkSearchTime } from '../search/searchTime';
import { executeSearch, type ExecutionEnv } from './executeSearch';
import { MAX_EXECUTION_MESSAGES, MAX_EXECUTION_ROWS } from './executionBudget';
import { MAX_BUCKETS } from './pivotResult';
import type { SearchTypeInput } from './searchSchema';
import type { StoredSearch } from './searchStore';

const NOW = Date.parse('2024-05-01T12:00:00.000Z');

function storeWith(overrides: Partial<MessageStore>): MessageStore {
  return {
    write: () => Promise.resolve(),
    get: () => null,
    search: () => ({ messages: [], total: 0, usedIndices: [] }),
    histogram: () => [],
    terms: () => ({ buckets: [], total: 0, missing: 0, other: 0 }),
    fieldTypes: () => [],
    totalCount: () => 0,
    writeIndex: () => 'graylog_0',
    close: () => Promise.resolve(),
    ...overrides,
  };
}

function searchOf(...queries: SearchTypeInput[][]): StoredSearch {
  return {
    id: '5f0000000000000000000001',
    queries: queries.map((searchTypes, index) => ({
      id: `q${index + 1}`,
      query: { type: 'elasticsearch', query_string: '' },
      timerange: { type: 'absolute', from: '2024-05-01T00:00:00.000Z', to: '2024-05-01T12:00:00.000Z' },
      search_types: searchTypes,
    })),
    parameters: [],
    requires: {},
    owner: 'admin',
    ownerId: 'admin-id',
    createdAt: new Date(NOW).toISOString(),
  };
}

const env = (store: MessageStore, timeLimitMs?: number): ExecutionEnv => ({ store, nowMs: NOW, timeZone: 'UTC', permissions: ['*'], readable: null, timeLimitMs });
const messages = (id: string, limit: number): SearchTypeInput => ({ id, type: 'messages', limit, offset: 0 });

describe('executeSearch budget', () => {
  it('gives all search types one deadline: a later one gets only the time left, then none', () => {
    const busyMs = 1000;
    const slow = storeWith({
      search: () => {
        const until = Date.now() + busyMs;
        // A search that takes its time, checking its deadline as the real store does between rows.
        while (Date.now() < until) checkSearchTime();
        return { messages: [], total: 0, usedIndices: [] };
      },
    });
    const result = executeSearch(searchOf([messages('first', 10), messages('second', 10), messages('third', 10)]), {}, env(slow, 1500));
    const query = result.results.q1;
    expect(Object.keys(query.search_types)).toEqual(['first']);
    expect(query.errors).toEqual([
      expect.objectContaining({ type: 'search_type', search_type_id: 'second', description: expect.stringMatching(/took longer than 1.5 s and was stopped/) }),
      expect.objectContaining({ type: 'search_type', search_type_id: 'third', description: expect.stringMatching(/^Not run: .* 1.5 s/) }),
    ]);
  });

  it('returns at most MAX_EXECUTION_MESSAGES messages over all messages search types and queries', () => {
    const limits: number[] = [];
    const store = storeWith({
      search: (request: MessageSearchRequest) => {
        limits.push(request.limit);
        return { messages: [], total: 0, usedIndices: [] };
      },
    });
    const search = searchOf(
      [messages('a', 6000), { id: 'window', type: 'messages', limit: 150, offset: 9900 }],
      [messages('b', 4000), messages('c', 1)],
    );
    const result = executeSearch(search, {}, env(store));
    expect(Object.keys(result.results.q1.search_types)).toEqual(['a']);
    expect(Object.keys(result.results.q2.search_types)).toEqual(['b']);
    // The search type past the result window asked for nothing, so it took no share.
    expect(result.results.q1.errors).toEqual([expect.objectContaining({ type: 'result_window_limit', search_type_id: 'window' })]);
    expect(result.results.q2.errors).toEqual([expect.objectContaining({
      type: 'search_type',
      search_type_id: 'c',
      description: `This search type asks for up to 1 messages, but one search returns at most ${MAX_EXECUTION_MESSAGES} messages over all its messages search types and 0 are left: lower its limit`,
    })]);
    expect(limits).toEqual([6000, 4000]);
  });

  it('returns at most MAX_EXECUTION_ROWS pivot rows over all pivots', () => {
    const histogram = (id: string): SearchTypeInput => ({
      id,
      type: 'pivot',
      // One bucket per minute over MAX_BUCKETS minutes (the last minute's bucket included).
      timerange: { type: 'absolute', from: new Date(NOW - (MAX_BUCKETS - 1) * 60_000).toISOString(), to: new Date(NOW).toISOString() },
      row_groups: [{ type: 'time', field: 'timestamp', interval: { type: 'timeunit', timeunit: '1m' } }],
      series: [{ type: 'count', id: 'count()' }],
      rollup: false,
    });
    const fit = MAX_EXECUTION_ROWS / MAX_BUCKETS;
    const ids = Array.from({ length: fit + 1 }, (_, index) => `h${index}`);
    const result = executeSearch(searchOf(ids.map(histogram)), {}, env(storeWith({})));
    const query = result.results.q1;
    expect(Object.keys(query.search_types)).toEqual(ids.slice(0, fit));
    expect(query.errors).toEqual([expect.objectContaining({ search_type_id: ids[fit], description: expect.stringMatching(/^This search type has 10000 rows, but one search returns at most 100000 rows/) })]);
  });

  it('refuses a histogram of more than MAX_BUCKETS buckets before the store counts anything', () => {
    const histogram = jest.fn(() => []);
    const tooMany: SearchTypeInput = {
      id: 'h',
      type: 'pivot',
      // One bucket per minute: MAX_BUCKETS + 1 of them.
      timerange: { type: 'absolute', from: new Date(NOW - MAX_BUCKETS * 60_000).toISOString(), to: new Date(NOW).toISOString() },
      row_groups: [{ type: 'time', field: 'timestamp', interval: { type: 'timeunit', value: 1, unit: 'minutes' } }],
      series: [{ type: 'count', id: 'count()' }],
    };
    const result = executeSearch(searchOf([tooMany]), {}, env(storeWith({ histogram })));
    expect(result.results.q1.errors).toEqual([expect.objectContaining({ search_type_id: 'h', description: expect.stringMatching(/more than 10000 buckets/) })]);
    expect(histogram).not.toHaveBeenCalled();
  });

  it('reports an unexpected failure without its text, which goes to the log', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failing = storeWith({ search: () => { throw new Error('SQLITE_CORRUPT in /var/lib/data/indices/graylog_0.db'); } });
      const result = executeSearch(searchOf([messages('m', 10)]), {}, env(failing));
      const [error] = result.results.q1.errors;
      expect(error).toMatchObject({ type: 'search_type', search_type_id: 'm' });
      expect(error.description).toBe('Search type m failed because of an internal error; the server log has the details');
      expect(JSON.stringify(result)).not.toMatch(/SQLITE|indices/);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('Search type m of query q1 failed'), expect.objectContaining({ message: expect.stringContaining('SQLITE_CORRUPT') }));
    } finally {
      logged.mockRestore();
    }
  });
});

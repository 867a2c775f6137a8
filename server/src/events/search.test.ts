// POST /events/search: Graylog's answer, its filters (alerts, definitions, time range, query) and who sees what.
import { TEST_START_MS } from '../../test/helpers';
import { searchTooSlowMessage } from '../search/searchTime';
import { insertEvents, SCAN_PAGE_ROWS } from './eventStore';
import { filterDefinition, makeEventsTestApi, STREAM_A, STREAM_B, type EventsTestApi } from './testSupport';
import type { EventDto, StoredEventDto } from './types';

const T0 = TEST_START_MS;

describe('events search', () => {
  let t: EventsTestApi;
  let alerting: string;
  let quiet: string;

  const event = (id: string, definitionId: string, minutesAgo: number, extra: Partial<StoredEventDto> = {}): StoredEventDto => ({
    id,
    event_definition_type: 'aggregation-v1',
    event_definition_id: definitionId,
    origin_context: null,
    timestamp: new Date(T0 - minutesAgo * 60_000).toISOString(),
    timestamp_processing: new Date(T0).toISOString(),
    timerange_start: null,
    timerange_end: null,
    streams: ['000000000000000000000002'],
    source_streams: [STREAM_A],
    message: `event ${id}`,
    source: '',
    key_tuple: [],
    key: '',
    priority: 2,
    alert: false,
    fields: {},
    group_by_fields: {},
    ...extra,
  });

  const search = async (body: Record<string, unknown>, who?: Record<string, string>) => {
    const response = await t.call('POST', '/events/search', body, who);
    expect(response.statusCode).toBe(200);
    return response.json() as { events: { event: EventDto; index_name: string; index_type: string }[]; total_events: number; parameters: unknown; context: { event_definitions: Record<string, unknown>; streams: Record<string, unknown> }; used_indices: string[] };
  };
  const ids = (result: { events: { event: EventDto }[] }) => result.events.map((item) => item.event.id);

  beforeEach(async () => {
    t = await makeEventsTestApi({ withSystemRoutes: true });
    t.addStream(STREAM_A, 'shop');
    t.addStream(STREAM_B, 'blog');
    alerting = (await t.call('POST', '/events/definitions?schedule=false', filterDefinition([STREAM_A], { title: 'alerting', description: 'pages someone' }))).json().id;
    quiet = (await t.call('POST', '/events/definitions?schedule=false', filterDefinition([STREAM_A], { title: 'quiet', alert: false }))).json().id;
    t.ctx.db.transaction(() => insertEvents(t.ctx.db, [
      { event: event('E1', alerting, 5, { alert: true, key: 'web-1', fields: { host: 'web-1' } }), sources: [] },
      { event: event('E2', alerting, 30, { alert: true, message: 'disk full' }), sources: [] },
      { event: event('E3', quiet, 10), sources: [] },
      { event: event('E4', quiet, 120), sources: [] },
      { event: event('E5', alerting, 15, { alert: true, source_streams: [STREAM_B] }), sources: [] },
    ]))();
  });

  afterEach(async () => {
    await t.close();
  });

  it('answers Graylog\'s shape with the defaults filled in: the last hour, newest first', async () => {
    const result = await search({});
    expect(ids(result)).toEqual(['E1', 'E3', 'E5', 'E2']);
    expect(result.total_events).toBe(4);
    expect(result.used_indices).toEqual(['gl-events_0']);
    expect(result.events[0]).toMatchObject({ index_name: 'gl-events_0', index_type: 'message' });
    expect(result.parameters).toEqual({
      query: '', page: 1, per_page: 10, timerange: { type: 'relative', range: 3600 },
      filter: { alerts: 'include', event_definitions: [] }, sort_by: 'timestamp', sort_direction: 'desc',
    });
    expect(result.context.event_definitions[alerting]).toEqual({ id: alerting, title: 'alerting', description: 'pages someone' });
    expect(result.context.streams[STREAM_A]).toEqual({ id: STREAM_A, title: 'shop', description: 'shop stream' });
  });

  it('filters alerts only or without alerts, and by definition', async () => {
    expect(ids(await search({ filter: { alerts: 'only' } }))).toEqual(['E1', 'E5', 'E2']);
    expect(ids(await search({ filter: { alerts: 'exclude' } }))).toEqual(['E3']);
    expect(ids(await search({ filter: { alerts: 'include', event_definitions: [quiet] }, timerange: { type: 'relative', range: 0 } }))).toEqual(['E3', 'E4']);
  });

  it('filters by absolute and relative time ranges, pages and sorts', async () => {
    const absolute = { type: 'absolute', from: new Date(T0 - 20 * 60_000).toISOString(), to: new Date(T0 - 8 * 60_000).toISOString() };
    expect(ids(await search({ timerange: absolute }))).toEqual(['E3', 'E5']);
    expect(ids(await search({ timerange: { type: 'relative', range: 0 } }))).toHaveLength(5);
    const page = await search({ timerange: { type: 'relative', range: 0 }, page: 2, per_page: 2, sort_direction: 'asc' });
    expect(ids(page)).toEqual(['E5', 'E3']);
    expect(page.total_events).toBe(5);
  });

  it('searches message and key as free text, and fields by name', async () => {
    expect(ids(await search({ query: 'disk' }))).toEqual(['E2']);
    expect(ids(await search({ query: 'web-1' }))).toEqual(['E1']);
    expect(ids(await search({ query: 'fields.host:web-1' }))).toEqual(['E1']);
    expect(ids(await search({ query: 'alert:false' }))).toEqual(['E3']);
    const broken = await t.call('POST', '/events/search', { query: 'message:(' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.query[0]).toMatch(/^The query cannot be parsed/);
  });

  it('shows a user only events of definitions they may read, from streams they may read', async () => {
    t.addUser('shopper', [`eventdefinitions:read:${alerting}`, `streams:read:${STREAM_A}`]);
    expect(ids(await search({}, t.as('shopper')))).toEqual(['E1', 'E2']);
    t.addUser('blind', [`eventdefinitions:read:${alerting}`]);
    expect(ids(await search({}, t.as('blind')))).toEqual([]);
  });

  it('leaves the group values of an aggregation event out of the answer, yet queries can name them', async () => {
    t.ctx.db.transaction(() => insertEvents(t.ctx.db, [{ event: event('G1', alerting, 1, { group_by_fields: { source: 'web-7' } }), sources: [] }]))();
    const result = await search({ query: 'group_by_fields.source:web-7' });
    expect(ids(result)).toEqual(['G1']);
    expect(result.events[0].event).not.toHaveProperty('group_by_fields');
    expect((await search({})).events.every((item) => !('group_by_fields' in item.event))).toBe(true);
  });

  it('pages in SQL for a reader of everything, and scans in pages for anyone else, with the same answer', async () => {
    const many = Array.from({ length: SCAN_PAGE_ROWS * 2 + 7 }, (_, at) => ({
      event: event(`M${String(at).padStart(4, '0')}`, alerting, 40 + at / 100, { alert: true }), sources: [],
    }));
    t.ctx.db.transaction(() => insertEvents(t.ctx.db, many))();
    t.addUser('shopper', [`eventdefinitions:read:${alerting}`, `eventdefinitions:read:${quiet}`, `streams:read:${STREAM_A}`, `streams:read:${STREAM_B}`]);
    const body = { timerange: { type: 'relative', range: 0 }, filter: { alerts: 'only' }, page: 3, per_page: 400 };
    const admin = await search(body);
    const shopper = await search(body, t.as('shopper'));
    expect(admin.total_events).toBe(many.length + 3);
    expect(shopper.total_events).toBe(admin.total_events);
    expect(ids(shopper)).toEqual(ids(admin));
    expect(ids(admin)).toHaveLength(many.length + 3 - 800);
    const oldestFirst = await search({ ...body, sort_direction: 'asc', page: 1, per_page: 2 }, t.as('shopper'));
    expect(ids(oldestFirst)).toEqual(['M1006', 'M1005']);
  });

  it('answers a search too slow for its time limit with 400, and the server goes on answering', async () => {
    const slow = 'a'.repeat(34) + '!';
    t.ctx.db.transaction(() => insertEvents(t.ctx.db, [1, 2, 3].map((n) => ({ event: event(`S${n}`, alerting, n, { message: slow }), sources: [] }))))();
    const response = await t.call('POST', '/events/search', { query: 'message:/(a+)+b/', timerange: { type: 'relative', range: 3600 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(searchTooSlowMessage());
    expect((await t.call('GET', '/system')).statusCode).toBe(200);
    expect(ids(await search({}))).toHaveLength(7);
    expect((await t.call('POST', '/events/definitions?schedule=false', filterDefinition([STREAM_A], { title: 'after' }))).statusCode).toBe(200);
  }, 30_000);
});

// Running definitions on schedule over stored messages: filter and aggregation conditions, hopping windows,
// the processing delay, unscheduling, a restart, and the owner's stream permissions.
import { TEST_START_MS } from '../../test/helpers';
import { MAX_RUN_EVENTS } from './processor';
import { EventScheduler } from './scheduler';
import { eventTestMessage, filterDefinition, makeEventsTestApi, STREAM_A, STREAM_B, type EventsTestApi } from './testSupport';
import type { EventDto, StoredEventDto } from './types';

const T0 = TEST_START_MS;

describe('event definition evaluation', () => {
  let t: EventsTestApi;

  beforeEach(async () => {
    t = await makeEventsTestApi();
    t.addStream(STREAM_A, 'shop');
    t.addStream(STREAM_B, 'blog');
  });

  afterEach(async () => {
    await t.close();
  });

  const create = async (body: Record<string, unknown>, who?: Record<string, string>): Promise<string> => {
    const response = await t.call('POST', '/events/definitions', body, who);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().id as string;
  };

  const events = async (extra: Record<string, unknown> = {}): Promise<EventDto[]> => {
    const response = await t.call('POST', '/events/search', { timerange: { type: 'relative', range: 0 }, per_page: 100, ...extra });
    expect(response.statusCode).toBe(200);
    return (response.json().events as { event: EventDto }[]).map((item) => item.event);
  };

  const storedEvents = (): StoredEventDto[] =>
    (t.ctx.db.prepare('SELECT data FROM events ORDER BY seq').all() as { data: string }[]).map((row) => JSON.parse(row.data) as StoredEventDto);

  it('makes one event per matching message of the definition\'s streams, and none twice when windows do not overlap', async () => {
    const id = await create(filterDefinition([STREAM_A], {
      field_spec: { shop_source: { data_type: 'string', providers: [{ type: 'template-v1', template: 'from ${source.source}', require_values: true }] } },
      key_spec: ['shop_source'],
    }, { query: 'marker:burst' }));
    await t.write([
      eventTestMessage('m1', T0 - 30_000, [STREAM_A], { marker: 'burst' }),
      eventTestMessage('m2', T0 - 20_000, [STREAM_A], { marker: 'burst' }),
      eventTestMessage('m3', T0 - 20_000, [STREAM_B], { marker: 'burst' }),
      eventTestMessage('m4', T0 - 10_000, [STREAM_A], { marker: 'calm' }),
      eventTestMessage('m5', T0 - 90_000, [STREAM_A], { marker: 'burst' }),
    ]);
    expect(t.scheduler.runDue()).toBe(1);
    const first = await events();
    expect(first.map((event) => event.origin_context).sort()).toEqual(['m1', 'm2'].map((m) => `urn:graylog:message:es:graylog_0:${m}`));
    expect(first.find((event) => event.origin_context?.endsWith(':m1'))).toMatchObject({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      event_definition_id: id,
      event_definition_type: 'aggregation-v1',
      timestamp: new Date(T0 - 30_000).toISOString(),
      timestamp_processing: new Date(T0).toISOString(),
      streams: ['000000000000000000000002'],
      source_streams: [STREAM_A],
      message: 'burst',
      priority: 2,
      alert: true,
      fields: { shop_source: 'from shop-1' },
      key_tuple: ['from shop-1'],
      key: 'from shop-1',
    });

    // The next window is (T0, T0 + 60 s]: it starts after the last one, so m1 and m2 are not counted again.
    await t.write([eventTestMessage('m6', T0 + 5_000, [STREAM_A], { marker: 'burst' })]);
    expect(t.scheduler.runDue()).toBe(0);
    t.clock.advance(60_000);
    expect(t.scheduler.runDue()).toBe(1);
    const second = await events();
    expect(second).toHaveLength(3);
    expect(second.filter((event) => event.origin_context?.endsWith(':m6'))).toHaveLength(1);
  });

  it('counts overlapping windows again, as Graylog does when search_within_ms exceeds execute_every_ms', async () => {
    await create(filterDefinition([STREAM_A], {}, { search_within_ms: 60_000, execute_every_ms: 10_000 }));
    await t.write([eventTestMessage('m1', T0 - 5_000, [STREAM_A])]);
    t.scheduler.runDue();
    t.clock.advance(10_000);
    t.scheduler.runDue();
    expect(await events()).toHaveLength(2);
  });

  it('makes one event per group meeting the aggregation condition, with each function\'s value', async () => {
    const id = await create(filterDefinition([STREAM_A], {
      title: 'slow shops',
      field_spec: { worst: { data_type: 'string', providers: [{ type: 'template-v1', template: '${source.aggregation_value_max_took}', require_values: false }] } },
    }, {
      group_by: ['source'],
      series: [
        { id: 'n', function: 'count', field: null },
        { id: 'avg', function: 'avg', field: 'took' },
        { id: 'min', function: 'min', field: 'took' },
        { id: 'max', function: 'max', field: 'took' },
        { id: 'sum', function: 'sum', field: 'took' },
        { id: 'users', function: 'card', field: 'user' },
      ],
      conditions: {
        expression: {
          expr: '&&',
          left: { expr: '>=', left: { expr: 'number-ref', ref: 'n' }, right: { expr: 'number', value: 3 } },
          right: { expr: 'group', operator: '||', child: { expr: '||', left: { expr: '>', left: { expr: 'number-ref', ref: 'avg' }, right: { expr: 'number', value: 15 } }, right: { expr: '==', left: { expr: 'number-ref', ref: 'users' }, right: { expr: 'number', value: 99 } } } },
        },
      },
    }));
    await t.write([
      eventTestMessage('a1', T0 - 40_000, [STREAM_A], { source: 'web-1', took: 10, user: 'ann' }),
      eventTestMessage('a2', T0 - 30_000, [STREAM_A], { source: 'web-1', took: 20, user: 'bob' }),
      eventTestMessage('a3', T0 - 20_000, [STREAM_A], { source: 'web-1', took: 30, user: 'ann' }),
      eventTestMessage('b1', T0 - 40_000, [STREAM_A], { source: 'web-2', took: 1, user: 'ann' }),
      eventTestMessage('b2', T0 - 30_000, [STREAM_A], { source: 'web-2', took: 2, user: 'ann' }),
      eventTestMessage('b3', T0 - 20_000, [STREAM_A], { source: 'web-2', took: 3, user: 'ann' }),
      eventTestMessage('c1', T0 - 20_000, [STREAM_A], { source: 'web-3', took: 500, user: 'eve' }),
      eventTestMessage('x1', T0 - 20_000, [STREAM_B], { source: 'web-2', took: 900, user: 'zed' }),
    ]);
    t.scheduler.runDue();
    // The group values are kept with the stored event (the search answer leaves them out, as Graylog's EventDto).
    const found = storedEvents();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      event_definition_id: id,
      message: 'slow shops: web-1 - count()=3.0 avg(took)=20.0 min(took)=10.0 max(took)=30.0 sum(took)=60.0 card(user)=2.0',
      timestamp: new Date(T0).toISOString(),
      timerange_start: new Date(T0 - 60_000).toISOString(),
      timerange_end: new Date(T0).toISOString(),
      origin_context: null,
      source_streams: [STREAM_A],
      group_by_fields: { source: 'web-1' },
      fields: { worst: '30' },
    });
  });

  it('fires an aggregation without group-by on the absence of messages', async () => {
    await create(filterDefinition([STREAM_A], { title: 'silence' }, {
      series: [{ id: 'n', function: 'count', field: null }],
      conditions: { expression: { expr: '<', left: { expr: 'number-ref', ref: 'n' }, right: { expr: 'number', value: 1 } } },
    }));
    t.scheduler.runDue();
    expect((await events()).map((event) => event.message)).toEqual(['silence: count()=0.0']);
  });

  it('waits for the processing delay after a window ends, then processes it', async () => {
    const delayed = await makeEventsTestApi({ processingDelayMs: 1_000 });
    try {
      delayed.addStream(STREAM_A, 'shop');
      await delayed.call('POST', '/events/definitions', filterDefinition([STREAM_A]));
      await delayed.write([eventTestMessage('m1', T0 - 1, [STREAM_A])]);
      delayed.scheduler.runDue();
      const count = () => delayed.ctx.db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number };
      expect(count().n).toBe(0);
      delayed.clock.advance(999);
      expect(delayed.scheduler.runDue()).toBe(0);
      delayed.clock.advance(1);
      expect(delayed.scheduler.runDue()).toBe(1);
      expect(count().n).toBe(1);
    } finally {
      await delayed.close();
    }
  });

  it('stops running an unscheduled definition', async () => {
    const id = await create(filterDefinition([STREAM_A]));
    await t.write([eventTestMessage('m1', T0 - 1_000, [STREAM_A])]);
    expect((await t.call('PUT', `/events/definitions/${id}/unschedule`)).statusCode).toBe(204);
    expect(t.scheduler.runDue()).toBe(0);
    t.clock.advance(600_000);
    expect(t.scheduler.runDue()).toBe(0);
    expect(await events()).toHaveLength(0);
  });

  it('goes on after a restart with the window it stopped at', async () => {
    await create(filterDefinition([STREAM_A]));
    await t.write([eventTestMessage('m1', T0 - 1_000, [STREAM_A]), eventTestMessage('m2', T0 + 30_000, [STREAM_A])]);
    t.scheduler.runDue();
    // A new scheduler on the same database stands for the restarted server.
    const restarted = new EventScheduler(t.ctx, t.store, t.scheduler.dispatcher, { processingDelayMs: 0 });
    t.clock.advance(60_000);
    expect(restarted.runDue()).toBe(1);
    expect((await events()).map((event) => event.origin_context?.split(':').pop()).sort()).toEqual(['m1', 'm2']);
  });

  it('catches up after a long stop with windows of an hour until less than an hour is left, not one run per interval', async () => {
    await create(filterDefinition([STREAM_A], {}, { search_within_ms: 60_000, execute_every_ms: 60_000 }));
    t.scheduler.runDue();
    await t.write([eventTestMessage('m1', T0 + 3 * 3_600_000, [STREAM_A])]);
    t.clock.advance(5 * 3_600_000);
    let runs = 0;
    while (t.scheduler.runDue() > 0 && runs < 1000) runs += 1;
    // Four hours in four runs, then the last hour minute by minute (instead of 300 one-minute runs).
    expect(runs).toBe(64);
    expect(await events()).toHaveLength(1);
  });

  it('searches only the streams the definition\'s owner may read', async () => {
    t.addUser('owner', ['eventdefinitions:create', `streams:read:${STREAM_A}`]);
    await create(filterDefinition([STREAM_A]), t.as('owner'));
    await t.write([eventTestMessage('m1', T0 - 1_000, [STREAM_A])]);
    t.ctx.db.prepare("UPDATE users SET permissions = '[\"eventdefinitions:create\"]' WHERE username = 'owner'").run();
    t.scheduler.runDue();
    expect(await events()).toHaveLength(0);
  });

  it('makes at most MAX_RUN_EVENTS events in one run and logs the rest as skipped', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await create(filterDefinition([STREAM_A]));
      await t.write(Array.from({ length: MAX_RUN_EVENTS + 5 }, (_, at) => eventTestMessage(`m${at}`, T0 - 50_000 + at, [STREAM_A])));
      t.scheduler.runDue();
      expect(storedEvents()).toHaveLength(MAX_RUN_EVENTS);
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([expect.stringContaining('matched 5 more messages or groups')]);
    } finally {
      warn.mockRestore();
    }
  });

  it('stops a run at its time limit, skips its window, logs once, and shows the definition failing after repeated overruns', async () => {
    const limited = await makeEventsTestApi({ runTimeLimitMs: 100 });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      limited.addStream(STREAM_A, 'shop');
      const created = await limited.call('POST', '/events/definitions', filterDefinition([STREAM_A], {}, { query: 'message:/(a+)+b/' }));
      const id = created.json().id as string;
      const slow = 'a'.repeat(34) + '!';
      await limited.write([0, 1, 2].map((n) => eventTestMessage(`s${n}`, T0 - 1_000 + n * 60_000, [STREAM_A], { message: slow })));
      const scheduler = async () => (await limited.call('GET', `/events/definitions/${id}/with-context`)).json().context.scheduler;
      const windows: string[] = [];
      for (let run = 0; run < 3; run += 1) {
        expect(limited.scheduler.runDue()).toBe(1);
        const context = await scheduler();
        windows.push(context.data.timerange_to);
        expect(context.status).toBe(run < 2 ? 'runnable' : 'error');
        limited.clock.advance(60_000);
      }
      // Each overrun moves on to the next window instead of retrying the same one.
      expect(new Set(windows).size).toBe(3);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/took longer than 100 ms.*skipped/);
      // A run that fits makes the definition runnable again, and says so once.
      await limited.call('PUT', `/events/definitions/${id}`, { ...filterDefinition([STREAM_A], {}, { query: 'source:shop-1' }), id });
      expect(limited.scheduler.runDue()).toBe(1);
      expect((await scheduler()).status).toBe('runnable');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0][0])).toMatch(/again after 3 overrunning runs/);
    } finally {
      warn.mockRestore();
      log.mockRestore();
      await limited.close();
    }
  }, 20_000);

  it('lets the event loop run between two due triggers', async () => {
    await create(filterDefinition([STREAM_A], { title: 'first' }));
    await create(filterDefinition([STREAM_A], { title: 'second' }));
    const ran = () => (t.ctx.db.prepare('SELECT COUNT(*) AS n FROM event_triggers WHERE triggered_at IS NOT NULL').get() as { n: number }).n;
    t.scheduler.start();
    let turns = 0;
    while (ran() === 0 && turns < 1000) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    // This check ran after the first trigger and before the second: the scheduler yielded in between.
    expect(ran()).toBe(1);
    while (ran() < 2 && turns < 2000) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    expect(ran()).toBe(2);
    t.scheduler.stop();
  });
});

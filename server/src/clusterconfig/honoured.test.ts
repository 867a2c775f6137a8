// The features that read their cluster configuration: the events scheduler and event definitions
// (EventsConfiguration) and the universal search (SearchesClusterConfig's query_time_range_limit).
import { ADMIN, makeTestApi, type TestApi } from '../../test/helpers';
import { startHttpListener } from '../notify/testListeners';
import { saveWhitelist } from '../urlwhitelist/store';
import { eventTestMessage, filterDefinition, makeEventsTestApi, STREAM_A, type EventsTestApi } from '../events/testSupport';
import { openMessageStore, type LocalMessageStore } from '../messages/messageStore';
import { registerSearchRoutes } from '../search/routes';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { EVENTS_CONFIG_CLASS } from './eventsConfig';
import { findConfigClass, saveClusterConfig } from './registry';
import { SEARCHES_CONFIG_CLASS } from './searchesConfig';

function store(ctx: TestApi['ctx'], className: string, body: unknown): void {
  const entry = findConfigClass(className);
  if (!entry) throw new Error(`no class ${className}`);
  saveClusterConfig(ctx.db, entry, body);
}

describe('EventsConfiguration', () => {
  let t: EventsTestApi;
  beforeEach(async () => {
    t = await makeEventsTestApi();
    t.addStream(STREAM_A, 'shop');
  });
  afterEach(() => t.close());

  const backlogOfNewDefinition = async () => {
    const { notification_settings: settings, ...rest } = filterDefinition([STREAM_A]);
    const created = await t.call('POST', '/events/definitions', { ...rest, notification_settings: { grace_period_ms: 0 } });
    expect(created.statusCode).toBe(200);
    expect(settings).toBeDefined();
    return (created.json() as { notification_settings: { backlog_size: number } }).notification_settings.backlog_size;
  };

  it('gives a definition without a backlog size the configured default backlog', async () => {
    expect(await backlogOfNewDefinition()).toBe(50);
    store(t.ctx, EVENTS_CONFIG_CLASS, { events_notification_default_backlog: 7 });
    expect(await backlogOfNewDefinition()).toBe(7);
  });

  it('sets how far a trigger that fell behind catches up in one run', async () => {
    const catchUp = async (windowMs: number | null) => {
      t.ctx.db.prepare('DELETE FROM event_definitions').run();
      if (windowMs !== null) store(t.ctx, EVENTS_CONFIG_CLASS, { events_catchup_window: windowMs });
      await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], {}, { search_within_ms: 60_000, execute_every_ms: 60_000 }));
      t.scheduler.runDue();
      t.clock.advance(5 * 3_600_000);
      let runs = 0;
      while (t.scheduler.runDue() > 0 && runs < 1000) runs += 1;
      return runs;
    };
    // The default hour: four one-hour runs, then the last hour minute by minute.
    expect(await catchUp(null)).toBe(64);
    // Two hours: two two-hour runs, then the last hour minute by minute; no catching up: one run a minute.
    expect(await catchUp(2 * 3_600_000)).toBe(62);
    expect(await catchUp(0)).toBe(300);
  });

  it('never lets a run take longer than the configured search timeout', async () => {
    store(t.ctx, EVENTS_CONFIG_CLASS, { events_search_timeout: 1000 });
    await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], {}, { query: 'message:/(a+)+b/' }));
    await t.write([eventTestMessage('slow', t.clock.now() - 1000, [STREAM_A], { message: `${'a'.repeat(28)}c` })]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      t.scheduler.runDue();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('The run took longer than 1000 ms and was stopped'));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('EventsConfiguration\'s notification retry period', () => {
  it('sends a failed notification again once the period has passed', async () => {
    const t = await makeEventsTestApi();
    const hook = await startHttpListener();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      t.addStream(STREAM_A, 'shop');
      saveWhitelist(t.ctx.db, { entries: [{ id: 'w', type: 'literal', value: hook.url(), title: 'hook' }], disabled: false });
      store(t.ctx, EVENTS_CONFIG_CLASS, { events_notification_retry_period: 1000 });
      const notification = await t.call('POST', '/events/notifications', { title: 'hook', description: '', config: { type: 'http-notification-v1', url: hook.url() } });
      await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], { notifications: [{ notification_id: notification.json().id }] }));
      hook.respondWith(503);
      await t.write([eventTestMessage('m1', t.clock.now() - 1000, [STREAM_A])]);
      t.scheduler.runDue();
      await t.scheduler.dispatcher.idle();
      expect(hook.received).toHaveLength(1);
      hook.respondWith(200);
      await new Promise((resolve) => { setTimeout(resolve, 1300); });
      await t.scheduler.dispatcher.idle();
      expect(hook.received).toHaveLength(2);
      expect(JSON.parse(hook.received[1].body).event.key).toBe(JSON.parse(hook.received[0].body).event.key);
      await new Promise((resolve) => { setTimeout(resolve, 1200); });
      expect(hook.received).toHaveLength(2);
    } finally {
      warn.mockRestore();
      await t.close();
      await hook.close();
    }
  });
});

describe('SearchesClusterConfig', () => {
  let t: TestApi;
  let messages: LocalMessageStore;
  beforeEach(async () => {
    t = await makeTestApi((api, ctx) => {
      messages = openMessageStore(ctx);
      registerSearchRoutes(api, ctx, messages);
    });
    const now = t.clock.now();
    await messages.write(['PT1M', 'PT2H', 'P2D'].map((age, index) => ({
      _id: `m${index}`, message: `aged ${age}`, source: 'test', streams: [DEFAULT_STREAM_ID], gl2_source_input: 'i',
      timestamp: new Date(now - [60_000, 2 * 3_600_000, 2 * 86_400_000][index]).toISOString(),
    })));
  });
  afterEach(async () => {
    await t.app.close();
    await messages.close();
  });

  const search = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search/universal/${url}`, headers: ADMIN });
    expect(response.statusCode).toBe(200);
    return response.json() as { messages: Array<{ message: { _id: string } }>; from: string; to: string };
  };

  it('limits how far back a universal search reaches, as Graylog restricts its time range', async () => {
    expect((await search('relative?query=*&range=0')).messages).toHaveLength(3);
    store(t.ctx, SEARCHES_CONFIG_CLASS, { query_time_range_limit: 'PT3H' });
    const limited = await search('relative?query=*&range=0');
    expect(limited.messages.map((entry) => entry.message._id).sort()).toEqual(['m0', 'm1']);
    expect(Date.parse(limited.to) - Date.parse(limited.from)).toBe(3 * 3_600_000);
    const absolute = await search(`absolute?query=*&from=2000-01-01T00:00:00.000Z&to=${new Date(t.clock.now()).toISOString()}`);
    expect(absolute.messages).toHaveLength(2);
    // A range inside the limit is left alone.
    const short = await search('relative?query=*&range=300');
    expect(short.messages.map((entry) => entry.message._id)).toEqual(['m0']);
    expect(Date.parse(short.to) - Date.parse(short.from)).toBe(300_000);
  });
});

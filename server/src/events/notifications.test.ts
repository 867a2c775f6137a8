// Event notifications: validation, the URL whitelist, tests before and after saving, delivery after a run
// with Graylog's notification model, the grace period, the backlog and email through an SMTP server.
import { TEST_START_MS } from '../../test/helpers';
import { NO_SMTP_MESSAGE } from '../notify/email';
import { startHttpListener, startSmtpListener, type HttpListener } from '../notify/testListeners';
import { saveWhitelist } from '../urlwhitelist/store';
import { eventTestMessage, filterDefinition, makeEventsTestApi, STREAM_A, type EventsTestApi } from './testSupport';

const T0 = TEST_START_MS;

describe('event notifications', () => {
  let t: EventsTestApi;
  let hook: HttpListener;

  beforeEach(async () => {
    t = await makeEventsTestApi();
    t.addStream(STREAM_A, 'shop');
    hook = await startHttpListener();
    saveWhitelist(t.ctx.db, { entries: [{ id: 'w', type: 'literal', value: hook.url(), title: 'hook' }], disabled: false });
  });

  afterEach(async () => {
    await t.close();
    await hook.close();
  });

  const httpNotification = (url = hook.url()) => ({ title: 'hook', description: 'to the hook', config: { type: 'http-notification-v1', url } });

  const createNotification = async (body: Record<string, unknown>): Promise<string> => {
    const response = await t.call('POST', '/events/notifications', body);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().id as string;
  };

  it('creates, lists, updates and deletes a notification, taking it out of the definitions that send it', async () => {
    const id = await createNotification(httpNotification());
    expect((await t.call('GET', `/events/notifications/${id}`)).json()).toEqual({ id, ...httpNotification() });
    const list = (await t.call('GET', '/events/notifications?page=1&per_page=10&query=hook')).json();
    expect(list).toMatchObject({ query: 'hook', page: 1, per_page: 10, count: 1, total: 1, grand_total: 1 });
    expect(list.notifications[0].id).toBe(id);

    const definition = (await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], { notifications: [{ notification_id: id }] }))).json();
    const updated = await t.call('PUT', `/events/notifications/${id}`, { id, ...httpNotification(), title: 'renamed' });
    expect(updated.json().title).toBe('renamed');
    expect((await t.call('DELETE', `/events/notifications/${id}`)).statusCode).toBe(204);
    const gone = await t.call('GET', `/events/notifications/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`Notification ${id} doesn't exist`);
    expect((await t.call('GET', `/events/definitions/${definition.id}`)).json().notifications).toEqual([]);
  });

  it('refuses invalid notifications under their fields, a URL off the whitelist included', async () => {
    const empty = await t.call('POST', '/events/notifications', { title: '', config: { type: 'http-notification-v1', url: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ failed: true, errors: { title: ['Notification title cannot be empty.'], url: ['HTTP Notification url cannot be empty.'] } });
    const ftp = await t.call('POST', '/events/notifications', httpNotification('ftp://example.org/x'));
    expect(ftp.json().errors).toEqual({ url: ['The URL must be an http:// or https:// address.'] });
    const foreign = await t.call('POST', '/events/notifications', httpNotification('http://127.0.0.1:1/elsewhere'));
    expect(foreign.json().errors.url[0]).toMatch(/^URL <http:\/\/127\.0\.0\.1:1\/elsewhere> is not whitelisted\./);
    const mail = await t.call('POST', '/events/notifications', { title: 'mail', config: { type: 'email-notification-v1', sender: 'alerts@example.org', subject: '', user_recipients: ['ghost'] } });
    expect(mail.json().errors).toEqual({ subject: ['Email Notification subject cannot be empty.'], recipients: ['There is no user <ghost>.'] });
    const unknown = await t.call('POST', '/events/notifications', { title: 'x', config: { type: 'pager-v1' } });
    expect(unknown.json().errors.config[0]).toMatch(/^Unknown notification type <pager-v1>/);
    expect((await t.call('GET', '/events/notifications')).json().total).toBe(0);
  });

  it('tests an unsaved notification with Graylog\'s dummy event, posting the exact notification model', async () => {
    const response = await t.call('POST', '/events/notifications/test', httpNotification());
    expect(response.statusCode).toBe(200);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0].headers['content-type']).toBe('application/json');
    const now = new Date(T0).toISOString();
    expect(JSON.parse(hook.received[0].body)).toEqual({
      event_definition_id: 'NotificationTestId',
      event_definition_type: 'test-dummy-v1',
      event_definition_title: 'Event Definition Test Title',
      event_definition_description: 'Event Definition Test Description',
      job_definition_id: '<unknown>',
      job_trigger_id: '<unknown>',
      event: {
        id: 'TEST_NOTIFICATION_ID',
        event_definition_type: 'notification-test-v1',
        event_definition_id: 'EventDefinitionTestId',
        origin_context: 'urn:graylog:message:es:testIndex_42:b5e53442-12bb-4374-90ed-0deadbeefbaz',
        timestamp: now,
        timestamp_processing: now,
        timerange_start: null,
        timerange_end: null,
        streams: ['000000000000000000000002'],
        source_streams: [],
        message: 'Notification test message triggered from user <admin>',
        source: '000000000000000000000001',
        key_tuple: ['testkey'],
        key: 'testkey',
        priority: 2,
        alert: true,
        fields: { field1: 'value1', field2: 'value2' },
      },
      backlog: [],
    });
  });

  it('answers a failed test with the reason: a receiver error, then a URL taken off the whitelist', async () => {
    const id = await createNotification(httpNotification());
    hook.respondWith(500);
    const refused = await t.call('POST', `/events/notifications/${id}/test`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(new RegExp(`${hook.url()}.*\\b500\\b`));
    hook.respondWith(200);
    saveWhitelist(t.ctx.db, { entries: [], disabled: false });
    const offList = await t.call('POST', `/events/notifications/${id}/test`);
    expect(offList.statusCode).toBe(400);
    expect(offList.json().message).toContain(hook.url());
    expect(offList.json().message).toMatch(/whitelist/);
    expect(hook.received).toHaveLength(1);
  });

  it('sends the events of a run with the definition, trigger and backlog, within the grace period only once per key', async () => {
    const notificationId = await createNotification(httpNotification());
    const definition = (await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], {
      notifications: [{ notification_id: notificationId }],
      notification_settings: { grace_period_ms: 300_000, backlog_size: 5 },
      field_spec: { host: { data_type: 'string', providers: [{ type: 'template-v1', template: '${source.host}', require_values: false }] } },
      key_spec: ['host'],
    }))).json();
    await t.write([
      eventTestMessage('m1', T0 - 40_000, [STREAM_A], { host: 'a', order: 1 }),
      eventTestMessage('m2', T0 - 30_000, [STREAM_A], { host: 'a', order: 2 }),
      eventTestMessage('m3', T0 - 20_000, [STREAM_A], { host: 'b', order: 3 }),
    ]);
    t.scheduler.runDue();
    await t.scheduler.dispatcher.idle();
    // m2 has the key of m1, which was notified 10 s earlier: within the grace period.
    const bodies = hook.received.map((request) => JSON.parse(request.body));
    expect(bodies.map((body) => body.event.key).sort()).toEqual(['a', 'b']);
    const trigger = (await t.call('GET', `/events/definitions/${definition.id}/with-context`)).json().context.scheduler;
    expect(bodies[0]).toMatchObject({
      event_definition_id: definition.id,
      event_definition_type: 'aggregation-v1',
      event_definition_title: 'burst',
      event_definition_description: 'a burst of orders',
      job_trigger_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      job_definition_id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(trigger.is_scheduled).toBe(true);
    const first = bodies.find((body) => body.event.key === 'a');
    expect(first.backlog).toEqual([{
      index: 'graylog_0',
      id: 'm1',
      source: 'shop-1',
      message: 'message m1',
      timestamp: new Date(T0 - 40_000).toISOString(),
      stream_ids: [STREAM_A],
      fields: { host: 'a', order: 1 },
    }]);

    // After the grace period a new event of key "a" is notified again.
    await t.write([eventTestMessage('m4', T0 + 400_000, [STREAM_A], { host: 'a' })]);
    t.clock.advance(420_000);
    while (t.scheduler.runDue() > 0);
    await t.scheduler.dispatcher.idle();
    expect(hook.received.map((request) => JSON.parse(request.body).event.key).sort()).toEqual(['a', 'a', 'b']);
  });

  it('records a failed delivery and goes on evaluating', async () => {
    const notificationId = await createNotification(httpNotification());
    await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], { notifications: [{ notification_id: notificationId }] }));
    hook.respondWith(503);
    await t.write([eventTestMessage('m1', T0 - 1_000, [STREAM_A])]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      t.scheduler.runDue();
      await t.scheduler.dispatcher.idle();
      expect(t.scheduler.dispatcher.failures).toEqual([expect.objectContaining({ reason: expect.stringMatching(/\b503\b/) })]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Event notification <hook> .* failed: .*503/));
    } finally {
      warn.mockRestore();
    }
    hook.respondWith(200);
    await t.write([eventTestMessage('m2', T0 + 30_000, [STREAM_A])]);
    t.clock.advance(60_000);
    expect(t.scheduler.runDue()).toBe(1);
    await t.scheduler.dispatcher.idle();
    expect(hook.received).toHaveLength(2);
  });

  it('mails an email notification through the SMTP server, to addresses and users, and says how to configure SMTP when there is none', async () => {
    t.addUser('carol', []);
    const body = {
      title: 'mail',
      config: {
        type: 'email-notification-v1', sender: 'alerts@example.org', subject: 'Alert: ${event_definition_title}',
        body_template: '${event.message} ${foreach event.fields field}[${field.key}=${field.value}]${end}', email_recipients: ['ops@example.org'], user_recipients: ['carol'],
      },
    };
    const missing = await t.call('POST', '/events/notifications/test', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(NO_SMTP_MESSAGE);

    const smtp = await startSmtpListener();
    try {
      t.ctx.settings.smtp = { host: '127.0.0.1', port: smtp.port, tls: 'none', from: 'graylog@example.org' };
      const sent = await t.call('POST', '/events/notifications/test', body);
      expect(sent.statusCode).toBe(200);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].from).toBe('alerts@example.org');
      expect(smtp.received[0].to.sort()).toEqual(['carol@example.org', 'ops@example.org']);
      expect(smtp.received[0].data).toContain('Subject: Alert: Event Definition Test Title');
      const text = smtp.received[0].data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(text).toContain('Notification test message triggered from user <admin> [field1=value1][field2=value2]');
    } finally {
      await smtp.close();
    }
  });

  it('runs a legacy alarm callback for an event, with the definition\'s stream and the event as the triggered check', async () => {
    const types = (await t.call('GET', '/events/notifications/legacy/types')).json().types;
    expect(Object.keys(types).sort()).toEqual(['org.graylog2.alarmcallbacks.EmailAlarmCallback', 'org.graylog2.alarmcallbacks.HTTPAlarmCallback']);
    expect(types['org.graylog2.alarmcallbacks.HTTPAlarmCallback'].configuration.url).toMatchObject({ type: 'text' });

    const unknown = await t.call('POST', '/events/notifications', { title: 'legacy', config: { type: 'legacy-alarm-callback-notification-v1', callback_type: 'org.example.Pager', configuration: {} } });
    expect(unknown.json().errors).toEqual({ callback_type: ['Unknown alarm callback type <org.example.Pager>.'] });
    const offList = await t.call('POST', '/events/notifications', {
      title: 'legacy', config: { type: 'legacy-alarm-callback-notification-v1', callback_type: 'org.graylog2.alarmcallbacks.HTTPAlarmCallback', configuration: { url: 'http://127.0.0.1:1/x' } },
    });
    expect(Object.keys(offList.json().errors)).toEqual(['url']);

    const notificationId = await createNotification({
      title: 'legacy', config: { type: 'legacy-alarm-callback-notification-v1', callback_type: 'org.graylog2.alarmcallbacks.HTTPAlarmCallback', configuration: { url: hook.url() } },
    });
    const definition = (await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], {
      notifications: [{ notification_id: notificationId }], notification_settings: { grace_period_ms: 0, backlog_size: 1 },
    }))).json();
    await t.write([eventTestMessage('m1', T0 - 1_000, [STREAM_A], { host: 'a' })]);
    t.scheduler.runDue();
    await t.scheduler.dispatcher.idle();
    expect(hook.received).toHaveLength(1);
    const body = JSON.parse(hook.received[0].body);
    expect(body.stream).toMatchObject({ id: STREAM_A, title: 'shop' });
    expect(body.check_result).toMatchObject({
      result_description: 'burst',
      triggered: true,
      triggered_condition: { id: definition.id, title: 'burst', type: 'aggregation-v1' },
      matching_messages: [{ index: 'graylog_0', message: expect.objectContaining({ _id: 'm1', host: 'a' }) }],
    });
  });

  it('lets only permitted users see, change and test notifications', async () => {
    const id = await createNotification(httpNotification());
    t.addUser('reader', [`eventnotifications:read:${id}`]);
    expect((await t.call('GET', '/events/notifications', undefined, t.as('reader'))).json().total).toBe(1);
    expect((await t.call('GET', `/events/notifications/${id}`, undefined, t.as('reader'))).statusCode).toBe(200);
    expect((await t.call('PUT', `/events/notifications/${id}`, httpNotification(), t.as('reader'))).statusCode).toBe(403);
    expect((await t.call('POST', `/events/notifications/${id}/test`, undefined, t.as('reader'))).statusCode).toBe(403);
    expect((await t.call('POST', '/events/notifications/test', httpNotification(), t.as('reader'))).statusCode).toBe(403);
    t.addUser('stranger', []);
    expect((await t.call('GET', '/events/notifications', undefined, t.as('stranger'))).json().total).toBe(0);
  });

  it('refuses an empty email sender only when no SMTP sender is configured', async () => {
    const body = { title: 'mail', config: { type: 'email-notification-v1', sender: '', email_recipients: ['ops@example.org'] } };
    const refused = await t.call('POST', '/events/notifications', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ sender: ['Email Notification sender cannot be empty.'] });
    t.ctx.settings.smtp = { host: '127.0.0.1', port: 25, from: 'graylog@example.org' };
    expect((await t.call('POST', '/events/notifications', body)).statusCode).toBe(200);
  });

  it('refuses an update whose body names another notification, and takes a missing id from the path', async () => {
    const id = await createNotification(httpNotification());
    const mismatch = await t.call('PUT', `/events/notifications/${id}`, { ...httpNotification(), id: '5f00000000000000000000aa' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Notification IDs don't match");
    const withoutId = await t.call('PUT', `/events/notifications/${id}`, { ...httpNotification(), title: 'renamed' });
    expect(withoutId.statusCode).toBe(200);
    expect(withoutId.json()).toMatchObject({ id, title: 'renamed' });
  });

  it('logs a failing notification once when it starts failing and once when it is delivered again', async () => {
    const notificationId = await createNotification(httpNotification());
    await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], { notifications: [{ notification_id: notificationId }] }));
    hook.respondWith(503);
    await t.write([0, 1, 2].map((n) => eventTestMessage(`m${n}`, T0 - 3_000 + n, [STREAM_A])));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      t.scheduler.runDue();
      await t.scheduler.dispatcher.idle();
      expect(t.scheduler.dispatcher.failures).toHaveLength(3);
      expect(warn).toHaveBeenCalledTimes(1);
      hook.respondWith(200);
      await t.write([eventTestMessage('m3', T0 + 30_000, [STREAM_A]), eventTestMessage('m4', T0 + 31_000, [STREAM_A])]);
      t.clock.advance(60_000);
      t.scheduler.runDue();
      await t.scheduler.dispatcher.idle();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0][0])).toMatch(/Event notification <hook> .* is delivered again/);
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });

  it('sends to a URL with user:password@ and never logs or records its credentials or query', async () => {
    saveWhitelist(t.ctx.db, { entries: [{ id: 'w', type: 'regex', value: '^http://hookuser:hookpass@127\\.0\\.0\\.1:', title: 'hook' }], disabled: false });
    const secret = hook.url('/hook?token=tok123').replace('http://', 'http://hookuser:hookpass@');
    const notificationId = await createNotification(httpNotification(secret));
    await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], { notifications: [{ notification_id: notificationId }] }));
    await t.write([eventTestMessage('m1', T0 - 1_000, [STREAM_A])]);
    t.scheduler.runDue();
    await t.scheduler.dispatcher.idle();
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0].headers.authorization).toBe(`Basic ${Buffer.from('hookuser:hookpass').toString('base64')}`);
    hook.respondWith(500);
    await t.write([eventTestMessage('m2', T0 + 30_000, [STREAM_A])]);
    t.clock.advance(60_000);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      t.scheduler.runDue();
      await t.scheduler.dispatcher.idle();
      const logged = warn.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
      const recorded = t.scheduler.dispatcher.failures.map((failure) => failure.reason).join('\n');
      expect(recorded).toContain(`${hook.url('/hook')} answered with status 500`);
      expect(logged).toContain(hook.url('/hook'));
      expect(`${logged}\n${recorded}`).not.toMatch(/hookuser|hookpass|tok123/);
    } finally {
      warn.mockRestore();
    }
  });
});

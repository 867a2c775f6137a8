import type { FastifyInstance } from 'fastify';
import { ADMIN, basic, createUser, expectApiError, makeTestApi, writing } from '../../test/helpers';
import type { ServerContext } from '../context';
import { openMessageStore, type LocalMessageStore } from '../messages/messageStore';
import { startHttpListener, type HttpListener } from '../notify/testListeners';
import { findStream } from '../streams/store';
import { addTestStream } from '../streams/testSupport';
import { LoginThrottle } from '../throttle/loginThrottle';
import { saveWhitelist } from '../urlwhitelist/store';
import { registerUserRoutes } from '../users/routes';
import { HTTP_ALARM_CALLBACK, EMAIL_ALARM_CALLBACK } from './callbackTypes';
import { registerLegacyAlerting } from './routes';
import type { AlertScanner } from './scanner';

let app: FastifyInstance;
let ctx: ServerContext;
let store: LocalMessageStore;
let scanner: AlertScanner;
let listener: HttpListener;
let streamId: string;
let otherStreamId: string;

beforeEach(async () => {
  ({ app, ctx } = await makeTestApi((api, apiCtx) => {
    store = openMessageStore(apiCtx, { writer: 'inline' });
    scanner = registerLegacyAlerting(api, apiCtx, store, { scan: false });
    registerUserRoutes(api, apiCtx, new LoginThrottle(apiCtx.now));
    api.addHook('onClose', () => store.close());
  }));
  streamId = addTestStream(ctx.db, { title: 'Web', rules: [] });
  otherStreamId = addTestStream(ctx.db, { title: 'Other', rules: [] });
  listener = await startHttpListener();
  saveWhitelist(ctx.db, { entries: [{ id: 'l', type: 'regex', value: `^${listener.url('/').replace(/[.]/g, '\\.')}`, title: 'listener' }], disabled: false });
});

afterEach(async () => {
  await listener.close();
  await app.close();
});

const get = (url: string, auth = ADMIN) => app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = ADMIN) =>
  app.inject({ method, url: `/api${url}`, headers: writing(auth), ...(payload === undefined ? {} : { payload: payload as object }) });

const countCondition = { type: 'message_count', title: 'Burst', parameters: { time: 1, threshold_type: 'more', threshold: 1, grace: 0, backlog: 0, repeat_notifications: false } };

async function createCondition(stream = streamId, body: unknown = countCondition): Promise<string> {
  const response = await send('POST', `/streams/${stream}/alerts/conditions`, body);
  expect(response.statusCode).toBe(201);
  return response.json().alert_condition_id as string;
}

async function createCallback(stream = streamId, url = listener.url()): Promise<string> {
  const response = await send('POST', `/streams/${stream}/alarmcallbacks`, { type: HTTP_ALARM_CALLBACK, title: 'Hook', configuration: { url } });
  expect(response.statusCode).toBe(201);
  return response.json().alarmcallback_id as string;
}

async function burst(stream = streamId): Promise<void> {
  const now = ctx.now();
  await store.write([1, 2, 3].map((n) => ({ _id: `m${n}-${stream}`, message: `burst ${n}`, source: 'web', timestamp: new Date(now - n * 1000).toISOString(), streams: [stream] })));
}

describe('alert conditions', () => {
  it('offers the three types with their forms', async () => {
    const types = (await get('/alerts/conditions/types')).json();
    expect(Object.keys(types).sort()).toEqual(['field_content_value', 'field_value', 'message_count']);
    expect(types.message_count.requested_configuration.threshold_type).toMatchObject({ type: 'dropdown', default_value: 'MORE' });
    expect(types.field_value.requested_configuration.type.additional_info.values).toHaveProperty('STDDEV');
    expect(types.field_content_value.requested_configuration).toHaveProperty('value');
  });

  it('creates, reads, updates, tests and deletes a condition; the stream carries it', async () => {
    const id = await createCondition();
    const read = (await get(`/streams/${streamId}/alerts/conditions/${id}`)).json();
    expect(read).toMatchObject({ id, type: 'message_count', title: 'Burst', creator_user_id: 'admin', in_grace: false, parameters: { time: 1, threshold_type: 'MORE', threshold: 1, query: '*' } });
    expect(findStream(ctx.db, streamId)?.alert_conditions).toHaveLength(1);

    expect((await get(`/streams/${streamId}/alerts/conditions`)).json()).toMatchObject({ total: 1, conditions: [{ id }] });
    expect((await get('/alerts/conditions')).json().total).toBe(1);

    expect((await send('PUT', `/streams/${streamId}/alerts/conditions/${id}`, { type: 'message_count', title: 'Bigger burst', parameters: { threshold: 10 } })).statusCode).toBe(204);
    expect((await get(`/streams/${streamId}/alerts/conditions/${id}`)).json()).toMatchObject({ title: 'Bigger burst', parameters: { threshold: 10, time: 1 } });

    await burst();
    expect((await send('POST', `/streams/${streamId}/alerts/conditions/${id}/test`)).json()).toEqual({ triggered: false, description: null, error: false, error_messages: [] });
    const unsaved = (await send('POST', `/streams/${streamId}/alerts/conditions/test`, countCondition)).json();
    expect(unsaved).toMatchObject({ triggered: true, error: false });
    expect(unsaved.description).toMatch('3 messages');

    expect((await send('DELETE', `/streams/${streamId}/alerts/conditions/${id}`)).statusCode).toBe(204);
    expectApiError(await get(`/streams/${streamId}/alerts/conditions/${id}`), 404);
    expect(findStream(ctx.db, streamId)?.alert_conditions).toEqual([]);
  });

  it('refuses bad input at the field, saving nothing', async () => {
    const refused = await send('POST', `/streams/${streamId}/alerts/conditions`, { ...countCondition, parameters: { ...countCondition.parameters, time: -1 } });
    expect(expectApiError(refused, 400)).toMatch('Time Range');
    expect(refused.json().errors).toHaveProperty('time');
    expect(Object.keys((await send('POST', `/streams/${streamId}/alerts/conditions`, { type: 'nope', parameters: {} })).json().errors)).toEqual(['type']);
    expect(Object.keys((await send('POST', `/streams/${streamId}/alerts/conditions`, { type: 'field_content_value', parameters: { field: 'a', value: 'b', query: '(' } })).json().errors)).toEqual(['query']);
    expectApiError(await send('POST', `/streams/${streamId}/alerts/conditions`, { type: 'message_count' }), 400);
    expectApiError(await send('POST', '/streams/000000000000000000000abc/alerts/conditions', countCondition), 404);
    expect(findStream(ctx.db, streamId)?.alert_conditions).toEqual([]);

    const id = await createCondition();
    expect(Object.keys((await send('PUT', `/streams/${streamId}/alerts/conditions/${id}`, { type: 'field_value', parameters: {} })).json().errors)).toEqual(['type']);
    expectApiError(await send('PUT', `/streams/${streamId}/alerts/conditions/${id}`, { parameters: { threshold_type: 'SOMETIMES' } }), 400);
    expect((await get(`/streams/${streamId}/alerts/conditions/${id}`)).json().parameters.threshold_type).toBe('MORE');
  });
});

describe('alarm callbacks', () => {
  it('offers the HTTP and email callbacks under Graylog class names', async () => {
    const { types } = (await get('/alerts/callbacks/types')).json();
    expect(Object.keys(types).sort()).toEqual([EMAIL_ALARM_CALLBACK, HTTP_ALARM_CALLBACK].sort());
    expect(types[HTTP_ALARM_CALLBACK].requested_configuration.url.type).toBe('text');
    expect(Object.keys(types[EMAIL_ALARM_CALLBACK].requested_configuration)).toEqual(['sender', 'subject', 'body', 'user_receivers', 'email_receivers']);
    expect(types[EMAIL_ALARM_CALLBACK].requested_configuration.email_receivers).toMatchObject({ type: 'list', default_value: [] });
    expect((await get(`/streams/${streamId}/alarmcallbacks/available`)).json()).toEqual({ types });
  });

  it('creates, lists, updates, tests and deletes a callback', async () => {
    const id = await createCallback();
    expect((await get(`/streams/${streamId}/alarmcallbacks`)).json()).toMatchObject({ total: 1, alarmcallbacks: [{ id, stream_id: streamId, type: HTTP_ALARM_CALLBACK, title: 'Hook', configuration: { url: listener.url() } }] });
    expect((await get('/alerts/callbacks')).json().total).toBe(1);

    expect((await send('POST', `/alerts/callbacks/${id}/test`)).statusCode).toBe(204);
    expect(listener.received).toHaveLength(1);
    expect(JSON.parse(listener.received[0].body).check_result.triggered_condition).toMatchObject({ type: 'dummy', title: 'Test Alert' });

    expect((await send('PUT', `/streams/${streamId}/alarmcallbacks/${id}`, { title: 'Renamed', configuration: { url: listener.url('/other') } })).statusCode).toBe(204);
    expect((await get(`/streams/${streamId}/alarmcallbacks/${id}`)).json()).toMatchObject({ title: 'Renamed', configuration: { url: listener.url('/other') } });

    listener.respondWith(500);
    const failed = await send('POST', `/alerts/callbacks/${id}/test`);
    expect(expectApiError(failed, 400)).toMatch('status 500');

    expect((await send('DELETE', `/streams/${streamId}/alarmcallbacks/${id}`)).statusCode).toBe(204);
    expectApiError(await get(`/streams/${streamId}/alarmcallbacks/${id}`), 404);
    expectApiError(await send('POST', `/alerts/callbacks/${id}/test`), 404);
  });

  it('refuses a URL outside the whitelist, a bad email address and an unknown type, at the field', async () => {
    const outside = await send('POST', `/streams/${streamId}/alarmcallbacks`, { type: HTTP_ALARM_CALLBACK, configuration: { url: 'http://elsewhere.example/' } });
    expect(expectApiError(outside, 400)).toMatch('not in the URL whitelist');
    expect(outside.json().errors).toHaveProperty('url');
    const badMail = await send('POST', `/streams/${streamId}/alarmcallbacks`, { type: EMAIL_ALARM_CALLBACK, configuration: { subject: 's', email_receivers: ['not-an-address'] } });
    expect(badMail.json().errors).toHaveProperty('email_receivers');
    expect(Object.keys((await send('POST', `/streams/${streamId}/alarmcallbacks`, { type: 'x.Y', configuration: {} })).json().errors)).toEqual(['type']);
    expect((await get(`/streams/${streamId}/alarmcallbacks`)).json().total).toBe(0);
  });

  it('sends a dummy alert through every callback of the stream', async () => {
    expect(expectApiError(await send('POST', `/streams/${streamId}/alerts/sendDummyAlert`), 400)).toMatch('no alarm callbacks');
    await createCallback();
    expect((await send('POST', `/streams/${streamId}/alerts/sendDummyAlert`)).statusCode).toBe(204);
    expect(listener.received).toHaveLength(1);
  });
});

describe('alerts', () => {
  it('lists alerts with their state and history after a check round', async () => {
    const conditionId = await createCondition();
    await createCallback();
    await burst();
    await scanner.runOnce();

    const all = (await get('/streams/alerts/paginated?skip=0&limit=10&state=any')).json();
    expect(all.total).toBe(1);
    const [alert] = all.alerts;
    expect(alert).toMatchObject({ condition_id: conditionId, stream_id: streamId, resolved_at: null, is_interval: true });
    expect((await get('/streams/alerts/paginated?state=unresolved')).json().total).toBe(1);
    expect((await get('/streams/alerts/paginated?state=resolved')).json().total).toBe(0);
    expect((await get(`/streams/${streamId}/alerts/paginated?skip=0&limit=10`)).json().total).toBe(1);
    expect((await get(`/streams/${otherStreamId}/alerts/paginated`)).json().total).toBe(0);
    expect((await get(`/streams/alerts/${alert.id}`)).json()).toEqual(alert);
    expect((await get(`/streams/${streamId}/alerts?since=0`)).json()).toMatchObject({ total: 1, alerts: [{ id: alert.id }] });
    const future = Math.floor(ctx.now() / 1000) + 10;
    expect((await get(`/streams/alerts?since=${future}`)).json()).toEqual({ total: 0, alerts: [] });

    const history = (await get(`/streams/${streamId}/alerts/${alert.id}/history`)).json();
    expect(history.total).toBe(1);
    expect(history.histories[0]).toMatchObject({ alert_id: alert.id, alertcondition_id: conditionId, result: { type: 'success' } });
    expectApiError(await get(`/streams/${otherStreamId}/alerts/${alert.id}/history`), 404);

    const check = (await get(`/streams/${streamId}/alerts/check`)).json();
    expect(check).toMatchObject({ total_triggered: 1, results: [{ triggered: true, condition: { id: conditionId } }] });
  });

  it('keeps alert receivers on the stream', async () => {
    expect((await send('POST', `/streams/${streamId}/alerts/receivers?entity=ops@example.org&type=emails`)).statusCode).toBe(201);
    await send('POST', `/streams/${streamId}/alerts/receivers?entity=ops@example.org&type=emails`);
    await send('POST', `/streams/${streamId}/alerts/receivers?entity=admin&type=users`);
    expect(findStream(ctx.db, streamId)?.alert_receivers).toEqual({ emails: ['ops@example.org'], users: ['admin'] });
    expect((await send('DELETE', `/streams/${streamId}/alerts/receivers?entity=ops@example.org&type=emails`)).statusCode).toBe(204);
    expect(findStream(ctx.db, streamId)?.alert_receivers).toEqual({ emails: [], users: ['admin'] });
    expect(Object.keys((await send('POST', `/streams/${streamId}/alerts/receivers?entity=x&type=groups`)).json().errors)).toEqual(['type']);
  });
});

describe('permissions', () => {
  it('reading needs streams:read:<id>, changing and testing streams:edit:<id>; lists show only readable streams', async () => {
    await createCondition(streamId);
    await createCondition(otherStreamId);
    const callbackId = await createCallback(otherStreamId);
    await burst(otherStreamId);
    await scanner.runOnce();
    const otherAlertId = (await get(`/streams/${otherStreamId}/alerts/paginated`)).json().alerts[0].id as string;

    expect((await createUser(app, 'rita', { permissions: [`streams:read:${streamId}`] })).statusCode).toBe(201);
    const rita = basic('rita', 'secret123');
    expect((await get(`/streams/${streamId}/alerts/conditions`, rita)).statusCode).toBe(200);
    expect((await get('/alerts/conditions', rita)).json().conditions.map((c: { id: string }) => c.id)).toHaveLength(1);
    expect((await get('/alerts/callbacks', rita)).json().total).toBe(0);
    expect((await get('/streams/alerts/paginated', rita)).json().total).toBe(0);
    expectApiError(await get(`/streams/${otherStreamId}/alerts/conditions`, rita), 403);
    expectApiError(await get(`/streams/alerts/${otherAlertId}`, rita), 403);
    expectApiError(await get(`/streams/${otherStreamId}/alarmcallbacks`, rita), 403);
    expect(expectApiError(await send('POST', `/streams/${streamId}/alerts/conditions`, countCondition, rita), 403)).toMatch(`streams:edit:${streamId}`);
    expectApiError(await send('POST', `/alerts/callbacks/${callbackId}/test`, undefined, rita), 403);
    expectApiError(await send('POST', '/alerts/callbacks/unknown-callback/test', undefined, rita), 403);
    expectApiError(await send('POST', `/streams/${streamId}/alerts/sendDummyAlert`, undefined, rita), 403);
    expect(listener.received).toHaveLength(1);
  });
});

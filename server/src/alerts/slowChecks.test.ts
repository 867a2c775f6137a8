// A condition whose query backtracks for minutes (the reviewer's case: `message:/.*(a|aa)+c.*/` over messages
// of 40 "a" and a "!") must not hold the server's only thread: each check stops after its budget, the scanner
// lets requests in between conditions and gives up on a condition after repeated overruns, the check and test
// calls answer 400, and closing does not wait for slow callback deliveries.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ADMIN, expectApiError, makeTestApi, testContext, writing } from '../../test/helpers';
import type { ServerContext } from '../context';
import { openMessageStore, type LocalMessageStore } from '../messages/messageStore';
import { TimeLimitExceeded } from '../regex/bounded';
import { findStream } from '../streams/store';
import { addTestStream } from '../streams/testSupport';
import { saveWhitelist } from '../urlwhitelist/store';
import { lastAlertOfCondition } from './alertStore';
import { saveCallback } from './callbackStore';
import { HTTP_ALARM_CALLBACK } from './callbackTypes';
import { CHECK_TIME_LIMIT_MS, checkTooSlowMessage, runCheck } from './checks';
import { FAILING_NOTE, MAX_CHECK_OVERRUNS } from './conditionHealth';
import { addCondition } from './conditionStore';
import { MESSAGE_COUNT } from './conditionTypes';
import { registerLegacyAlerting } from './routes';
import { AlertScanner, STOP_WAIT_MS } from './scanner';
import { NOW_MS, openAlertingFixture, testCondition } from './testSupport';

const SLOW_QUERY = 'message:/.*(a|aa)+c.*/';
const slowMessage = `${'a'.repeat(40)}!`;
const slowCondition = { type: 'message_count', title: 'Slow', parameters: { time: 5, threshold_type: 'MORE', threshold: 0, grace: 0, backlog: 0, repeat_notifications: false, query: SLOW_QUERY } };

it('stops a check that runs longer than its budget', async () => {
  const fixture = openAlertingFixture();
  try {
    await fixture.send({ secondsAgo: 1, fields: { message: slowMessage } });
    const started = performance.now();
    expect(() => runCheck({ messages: fixture.store, nowMs: NOW_MS, checkIntervalMs: 60_000 }, fixture.streamId, testCondition(MESSAGE_COUNT, slowCondition.parameters)))
      .toThrow(TimeLimitExceeded);
    expect(performance.now() - started).toBeLessThan(CHECK_TIME_LIMIT_MS + 1_000);
  } finally {
    await fixture.close();
    fixture.ctx.db.close();
  }
});

describe('through the API', () => {
  let app: FastifyInstance;
  let ctx: ServerContext;
  let store: LocalMessageStore;
  let scanner: AlertScanner;
  let streamId: string;

  beforeEach(async () => {
    ({ app, ctx } = await makeTestApi((api, apiCtx) => {
      store = openMessageStore(apiCtx, { writer: 'inline' });
      scanner = registerLegacyAlerting(api, apiCtx, store, { scan: false });
      api.addHook('onClose', () => store.close());
    }));
    streamId = addTestStream(ctx.db, { title: 'Slow', rules: [] });
    const now = ctx.now();
    await store.write(Array.from({ length: 20 }, (_, n) => ({
      _id: `slow-${n}`, message: slowMessage, source: 'test', timestamp: new Date(now - (n + 1) * 1000).toISOString(), streams: [streamId],
    })));
  });

  afterEach(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: ADMIN });
  const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: writing(ADMIN), ...(payload ? { payload } : {}) });
  const createSlowCondition = async () => (await send('POST', `/streams/${streamId}/alerts/conditions`, slowCondition)).json().alert_condition_id as string;

  it('answers a too slow check or test with 400 and the search\'s "too slow" text', async () => {
    const conditionId = await createSlowCondition();
    expect(expectApiError(await get(`/streams/${streamId}/alerts/check`), 400)).toBe(checkTooSlowMessage());
    const tooSlow = { triggered: false, description: null, error: true, error_messages: [{ type: 'TimeLimitExceeded', message: checkTooSlowMessage() }] };
    const stored = await send('POST', `/streams/${streamId}/alerts/conditions/${conditionId}/test`);
    expect(stored.statusCode).toBe(400);
    expect(stored.json()).toEqual(tooSlow);
    const unsaved = await send('POST', `/streams/${streamId}/alerts/conditions/test`, slowCondition);
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json()).toEqual(tooSlow);
  });

  it('answers requests while a round checks slow conditions', async () => {
    for (let n = 0; n < 6; n += 1) await createSlowCondition();
    let roundDone = false;
    const round = scanner.runOnce().then(() => { roundDone = true; });
    const answer = await get(`/streams/${streamId}/alerts/conditions`);
    expect(answer.statusCode).toBe(200);
    expect(roundDone).toBe(false);
    await round;
  });

  it(`skips a condition that overran ${MAX_CHECK_OVERRUNS} times in a row until it is edited, and says so`, async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const conditionId = await createSlowCondition();
      const failing = async () => (await get(`/streams/${streamId}/alerts/conditions/${conditionId}`)).json().failing as unknown;
      for (let round = 1; round < MAX_CHECK_OVERRUNS; round += 1) await scanner.runOnce();
      expect(await failing()).toBeUndefined();
      await scanner.runOnce();
      expect(await failing()).toBe(FAILING_NOTE);
      expect(warn).toHaveBeenCalledTimes(1);
      expect((await get(`/streams/${streamId}/alerts/conditions`)).json().conditions[0].failing).toBe(FAILING_NOTE);

      // Skipped: the round does not check it (a check takes the whole budget).
      const started = performance.now();
      await scanner.runOnce();
      expect(performance.now() - started).toBeLessThan(CHECK_TIME_LIMIT_MS);
      expect(scanner.health.failingNote(conditionId)).toBe(FAILING_NOTE);

      expect((await send('PUT', `/streams/${streamId}/alerts/conditions/${conditionId}`, { title: 'Slow', parameters: { query: 'message:a*' } })).statusCode).toBe(204);
      expect(await failing()).toBeUndefined();
      await scanner.runOnce();
      expect(await failing()).toBeUndefined();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('stopping', () => {
  /** An HTTP receiver that takes requests and never answers them. */
  let silent: http.Server;
  let silentUrl: string;

  beforeEach(async () => {
    silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`;
  });

  afterEach(async () => {
    silent.closeAllConnections();
    await new Promise<void>((resolve) => { silent.close(() => resolve()); });
  });

  it('does not wait for a slow callback delivery, and ends the round before the next condition', async () => {
    const fixture = openAlertingFixture(testContext(NOW_MS));
    const { ctx } = fixture;
    try {
      saveWhitelist(ctx.db, { entries: [{ id: 's', type: 'literal', value: silentUrl, title: 'silent' }], disabled: false });
      saveCallback(ctx.db, { id: 'cb', stream_id: fixture.streamId, type: HTTP_ALARM_CALLBACK, title: 'silent', configuration: { url: silentUrl }, created_at: '', creator_user_id: 'admin' });
      const parameters = { time: 1, threshold_type: 'MORE', threshold: 0, query: '*', grace: 0, backlog: 0, repeat_notifications: false };
      const first = testCondition(MESSAGE_COUNT, parameters);
      const second = testCondition(MESSAGE_COUNT, parameters);
      addCondition(ctx.db, fixture.streamId, first);
      addCondition(ctx.db, fixture.streamId, second);
      await fixture.send({ secondsAgo: 1 });
      expect(findStream(ctx.db, fixture.streamId)?.alert_conditions).toHaveLength(2);

      const scanner = new AlertScanner({ ctx, messages: fixture.store, checkIntervalMs: 60_000 });
      const requested = new Promise<void>((resolve) => { silent.once('request', () => resolve()); });
      const round = scanner.runOnce();
      await requested;
      const started = performance.now();
      await scanner.stop();
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(STOP_WAIT_MS - 50);
      expect(waited).toBeLessThan(STOP_WAIT_MS + 1_000);

      // The delivery fails once the receiver hangs up; the round then ends without checking the second condition.
      silent.closeAllConnections();
      await round;
      expect(lastAlertOfCondition(ctx.db, fixture.streamId, first.id)).toBeDefined();
      expect(lastAlertOfCondition(ctx.db, fixture.streamId, second.id)).toBeUndefined();
    } finally {
      await fixture.close();
      ctx.db.close();
    }
  });
});

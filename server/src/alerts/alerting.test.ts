import type { ServerContext } from '../context';
import { startHttpListener, startSmtpListener, type HttpListener, type SmtpListener } from '../notify/testListeners';
import { findStream, saveStream } from '../streams/store';
import { saveWhitelist } from '../urlwhitelist/store';
import { checkCondition, type AlertingDeps } from './alerting';
import { historyOfAlert, lastAlertOfCondition } from './alertStore';
import { saveCallback } from './callbackStore';
import { EMAIL_ALARM_CALLBACK, HTTP_ALARM_CALLBACK } from './callbackTypes';
import { addCondition } from './conditionStore';
import { MESSAGE_COUNT } from './conditionTypes';
import { AlertScanner } from './scanner';
import { NOW_MS, openAlertingFixture, testCondition, type AlertingFixture } from './testSupport';
import { testContext } from '../../test/helpers';
import type { ConditionParameters, StoredCondition } from './types';

let fixture: AlertingFixture;
let ctx: ServerContext;
let now: number;
let listener: HttpListener;
let deps: AlertingDeps;

beforeEach(async () => {
  now = NOW_MS;
  const base = testContext(NOW_MS);
  ctx = { ...base, now: () => now };
  fixture = openAlertingFixture(ctx);
  listener = await startHttpListener();
  deps = { ctx, messages: fixture.store, checkIntervalMs: 60_000 };
  saveWhitelist(ctx.db, { entries: [{ id: 'l', type: 'literal', value: listener.url(), title: 'listener' }], disabled: false });
});

afterEach(async () => {
  await listener.close();
  await fixture.close();
  ctx.db.close();
});

const stream = () => {
  const found = findStream(ctx.db, fixture.streamId);
  if (!found) throw new Error('no stream');
  return found;
};

function addHttpCallback(url = listener.url(), id = 'cb-http'): void {
  saveCallback(ctx.db, { id, stream_id: fixture.streamId, type: HTTP_ALARM_CALLBACK, title: 'to the listener', configuration: { url }, created_at: '', creator_user_id: 'admin' });
}

/** More than one message in the last minute. */
function burstCondition(extra: ConditionParameters = {}): StoredCondition {
  const condition = testCondition(MESSAGE_COUNT, { time: 1, threshold_type: 'MORE', threshold: 1, query: '*', grace: 0, backlog: 1, repeat_notifications: false, ...extra });
  addCondition(ctx.db, fixture.streamId, condition);
  return condition;
}

const burst = () => fixture.send({ secondsAgo: 1 }, { secondsAgo: 2 }, { secondsAgo: 3 });

it('opens an alert, notifies once, keeps it open while triggered, and resolves it', async () => {
  addHttpCallback();
  const condition = burstCondition();
  await burst();
  expect(await checkCondition(deps, stream(), condition)).toBe('opened');
  expect(listener.received).toHaveLength(1);
  const body = JSON.parse(listener.received[0].body);
  expect(body.stream).toMatchObject({ id: fixture.streamId, title: 'Alerting' });
  expect(body.check_result).toMatchObject({ triggered: true, triggered_condition: { id: condition.id, type: MESSAGE_COUNT } });
  expect(body.check_result.result_description).toMatch('3 messages in the last 1 minutes');
  expect(body.check_result.matching_messages).toHaveLength(1);

  const alert = lastAlertOfCondition(ctx.db, fixture.streamId, condition.id);
  expect(alert).toMatchObject({ stream_id: fixture.streamId, condition_id: condition.id, resolved_at: null, is_interval: true });
  const history = historyOfAlert(ctx.db, alert?.id ?? '');
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({ alert_id: alert?.id, alertcondition_id: condition.id, result: { type: 'success' }, alarmcallbackconfiguration: { id: 'cb-http' } });

  expect(await checkCondition(deps, stream(), condition)).toBe('still-open');
  expect(listener.received).toHaveLength(1);

  now += 2 * 60_000;
  expect(await checkCondition(deps, stream(), condition)).toBe('resolved');
  expect(lastAlertOfCondition(ctx.db, fixture.streamId, condition.id)?.resolved_at).toBe(new Date(now).toISOString());
  expect(await checkCondition(deps, stream(), condition)).toBe('quiet');
});

it('records a failed callback with its reason and still runs the others', async () => {
  addHttpCallback('http://127.0.0.1:9/not-whitelisted', 'cb-1');
  addHttpCallback(listener.url(), 'cb-2');
  const condition = burstCondition();
  await burst();
  await checkCondition(deps, stream(), condition);
  const alert = lastAlertOfCondition(ctx.db, fixture.streamId, condition.id);
  const history = historyOfAlert(ctx.db, alert?.id ?? '');
  expect(history.map((entry) => entry.result)).toEqual([
    { type: 'error', error: 'The URL http://127.0.0.1:9/not-whitelisted is not in the URL whitelist; add it with "Add to URL whitelist" next to the URL field, or ask an administrator to.' },
    { type: 'success' },
  ]);
  expect(listener.received).toHaveLength(1);
});

it('does not check a condition within its grace period after the alert was resolved', async () => {
  addHttpCallback();
  const condition = burstCondition({ grace: 5 });
  await burst();
  expect(await checkCondition(deps, stream(), condition)).toBe('opened');
  now += 2 * 60_000;
  expect(await checkCondition(deps, stream(), condition)).toBe('resolved');
  await fixture.send({ secondsAgo: -119 }, { secondsAgo: -118 });
  now += 60_000;
  expect(await checkCondition(deps, stream(), condition)).toBe('skipped');
  now += 4 * 60_000;
  await fixture.send({ secondsAgo: -419 }, { secondsAgo: -418 });
  expect(await checkCondition(deps, stream(), condition)).toBe('opened');
  expect(listener.received).toHaveLength(2);
});

it('repeats notifications while the alert is open when asked to, not within the grace period', async () => {
  addHttpCallback();
  const condition = burstCondition({ repeat_notifications: true, grace: 2, time: 10 });
  await burst();
  expect(await checkCondition(deps, stream(), condition)).toBe('opened');
  now += 60_000;
  expect(await checkCondition(deps, stream(), condition)).toBe('still-open');
  now += 60_000;
  expect(await checkCondition(deps, stream(), condition)).toBe('repeated');
  expect(listener.received).toHaveLength(2);
  const alert = lastAlertOfCondition(ctx.db, fixture.streamId, condition.id);
  expect(historyOfAlert(ctx.db, alert?.id ?? '')).toHaveLength(2);
});

it('skips paused streams', async () => {
  const condition = burstCondition();
  await burst();
  saveStream(ctx.db, { ...stream(), disabled: true });
  expect(await checkCondition(deps, stream(), condition)).toBe('skipped');
});

it('the scanner checks every condition of active streams in a round', async () => {
  addHttpCallback();
  const condition = burstCondition();
  await burst();
  const scanner = new AlertScanner(deps);
  await scanner.runOnce();
  expect(lastAlertOfCondition(ctx.db, fixture.streamId, condition.id)).toBeDefined();
  expect(listener.received).toHaveLength(1);
  await scanner.stop();
});

describe('email callback', () => {
  let smtp: SmtpListener;
  beforeEach(async () => { smtp = await startSmtpListener(); });
  afterEach(() => smtp.close());

  it('mails the rendered alert to the configured addresses and users', async () => {
    ctx.settings.smtp = { host: '127.0.0.1', port: smtp.port, tls: 'none', from: 'graylog@example.org' };
    saveCallback(ctx.db, {
      id: 'cb-mail', stream_id: fixture.streamId, type: EMAIL_ALARM_CALLBACK, title: 'mail', created_at: '', creator_user_id: 'admin',
      configuration: { sender: '', subject: 'Alert on ${stream.title}: ${check_result.resultDescription}', body: '', user_receivers: ['admin', 'nobody'], email_receivers: ['ops@example.org'] },
    });
    const condition = burstCondition({ backlog: 2 });
    await burst();
    await checkCondition(deps, stream(), condition);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('graylog@example.org');
    expect(mail.to).toContain('ops@example.org');
    expect(mail.data).toMatch(/Subject: Alert on Alerting: The stream received 3 messages/);
    expect(mail.data).toMatch(/Stream: Alerting/);
    expect(mail.data).toMatch(/Latest messages of this alert:/);
    expect(mail.data).toMatch(/test: an alerting test message/);
    const alert = lastAlertOfCondition(ctx.db, fixture.streamId, condition.id);
    expect(historyOfAlert(ctx.db, alert?.id ?? '')[0].result).toEqual({ type: 'success' });
  });

  it('without SMTP settings the run is recorded as failed, saying how to configure it', async () => {
    saveCallback(ctx.db, {
      id: 'cb-mail', stream_id: fixture.streamId, type: EMAIL_ALARM_CALLBACK, title: 'mail', created_at: '', creator_user_id: 'admin',
      configuration: { subject: 's', email_receivers: ['ops@example.org'], user_receivers: [] },
    });
    const condition = burstCondition();
    await burst();
    await checkCondition(deps, stream(), condition);
    const alert = lastAlertOfCondition(ctx.db, fixture.streamId, condition.id);
    expect(historyOfAlert(ctx.db, alert?.id ?? '')[0].result).toEqual({ type: 'error', error: expect.stringContaining('--smtp-host') });
  });
});

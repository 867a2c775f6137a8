import { runCheck, fieldStats } from './checks';
import { checkConditionParameters, CONDITION_TYPES, FIELD_CONTENT, FIELD_VALUE, MESSAGE_COUNT } from './conditionTypes';
import { NOW_MS, openAlertingFixture, testCondition, type AlertingFixture } from './testSupport';
import { compileQuery } from '../search/query';

let fixture: AlertingFixture;
beforeEach(() => { fixture = openAlertingFixture(); });
afterEach(async () => {
  await fixture.close();
  fixture.ctx.db.close();
});

const check = (type: string, given: Record<string, unknown>, checkIntervalMs = 60_000) => runCheck(
  { messages: fixture.store, nowMs: NOW_MS, checkIntervalMs },
  fixture.streamId,
  testCondition(type, checkConditionParameters(CONDITION_TYPES[type], given)),
);

describe('message count', () => {
  it('triggers on more messages than the threshold within the time range only', async () => {
    await fixture.send({ secondsAgo: 10 }, { secondsAgo: 20 }, { secondsAgo: 30 }, { secondsAgo: 400 });
    const more = check(MESSAGE_COUNT, { time: 5, threshold_type: 'MORE', threshold: 2, grace: 1, backlog: 2 });
    expect(more.triggered).toBe(true);
    expect(more.resultDescription).toMatch('3 messages in the last 5 minutes');
    expect(more.resultDescription).toMatch('grace period: 1 minutes');
    expect(more.matchingMessages).toHaveLength(2);
    expect(more.matchingMessages[0].message.timestamp).toBe(new Date(NOW_MS - 10_000).toISOString());
    expect(check(MESSAGE_COUNT, { time: 5, threshold_type: 'more', threshold: 3 }).triggered).toBe(false);
    // The message 400 s ago counts within 10 minutes.
    expect(check(MESSAGE_COUNT, { time: 10, threshold_type: 'more', threshold: 3 }).triggered).toBe(true);
  });

  it('triggers on fewer messages with LESS, and only counts the stream (and its query)', async () => {
    await fixture.send({ secondsAgo: 10, fields: { level: 3 } }, { secondsAgo: 10, streamId: 'another-stream' });
    expect(check(MESSAGE_COUNT, { time: 1, threshold_type: 'LESS', threshold: 2 }).triggered).toBe(true);
    expect(check(MESSAGE_COUNT, { time: 1, threshold_type: 'LESS', threshold: 1 }).triggered).toBe(false);
    expect(check(MESSAGE_COUNT, { time: 1, threshold_type: 'MORE', threshold: 0, query: 'level:3' }).triggered).toBe(true);
    expect(check(MESSAGE_COUNT, { time: 1, threshold_type: 'MORE', threshold: 0, query: 'level:4' }).triggered).toBe(false);
  });

  it('includes no messages without a backlog', async () => {
    await fixture.send({ secondsAgo: 1 });
    const result = check(MESSAGE_COUNT, { time: 1, threshold_type: 'MORE', threshold: 0 });
    expect(result.triggered).toBe(true);
    expect(result.matchingMessages).toEqual([]);
  });
});

describe('field value', () => {
  beforeEach(async () => {
    await fixture.send(
      { secondsAgo: 5, fields: { took_ms: 100 } },
      { secondsAgo: 6, fields: { took_ms: 300 } },
      { secondsAgo: 7, fields: { took_ms: 300 } },
      { secondsAgo: 8, fields: { other: 1 } },
      { secondsAgo: 9999, fields: { took_ms: 100_000 } },
    );
  });

  it('computes mean, min, max, sum and standard deviation of the numeric values', () => {
    const filter = { query: compileQuery('*'), streams: [fixture.streamId], fromMs: NOW_MS - 60_000, toMs: NOW_MS };
    const stats = fieldStats(fixture.store, filter, 'took_ms');
    expect(stats).toMatchObject({ count: 3, sum: 700, min: 100, max: 300 });
    expect(stats?.mean).toBeCloseTo(233.333, 2);
    expect(stats?.stddev).toBeCloseTo(94.281, 2);
    expect(fieldStats(fixture.store, filter, 'missing')).toBeNull();
  });

  it.each([
    ['MAX', 'HIGHER', 299, true], ['MAX', 'HIGHER', 300, false], ['MIN', 'LOWER', 101, true], ['MIN', 'LOWER', 100, false],
    ['SUM', 'HIGHER', 699, true], ['MEAN', 'HIGHER', 233, true], ['MEAN', 'HIGHER', 234, false], ['STDDEV', 'LOWER', 95, true],
  ])('%s %s than %d: %s', (type, thresholdType, threshold, expected) => {
    const result = check(FIELD_VALUE, { field: 'took_ms', time: 5, type, threshold_type: thresholdType, threshold });
    expect(result.triggered).toBe(expected);
    if (expected) expect(result.resultDescription).toMatch(`${type.toLowerCase()} of field took_ms`);
  });

  it('does not trigger without numeric values of the field', () => {
    expect(check(FIELD_VALUE, { field: 'nothere', time: 5, type: 'MAX', threshold_type: 'LOWER', threshold: 1e9 }).triggered).toBe(false);
  });

  it('the backlog holds messages that have the field', () => {
    const result = check(FIELD_VALUE, { field: 'took_ms', time: 5, type: 'MAX', threshold_type: 'HIGHER', threshold: 0, backlog: 10 });
    expect(result.matchingMessages.map((summary) => summary.message.took_ms)).toEqual([100, 300, 300]);
  });
});

describe('field content', () => {
  it('triggers when a message of the last check interval has the value', async () => {
    await fixture.send({ secondsAgo: 30, fields: { level: 'ERROR', user: 'a "quoted" name' } }, { secondsAgo: 120, fields: { level: 'FATAL' } });
    expect(check(FIELD_CONTENT, { field: 'level', value: 'ERROR' }).triggered).toBe(true);
    expect(check(FIELD_CONTENT, { field: 'level', value: 'FATAL' }).triggered).toBe(false);
    expect(check(FIELD_CONTENT, { field: 'level', value: 'FATAL' }, 180_000).triggered).toBe(true);
    expect(check(FIELD_CONTENT, { field: 'user', value: 'a "quoted" name', backlog: 5 }).matchingMessages).toHaveLength(1);
    expect(check(FIELD_CONTENT, { field: 'level', value: 'ERROR', query: 'source:elsewhere' }).triggered).toBe(false);
  });
});

describe('parameters', () => {
  const refusal = (type: string, given: Record<string, unknown>) => {
    try {
      checkConditionParameters(CONDITION_TYPES[type], given);
    } catch (error) {
      return { message: (error as Error).message, field: (error as { field?: string }).field };
    }
    return null;
  };

  it('fills defaults and converts form values as Graylog does', () => {
    expect(checkConditionParameters(CONDITION_TYPES[MESSAGE_COUNT], { time: '10', threshold: 5, threshold_type: 'less', repeat_notifications: 'true' }))
      .toEqual({ time: 10, threshold_type: 'LESS', threshold: 5, query: '*', grace: 0, backlog: 0, repeat_notifications: true });
  });

  it('refuses wrong values, naming the field', () => {
    expect(refusal(MESSAGE_COUNT, { time: 0, threshold: 1, threshold_type: 'MORE' })).toEqual({ message: 'Time Range must be a whole number from 1 to 525600', field: 'time' });
    expect(refusal(MESSAGE_COUNT, { time: 5, threshold: 'many', threshold_type: 'MORE' })?.field).toBe('threshold');
    expect(refusal(MESSAGE_COUNT, { time: 5, threshold: 1, threshold_type: 'SOME' })?.field).toBe('threshold_type');
    expect(refusal(FIELD_VALUE, { time: 5, threshold: 1, threshold_type: 'HIGHER', type: 'MAX' })).toEqual({ message: 'Field is required', field: 'field' });
    expect(refusal(FIELD_VALUE, { field: 'x', time: 5, threshold: 1, threshold_type: 'HIGHER', type: 'MEDIAN' })?.field).toBe('type');
    expect(refusal(FIELD_CONTENT, { field: 'x', value: 'y', query: 'a AND (' })?.field).toBe('query');
    expect(refusal(FIELD_CONTENT, { field: 'x', value: 'y', backlog: -1 })?.field).toBe('backlog');
    expect(refusal(FIELD_CONTENT, { field: 'x', value: 'y', grace: 1.5 })?.field).toBe('grace');
  });

  it('takes a decimal threshold only for an aggregate, as Graylog does', () => {
    expect(checkConditionParameters(CONDITION_TYPES[FIELD_VALUE], { field: 'took_ms', time: 5, threshold: '2.5', threshold_type: 'higher', type: 'mean' }))
      .toMatchObject({ threshold: 2.5, threshold_type: 'HIGHER', type: 'MEAN' });
    expect(refusal(MESSAGE_COUNT, { time: 5, threshold: 2.5, threshold_type: 'MORE' })).toEqual({ message: 'Threshold must be a whole number', field: 'threshold' });
  });
});

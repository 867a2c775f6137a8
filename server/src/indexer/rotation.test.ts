import { parsePeriod, type Period } from '../clusterconfig/periods';
import { RECENT_CAPACITY, recentRecords } from '../logging/logger';
import { messageCountDecision, normalizedStandard, plusPeriod, rotationAnchor, sizeDecision, TimeBasedRotation } from './rotation';

function period(text: string): Period {
  const parsed = parsePeriod(text);
  if (!parsed) throw new Error(`not a period: ${text}`);
  return parsed;
}

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const index = (overrides: Partial<{ messages: number; bytes: number; createdMs: number | null }> = {}) => ({
  name: 'rot_0', messages: 0, bytes: 0, createdMs: at('2024-05-01T10:17:00Z'), ...overrides,
});

describe('message count and size rotation', () => {
  it('rotates once the write index holds max_docs_per_index messages', () => {
    expect(messageCountDecision(index({ messages: 99 }), { max_docs_per_index: 100 })?.rotate).toBe(false);
    expect(messageCountDecision(index({ messages: 100 }), { max_docs_per_index: 100 })).toEqual({
      rotate: true,
      description: 'Number of messages in <rot_0> (100) is higher than the limit (100). Pointing deflector to new index now!',
    });
    expect(messageCountDecision(index(), { max_docs_per_index: 0 })).toBeNull();
  });

  it('rotates once the write index takes more bytes than max_size', () => {
    expect(sizeDecision(index({ bytes: 4096 }), { max_size: 4096 })?.rotate).toBe(false);
    expect(sizeDecision(index({ bytes: 4097 }), { max_size: 4096 })?.rotate).toBe(true);
    expect(sizeDecision(index(), {})).toBeNull();
  });
});

describe('time-based rotation', () => {
  it("normalizes periods as Joda's normalizedStandard", () => {
    expect(normalizedStandard(period('PT90M'))).toMatchObject({ hours: 1, minutes: 30 });
    expect(normalizedStandard(period('P14D'))).toMatchObject({ weeks: 2, days: 0 });
    expect(normalizedStandard(period('P13M'))).toMatchObject({ years: 1, months: 1 });
  });

  it('snaps the anchor to the grid of the largest unit of the period', () => {
    expect(iso(rotationAnchor(at('2024-05-01T10:17:42Z'), period('PT1H')))).toBe('2024-05-01T10:00:00.000Z');
    expect(iso(rotationAnchor(at('2024-05-01T11:17:42Z'), period('PT2H')))).toBe('2024-05-01T10:00:00.000Z');
    expect(iso(rotationAnchor(at('2024-05-01T10:17:42Z'), period('PT15M')))).toBe('2024-05-01T10:15:00.000Z');
    expect(iso(rotationAnchor(at('2024-05-05T10:17:42Z'), period('P1D')))).toBe('2024-05-05T00:00:00.000Z');
    // 2024-05-01 is a Wednesday of ISO week 18: weekly periods start on Mondays.
    expect(iso(rotationAnchor(at('2024-05-01T10:17:42Z'), period('P1W')))).toBe('2024-04-29T00:00:00.000Z');
    expect(iso(rotationAnchor(at('2024-05-20T10:17:42Z'), period('P1M')))).toBe('2024-05-01T00:00:00.000Z');
    // Month 5 of a 3-month period: moved back by 5 % 3 = 2 months.
    expect(iso(rotationAnchor(at('2024-05-20T10:17:42Z'), period('P3M')))).toBe('2024-03-01T00:00:00.000Z');
  });

  it('adds calendar periods keeping the day of month where it can', () => {
    expect(iso(plusPeriod(at('2024-01-31T00:00:00Z'), period('P1M')))).toBe('2024-02-29T00:00:00.000Z');
    expect(iso(plusPeriod(at('2024-05-01T00:00:00Z'), period('P1D'), 3))).toBe('2024-05-04T00:00:00.000Z');
  });

  it('rotates on the period boundary after the write index was created, then on each following one', () => {
    const rotation = new TimeBasedRotation();
    const hourly = { rotation_period: 'PT1H' };
    const decide = (now: string) => rotation.decide('set', index(), hourly, at(now));
    expect(decide('2024-05-01T10:59:59Z')).toEqual({ rotate: false, description: 'Next rotation at 2024-05-01T11:00:00.000Z' });
    expect(decide('2024-05-01T11:00:00Z')?.rotate).toBe(true);
    expect(decide('2024-05-01T11:30:00Z')?.rotate).toBe(false);
    // Three hours missed: one rotation, and the next one on the next full hour.
    expect(decide('2024-05-01T14:10:00Z')?.rotate).toBe(true);
    expect(decide('2024-05-01T14:59:00Z')?.rotate).toBe(false);
    expect(decide('2024-05-01T15:00:00Z')?.rotate).toBe(true);
  });

  it('forces a rotation when the write index has no known creation time, and refuses a zero period', () => {
    const rotation = new TimeBasedRotation();
    expect(rotation.decide('set', index({ createdMs: null }), { rotation_period: 'P1D' }, at('2024-05-01T10:00:00Z'))?.rotate).toBe(true);
    expect(rotation.decide('other', index(), { rotation_period: 'PT0S' }, at('2024-05-01T10:00:00Z'))).toBeNull();
    expect(rotation.decide('other', index(), { rotation_period: 'soon' }, at('2024-05-01T10:00:00Z'))).toBeNull();
  });

  it('never rotates when the next rotation is beyond any valid time, and says so once', () => {
    const rotation = new TimeBasedRotation();
    const warnings = () => recentRecords(RECENT_CAPACITY, 'WARN').filter((record) => record.message.includes('beyond any valid time')).length;
    const before = warnings();
    for (const rotationPeriod of ['P1000000Y', 'P100000000D']) {
      for (const now of ['2024-05-01T10:00:00Z', '2024-05-01T10:00:01Z', '2300-01-01T00:00:00Z']) {
        expect(rotation.decide(rotationPeriod, index(), { rotation_period: rotationPeriod }, at(now))).toEqual({
          rotate: false, description: 'Next rotation is not a valid time, not rotating.',
        });
      }
    }
    expect(warnings() - before).toBe(2);
  });
});

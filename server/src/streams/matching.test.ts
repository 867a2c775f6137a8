import { compileRule, fieldView, numberOf, ruleMatches, streamMatches, textOf } from './matching';
import { StreamRuleType, type StreamRuleTypeId } from './ruleTypes';

function answer(type: StreamRuleTypeId, field: string, value: string, fields: Record<string, unknown>, inverted = false): boolean {
  const rule = compileRule({ id: 'r', type, field, value, inverted });
  return ruleMatches(rule, fieldView(fields, rule.field));
}

/** The rule's answer plain and inverted, for one message. */
const both = (type: StreamRuleTypeId, field: string, value: string, fields: Record<string, unknown>) =>
  [answer(type, field, value, fields), answer(type, field, value, fields, true)];

describe('stream rule matching (Graylog matchers)', () => {
  it('exact: the trimmed value equals the rule value; a missing field matches only inverted', () => {
    expect(both(StreamRuleType.EXACT, 'app', 'shop', { app: 'shop' })).toEqual([true, false]);
    expect(both(StreamRuleType.EXACT, 'app', 'shop', { app: '  shop ' })).toEqual([true, false]);
    expect(both(StreamRuleType.EXACT, 'app', 'shop', { app: 'shops' })).toEqual([false, true]);
    expect(both(StreamRuleType.EXACT, 'app', 'shop', { app: 'Shop' })).toEqual([false, true]);
    expect(both(StreamRuleType.EXACT, 'app', 'shop', {})).toEqual([false, true]);
    expect(both(StreamRuleType.EXACT, 'app', 'shop', { app: null })).toEqual([false, true]);
    expect(both(StreamRuleType.EXACT, 'code', '42', { code: 42 })).toEqual([true, false]);
    expect(both(StreamRuleType.EXACT, 'ok', 'true', { ok: true })).toEqual([true, false]);
  });

  it('regex: finds the pattern anywhere (Java find, DOTALL), in Java syntax', () => {
    expect(both(StreamRuleType.REGEX, 'message', 'err(or)?', { message: 'an error happened' })).toEqual([true, false]);
    expect(both(StreamRuleType.REGEX, 'message', '^err', { message: 'an error' })).toEqual([false, true]);
    expect(both(StreamRuleType.REGEX, 'message', 'a.b', { message: 'a\nb' })).toEqual([true, false]);
    expect(both(StreamRuleType.REGEX, 'message', '\\Aa\\z', { message: 'a' })).toEqual([true, false]);
    expect(both(StreamRuleType.REGEX, 'message', 'x', {})).toEqual([false, true]);
    // A pattern that does not compile never matches, not even inverted (Graylog logs it and answers no).
    expect(both(StreamRuleType.REGEX, 'message', '(a', { message: 'a' })).toEqual([false, false]);
  });

  it('greater and smaller: numeric comparison; absent or non-numeric values never match, even inverted', () => {
    expect(both(StreamRuleType.GREATER, 'took', '100', { took: 150 })).toEqual([true, false]);
    expect(both(StreamRuleType.GREATER, 'took', '100', { took: '150.5' })).toEqual([true, false]);
    expect(both(StreamRuleType.GREATER, 'took', '100', { took: 100 })).toEqual([false, true]);
    expect(both(StreamRuleType.GREATER, 'took', '100', { took: 'slow' })).toEqual([false, false]);
    expect(both(StreamRuleType.GREATER, 'took', '100', {})).toEqual([false, false]);
    expect(both(StreamRuleType.GREATER, 'took', 'many', { took: 5 })).toEqual([false, false]);
    expect(both(StreamRuleType.SMALLER, 'took', '1e2', { took: 99 })).toEqual([true, false]);
    expect(both(StreamRuleType.SMALLER, 'took', '100', { took: 100 })).toEqual([false, true]);
    expect(both(StreamRuleType.SMALLER, 'took', '100', {})).toEqual([false, false]);
  });

  it('presence: present and, for text, not blank', () => {
    expect(both(StreamRuleType.PRESENCE, 'user', '', { user: 'jane' })).toEqual([true, false]);
    expect(both(StreamRuleType.PRESENCE, 'user', '', { user: '   ' })).toEqual([false, true]);
    expect(both(StreamRuleType.PRESENCE, 'user', '', { user: 0 })).toEqual([true, false]);
    expect(both(StreamRuleType.PRESENCE, 'user', '', {})).toEqual([false, true]);
  });

  it('contains: a case-sensitive substring of the value', () => {
    expect(both(StreamRuleType.CONTAINS, 'message', 'fail', { message: 'login failed' })).toEqual([true, false]);
    expect(both(StreamRuleType.CONTAINS, 'message', 'Fail', { message: 'login failed' })).toEqual([false, true]);
    expect(both(StreamRuleType.CONTAINS, 'tags', 'b', { tags: ['a', 'b'] })).toEqual([true, false]);
    expect(both(StreamRuleType.CONTAINS, 'message', 'fail', {})).toEqual([false, true]);
  });

  it('always match: matches every message, inverted or not', () => {
    expect(both(StreamRuleType.ALWAYS_MATCH, '', '', {})).toEqual([true, true]);
  });

  it('match input: the message came from that input (case-insensitive), whatever field the rule names', () => {
    expect(both(StreamRuleType.MATCH_INPUT, 'ignored', 'ABC123', { gl2_source_input: 'abc123' })).toEqual([true, false]);
    expect(both(StreamRuleType.MATCH_INPUT, 'ignored', 'abc123', { gl2_source_input: 'other' })).toEqual([false, true]);
    expect(both(StreamRuleType.MATCH_INPUT, 'ignored', 'abc123', {})).toEqual([false, true]);
  });

  it('reads values as Java would print them, and numbers as Graylog parses them', () => {
    expect(textOf(['a', 1, true])).toBe('[a, 1, true]');
    expect(textOf(1.5)).toBe('1.5');
    expect(numberOf(' 5')).toBeUndefined();
    expect(numberOf('5d')).toBe(5);
    expect(numberOf('-2.5e3')).toBe(-2500);
    expect(numberOf(true)).toBeUndefined();
    expect(numberOf('')).toBeUndefined();
  });

  it('a stream needs all its rules (AND) or any of them (OR); without rules it matches nothing', () => {
    expect(streamMatches('AND', [true, true])).toBe(true);
    expect(streamMatches('AND', [true, false])).toBe(false);
    expect(streamMatches('OR', [false, true])).toBe(true);
    expect(streamMatches('OR', [false, false])).toBe(false);
    expect(streamMatches('AND', [])).toBe(false);
    expect(streamMatches('OR', [])).toBe(false);
  });
});

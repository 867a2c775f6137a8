import type { Stream } from '@/stores/streams/streamTypes';
import { StreamRuleType } from '@/stores/streams/streamTypes';

import { ruleSentence, rulesSummary } from './streamRuleTexts';

const rule = (type: number, extra: Partial<{ field: string, value: string, inverted: boolean }> = {}) => ({
  field: 'source', value: 'web-1', inverted: false, type, ...extra,
});
const withRules = (count: number, matching: Stream['matching_type'], isDefault = false, id = 's') => ({
  id,
  rules: Array.from({ length: count }, (_, i) => ({ ...rule(1), id: `r${i}`, stream_id: 's', description: '' })),
  matching_type: matching,
  is_default: isDefault,
});

describe('stream rule texts', () => {
  it('sums up how many rules must match', () => {
    expect(rulesSummary(withRules(2, 'AND'))).toBe('Must match all of the 2 configured stream rules.');
    expect(rulesSummary(withRules(1, 'OR'))).toBe('Must match at least one of the 1 configured stream rule.');
    expect(rulesSummary(withRules(0, 'AND'))).toBe('No configured rules: the stream receives no messages.');
    expect(rulesSummary(withRules(0, 'AND', true))).toBe('Receives every message that no stream removes from it.');
    // "All events" and "All system events" hold events: no rules, and nothing missing.
    expect(rulesSummary(withRules(0, 'AND', false, '000000000000000000000002'))).toBe('Holds events, not messages: no rules route into it.');
  });

  it('reads every rule type, inverted or not', () => {
    expect(ruleSentence(rule(StreamRuleType.EXACT))).toBe('source must match exactly web-1');
    expect(ruleSentence(rule(StreamRuleType.EXACT, { inverted: true }))).toBe('source must not match exactly web-1');
    expect(ruleSentence(rule(StreamRuleType.REGEX, { value: '^web-\\d+$' }))).toBe('source must match regular expression ^web-\\d+$');
    expect(ruleSentence(rule(StreamRuleType.GREATER, { field: 'took_ms', value: '500' }))).toBe('took_ms must be greater than 500');
    expect(ruleSentence(rule(StreamRuleType.SMALLER, { field: 'took_ms', value: '5' }))).toBe('took_ms must be smaller than 5');
    expect(ruleSentence(rule(StreamRuleType.PRESENCE, { field: 'error' }))).toBe('error must be present');
    expect(ruleSentence(rule(StreamRuleType.PRESENCE, { field: 'error', inverted: true }))).toBe('error must not be present');
    expect(ruleSentence(rule(StreamRuleType.CONTAINS, { field: 'message', value: 'timeout' }))).toBe('message must contain timeout');
    expect(ruleSentence(rule(StreamRuleType.ALWAYS_MATCH))).toBe('Always matches');
    expect(ruleSentence(rule(StreamRuleType.MATCH_INPUT, { field: 'gl2_source_input', value: 'in1' }), [], (id) => (id === 'in1' ? 'GELF' : undefined)))
      .toBe('Message must come from input GELF (in1)');
  });

  it("uses the server's description for a rule type it does not know", () => {
    const types = [{ id: 42, short_desc: 'match the moon', long_desc: '' }];
    expect(ruleSentence(rule(42), types)).toBe('source must match the moon web-1');
  });
});

import { StreamRuleType } from '@/stores/streams/streamTypes';

import { initialRuleValues, toRuleRequest, validateRule } from './streamRuleFormValues';

describe('stream rule form values', () => {
  it('starts a new rule as "match exactly" and an existing one with its values', () => {
    expect(initialRuleValues()).toEqual({ field: '', type: '1', value: '', inverted: false, description: '' });
    const rule = { id: 'r', stream_id: 's', field: 'level', type: 3, value: '4', inverted: true, description: 'loud' };
    expect(initialRuleValues(rule)).toEqual({ field: 'level', type: '3', value: '4', inverted: true, description: 'loud' });
  });

  it('sends only what the type uses', () => {
    expect(toRuleRequest({ field: ' source ', type: '1', value: 'web', inverted: false, description: ' x ' }))
      .toEqual({ field: 'source', type: 1, value: 'web', inverted: false, description: 'x' });
    expect(toRuleRequest({ field: 'error', type: String(StreamRuleType.PRESENCE), value: 'stale', inverted: true, description: '' }))
      .toEqual({ field: 'error', type: 5, value: '', inverted: true, description: '' });
    expect(toRuleRequest({ field: 'stale', type: String(StreamRuleType.ALWAYS_MATCH), value: 'stale', inverted: false, description: '' }))
      .toEqual({ field: '', type: 7, value: '', inverted: false, description: '' });
    expect(toRuleRequest({ field: 'stale', type: String(StreamRuleType.MATCH_INPUT), value: 'in1', inverted: false, description: '' }))
      .toEqual({ field: 'gl2_source_input', type: 8, value: 'in1', inverted: false, description: '' });
  });

  it('asks for a field and a value where the type needs them, and numbers for comparisons', () => {
    expect(validateRule({ field: '', type: '1', value: '', inverted: false, description: '' }))
      .toEqual({ field: 'Field is required.', value: 'Value is required.' });
    expect(validateRule({ field: 'error', type: '5', value: '', inverted: false, description: '' })).toEqual({});
    expect(validateRule({ field: '', type: '7', value: '', inverted: false, description: '' })).toEqual({});
    expect(validateRule({ field: 'took', type: '3', value: 'fast', inverted: false, description: '' })).toEqual({ value: 'Value must be a number.' });
    expect(validateRule({ field: 'took', type: '4', value: '2.5', inverted: false, description: '' })).toEqual({});
    expect(validateRule({ field: '', type: '8', value: '', inverted: false, description: '' })).toEqual({ value: 'Input is required.' });
    // A Java regular expression may not compile in JavaScript, and the other way round: the server decides.
    expect(validateRule({ field: 'source', type: '2', value: '(?<x>a)\\p{Alpha}', inverted: false, description: '' })).toEqual({});
  });
});

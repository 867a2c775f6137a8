// Graylog's stream rule types (StreamRuleType), by the numbers clients and content packs store.
// GET /streams/{id}/rules/types lists them in this order with these texts.

import { StreamRuleType, type StreamRuleTypeId } from '../../../src/logic/streamRuleTypes';

export { StreamRuleType, type StreamRuleTypeId };

export interface RuleTypeInfo {
  id: StreamRuleTypeId;
  name: keyof typeof StreamRuleType;
  short_desc: string;
  long_desc: string;
}

export const RULE_TYPES: readonly RuleTypeInfo[] = [
  { id: 1, name: 'EXACT', short_desc: 'match exactly', long_desc: 'match exactly' },
  { id: 2, name: 'REGEX', short_desc: 'match regular expression', long_desc: 'match regular expression' },
  { id: 3, name: 'GREATER', short_desc: 'greater than', long_desc: 'be greater than' },
  { id: 4, name: 'SMALLER', short_desc: 'smaller than', long_desc: 'be smaller than' },
  { id: 5, name: 'PRESENCE', short_desc: 'field presence', long_desc: 'be present' },
  { id: 6, name: 'CONTAINS', short_desc: 'contain', long_desc: 'contain' },
  { id: 7, name: 'ALWAYS_MATCH', short_desc: 'always match', long_desc: 'always match' },
  { id: 8, name: 'MATCH_INPUT', short_desc: 'match input', long_desc: 'match input' },
];

export function isRuleType(value: number): value is StreamRuleTypeId {
  return Number.isInteger(value) && value >= 1 && value <= 8;
}

/** Types that test no field of their own (always match; match input reads gl2_source_input). */
export function needsField(type: StreamRuleTypeId): boolean {
  return type !== StreamRuleType.ALWAYS_MATCH && type !== StreamRuleType.MATCH_INPUT;
}

/** Types that compare with a value (all but presence and always match). */
export function needsValue(type: StreamRuleTypeId): boolean {
  return type !== StreamRuleType.PRESENCE && type !== StreamRuleType.ALWAYS_MATCH;
}

// How a stream's rules read to people: the summary in the streams list and one line per rule.
import type { MatchingType, Stream, StreamRule, StreamRuleTypeInfo } from '@/stores/streams/streamTypes';
import { EVENTS_STREAM_IDS, StreamRuleType } from '@/stores/streams/streamTypes';

/** "Must match all of the 2 configured stream rules." */
export const rulesSummary = (stream: Pick<Stream, 'id' | 'rules' | 'matching_type' | 'is_default'>): string => {
  if (stream.is_default) {
    return 'Receives every message that no stream removes from it.';
  }
  if (EVENTS_STREAM_IDS.includes(stream.id)) {
    return 'Holds events, not messages: no rules route into it.';
  }
  const count = stream.rules.length;
  if (count === 0) {
    return 'No configured rules: the stream receives no messages.';
  }
  return `Must match ${matchingWord(stream.matching_type)} of the ${count} configured stream ${count === 1 ? 'rule' : 'rules'}.`;
};

export const matchingWord = (matchingType: MatchingType): string => (matchingType === 'OR' ? 'at least one' : 'all');

/** The verb of each rule type, positive and inverted; unknown types fall back to the server's short description. */
const PHRASES: { [type: number]: [string, string] } = {
  [StreamRuleType.EXACT]: ['must match exactly', 'must not match exactly'],
  [StreamRuleType.REGEX]: ['must match regular expression', 'must not match regular expression'],
  [StreamRuleType.GREATER]: ['must be greater than', 'must not be greater than'],
  [StreamRuleType.SMALLER]: ['must be smaller than', 'must not be smaller than'],
  [StreamRuleType.PRESENCE]: ['must be present', 'must not be present'],
  [StreamRuleType.CONTAINS]: ['must contain', 'must not contain'],
  [StreamRuleType.MATCH_INPUT]: ['must come from input', 'must not come from input'],
};

/** Rule types whose value is not used. */
export const typeTakesValue = (type: number): boolean => type !== StreamRuleType.PRESENCE && type !== StreamRuleType.ALWAYS_MATCH;

/** Rule types whose field is fixed (always match needs none, match input looks at the receiving input). */
export const typeTakesField = (type: number): boolean => type !== StreamRuleType.ALWAYS_MATCH && type !== StreamRuleType.MATCH_INPUT;

/** The field a match-input rule looks at. */
export const INPUT_FIELD = 'gl2_source_input';

/** "source must match exactly web-1", "Always matches" … */
export const ruleSentence = (
  rule: Pick<StreamRule, 'field' | 'type' | 'value' | 'inverted'>,
  types: ReadonlyArray<StreamRuleTypeInfo> = [],
  inputTitle?: (inputId: string) => string | undefined,
): string => {
  if (rule.type === StreamRuleType.ALWAYS_MATCH) {
    return rule.inverted ? 'Never matches' : 'Always matches';
  }
  const known = PHRASES[rule.type];
  const serverDescription = types.find((type) => type.id === rule.type)?.short_desc ?? `rule type ${rule.type}`;
  const verb = known ? known[rule.inverted ? 1 : 0] : `must${rule.inverted ? ' not' : ''} ${serverDescription}`;
  if (rule.type === StreamRuleType.MATCH_INPUT) {
    const title = inputTitle?.(rule.value);
    return `Message ${verb} ${title ? `${title} (${rule.value})` : rule.value}`;
  }
  return typeTakesValue(rule.type) ? `${rule.field} ${verb} ${rule.value}` : `${rule.field} ${verb}`;
};

// Graylog's stream rule types by the numbers clients, scripts and content packs store (StreamRuleType). One module
// for the console and the server, as logic/permissions.ts is, so the numbers cannot drift apart.
export const StreamRuleType = {
  EXACT: 1,
  REGEX: 2,
  GREATER: 3,
  SMALLER: 4,
  PRESENCE: 5,
  CONTAINS: 6,
  ALWAYS_MATCH: 7,
  MATCH_INPUT: 8,
} as const;

export type StreamRuleTypeId = typeof StreamRuleType[keyof typeof StreamRuleType];

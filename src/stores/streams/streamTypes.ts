// Graylog 4's stream and stream rule, as the streams API answers them. Other areas (outputs, alerts,
// events, decorators) import these for their stream pickers and titles.

/** The "All messages" stream: every message lands here unless a stream removes it. It cannot be edited or deleted. */
export const DEFAULT_STREAM_ID = '000000000000000000000001';

/**
 * Graylog's streams of events: "All events" holds what event definitions create, "All system events" what the
 * server itself raises. Nothing is routed into them, and their contents are searched on the alerts page.
 */
export const EVENTS_STREAM_IDS: ReadonlyArray<string> = ['000000000000000000000002', '000000000000000000000003'];

// Graylog's stream rule types by their numeric id (GET /streams/{id}/rules/types names them).
export { StreamRuleType } from '@/logic/streamRuleTypes';
export type { StreamRuleTypeId } from '@/logic/streamRuleTypes';

/** One rule type the server offers: `short_desc` is its name ("match exactly"), `long_desc` explains it. */
export type StreamRuleTypeInfo = {
  id: number,
  short_desc: string,
  long_desc: string,
  name?: string,
};

export type StreamRule = {
  id: string,
  stream_id: string,
  field: string,
  type: number,
  value: string,
  inverted: boolean,
  description: string,
};

/** What creating or updating a rule sends. */
export type StreamRuleRequest = Omit<StreamRule, 'id' | 'stream_id'>;

/** All rules must match (AND) or any one of them (OR). */
export type MatchingType = 'AND' | 'OR';

/** An output a stream forwards to, as the stream carries it. */
export type StreamOutput = {
  id: string,
  title: string,
  type: string,
  creator_user_id?: string,
  created_at?: string,
  configuration?: Record<string, unknown>,
  content_pack?: string | null,
};

export type Stream = {
  id: string,
  title: string,
  description: string | null,
  rules: Array<StreamRule>,
  outputs: Array<StreamOutput>,
  matching_type: MatchingType,
  remove_matches_from_default_stream: boolean,
  index_set_id: string,
  /** True while the stream is paused. */
  disabled: boolean,
  is_default: boolean,
  created_at: string,
  creator_user_id: string,
  content_pack: string | null,
  alert_conditions?: Array<unknown>,
  alert_receivers?: { emails: Array<string>, users: Array<string> },
  /** False for streams the system manages (the events streams). */
  is_editable?: boolean,
};

/** What create sends; rules may come along (a clone or a content pack). */
export type StreamCreate = {
  title: string,
  description?: string,
  index_set_id: string,
  remove_matches_from_default_stream: boolean,
  matching_type?: MatchingType,
  rules?: Array<StreamRuleRequest>,
};

/** What update sends: only the fields being changed. */
export type StreamUpdate = Partial<{
  title: string,
  description: string,
  index_set_id: string,
  remove_matches_from_default_stream: boolean,
  matching_type: MatchingType,
}>;

/** What clone sends: the copy's own title and settings; rules and outputs come from the original. */
export type StreamClone = {
  title: string,
  description?: string,
  index_set_id: string,
  remove_matches_from_default_stream: boolean,
};

/** POST /streams/{id}/testMatch: the stream's result and each rule's, by rule id. */
export type StreamMatchResult = {
  matches: boolean,
  rules: { [ruleId: string]: boolean },
};

// Graylog's stream and stream rule as the API answers them (StreamResponse, StreamRuleImpl).
import type { StreamRuleTypeId } from './ruleTypes';

export interface StreamRule {
  id: string;
  stream_id: string;
  field: string;
  type: StreamRuleTypeId;
  value: string;
  inverted: boolean;
  description: string;
}

export type MatchingType = 'AND' | 'OR';

export interface AlertReceivers {
  emails: string[];
  users: string[];
}

/** A stream with its rules and the outputs it forwards to. */
export interface StreamRecord {
  id: string;
  title: string;
  description: string | null;
  rules: StreamRule[];
  /** Graylog's output summaries ({id, title, type, configuration, creator_user_id, created_at, content_pack}). */
  outputs: Record<string, unknown>[];
  matching_type: MatchingType;
  remove_matches_from_default_stream: boolean;
  index_set_id: string;
  /** True while the stream is paused. */
  disabled: boolean;
  is_default: boolean;
  created_at: string;
  creator_user_id: string;
  content_pack: string | null;
  alert_conditions: unknown[];
  alert_receivers: AlertReceivers;
  /** False for the streams the server manages itself (All messages, the events streams). */
  is_editable: boolean;
}

/** A row of the `streams` table; `data` holds the stream's JSON without rules and outputs (they have tables). */
export interface StreamRow {
  id: string;
  title: string;
  index_set_id: string;
  is_default: number;
  disabled: number;
  data: string;
}

// Legacy alerting as Graylog's API shows it: conditions (stored in their stream), alarm callbacks, alerts and
// the history of callback runs.
import type { MessageFields } from '../messages/types';

export type ConditionParameters = Record<string, string | number | boolean>;

/** A condition as stored in the stream's `alert_conditions` (Graylog's persisted fields). */
export interface StoredCondition {
  id: string;
  type: string;
  creator_user_id: string;
  created_at: string;
  parameters: ConditionParameters;
  title: string | null;
}

export interface AlarmCallback {
  id: string;
  stream_id: string;
  type: string;
  title: string | null;
  configuration: Record<string, unknown>;
  created_at: string;
  creator_user_id: string;
}

export interface Alert {
  id: string;
  condition_id: string;
  stream_id: string;
  description: string;
  condition_parameters: ConditionParameters;
  triggered_at: string;
  resolved_at: string | null;
  is_interval: boolean;
}

export type AlarmCallbackResult = { type: 'success' } | { type: 'error'; error: string };

export interface AlarmCallbackHistory {
  id: string;
  alarmcallbackconfiguration: AlarmCallback;
  alert_id: string;
  alertcondition_id: string;
  result: AlarmCallbackResult;
  created_at: string;
}

/** A message a check found, for backlogs: where it is stored and its fields. */
export interface MessageSummary {
  index: string;
  message: MessageFields;
}

/** What a condition check found (Graylog's CheckResult). */
export interface CheckResult {
  triggered: boolean;
  /** Why it triggered; empty when it did not. */
  resultDescription: string;
  triggeredAt: string;
  matchingMessages: MessageSummary[];
}

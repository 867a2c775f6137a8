// Test-only: legacy alerting entities and types as the server answers them (the embedded server's condition and
// callback types, with Graylog's names and fields).
import type { AlarmCallback } from '@/stores/alerts/AlarmCallbacksStore';
import type { AlertCondition, AlertConditionTypes } from '@/stores/alerts/AlertConditionsStore';
import type { AlarmCallbackTypes } from '@/stores/alerts/AlertNotificationsStore';
import type { Alert } from '@/stores/alerts/AlertsStore';
import type { ConfigurationField } from '@/stores/inputs/InputTypesStore';
import type { Stream } from '@/stores/streams/streamTypes';

export const HTTP_CALLBACK = 'org.graylog2.alarmcallbacks.HTTPAlarmCallback';
export const EMAIL_CALLBACK = 'org.graylog2.alarmcallbacks.EmailAlarmCallback';

const field = (partial: Partial<ConfigurationField> & Pick<ConfigurationField, 'type' | 'human_name'>): ConfigurationField => ({
  default_value: null, description: '', is_optional: false, attributes: [], additional_info: {}, ...partial,
});

export const conditionTypesFixture = (): AlertConditionTypes => ({
  message_count: {
    type: 'message_count',
    name: 'Message Count Alert Condition',
    human_name: 'Message Count Alert Condition',
    link_to_docs: '',
    requested_configuration: {
      time: field({ type: 'number', human_name: 'Time Range', default_value: 5, position: 20 }),
      threshold_type: field({ type: 'dropdown', human_name: 'Threshold Type', default_value: 'MORE', additional_info: { values: { MORE: 'more than', LESS: 'less than' } }, position: 30 }),
      threshold: field({ type: 'number', human_name: 'Threshold', default_value: 0, position: 40 }),
      query: field({ type: 'text', human_name: 'Search Query', default_value: '*', is_optional: true, position: 60 }),
      grace: field({ type: 'number', human_name: 'Grace Period', default_value: 0, position: 70 }),
      repeat_notifications: field({ type: 'boolean', human_name: 'Repeat notifications', default_value: false, position: 90 }),
    },
  },
  field_value: {
    type: 'field_value',
    name: 'Field Aggregation Alert Condition',
    human_name: 'Field Aggregation Alert Condition',
    link_to_docs: '',
    requested_configuration: {
      field: field({ type: 'text', human_name: 'Field', default_value: '', position: 10 }),
      threshold: field({ type: 'number', human_name: 'Threshold', default_value: 0, position: 40 }),
      type: field({ type: 'dropdown', human_name: 'Aggregation Type', default_value: 'MAX', additional_info: { values: { MEAN: 'mean value', MAX: 'max value' } }, position: 50 }),
    },
  },
});

export const callbackTypesFixture = (): AlarmCallbackTypes => ({
  [HTTP_CALLBACK]: {
    name: 'HTTP Alarm Callback [Deprecated]',
    requested_configuration: { url: field({ type: 'text', human_name: 'URL', default_value: 'https://example.org/alerts', position: 10 }) },
  },
  [EMAIL_CALLBACK]: {
    name: 'Email Alarm Callback [Deprecated]',
    requested_configuration: {
      subject: field({ type: 'text', human_name: 'E-Mail Subject', default_value: 'Alert', position: 20 }),
      email_receivers: field({ type: 'list', human_name: 'E-Mail Receivers', description: 'Email addresses that receive the alert', default_value: null, is_optional: true, position: 50 }),
    },
  },
});

export const streamFixture = (partial: Partial<Stream> = {}): Stream => ({
  id: 's1', title: 'Shop', description: null, rules: [], outputs: [], matching_type: 'AND', remove_matches_from_default_stream: false,
  index_set_id: 'is1', disabled: false, is_default: false, created_at: '2024-01-01T00:00:00.000Z', creator_user_id: 'admin', content_pack: null,
  alert_conditions: [], ...partial,
});

export const conditionFixture = (partial: Partial<AlertCondition> = {}): AlertCondition => ({
  id: 'c1', type: 'message_count', title: 'Too many orders', creator_user_id: 'admin', created_at: '2024-01-01T00:00:00.000Z', in_grace: false,
  parameters: { time: 5, threshold_type: 'MORE', threshold: 2, query: '*', grace: 0, repeat_notifications: false }, ...partial,
});

export const callbackFixture = (partial: Partial<AlarmCallback> = {}): AlarmCallback => ({
  id: 'cb1', stream_id: 's1', type: HTTP_CALLBACK, title: 'Shop hook', configuration: { url: 'http://127.0.0.1:9/hook' },
  created_at: '2024-01-01T00:00:00.000Z', creator_user_id: 'admin', ...partial,
});

export const alertFixture = (partial: Partial<Alert> = {}): Alert => ({
  id: 'a1', condition_id: 'c1', stream_id: 's1', description: 'Stream had 3 messages in the last 5 minutes with trigger condition more than 2 messages.',
  condition_parameters: {}, triggered_at: '2024-01-01T10:00:00.000Z', resolved_at: null, is_interval: true, ...partial,
});

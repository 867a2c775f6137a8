// How the legacy alerting pages name streams, conditions and callbacks. Entities of a stream the user can no
// longer read, or of a type the server no longer offers, are still named, by id or class name.
import { fieldValueText } from '@/components/messages/messageFields';
import type { AlertCondition, AlertConditionTypes } from '@/stores/alerts/AlertConditionsStore';
import type { ConfigurationField } from '@/stores/inputs/InputTypesStore';
import type { Stream } from '@/stores/streams/streamTypes';

export type StreamTitles = ReadonlyMap<string, string>;

export const streamTitlesOf = (streams: ReadonlyArray<Pick<Stream, 'id' | 'title'>>): StreamTitles => new Map(streams.map((stream) => [stream.id, stream.title]));

export const streamTitle = (titles: StreamTitles, streamId: string | undefined): string => {
  if (!streamId) return 'Unknown stream';
  return titles.get(streamId) ?? `Stream ${streamId}`;
};

const hasId = (value: unknown, id: string): boolean => (
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id
);

/**
 * The stream a condition belongs to: its own `stream_id` when the list said so, else the stream whose
 * `alert_conditions` hold it (Graylog's list of all conditions does not name their streams).
 */
export const conditionStreamId = (condition: AlertCondition, streams: ReadonlyArray<Pick<Stream, 'id' | 'alert_conditions'>>): string | undefined => (
  condition.stream_id ?? streams.find((stream) => (stream.alert_conditions ?? []).some((candidate) => hasId(candidate, condition.id)))?.id
);

export const conditionTypeName = (types: AlertConditionTypes | undefined, type: string): string => (
  types?.[type]?.human_name || types?.[type]?.name || type
);

/** A condition without a title is named by its type, as Graylog does. */
export const conditionTitle = (condition: Pick<AlertCondition, 'title' | 'type'>, types: AlertConditionTypes | undefined): string => (
  condition.title?.trim() || `Untitled ${conditionTypeName(types, condition.type)}`
);

/**
 * A configuration value as plain text, as its field offers it: a choice by its label, a flag as yes or no, a
 * list joined by commas; secrets stay hidden. Without the field (a type the server no longer offers) as stored.
 */
export const configurationValueText = (value: unknown, field: ConfigurationField | undefined): string => {
  if (field?.attributes.includes('is_password') && value !== undefined && value !== null && value !== '') return '••••••';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const label = typeof value === 'string' ? field?.additional_info.values?.[value] : undefined;
  if (label !== undefined) return label;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ') || '—';
  return fieldValueText(value) || '—';
};

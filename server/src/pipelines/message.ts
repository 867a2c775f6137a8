// How rules read and write message fields. Rules see `timestamp` as a DateTime, as in Graylog; the
// store keeps it as an ISO 8601 string. Values without a JSON form of their own (DateTime, IpAddress)
// are stored as their text.
import { addField, isReservedField } from '../extractors/fields';
import type { MessageFields } from '../messages/types';
import type { PipelineMessage } from './types';
import { DateTimeValue, IpAddressValue } from './values';

export function newPipelineMessage(fields: MessageFields, streams: Iterable<string> = []): PipelineMessage {
  return { fields, streams: new Set(streams), dropped: false };
}

/** The field's value as a rule sees it; undefined when the message has no such field. */
export function getField(message: PipelineMessage, name: string): unknown {
  const value = message.fields[name];
  if (name === 'timestamp' && typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? value : new DateTimeValue(ms);
  }
  return value;
}

/** What a rule's value becomes in a stored field. */
export function storedValue(value: unknown): unknown {
  if (value instanceof DateTimeValue || value instanceof IpAddressValue) return value.toJSON();
  return value;
}

/**
 * Sets a field with Graylog's rules (Message.addField: a valid key, never the store's own fields, a blank
 * string adds nothing); null or undefined removes nothing and adds nothing. Returns whether it was written.
 */
export function setField(message: PipelineMessage, name: string, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return addField(message.fields, name, storedValue(value));
}

/** Removes a field unless it is one of Graylog's reserved fields (message, source, timestamp, gl2_*, _id …). */
export function removeField(message: PipelineMessage, name: string): void {
  if (isReservedField(name)) return;
  delete message.fields[name];
}

// How extractors and static fields write into a message, as Graylog's Message.addField does: keys are
// trimmed and must be made of word characters, '.', '-' or '@'; Elasticsearch's own fields can never be
// written; string values are trimmed and an empty string adds nothing.
import type { MessageFields } from '../messages/types';

/** Fields the message store manages itself: nothing may write them. */
const UNWRITABLE_FIELDS = new Set(['_id', '_ttl', '_source', '_all', '_index', '_type', '_score']);

const GRAYLOG_FIELDS = [
  'gl2_accounted_message_size',
  'gl2_original_timestamp',
  'gl2_processing_error',
  'gl2_processing_timestamp',
  'gl2_receive_timestamp',
  'gl2_remote_hostname',
  'gl2_remote_ip',
  'gl2_remote_port',
  'gl2_source_collector',
  'gl2_source_collector_input',
  'gl2_source_input',
  'gl2_source_node',
  'gl2_source_radio',
  'gl2_source_radio_input',
];

/** Graylog's reserved fields: the core message fields, its gl2_* fields and the unwritable ones. */
const RESERVED_FIELDS = new Set(['message', 'source', 'timestamp', ...GRAYLOG_FIELDS, ...UNWRITABLE_FIELDS]);

const VALID_KEY = /^[\w.\-@]+$/;

export function isReservedField(name: string): boolean {
  return RESERVED_FIELDS.has(name);
}

/** A field an extractor may not write at all (its target is refused when the extractor is saved). */
export function isUnwritableField(name: string): boolean {
  return UNWRITABLE_FIELDS.has(name.trim());
}

/** Sets `key` to `value` with Graylog's rules; returns whether the field was written. */
export function addField(fields: MessageFields, key: string, value: unknown): boolean {
  const name = key.trim();
  if (name === '' || UNWRITABLE_FIELDS.has(name) || !VALID_KEY.test(name)) return false;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return false;
    fields[name] = trimmed;
    return true;
  }
  if (value === null || value === undefined) return false;
  fields[name] = value;
  return true;
}

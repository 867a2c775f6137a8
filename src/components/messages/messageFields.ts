// Which of a message's fields the message page lists, in which order, and how a value reads as text.
import type { MessageFields } from '@/stores/messages/MessagesStore';

/**
 * Not listed with the fields (console spec, section 3: "id, ttl, source, all, index, type, score, streams
 * and internal gl2 fields"): Elasticsearch's document fields, which Graylog names with an underscore, the
 * stream ids and the gl2_ fields the server adds. The page shows what matters of them in its summary
 * instead (received by, from, streams, index, processing problems). The message's own `source` field is a user field and stays.
 */
const DOCUMENT_FIELDS = new Set(['_id', '_ttl', '_source', '_all', '_index', '_type', '_score']);

export const isHiddenField = (name: string): boolean => DOCUMENT_FIELDS.has(name) || name === 'streams' || name.startsWith('gl2_');

/** `message` first, as the text of the message; the rest by name, ignoring case. */
const compareFieldNames = (a: string, b: string): number => {
  if (a === b) return 0;
  if (a === 'message') return -1;
  if (b === 'message') return 1;
  const folded = a.toLowerCase().localeCompare(b.toLowerCase());
  return folded !== 0 ? folded : a.localeCompare(b);
};

/** The fields to list, as [name, value] pairs in display order. */
export const listedFields = (fields: MessageFields): Array<[string, unknown]> => Object.entries(fields)
  .filter(([name]) => !isHiddenField(name))
  .sort(([a], [b]) => compareFieldNames(a, b));

/** A value as text: strings as they are, numbers and flags as written, anything else as JSON. */
export const fieldValueText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return '';
  return JSON.stringify(value, null, 2);
};

/**
 * The address of a value the "Hyperlink string" decorator made, `{type: 'a', href}`; undefined for any other value
 * and for an href that is not an absolute http(s) address (a javascript: or data: one must never become a link).
 */
export const linkHref = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, href } = value as { type?: unknown, href?: unknown };
  if (type !== 'a' || typeof href !== 'string') return undefined;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? href : undefined;
  } catch {
    return undefined;
  }
};

/** The server's gl2_processing_error: why an extractor failed or was stopped for this message, if it did. */
export const PROCESSING_ERROR_FIELD = 'gl2_processing_error';

/** What went wrong while the message was processed, as text; undefined when nothing did. */
export const processingProblems = (fields: MessageFields): string | undefined => {
  const text = fieldValueText(fields[PROCESSING_ERROR_FIELD]).trim();
  return text === '' ? undefined : text;
};

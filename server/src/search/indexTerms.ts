// What the full-text index (indexFile.ts's `terms` FTS5 table) holds for a message, and the token
// spelling the query planner (sqlPlan.ts) looks up. One row per message (rowid = its seq), three columns:
// - message, full_message: the terms of the text (standardTokens, as the query language splits them),
//   in order, so phrases are consecutive positions. Elements of an array value are kept apart by
//   ELEMENT_GAP, a token no query term can be, so a phrase never spans two elements.
// - kv: per field one presence token (for `_exists_`, `field:*`, terms' "missing") and, for keyword
//   fields, one token per distinct value: `source` lower-cased as fieldTests.ts matches it, booleans in
//   their own family, objects as their JSON; numbers and dates go to the numbers table instead.
//
// The table uses FTS5's ascii tokenizer with '_' as a token character: it splits only at ASCII
// characters other than letters, digits and '_', keeps every non-ASCII character, and folds only A-Z.
// So terms (lower-case letters, digits, '_' and non-ASCII letters) pass unchanged, and everything in kv
// is spelled with [a-z0-9_] and non-ASCII characters only (encodeValue), which pass unchanged too.
import { standardTokens } from './analyzer';
import { asText, fieldKind, hasValue } from './fieldTests';
import { timestampMs } from './dates';
import { valueType } from '../messages/fieldTypes';
import type { FieldTypeName, MessageFields } from '../messages/types';

/** Between the terms of two elements of an array: an invisible separator (Cf), never part of a term. */
export const ELEMENT_GAP = '\u2063';

/** Encoded values longer than this are indexed by their hash (HASH_MARK); a match on them is verified. */
export const MAX_VALUE_TOKEN = 64;

/** After an encoded field name: `_8` starts a value, `_9` the field's other tokens (encodeValue never writes either). */
const VALUE_MARK = '_8';
const PRESENCE_MARK = '_9';
const HASH_MARK = '_9h';
const BOOLEAN_MARK = '_9b';

/** The field the index keeps in the messages table itself (its unique id column). */
export const ID_FIELD = '_id';
/** The field every message has: its presence token stands for "every message" in FTS expressions. */
export const TIMESTAMP_FIELD = 'timestamp';

const HEX = '0123456789abcdef';
/** The spelling of each ASCII character in an encoded value. */
const ASCII_CODES = Array.from({ length: 128 }, (_, code) => {
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return String.fromCharCode(code);
  if (code >= 65 && code <= 90) return `_${String.fromCharCode(code + 32)}`;
  return `_${HEX[code >> 4]}${HEX[code & 15]}`;
});

/**
 * A-Z, 0-9 and non-ASCII stay (lower-case letters too); an upper-case letter becomes `_` and the letter
 * in lower case; any other ASCII character `_` and its two hex digits (the first is always 0-7). No code
 * is the beginning of another, so the code of a prefix is the prefix of the code: prefix queries work.
 */
export function encodeValue(text: string): string {
  let out = '';
  let plainFrom = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 128 || (code >= 97 && code <= 122) || (code >= 48 && code <= 57)) continue;
    out += text.slice(plainFrom, i) + ASCII_CODES[code];
    plainFrom = i + 1;
  }
  return plainFrom === 0 ? text : out + text.slice(plainFrom);
}

/** The inverse of encodeValue. */
export function decodeValue(encoded: string): string {
  let out = '';
  for (let i = 0; i < encoded.length; i += 1) {
    const char = encoded[i];
    if (char !== '_') {
      out += char;
      continue;
    }
    const next = encoded.charCodeAt(i + 1);
    if (next >= 97 && next <= 122) {
      out += String.fromCharCode(next - 32);
      i += 1;
    } else {
      out += String.fromCharCode(parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    }
  }
  return out;
}

/** cyrb53: a fast 53-bit string hash, written in base 36. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function presenceToken(field: string): string {
  return encodeValue(field) + PRESENCE_MARK;
}

/** Tokens of one field's values all start with this; the hashed ones with hashedPrefix(). */
export function valuePrefix(field: string): string {
  return encodeValue(field) + VALUE_MARK;
}

export function hashedPrefix(field: string): string {
  return encodeValue(field) + HASH_MARK;
}

/** A value's token and whether it is a hash (then a match must be verified). */
export function valueToken(field: string, text: string): { token: string; hashed: boolean } {
  const encoded = encodeValue(text);
  if (encoded.length > MAX_VALUE_TOKEN) return { token: hashedPrefix(field) + hash53(text), hashed: true };
  return { token: valuePrefix(field) + encoded, hashed: false };
}

export function booleanToken(field: string, value: boolean): string {
  return `${encodeValue(field)}${BOOLEAN_MARK}${value ? '1' : '0'}`;
}

/** What a kv token of `field` says, for terms counts; null for presence and hashed tokens. */
export function decodeValueToken(field: string, token: string): string | boolean | null {
  const base = encodeValue(field);
  if (token.startsWith(base + VALUE_MARK)) return decodeValue(token.slice(base.length + VALUE_MARK.length));
  if (token.startsWith(base + BOOLEAN_MARK)) return token.endsWith('1');
  return null;
}

export function booleanPrefix(field: string): string {
  return encodeValue(field) + BOOLEAN_MARK;
}

/** Field flags kept per index (the fields table): what kinds of values the index holds for a field. */
export const FIELD_HAS_STRINGS = 1;
export const FIELD_HAS_NUMBERS = 2;
export const FIELD_HAS_HASHED = 4;
export const FIELD_HAS_BOOLEANS = 8;
/** Some message holds several numbers in the field: a numbers range may list a message twice. */
export const FIELD_MULTI_NUMBERS = 16;

export interface FieldInMessage {
  flags: number;
  type: FieldTypeName;
}

export interface MessageTerms {
  message: string;
  fullMessage: string;
  kv: string;
  /** [field, value]: numbers of keyword fields, epoch ms of date fields. */
  numbers: [string, number][];
  /** Every field with a value: its flags and type in this message. */
  fields: Map<string, FieldInMessage>;
}

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * A text as the FTS table receives it. ASCII text goes in as it is: the table's tokenizer then finds
 * exactly standardTokens' terms (runs of letters, digits and '_', A-Z folded), which saves splitting and
 * joining it here. Other text is split here, where letters beyond ASCII are known.
 */
function columnText(text: string): string {
  return NON_ASCII.test(text) ? standardTokens(text).join(' ') : text;
}

function textColumn(value: unknown): string {
  if (!Array.isArray(value)) return columnText(asText(value));
  const parts: string[] = [];
  for (const element of value) {
    if (element === null || element === undefined) continue;
    parts.push(columnText(asText(element)));
  }
  return parts.join(` ${ELEMENT_GAP} `);
}

/** What indexing a field's values needs to know about its name, worked out once per name. */
interface FieldSpelling {
  kind: ReturnType<typeof fieldKind>;
  presence: string;
  values: string;
  hashed: string;
  booleans: string;
}

const spellings = new Map<string, FieldSpelling>();
/** Field names are chosen by senders; past this many the cache starts over rather than growing without end. */
const MAX_SPELLINGS = 10_000;

function spelling(name: string): FieldSpelling {
  let known = spellings.get(name);
  if (!known) {
    if (spellings.size >= MAX_SPELLINGS) spellings.clear();
    const encoded = encodeValue(name);
    known = {
      kind: fieldKind(name),
      presence: encoded + PRESENCE_MARK,
      values: encoded + VALUE_MARK,
      hashed: encoded + HASH_MARK,
      booleans: encoded + BOOLEAN_MARK,
    };
    spellings.set(name, known);
  }
  return known;
}

/** Adds a keyword value's token to `kv`; returns the flags it sets. */
function addValue(kv: string[], field: FieldSpelling, text: string): number {
  const encoded = encodeValue(text);
  if (encoded.length > MAX_VALUE_TOKEN) {
    kv.push(field.hashed + hash53(text));
    return FIELD_HAS_HASHED | FIELD_HAS_STRINGS;
  }
  kv.push(field.values + encoded);
  return FIELD_HAS_STRINGS;
}

/** The flags of a keyword (or `source`) field's values; adds their tokens to `kv`, numbers to `numbers`. */
function keywordValues(name: string, field: FieldSpelling, value: unknown, kv: string[], numbers: [string, number][]): number {
  if (!Array.isArray(value)) return keywordElement(name, field, value, kv, numbers);
  // Each distinct token once: a terms count counts an element once per message.
  const start = kv.length;
  let flags = 0;
  let count = 0;
  for (const element of value) {
    if (element === null || element === undefined) continue;
    flags |= keywordElement(name, field, element, kv, numbers);
    if (typeof element === 'number') count += 1;
  }
  if (count > 1 && field.kind !== 'lowercase') flags |= FIELD_MULTI_NUMBERS;
  const added = new Set(kv.splice(start));
  kv.push(...added);
  return flags;
}

function keywordElement(name: string, field: FieldSpelling, element: unknown, kv: string[], numbers: [string, number][]): number {
  if (field.kind === 'lowercase') return addValue(kv, field, asText(element).toLowerCase());
  if (typeof element === 'number') {
    numbers.push([name, element]);
    return FIELD_HAS_NUMBERS;
  }
  if (typeof element === 'boolean') {
    kv.push(field.booleans + (element ? '1' : '0'));
    return FIELD_HAS_BOOLEANS;
  }
  return addValue(kv, field, asText(element));
}

/** What the index holds for one message. */
export function messageTerms(fields: MessageFields): MessageTerms {
  const kv: string[] = [];
  const numbers: [string, number][] = [];
  const seen = new Map<string, FieldInMessage>();
  let message = '';
  let fullMessage = '';
  for (const name of Object.keys(fields)) {
    const value = fields[name];
    if (!hasValue(value)) continue;
    const field = spelling(name);
    kv.push(field.presence);
    let flags = 0;
    if (field.kind === 'text') {
      if (name === 'message') message = textColumn(value);
      else fullMessage = textColumn(value);
    } else if (field.kind === 'date') {
      if (name !== TIMESTAMP_FIELD) {
        let count = 0;
        for (const element of Array.isArray(value) ? value : [value]) {
          const ms = element === null || element === undefined ? NaN : timestampMs(element);
          if (!Number.isFinite(ms)) continue;
          numbers.push([name, ms]);
          count += 1;
        }
        if (count > 0) flags |= FIELD_HAS_NUMBERS;
        if (count > 1) flags |= FIELD_MULTI_NUMBERS;
      }
    } else if (name !== ID_FIELD) {
      flags = keywordValues(name, field, value, kv, numbers);
    }
    seen.set(name, { flags, type: valueType(name, value) ?? 'string' });
  }
  return { message, fullMessage, kv: kv.join(' '), numbers, fields: seen };
}

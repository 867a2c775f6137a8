// Graylog's JSON extractor: a JSON object becomes message fields. Nested objects become fields named
// parent<key_separator>child, or with `flatten` one field "k=v, k2=v2" (kv_separator, list_separator);
// lists become one field, their items joined with list_separator; nulls are dropped. Keys get
// key_prefix, and with replace_key_whitespace their whitespace replaced. Used by the JSON tester
// and by JSON extractors.

export interface JsonExtractionOptions {
  flatten: boolean;
  listSeparator: string;
  keySeparator: string;
  kvSeparator: string;
  replaceKeyWhitespace: boolean;
  keyWhitespaceReplacement: string;
  keyPrefix: string;
}

/** Graylog's defaults for settings an extractor's configuration leaves out. */
export const DEFAULT_JSON_EXTRACTION: JsonExtractionOptions = {
  flatten: false,
  listSeparator: ', ',
  keySeparator: '_',
  kvSeparator: '=',
  replaceKeyWhitespace: false,
  keyWhitespaceReplacement: '_',
  keyPrefix: '',
};

export class JsonExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonExtractionError';
  }
}

/** Deeper structures are refused rather than risking the stack. */
export const MAX_JSON_DEPTH = 100;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tooDeep(depth: number): void {
  if (depth > MAX_JSON_DEPTH) throw new JsonExtractionError(`The JSON is nested deeper than ${MAX_JSON_DEPTH} levels`);
}

/** A value as text the way Graylog (Java) writes nested values: [a, b] and {k=v, k2=v2}. */
function asText(value: Json, depth: number): string {
  tooDeep(depth);
  if (Array.isArray(value)) return `[${value.map((item) => asText(item, depth + 1)).join(', ')}]`;
  if (isObject(value)) return `{${Object.entries(value).map(([key, item]) => `${key}=${asText(item, depth + 1)}`).join(', ')}}`;
  return String(value);
}

class Extraction {
  readonly fields = new Map<string, unknown>();

  constructor(private readonly options: JsonExtractionOptions) {}

  private keyOf(key: string): string {
    const { replaceKeyWhitespace, keyWhitespaceReplacement } = this.options;
    return replaceKeyWhitespace && key.includes(' ') ? key.replace(/\s/g, () => keyWhitespaceReplacement) : key;
  }

  add(rawKey: string, value: Json, depth: number): void {
    tooDeep(depth);
    const key = this.keyOf(rawKey);
    const { flatten, listSeparator, keySeparator, kvSeparator } = this.options;
    if (value === null) return;
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== null).map((item) => asText(item, depth + 1));
      this.fields.set(key, items.join(listSeparator));
    } else if (isObject(value)) {
      if (flatten) {
        const pairs = Object.entries(value).filter(([, item]) => item !== null);
        this.fields.set(key, pairs.map(([name, item]) => `${name}${kvSeparator}${asText(item, depth + 1)}`).join(listSeparator));
      } else {
        for (const [name, item] of Object.entries(value)) this.add(`${key}${keySeparator}${name}`, item, depth + 1);
      }
    } else {
      this.fields.set(key, value);
    }
  }
}

/**
 * The fields a JSON object yields; an empty text yields none. Throws JsonExtractionError when the
 * text is not JSON or not an object.
 */
export function extractJson(text: string, options: JsonExtractionOptions = DEFAULT_JSON_EXTRACTION): Record<string, unknown> {
  if (text === '') return {};
  let parsed: Json;
  try {
    parsed = JSON.parse(text) as Json;
  } catch (error) {
    throw new JsonExtractionError(`Not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isObject(parsed)) throw new JsonExtractionError('The JSON must be an object ({...})');
  const extraction = new Extraction(options);
  for (const [key, value] of Object.entries(parsed)) extraction.add(`${options.keyPrefix}${key}`, value, 1);
  // fromEntries defines own properties: a key such as __proto__ stays an ordinary field.
  return Object.fromEntries(extraction.fields);
}

// The fields of a JSON object in the source text (tools/jsonExtraction.ts has Graylog's rules for
// nested objects, lists and keys). Text that is not a JSON object extracts nothing, as in Graylog.
import { optionalBoolean, optionalString } from '../config';
import { DEFAULT_JSON_EXTRACTION, extractJson, JsonExtractionError, type JsonExtractionOptions } from '../../tools/jsonExtraction';
import type { ExtractorKind } from './types';

export const json: ExtractorKind = (config) => {
  const defaults = DEFAULT_JSON_EXTRACTION;
  const options: JsonExtractionOptions = {
    flatten: optionalBoolean(config, 'flatten', defaults.flatten),
    listSeparator: optionalString(config, 'list_separator', defaults.listSeparator),
    keySeparator: optionalString(config, 'key_separator', defaults.keySeparator),
    kvSeparator: optionalString(config, 'kv_separator', defaults.kvSeparator),
    replaceKeyWhitespace: optionalBoolean(config, 'replace_key_whitespace', defaults.replaceKeyWhitespace),
    keyWhitespaceReplacement: optionalString(config, 'key_whitespace_replacement', defaults.keyWhitespaceReplacement),
    keyPrefix: optionalString(config, 'key_prefix', defaults.keyPrefix),
  };
  return (text) => {
    let fields: Record<string, unknown>;
    try {
      fields = extractJson(text, options);
    } catch (error) {
      if (error instanceof JsonExtractionError) return null;
      throw error;
    }
    return Object.entries(fields).map(([target, value]) => ({ value, target, begin: -1, end: -1 }));
  };
};

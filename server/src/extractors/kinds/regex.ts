// The first capturing group of the first match of regex_value (the whole match when the pattern has
// no group); nothing when it does not match or the group took no part in the match.
import { requiredString } from '../config';
import type { ExtractorKind } from './types';
import { compileExtractorRegex } from './userRegex';

export const regex: ExtractorKind = (config) => {
  const source = requiredString(config, 'regex_value', 'Missing regex configuration field: regex_value');
  const pattern = compileExtractorRegex(source, 'regex_value', 'd');
  return (text) => {
    const match = pattern.exec(text);
    if (!match) return null;
    const group = match.length > 1 ? 1 : 0;
    const range = match.indices?.[group];
    if (match[group] === undefined || !range) return null;
    return [{ value: match[group], begin: range[0], end: range[1] }];
  };
};

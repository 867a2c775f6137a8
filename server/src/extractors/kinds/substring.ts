// The characters from begin_index (inclusive) to end_index (exclusive); nothing when they are not
// both inside the text.
import { ConfigError, requiredInteger } from '../config';
import type { ExtractorKind } from './types';

export const substring: ExtractorKind = (config) => {
  const missing = 'Missing configuration fields. Required: begin_index, end_index';
  const begin = requiredInteger(config, 'begin_index', 0, missing);
  const end = requiredInteger(config, 'end_index', 1, missing);
  if (end <= begin) throw new ConfigError('end_index', 'end_index must be greater than begin_index');
  return (text) => (end > text.length ? null : [{ value: text.slice(begin, end), begin, end }]);
};

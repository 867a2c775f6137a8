// Splits the text by split_by and takes part number `index` (1-based); nothing when there is no such
// part or it is empty.
import { requiredInteger, requiredString } from '../config';
import { partRange, splitLiteral } from '../split';
import type { ExtractorKind } from './types';

export const splitAndIndex: ExtractorKind = (config) => {
  const missing = 'Missing configuration fields. Required: index, split_by';
  const splitBy = requiredString(config, 'split_by', missing);
  const index = requiredInteger(config, 'index', 1, missing) - 1;
  return (text) => {
    const parts = splitLiteral(text, splitBy);
    if (parts.length <= index || parts[index] === '') return null;
    const range = partRange(text, splitBy, index) ?? { begin: -1, end: -1 };
    return [{ value: parts[index], begin: range.begin, end: range.end }];
  };
};

// The number of parts the value splits into (Java semantics: trailing empty parts do not count).
import { requiredString } from '../config';
import { splitLiteral } from '../split';
import { valueConverter, type ConverterFactory } from './types';

export const splitAndCountConverter: ConverterFactory = (config) => {
  const splitBy = requiredString(config, 'split_by', 'Missing config [split_by].');
  return valueConverter((value) => (value === '' ? 0 : splitLiteral(value, splitBy).length));
};

// The MD5 hex digest of the value, as Graylog computes it (not for security: for stable pseudonyms).
import { createHash } from 'node:crypto';
import { valueConverter, type ConverterFactory } from './types';

export function md5Hex(value: string): string {
  return createHash('md5').update(value, 'utf8').digest('hex');
}

export const hashConverter: ConverterFactory = () => valueConverter((value) => (value === '' ? value : md5Hex(value)));

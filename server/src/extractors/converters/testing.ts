// Test helper: builds a converter with a fixed clock.
import { CONVERTERS, type ConverterType } from '.';
import type { Config } from '../config';
import type { LookupTables } from '../lookup';
import type { Converter } from './types';

export const TEST_NOW = Date.parse('2024-05-01T12:00:00Z');

export function converter(type: ConverterType, config: Config = {}, lookupTables?: LookupTables): Converter {
  return CONVERTERS[type](config, { now: () => TEST_NOW, lookupTables });
}

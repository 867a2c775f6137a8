// Every converter type Graylog knows, by its API name.
import { csvConverter } from './csv';
import { dateConverter } from './date';
import { flexdateConverter } from './flexdate';
import { hashConverter } from './hash';
import { ipAnonymizerConverter } from './ipAnonymizer';
import { lookupTableConverter } from './lookupTable';
import { lowercaseConverter } from './lowercase';
import { numericConverter } from './numeric';
import { splitAndCountConverter } from './splitAndCount';
import { syslogPriFacilityConverter } from './syslogPriFacility';
import { syslogPriLevelConverter } from './syslogPriLevel';
import { tokenizerConverter } from './tokenizer';
import type { ConverterFactory } from './types';
import { uppercaseConverter } from './uppercase';

export const CONVERTERS = {
  numeric: numericConverter,
  date: dateConverter,
  hash: hashConverter,
  split_and_count: splitAndCountConverter,
  ip_anonymizer: ipAnonymizerConverter,
  syslog_pri_level: syslogPriLevelConverter,
  syslog_pri_facility: syslogPriFacilityConverter,
  tokenizer: tokenizerConverter,
  csv: csvConverter,
  lowercase: lowercaseConverter,
  uppercase: uppercaseConverter,
  flexdate: flexdateConverter,
  lookup_table: lookupTableConverter,
} satisfies Record<string, ConverterFactory>;

export type ConverterType = keyof typeof CONVERTERS;

export function isConverterType(name: string): name is ConverterType {
  return Object.prototype.hasOwnProperty.call(CONVERTERS, name);
}

// One CSV line becomes fields named by the configured column header, parsed as opencsv (which Graylog
// uses) parses a line: a separator, a quote character (doubled inside quotes for itself), an escape
// character, strict quotes (only quoted text counts) and leading whitespace before quotes ignored.
import { ConfigError, optionalBoolean, requiredString, type Config } from '../config';
import type { ConverterFactory } from './types';

export interface CsvOptions {
  separator: string;
  quote: string;
  escape: string;
  strictQuotes: boolean;
  trimLeadingWhitespace: boolean;
}

function firstChar(config: Config, key: string, fallback: string): string {
  const value = config[key];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string') throw new ConfigError(key, `${key} must be a string`);
  return value.charAt(0);
}

/** Splits one line into its values; throws for a quote left open at the end of the line. */
export function parseCsvLine(line: string, options: CsvOptions): string[] {
  const { separator, quote, escape, strictQuotes, trimLeadingWhitespace } = options;
  const values: string[] = [];
  let current = '';
  let inQuotes = false;
  let quotedSomething = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    const next = line[i + 1];
    if (char === escape && inQuotes && (next === quote || next === escape)) {
      current += next;
      i += 1;
    } else if (char === quote) {
      if (inQuotes && next === quote) {
        current += quote;
        i += 1;
      } else {
        if (!inQuotes && trimLeadingWhitespace && current.trim() === '') current = '';
        inQuotes = !inQuotes;
        quotedSomething = true;
      }
    } else if (char === separator && !inQuotes) {
      values.push(current);
      current = '';
      quotedSomething = false;
    } else if (!strictQuotes || inQuotes) {
      current += char;
    }
  }
  if (inQuotes) throw new Error('Un-terminated quoted field at end of CSV line');
  values.push(strictQuotes && !quotedSomething ? '' : current);
  return values;
}

export const csvConverter: ConverterFactory = (config) => {
  const header = requiredString(config, 'column_header', 'Missing column headers.');
  const options: CsvOptions = {
    separator: firstChar(config, 'separator', ','),
    quote: firstChar(config, 'quote_char', '"'),
    escape: firstChar(config, 'escape_char', '\\'),
    strictQuotes: optionalBoolean(config, 'strict_quotes', false),
    trimLeadingWhitespace: optionalBoolean(config, 'trim_leading_whitespace', true),
  };
  let names: string[];
  try {
    // Strict quotes is about the data: an unquoted header still names the columns.
    names = parseCsvLine(header, { ...options, strictQuotes: false });
  } catch (error) {
    throw new ConfigError('column_header', (error as Error).message);
  }
  if (names.every((name) => name.trim() === '')) throw new ConfigError('column_header', 'No field names found.');
  return {
    multipleFields: true,
    convert: (value) => {
      if (value === '') return null;
      const values = parseCsvLine(value, options);
      if (values.length !== names.length) {
        throw new Error(`Different number of columns in CSV data (${values.length}) and configured field names (${names.length})`);
      }
      const fields: Record<string, string> = {};
      names.forEach((name, i) => {
        fields[name] = values[i];
      });
      return fields;
    },
  };
};

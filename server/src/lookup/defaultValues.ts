// A table's default values, stored as text with a type (Graylog's LookupDefaultSingleValue and
// LookupDefaultMultiValue), and the answer they make when the adapter has nothing for a key.
import { isEmptyResult, NO_TTL, SINGLE_VALUE_KEY } from './results';
import type { DefaultValueType, LookupAnswer, TableDto } from './types';

export class DefaultValueError extends Error {}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

export function parseDefaultSingleValue(text: string, type: DefaultValueType): string | number | boolean | null {
  switch (type) {
    case 'STRING':
      return text;
    case 'NUMBER':
      if (!JSON_NUMBER.test(text.trim())) throw new DefaultValueError(`Could not parse JSON number value <${text}>`);
      return Number(text.trim());
    case 'BOOLEAN':
      // Java's Boolean.parseBoolean: anything but "true" (any case) is false.
      return text.toLowerCase() === 'true';
    case 'NULL':
      return null;
    default:
      throw new DefaultValueError(`Could not convert <${text}> to single value type <${type}>`);
  }
}

export function parseDefaultMultiValue(text: string, type: DefaultValueType): Record<string, unknown> | null {
  if (type === 'NULL') return null;
  if (type !== 'OBJECT') throw new DefaultValueError(`Could not convert <${text}> to multi value type <${type}>`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DefaultValueError(`Could not parse JSON object value <${text}>`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new DefaultValueError(`Could not parse JSON object value <${text}>`);
  return parsed as Record<string, unknown>;
}

export interface TableDefaults {
  single: string | number | boolean | null;
  multi: Record<string, unknown> | null;
}

/** The stored defaults of a table, which were checked when it was saved. */
export function tableDefaults(table: TableDto): TableDefaults {
  return {
    single: parseDefaultSingleValue(table.default_single_value, table.default_single_value_type),
    multi: parseDefaultMultiValue(table.default_multi_value, table.default_multi_value_type),
  };
}

/** The answer made of the defaults alone; without a multi default, the single one under "value", as Graylog. */
export function defaultsResult(defaults: TableDefaults, hasError: boolean): LookupAnswer {
  const multi = defaults.multi ?? (defaults.single === null ? null : { [SINGLE_VALUE_KEY]: defaults.single });
  return { single_value: defaults.single, multi_value: multi, string_list_value: null, has_error: hasError, ttl: NO_TTL };
}

/** The adapter's answer, or the defaults when it has no value at all; an error answer stays as it is. */
export function withDefaults(result: LookupAnswer, defaults: TableDefaults): LookupAnswer {
  if (result.has_error || !isEmptyResult(result)) return result;
  return defaultsResult(defaults, false);
}

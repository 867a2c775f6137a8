// lookup and lookup_value: the named lookup table (context.services.lookupTables) answers the key.
import type { EvaluationContext, FunctionArgs, LookupResult } from '../types';
import { stringArg } from './args';
import { defineFunction, optional, param, type LibraryParam } from './define';

const TABLE_CLASS = 'org.graylog2.lookup.LookupTableService$Function';

const lookupParams = (defaultDescription: string): LibraryParam[] => [
  param('lookup_table', 'String', 'The name of the lookup table', { transformed: TABLE_CLASS }),
  param('key', 'Object', 'The key to look up'),
  optional('default', 'Object', defaultDescription),
];

/** Graylog's LookupResult.isEmpty: neither a single nor a multi value. */
function isEmpty(result: LookupResult): boolean {
  return (result.single_value === null || result.single_value === undefined) && (result.multi_value === null || result.multi_value === undefined);
}

/** The table's answer, or undefined when there is none (no key, no such table, nothing found). */
function lookUp(args: FunctionArgs, context: EvaluationContext): LookupResult | undefined {
  const key = args.key;
  const table = stringArg(args, 'lookup_table');
  if (key === null || key === undefined || table === null) return undefined;
  const result = context.services.lookupTables.lookup(table, key);
  return result && !isEmpty(result) ? result : undefined;
}

const fallback = (args: FunctionArgs): unknown => args.default ?? null;

export const lookup = defineFunction({
  name: 'lookup',
  description: 'Looks the key up in a lookup table and answers its multi value (a map)',
  returnType: 'Map',
  pure: false,
  params: lookupParams('The multi value to answer when the table has nothing for the key'),
  invoke(args, context) {
    const result = lookUp(args, context);
    if (!result) return { value: fallback(args) };
    return result.multi_value;
  },
});

export const lookupValue = defineFunction({
  name: 'lookup_value',
  description: 'Looks the key up in a lookup table and answers its single value',
  returnType: 'Object',
  pure: false,
  params: lookupParams('The value to answer when the table has nothing for the key'),
  invoke(args, context) {
    const result = lookUp(args, context);
    return result ? (result.single_value ?? null) : fallback(args);
  },
});

export const LOOKUP_FUNCTIONS = [lookup, lookupValue];

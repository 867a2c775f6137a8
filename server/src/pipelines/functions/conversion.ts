// Conversions between value types and the checks for a value's type.
import { DateTimeValue, IpAddressValue, ipAddressFromInteger, isPlainMap, javaString, parseIpAddress, PeriodValue } from '../values';
import { booleanArg, numberArg, stringArg } from './args';
import { defineFunction, optional, param, type LibraryFunction } from './define';

const LONG_TEXT = /^[+-]?\d+$/;
// Java's Double.valueOf grammar (Guava's Doubles.tryParse), decimal forms: optional exponent and type suffix.
const DOUBLE_TEXT = /^[+-]?(?:NaN|Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?)$/;
const MAX_LONG = 9_223_372_036_854_775_807n;

/** Guava's Longs.tryParse: an integer that fits a long, or null. */
export function parseLong(text: string): number | null {
  if (!LONG_TEXT.test(text)) return null;
  const big = BigInt(text);
  if (big > MAX_LONG || big < -MAX_LONG - 1n) return null;
  return Number(big);
}

/** Guava's Doubles.tryParse (decimal forms), or null. */
export function parseDouble(text: string): number | null {
  if (!DOUBLE_TEXT.test(text)) return null;
  return Number(text.replace(/[fFdD]$/, ''));
}

export const toStringFunction = defineFunction({
  name: 'to_string',
  description: 'The text form of a value',
  returnType: 'String',
  pure: false,
  params: [param('value', 'Object', 'The value to convert'), optional('default', 'String', 'The answer when the value is null; "" when left out')],
  invoke(args) {
    const value = args.value;
    if (value === null || value === undefined) return stringArg(args, 'default') ?? '';
    return javaString(value);
  },
});

export const toLong = defineFunction({
  name: 'to_long',
  description: 'A whole number from a number or from its text form',
  returnType: 'Long',
  pure: false,
  params: [param('value', 'Object', 'The value to convert'), optional('default', 'Long', 'The answer when the value is null or not a number; 0 when left out')],
  invoke(args) {
    const fallback = numberArg(args, 'default') ?? 0;
    const value = args.value;
    if (value === null || value === undefined) return fallback;
    if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
    return parseLong(javaString(value)) ?? fallback;
  },
});

export const toDouble = defineFunction({
  name: 'to_double',
  description: 'A decimal number from a number or from its text form',
  returnType: 'Double',
  pure: false,
  params: [param('value', 'Object', 'The value to convert'), optional('default', 'Double', 'The answer when the value is null or not a number; 0 when left out')],
  invoke(args) {
    const fallback = numberArg(args, 'default') ?? 0;
    const value = args.value;
    if (value === null || value === undefined) return fallback;
    if (typeof value === 'number') return value;
    return parseDouble(javaString(value)) ?? fallback;
  },
});

export const toBool = defineFunction({
  name: 'to_bool',
  description: 'True when the text form of the value is "true" (case ignored), false otherwise',
  returnType: 'Boolean',
  pure: false,
  params: [param('value', 'Object', 'The value to convert'), optional('default', 'Boolean', 'The answer when the value is null; false when left out')],
  invoke(args) {
    const value = args.value;
    if (value === null || value === undefined) return booleanArg(args, 'default') ?? false;
    return javaString(value).toLowerCase() === 'true';
  },
});

export const toIp = defineFunction({
  name: 'to_ip',
  description: 'An IP address from its text form (or an IPv4 address from a number)',
  returnType: 'IpAddress',
  pure: false,
  params: [param('ip', 'Object', 'The value to convert'), optional('default', 'String', 'The answer when the value is null or not an address; 0.0.0.0 when left out')],
  checkConstantArgs(constants) {
    const fallback = constants.default;
    if (typeof fallback === 'string' && !parseIpAddress(fallback)) return `'${fallback}' is not an IP address`;
    return undefined;
  },
  invoke(args) {
    const ip = args.ip;
    if (typeof ip === 'number') return ipAddressFromInteger(ip);
    if (ip instanceof IpAddressValue) return ip;
    const parsed = ip === null || ip === undefined ? undefined : parseIpAddress(javaString(ip));
    if (parsed) return parsed;
    const fallback = stringArg(args, 'default');
    if (fallback === null) return parseIpAddress('0.0.0.0');
    const parsedFallback = parseIpAddress(fallback);
    if (!parsedFallback) throw new Error(`The default of to_ip is not an IP address: ${fallback}`);
    return parsedFallback;
  },
});

export const toMap = defineFunction({
  name: 'to_map',
  description: 'A map from a map-like value (a map or a JSON object), for set_fields; an empty map otherwise',
  returnType: 'Map',
  pure: false,
  params: [param('value', 'Object', 'The map-like value to convert')],
  invoke(args) {
    return isPlainMap(args.value) ? args.value : {};
  },
});

function typeCheck(name: string, description: string, test: (value: unknown) => boolean): LibraryFunction {
  return defineFunction({
    name,
    description,
    returnType: 'Boolean',
    pure: false,
    params: [param('value', 'Object', 'The value to check')],
    invoke: (args) => test(args.value),
  });
}

const isNullValue = (value: unknown) => value === null || value === undefined;

export const TYPE_CHECKS = [
  typeCheck('is_null', 'Whether the value is null', isNullValue),
  typeCheck('is_not_null', 'Whether the value is not null', (value) => !isNullValue(value)),
  typeCheck('is_string', 'Whether the value is a string', (value) => typeof value === 'string'),
  typeCheck('is_number', 'Whether the value is a number', (value) => typeof value === 'number'),
  typeCheck('is_long', 'Whether the value is a whole number', (value) => typeof value === 'number' && Number.isInteger(value)),
  typeCheck('is_double', 'Whether the value is a number with a fraction', (value) => typeof value === 'number' && !Number.isInteger(value)),
  typeCheck('is_bool', 'Whether the value is a boolean', (value) => typeof value === 'boolean'),
  typeCheck('is_collection', 'Whether the value is a list', Array.isArray),
  typeCheck('is_list', 'Whether the value is a list', Array.isArray),
  typeCheck('is_map', 'Whether the value is a map', isPlainMap),
  typeCheck('is_date', 'Whether the value is a date', (value) => value instanceof DateTimeValue),
  typeCheck('is_period', 'Whether the value is a period', (value) => value instanceof PeriodValue),
  typeCheck('is_ip', 'Whether the value is an IP address', (value) => value instanceof IpAddressValue),
  typeCheck('is_json', 'Whether the value is a JSON value (an object or a list)', (value) => isPlainMap(value) || Array.isArray(value)),
];

export const CONVERSION_FUNCTIONS: LibraryFunction[] = [toStringFunction, toLong, toDouble, toBool, toIp, toMap, ...TYPE_CHECKS];

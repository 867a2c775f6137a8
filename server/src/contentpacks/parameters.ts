// Pack parameters and value references: typing a value as a parameter type, the values an installation
// uses (given, else the default), resolving {"@type": ..., "@value": ...} inside entity data, and finding
// the parameters an entity refers to.
import { badRequest } from '../http/errors';
import { isRecord } from '../http/json';
import { PARAMETER_TYPES, type PackParameter, type ParameterType } from './packModel';
import type { ValueReference } from './types';

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

export function isParameterType(value: unknown): value is ParameterType {
  return typeof value === 'string' && (PARAMETER_TYPES as readonly string[]).includes(value);
}

/** A ValueReference: an object carrying a string "@type" and a "@value". */
export function isValueReference(value: unknown): value is ValueReference {
  return isRecord(value) && typeof value['@type'] === 'string' && '@value' in value;
}

/**
 * `value` as a value of `type`, or undefined when it is not one. Text spelling a value of the type
 * ("42", "true") is taken, since a form or a hand-written pack often sends numbers as text; nothing
 * is rounded or truncated.
 */
export function coerce(type: ParameterType, value: unknown): string | number | boolean | undefined {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'integer':
    case 'long': {
      const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isSafeInteger(number)) return undefined;
      if (type === 'integer' && (number < INT_MIN || number > INT_MAX)) return undefined;
      return number;
    }
    case 'double':
    case 'float': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
    }
    default:
      return undefined;
  }
}

/** "a string", "a whole number (integer)": for refusals. */
export const describeType = (type: ParameterType) => (type === 'integer' || type === 'long' ? `a whole number (${type})` : `a ${type}`);

/**
 * The value of every pack parameter for one installation, as typed references: the value given (a
 * ValueReference of the parameter's type, or a plain value of that type), else the parameter's default.
 * Refused with the parameter named: a value of the wrong type, or no value and no default. Values for
 * parameters the pack does not have are ignored, as Graylog does.
 */
export function installationParameters(declared: readonly PackParameter[], given: Record<string, unknown>): Record<string, ValueReference> {
  const values: Record<string, ValueReference> = {};
  for (const parameter of declared) {
    const field = `parameters.${parameter.name}`;
    const supplied = Object.prototype.hasOwnProperty.call(given, parameter.name) ? given[parameter.name] : undefined;
    let raw: unknown = supplied;
    if (isValueReference(supplied)) {
      if (supplied['@type'] !== parameter.type) {
        throw badRequest(`Parameter ${parameter.name} must be ${describeType(parameter.type)}, not of type ${supplied['@type']}`, field);
      }
      raw = supplied['@value'];
    }
    if (raw === undefined || raw === null) {
      if (parameter.default_value === null) {
        throw badRequest(`Parameter ${parameter.name} needs a value: it has no default`, field, 'needs a value: it has no default');
      }
      raw = parameter.default_value;
    }
    const value = coerce(parameter.type, raw);
    if (value === undefined) {
      throw badRequest(`Parameter ${parameter.name} must be ${describeType(parameter.type)}, not ${JSON.stringify(raw)}`, field, `must be ${describeType(parameter.type)}`);
    }
    values[parameter.name] = { '@type': parameter.type, '@value': value };
  }
  return values;
}

/**
 * Resolves one value of an entity's data: a parameter reference gives that parameter's value for this
 * installation; a typed value gives its value as that type; anything else is returned as it is.
 */
export function resolveValue(parameters: Record<string, ValueReference>, value: unknown): unknown {
  if (!isValueReference(value)) return value;
  const type = value['@type'];
  if (type === 'parameter') {
    const name = value['@value'];
    const parameter = typeof name === 'string' && Object.prototype.hasOwnProperty.call(parameters, name) ? parameters[name] : undefined;
    if (!parameter) throw badRequest(`The content pack refers to parameter ${JSON.stringify(name)}, which it does not declare`);
    return parameter['@value'];
  }
  if (!isParameterType(type)) throw badRequest(`Unknown value type "${type}" in the content pack (expected parameter or one of ${PARAMETER_TYPES.join(', ')})`);
  const coerced = coerce(type, value['@value']);
  if (coerced === undefined) throw badRequest(`The content pack value ${JSON.stringify(value['@value'])} is not ${describeType(type)}`);
  return coerced;
}

/** The names of every parameter referred to anywhere inside `data`. */
export function referencedParameters(data: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(data)) {
    for (const item of data) referencedParameters(item, found);
  } else if (isRecord(data)) {
    if (isValueReference(data) && data['@type'] === 'parameter') {
      found.add(String(data['@value']));
    } else {
      for (const item of Object.values(data)) referencedParameters(item, found);
    }
  }
  return found;
}

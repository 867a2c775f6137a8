// Checking an input's configuration against its type's requested_configuration before it is saved:
// required fields present, values of the field's type (whole numbers, booleans, text, one of a
// dropdown's values), ports 1..65535, no negative sizes, a usable bind address, and what the codec
// itself interprets (encoding, time zone, size limits). Missing optional fields get their defaults;
// keys the type does not know are left out. A refusal names the field.
import net from 'node:net';
import { CODEC_TYPES, codecConfigurationProblem, type RequestedConfigurationField } from '../codecs';
import { badRequest } from '../http/errors';
import type { InputType } from './types';

const MAX_TEXT_LENGTH = 10_000;
// RFC 1123 host names: labels of letters, digits and hyphens.
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export type Configuration = Record<string, string | number | boolean>;

function refuse(name: string, reason: string): never {
  throw badRequest(reason, name);
}

function isMissing(value: unknown, field: RequestedConfigurationField): boolean {
  return value === undefined || value === null || (field.type !== 'boolean' && field.type !== 'number' && value === '');
}

function checkValue(name: string, field: RequestedConfigurationField, value: unknown): string | number | boolean {
  const label = field.human_name;
  switch (field.type) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isInteger(value)) refuse(name, `${label} must be a whole number`);
      if (field.attributes.includes('is_port_number') && (value < 1 || value > 65535)) refuse(name, `${label} must be between 1 and 65535`);
      if (field.attributes.includes('only_positive') && value < 0) refuse(name, `${label} must not be negative`);
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') refuse(name, `${label} must be true or false`);
      return value;
    case 'dropdown': {
      const values = (field.additional_info.values ?? {}) as Record<string, string>;
      if (typeof value !== 'string' || !Object.hasOwn(values, value)) refuse(name, `${label} must be one of the offered values`);
      return value;
    }
    case 'text':
      if (typeof value !== 'string') refuse(name, `${label} must be text`);
      if (value.length > MAX_TEXT_LENGTH) refuse(name, `${label} must be at most ${MAX_TEXT_LENGTH} characters long`);
      return value;
  }
}

/** An IP address or an RFC 1123 host name. */
export function isHostAddress(value: string): boolean {
  return net.isIP(value) !== 0 || HOST_NAME.test(value);
}

function checkBindAddress(value: unknown): void {
  if (typeof value !== 'string') return;
  if (!isHostAddress(value)) refuse('bind_address', 'Bind address must be an IP address or a host name');
}

/**
 * The configuration to store for `type`, or a 400 naming the first field that is wrong. Any type that
 * describes its configuration the inputs' way (outputs, alarm callbacks) is checked by the same rules.
 */
export function checkConfiguration(type: Pick<InputType, 'requested_configuration' | 'codec'>, given: Record<string, unknown>): Configuration {
  const result: Configuration = {};
  for (const [name, field] of Object.entries(type.requested_configuration)) {
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    if (isMissing(value, field)) {
      if (!field.is_optional) refuse(name, `${field.human_name} is required`);
      if (field.default_value !== null) result[name] = field.default_value;
      continue;
    }
    result[name] = checkValue(name, field, value);
  }
  checkBindAddress(result.bind_address);
  if (type.codec) checkCodecSettings(type.codec, result);
  return result;
}

// The codec reports a problem without naming the setting; asking about one setting at a time finds it.
function checkCodecSettings(codec: string, configuration: Configuration): void {
  for (const name of Object.keys(CODEC_TYPES[codec]?.requested_configuration ?? {})) {
    if (!Object.hasOwn(configuration, name)) continue;
    const problem = codecConfigurationProblem(codec, { [name]: configuration[name] });
    if (problem) refuse(name, problem);
  }
  const problem = codecConfigurationProblem(codec, configuration);
  if (problem) throw badRequest(problem);
}

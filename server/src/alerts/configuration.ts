// The configuration forms of condition and callback types (Graylog's requested_configuration) and reading a
// submitted configuration against them. Values arrive as the console's forms send them: numbers may come as
// numeric text and booleans as "true"/"false" (Graylog converts both). A refusal names the field.
import { requestedConfigurationField, type FieldOptions, type RequestedConfigurationField } from '../codecs/configuration';
import { badRequest } from '../http/errors';

export type ConfigValue = string | number | boolean | string[];

/** A form field; `list` (several values, Graylog's ListField) is a type only alerting needs. */
export type ConfigField = Omit<RequestedConfigurationField, 'type' | 'default_value'> & (
  | { type: RequestedConfigurationField['type']; default_value: RequestedConfigurationField['default_value'] }
  | { type: 'list'; default_value: string[] }
);

export type ConfigFields = Record<string, ConfigField>;

export function field(options: FieldOptions): ConfigField {
  return requestedConfigurationField(options);
}

/** A list of text values; `allowCreate` lets the user type values that are not offered. */
export function listField(options: { humanName: string; description: string; position: number; allowCreate: boolean }): ConfigField {
  const base = requestedConfigurationField({ type: 'text', humanName: options.humanName, description: options.description, defaultValue: null, optional: true, position: options.position });
  return { ...base, type: 'list', default_value: [], attributes: options.allowCreate ? ['allow_create'] : [], additional_info: { values: {} } };
}

const MAX_TEXT_LENGTH = 65_536;
const MAX_LIST_LENGTH = 1000;

function refuse(name: string, reason: string): never {
  throw badRequest(reason, name);
}

function readValue(name: string, spec: ConfigField, value: unknown): ConfigValue {
  const label = spec.human_name;
  switch (spec.type) {
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) refuse(name, `${label} must be a number`);
      return number;
    }
    case 'boolean':
      if (value === 'true' || value === 'false') return value === 'true';
      if (typeof value !== 'boolean') refuse(name, `${label} must be true or false`);
      return value;
    case 'dropdown': {
      const values = (spec.additional_info.values ?? {}) as Record<string, string>;
      if (typeof value !== 'string' || !Object.hasOwn(values, value)) refuse(name, `${label} must be one of: ${Object.keys(values).join(', ')}`);
      return value;
    }
    case 'list': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) refuse(name, `${label} must be a list of text values`);
      if (value.length > MAX_LIST_LENGTH) refuse(name, `${label} may have at most ${MAX_LIST_LENGTH} values`);
      return value.map((item: string) => item.trim()).filter(Boolean);
    }
    case 'text':
      if (typeof value !== 'string') refuse(name, `${label} must be text`);
      if (value.length > MAX_TEXT_LENGTH) refuse(name, `${label} must be at most ${MAX_TEXT_LENGTH} characters long`);
      return value;
  }
}

function isMissing(value: unknown, spec: ConfigField): boolean {
  return value === undefined || value === null || (value === '' && spec.type !== 'text') || (spec.type === 'text' && typeof value === 'string' && value.trim() === '' && !spec.is_optional);
}

/** The configuration to store: every field of `fields` (defaults for missing optional ones), keys it does not know left out. */
export function readConfiguration(fields: ConfigFields, given: Record<string, unknown>): Record<string, ConfigValue> {
  const result: Record<string, ConfigValue> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    if (isMissing(value, spec)) {
      if (!spec.is_optional) refuse(name, `${spec.human_name} is required`);
      if (spec.default_value !== null) result[name] = spec.default_value;
      continue;
    }
    result[name] = readValue(name, spec, value);
  }
  return result;
}

/** A whole number within bounds, or a refusal naming the field. */
export function checkWholeNumber(values: Record<string, ConfigValue>, name: string, label: string, min: number, max: number): number {
  const value = values[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    refuse(name, `${label} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

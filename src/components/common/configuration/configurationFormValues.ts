// A type's requested configuration (inputs and codecs, outputs, decorators, legacy alert conditions and alarm
// callbacks, the legacy-callback notification) as form values and back. A form holds each configuration field
// under the field's own name, beside the form's own fields (a title, …), so that a server refusal naming a
// field lands at that field; a field named like one of the form's own is held as `configuration.<name>`.
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import { FetchError } from '@/logic/errors/FetchError';
import type { ConfigurationField, RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

/** Text, a number (undefined while empty), a flag, or the values of a list field. */
export type ConfigurationFormValue = string | number | boolean | Array<string> | undefined;

/** The configuration fields, and whatever fields of its own the form keeps beside them. */
export type ConfigurationFormValues = { [name: string]: ConfigurationFormValue };

/** A configuration as the server takes it. */
export type Configuration = { [name: string]: string | number | boolean | Array<string> };

/** A stored configuration as the server answered it. */
export type StoredConfiguration = { readonly [name: string]: unknown };

/** The prefix of a configuration field held aside from the form's own field of the same name. */
export const MOVED_FIELD_PREFIX = 'configuration.';

/** The form's name for a configuration field: its own, unless one of the form's own fields has that name. */
export const configurationKey = (name: string, ownFields: ReadonlyArray<string>): string => (
  ownFields.includes(name) ? `${MOVED_FIELD_PREFIX}${name}` : name
);

/** The fields in the order the type asks for them (`position`), required before optional, then by label. */
export const orderedFields = (requested: RequestedConfiguration): Array<[string, ConfigurationField]> => (
  Object.entries(requested).sort(([, a], [, b]) => (
    (a.position ?? 100) - (b.position ?? 100)
    || Number(a.is_optional) - Number(b.is_optional)
    || a.human_name.localeCompare(b.human_name)
  ))
);

const listValues = (value: unknown): Array<string> => {
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined).map(String);
  // A list stored as one text (written by an older client) is one value.
  return typeof value === 'string' && value.trim() !== '' ? [value] : [];
};

/** A stored or default value of a field as its control holds it. */
export const formValueOf = (field: ConfigurationField, value: unknown): ConfigurationFormValue => {
  switch (field.type) {
    case 'boolean': return value === true || value === 'true';
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
    }
    case 'list': return listValues(value);
    default: return value === undefined || value === null ? '' : String(value);
  }
};

/** The configuration fields' starting values: the stored ones, and the type's defaults for the fields not stored. */
export const configurationFormValues = (
  requested: RequestedConfiguration, stored: StoredConfiguration | undefined, ownFields: ReadonlyArray<string>,
): ConfigurationFormValues => Object.fromEntries(orderedFields(requested).map(([name, field]) => {
  const value = stored?.[name];
  return [configurationKey(name, ownFields), formValueOf(field, value === undefined || value === null ? field.default_value : value)];
}));

/** The configuration as the server takes it. An empty optional number is left out: the type's default applies. */
export const configurationOf = (requested: RequestedConfiguration, values: ConfigurationFormValues, ownFields: ReadonlyArray<string>): Configuration => {
  const configuration: Configuration = {};
  orderedFields(requested).forEach(([name, field]) => {
    const value = values[configurationKey(name, ownFields)];
    if (field.type === 'boolean') configuration[name] = value === true;
    else if (field.type === 'number') { if (typeof value === 'number') configuration[name] = value; }
    else if (field.type === 'list') configuration[name] = Array.isArray(value) ? value.map((item) => item.trim()).filter((item) => item !== '') : [];
    else configuration[name] = value === undefined ? '' : String(value);
  });
  return configuration;
};

/** The browser's checks of the configuration fields: every required one filled in (a flag always is), numbers that are numbers. */
export const configurationErrors = (
  requested: RequestedConfiguration, values: ConfigurationFormValues, ownFields: ReadonlyArray<string>,
): FieldErrors<ConfigurationFormValues> => {
  const errors: FieldErrors<ConfigurationFormValues> = {};
  orderedFields(requested).forEach(([name, field]) => {
    const key = configurationKey(name, ownFields);
    const value = values[key];
    if (!field.is_optional && field.type !== 'boolean' && isBlank(value)) {
      errors[key] = `${field.human_name} is required.`;
    } else if (field.type === 'number' && value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
      errors[key] = `${field.human_name} must be a number.`;
    }
  });
  return errors;
};

/** How servers name a configuration field in a refusal besides plainly: `configuration.port`, `configuration/url`, `parameters.threshold`. */
const NESTED_FIELD = /^(?:configuration|parameters)[./]/;

/**
 * The server's refusal with the configuration fields it names under their form names. A plain name that is
 * one of the form's own fields stays the form's; anything else passes unchanged.
 */
export const withFormFieldNames = (error: unknown, requested: RequestedConfiguration, ownFields: ReadonlyArray<string>): unknown => {
  if (!(error instanceof FetchError) || typeof error.body !== 'object' || error.body === null) return error;
  const { errors } = error.body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return error;
  const renamed = Object.entries(errors).map(([field, reasons]): [string, unknown] => {
    const name = field.replace(NESTED_FIELD, '');
    const isConfigurationField = Object.prototype.hasOwnProperty.call(requested, name) && (name !== field || !ownFields.includes(name));
    return [isConfigurationField ? configurationKey(name, ownFields) : field, reasons];
  });
  if (renamed.every(([field], index) => field === Object.keys(errors)[index])) return error;
  const copy = new FetchError('', error.status, { ...error.body, errors: Object.fromEntries(renamed) });
  copy.message = error.message;
  return copy;
};

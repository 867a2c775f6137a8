// The form of a legacy alert condition or alarm callback: a title and the configuration its type asks for
// (`requested_configuration`), drawn by the inputs area's ConfigurationFields. Stream and type are chosen
// before the form and kept outside it: a condition type may itself ask for a field named `type` (the field
// value condition's MEAN, MIN, …), which must land on that field.
import { FetchError } from '@/logic/errors/FetchError';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import type { InputFormValues } from '@/components/inputs/inputFormValues';
import { configurationKey, formValueOf, orderedFields } from '@/components/inputs/inputFormValues';
import type { ConfigurationField, RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

/** `title` and one entry per configuration field, under the name ConfigurationFields gives it. */
export type ConfigurationFormValues = InputFormValues;

/** Graylog's ListField (an email notification's receivers): several values, edited as one comma-separated text. */
const isList = (field: ConfigurationField): boolean => field.type === 'list';

const LIST_SEPARATOR = /[,\n]/;

const listValues = (value: unknown): Array<string> => String(value ?? '').split(LIST_SEPARATOR).map((item) => item.trim()).filter((item) => item !== '');

/** The configuration as the form draws it: list fields are text fields that say how to separate values. */
export const formRequestedConfiguration = (requested: RequestedConfiguration): RequestedConfiguration => Object.fromEntries(
  Object.entries(requested).map(([name, field]) => [name, isList(field)
    ? { ...field, type: 'text', description: `${field.description ? `${field.description.replace(/\.?$/, '.')} ` : ''}Separate several values with commas.` }
    : field]),
);

/** The form's starting values: the entity's own title and configuration, else the type's defaults. */
export const initialConfigurationValues = (
  requested: RequestedConfiguration, title: string | null | undefined, stored: { [name: string]: unknown } | undefined,
): ConfigurationFormValues => {
  const values: ConfigurationFormValues = { title: title ?? '' };
  orderedFields(requested).forEach(([name, field]) => {
    const value = stored?.[name] ?? field.default_value;
    values[configurationKey(name)] = isList(field) && Array.isArray(value) ? value.map(String).join(', ') : formValueOf(field, value);
  });
  return values;
};

/** The browser's checks: a title and every required field, and numbers that are numbers. */
export const validateConfiguration = (requested: RequestedConfiguration, values: ConfigurationFormValues): FieldErrors<ConfigurationFormValues> => {
  const errors: FieldErrors<ConfigurationFormValues> = {};
  if (isBlank(values.title)) errors.title = 'Title is required.';
  orderedFields(requested).forEach(([name, field]) => {
    const key = configurationKey(name);
    const value = values[key];
    if (!field.is_optional && field.type !== 'boolean' && isBlank(value)) {
      errors[key] = `${field.human_name} is required.`;
    } else if (field.type === 'number' && value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
      errors[key] = `${field.human_name} must be a number.`;
    }
  });
  return errors;
};

/** The configuration as the server takes it. An empty optional number is left out: the type's default applies. */
export const configurationOf = (requested: RequestedConfiguration, values: ConfigurationFormValues): { [name: string]: unknown } => {
  const configuration: { [name: string]: unknown } = {};
  orderedFields(requested).forEach(([name, field]) => {
    const value = values[configurationKey(name)];
    if (isList(field)) configuration[name] = listValues(value);
    else if (field.type === 'boolean') configuration[name] = value === true;
    else if (field.type === 'number') { if (typeof value === 'number') configuration[name] = value; }
    else configuration[name] = value === undefined ? '' : String(value);
  });
  return configuration;
};

export const titleOf = (values: ConfigurationFormValues): string => String(values.title ?? '').trim();

const NESTED_FIELD = /^(?:parameters|configuration)[./]/;

/**
 * The server's refusal with the configuration fields it names under their form names: `threshold`,
 * `parameters.threshold` and `configuration/url` all land at their field. Anything else passes unchanged.
 */
export const withFormFieldNames = (error: unknown, requested: RequestedConfiguration): unknown => {
  if (!(error instanceof FetchError) || typeof error.body !== 'object' || error.body === null) return error;
  const { errors } = error.body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return error;
  const renamed = Object.entries(errors).map(([field, reasons]): [string, unknown] => {
    const name = field.replace(NESTED_FIELD, '');
    return [name in requested ? configurationKey(name) : field, reasons];
  });
  if (renamed.every(([field], index) => field === Object.keys(errors)[index])) return error;
  const copy = new FetchError('', error.status, { ...error.body, errors: Object.fromEntries(renamed) });
  copy.message = error.message;
  return copy;
};

// The form values of a cache or data adapter: title, description, name, type and the type's configuration
// fields side by side, so the server's reasons (named after those fields) land next to them.
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import type { ConfiguredEntity, ConfiguredEntityRequest, LookupConfig, LookupTypes } from '@/stores/lookup-tables/lookupPayloads';

import type { ConfigFieldSpec, LookupTypeForm } from './lookupTypeForms';

/** What a configuration field holds in the form: pairs and lines as text, one per line. */
export type FieldValue = string | number | boolean | undefined;

export type ConfiguredFormValues = {
  title: string,
  description: string,
  name: string,
  type: string,
  [configField: string]: FieldValue,
};

/** Graylog's rule: the name follows the title (lower case, runs of other characters as "-") until it is edited. */
export const nameFromTitle = (title: string): string => title.trim().replace(/\W+/g, '-').toLowerCase();

const NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

const pairsText = (value: unknown, separator: string): string => (typeof value === 'object' && value !== null && !Array.isArray(value)
  ? Object.entries(value).map(([key, item]) => `${key}${separator === ':' ? ': ' : separator}${String(item)}`).join('\n')
  : '');

/** Each line split at its first separator; a line without one is a key with an empty value. */
const pairsOf = (text: FieldValue, separator: string): { [key: string]: string } => Object.fromEntries(String(text ?? '').split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '')
  .map((line) => {
    const at = line.indexOf(separator);
    return at < 0 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
  }));

const linesOf = (text: FieldValue): Array<string> => String(text ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '');

/** The value of one configuration field as the form edits it. */
const formValueOf = (field: ConfigFieldSpec, value: unknown): FieldValue => {
  switch (field.kind) {
    case 'pairs':
      return pairsText(value, field.separator);
    case 'lines':
      return Array.isArray(value) ? value.map(String).join('\n') : '';
    case 'checkbox':
      return value === true;
    case 'number':
    case 'duration':
      return typeof value === 'number' ? value : undefined;
    default:
      return value === undefined || value === null ? '' : String(value);
  }
};

/** The form values of `config` for the fields of `form` (a duration's unit included). */
export const configFormValues = (form: LookupTypeForm, config: LookupConfig | undefined): { [field: string]: FieldValue } => {
  const values: { [field: string]: FieldValue } = {};
  form.fields.forEach((field) => {
    values[field.name] = formValueOf(field, config?.[field.name]);
    if (field.kind === 'duration') {
      const unit = config?.[field.unitName];
      values[field.unitName] = typeof unit === 'string' ? unit : 'SECONDS';
    }
  });
  return values;
};

/** A new entity's values: the type's default configuration, nothing typed yet. */
export const newConfiguredFormValues = (type: string, form: LookupTypeForm, types: LookupTypes | undefined): ConfiguredFormValues => ({
  title: '', description: '', name: '', type, ...configFormValues(form, types?.[type]?.default_config),
});

export const configuredFormValuesOf = (entity: ConfiguredEntity, form: LookupTypeForm): ConfiguredFormValues => ({
  title: entity.title, description: entity.description, name: entity.name, type: entity.config.type, ...configFormValues(form, entity.config),
});

const configValueOf = (field: ConfigFieldSpec, value: FieldValue): unknown => {
  switch (field.kind) {
    case 'pairs':
      return pairsOf(value, field.separator);
    case 'lines':
      return linesOf(value);
    case 'number':
    case 'duration':
      return typeof value === 'number' ? value : null;
    case 'checkbox':
      return value === true;
    default:
      return typeof value === 'string' ? value : '';
  }
};

/**
 * The configuration the form stands for. It starts from `base` (the saved configuration, or the type's
 * default), so settings the form does not show are kept as they were.
 */
export const configOf = (values: ConfiguredFormValues, form: LookupTypeForm, base: LookupConfig | undefined): LookupConfig => {
  const config: LookupConfig = { ...(base?.type === values.type ? base : {}), type: values.type };
  form.fields.forEach((field) => {
    config[field.name] = configValueOf(field, values[field.name]);
    if (field.kind === 'duration') {
      config[field.unitName] = typeof values[field.unitName] === 'string' && values[field.unitName] !== '' ? values[field.unitName] : null;
    }
  });
  return config;
};

/** The body of a create call, or of an update call when `id` is given (with the rest of the saved entity). */
export const configuredRequestOf = (
  values: ConfiguredFormValues, form: LookupTypeForm, base: LookupConfig | undefined, saved?: ConfiguredEntity,
): ConfiguredEntityRequest => ({
  ...(saved ?? {}),
  title: values.title.trim(),
  description: values.description.trim(),
  name: values.name.trim(),
  config: configOf(values, form, base),
});

/**
 * Nothing entered for a required field. Text counts as given when it is not empty, even if it is only white
 * space: a tab or a line break is a real separator (the DSV over HTTP adapter's line separator is "\n").
 */
const isMissing = (field: ConfigFieldSpec, value: FieldValue): boolean => {
  switch (field.kind) {
    case 'number':
    case 'duration':
      return value === undefined;
    case 'pairs':
    case 'lines':
      return isBlank(value);
    default:
      return value === undefined || value === '';
  }
};

/** The browser's checks; the validate call checks the rest (unique names, files, URLs). */
export const validateConfigured = (form: LookupTypeForm) => (values: ConfiguredFormValues): FieldErrors<ConfiguredFormValues> => {
  const errors: { [field: string]: string } = {};
  if (isBlank(values.title)) errors.title = 'Title is required.';
  if (isBlank(values.name)) {
    errors.name = 'Name is required.';
  } else if (!NAME_PATTERN.test(values.name.trim())) {
    errors.name = 'Use only letters, digits, - and _.';
  }
  form.fields.forEach((field) => {
    const value = values[field.name];
    if (field.required && isMissing(field, value)) {
      errors[field.name] = `${field.label} is required.`;
    } else if (field.kind === 'number' && field.min !== undefined && typeof value === 'number' && value < field.min) {
      errors[field.name] = `${field.label} must be at least ${field.min}.`;
    }
  });
  return errors;
};

// The launch/edit form's values and their way to and from the server. The configuration fields come from
// the type's `requested_configuration`; they sit in the form beside title, global and node under their own
// names, so that a server refusal naming a field ({"errors": {"port": [...]}}) lands at that field.
import { FetchError } from '@/logic/errors/FetchError';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import type { InputConfiguration, InputRequest, InputSummary } from '@/stores/inputs/InputsStore';
import type { ConfigurationField, InputTypeInfo, RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

export type FormValue = string | number | boolean | undefined;

/** title (text), global (flag), node (text) and one entry per configuration field. */
export type InputFormValues = { [name: string]: FormValue };

const OWN_FIELDS = ['title', 'global', 'node'];

/** The form's name for a configuration field: its own, unless that is taken by one of the form's own fields. */
export const configurationKey = (field: string): string => (OWN_FIELDS.includes(field) ? `configuration.${field}` : field);

/** The fields in the order the type asks for them (`position`), required before optional, then by label. */
export const orderedFields = (requested: RequestedConfiguration): Array<[string, ConfigurationField]> => (
  Object.entries(requested).sort(([, a], [, b]) => (
    (a.position ?? 100) - (b.position ?? 100)
    || Number(a.is_optional) - Number(b.is_optional)
    || a.human_name.localeCompare(b.human_name)
  ))
);

/** A stored or default value of a requested-configuration field as its control holds it (inputs, decorators). */
export const formValueOf = (field: ConfigurationField, value: unknown): FormValue => {
  switch (field.type) {
    case 'boolean': return value === true || value === 'true';
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
    }
    default: return value === undefined || value === null ? '' : String(value);
  }
};

/**
 * The form's starting values: an input's own (when editing) or the type's defaults. A field the input lacks
 * (the type gained it since) starts at its default too.
 */
export const initialFormValues = (type: InputTypeInfo, input: InputSummary | undefined, nodeIds: ReadonlyArray<string>): InputFormValues => {
  const values: InputFormValues = {
    title: input?.title ?? '',
    global: input?.global ?? false,
    // With a single node there is nothing to choose.
    node: input?.node ?? (nodeIds.length === 1 ? nodeIds[0] : ''),
  };
  orderedFields(type.requested_configuration).forEach(([name, field]) => {
    const stored = input?.attributes[name];
    values[configurationKey(name)] = formValueOf(field, stored === undefined || stored === null ? field.default_value : stored);
  });
  return values;
};

/** The body of the create or update call. An empty optional number is left out: the server uses its default. */
export const toInputRequest = (type: InputTypeInfo, values: InputFormValues): InputRequest => {
  const configuration: InputConfiguration = {};
  orderedFields(type.requested_configuration).forEach(([name, field]) => {
    const value = values[configurationKey(name)];
    if (field.type === 'boolean') {
      configuration[name] = value === true;
    } else if (field.type === 'number') {
      if (typeof value === 'number') configuration[name] = value;
    } else {
      configuration[name] = value === undefined ? '' : String(value);
    }
  });
  const global = values.global === true;
  const request: InputRequest = { title: String(values.title ?? '').trim(), type: type.type, global, configuration };
  return global ? request : { ...request, node: String(values.node ?? '') };
};

/** The browser's checks: a title, a node for a local input, and every required configuration field. */
export const validateInputForm = (type: InputTypeInfo, values: InputFormValues): FieldErrors<InputFormValues> => {
  const errors: FieldErrors<InputFormValues> = {};
  if (isBlank(values.title)) errors.title = 'Title is required.';
  if (values.global !== true && isBlank(values.node)) errors.node = 'Node is required for an input that is not global.';
  orderedFields(type.requested_configuration).forEach(([name, field]) => {
    const key = configurationKey(name);
    if (!field.is_optional && field.type !== 'boolean' && isBlank(values[key])) {
      errors[key] = `${field.human_name} is required.`;
    }
  });
  return errors;
};

const CONFIGURATION_PREFIX = /^configuration[./]/;

/**
 * The server's refusal with the configuration fields it names under their form names: a server may name
 * them `port`, `configuration.port` or `configuration/port`. Anything else is passed on unchanged.
 */
export const withFormFieldNames = (error: unknown, type: InputTypeInfo): unknown => {
  if (!(error instanceof FetchError) || typeof error.body !== 'object' || error.body === null) return error;
  const { errors } = error.body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return error;
  const renamed = Object.entries(errors).map(([field, reasons]): [string, unknown] => {
    const configurationField = field.replace(CONFIGURATION_PREFIX, '');
    const named = configurationField !== field && configurationField in type.requested_configuration;
    return [named ? configurationKey(configurationField) : field, reasons];
  });
  if (renamed.every(([field], index) => field === Object.keys(errors)[index])) return error;
  const copy = new FetchError('', error.status, { ...error.body, errors: Object.fromEntries(renamed) });
  copy.message = error.message;
  return copy;
};

// The output form's values and their way to and from the server. The configuration fields come from the
// type's `requested_configuration` and are drawn by the inputs area's ConfigurationFields, under the same
// form names (configurationKey), so a server refusal naming a field lands at that field.
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import type { InputFormValues } from '@/components/inputs/inputFormValues';
import { configurationKey, formValueOf, orderedFields } from '@/components/inputs/inputFormValues';
import type { Output, OutputConfiguration, OutputCreateRequest, OutputType, OutputUpdateRequest } from '@/stores/outputs/OutputsStore';

/** title, and one entry per configuration field. */
export type OutputFormValues = InputFormValues;

/** The output's own values (when editing) or the type's defaults; a field the output lacks starts at its default. */
export const initialOutputValues = (type: OutputType, output: Output | undefined): OutputFormValues => {
  const values: OutputFormValues = { title: output?.title ?? '' };
  orderedFields(type.requested_configuration).forEach(([name, field]) => {
    const stored = output?.configuration[name];
    values[configurationKey(name)] = formValueOf(field, stored === undefined || stored === null ? field.default_value : stored);
  });
  return values;
};

/** The browser's checks: a title and every required configuration field. */
export const validateOutput = (type: OutputType, values: OutputFormValues): FieldErrors<OutputFormValues> => {
  const errors: FieldErrors<OutputFormValues> = {};
  if (isBlank(values.title)) errors.title = 'Title is required.';
  orderedFields(type.requested_configuration).forEach(([name, field]) => {
    const key = configurationKey(name);
    if (!field.is_optional && field.type !== 'boolean' && isBlank(values[key])) errors[key] = `${field.human_name} is required.`;
  });
  return errors;
};

/** The configuration as the server takes it. An empty optional number is left out: the output uses its default. */
const configurationOf = (type: OutputType, values: OutputFormValues): OutputConfiguration => {
  const configuration: OutputConfiguration = {};
  orderedFields(type.requested_configuration).forEach(([name, field]) => {
    const value = values[configurationKey(name)];
    if (field.type === 'boolean') configuration[name] = value === true;
    else if (field.type === 'number') { if (typeof value === 'number') configuration[name] = value; }
    else configuration[name] = value === undefined ? '' : String(value);
  });
  return configuration;
};

export const toCreateRequest = (type: OutputType, values: OutputFormValues): OutputCreateRequest => ({
  title: String(values.title ?? '').trim(),
  type: type.type,
  configuration: configurationOf(type, values),
});

export const toUpdateRequest = (type: OutputType, values: OutputFormValues): OutputUpdateRequest => ({
  title: String(values.title ?? '').trim(),
  configuration: configurationOf(type, values),
});

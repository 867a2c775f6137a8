// The output form's values and their way to and from the server: the title, with the configuration the type
// asks for beside it (components/common/configuration/).
import {
  configurationErrors, configurationFormValues, configurationOf, withFormFieldNames as configurationFieldNames,
} from '@/components/common/configuration/configurationFormValues';
import type { ConfigurationFormValues } from '@/components/common/configuration/configurationFormValues';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import type { Output, OutputConfiguration, OutputCreateRequest, OutputType, OutputUpdateRequest } from '@/stores/outputs/OutputsStore';

/** title, and one entry per configuration field. */
export type OutputFormValues = ConfigurationFormValues;

/** The form's own field; a configuration field named `title` is held as `configuration.title`. */
const OWN_FIELDS = ['title'];

/** The output's own values (when editing) or the type's defaults; a field the output lacks starts at its default. */
export const initialOutputValues = (type: OutputType, output: Output | undefined): OutputFormValues => ({
  title: output?.title ?? '',
  ...configurationFormValues(type.requested_configuration, output?.configuration, OWN_FIELDS),
});

/** The browser's checks: a title and every required configuration field. */
export const validateOutput = (type: OutputType, values: OutputFormValues): FieldErrors<OutputFormValues> => ({
  ...(isBlank(values.title) ? { title: 'Title is required.' } : {}),
  ...configurationErrors(type.requested_configuration, values, OWN_FIELDS),
});

const configurationOfOutput = (type: OutputType, values: OutputFormValues): OutputConfiguration => (
  configurationOf(type.requested_configuration, values, OWN_FIELDS)
);

export const toCreateRequest = (type: OutputType, values: OutputFormValues): OutputCreateRequest => ({
  title: String(values.title ?? '').trim(),
  type: type.type,
  configuration: configurationOfOutput(type, values),
});

export const toUpdateRequest = (type: OutputType, values: OutputFormValues): OutputUpdateRequest => ({
  title: String(values.title ?? '').trim(),
  configuration: configurationOfOutput(type, values),
});

/** The server's refusal with the configuration fields it names (`port`, `configuration.port`, …) under their form names. */
export const withFormFieldNames = (error: unknown, type: OutputType): unknown => (
  configurationFieldNames(error, type.requested_configuration, OWN_FIELDS)
);

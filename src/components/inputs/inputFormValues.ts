// The launch/edit form's values and their way to and from the server: title, global and node, with the
// configuration the type asks for beside them (components/common/configuration/).
import {
  configurationErrors, configurationFormValues, configurationOf, withFormFieldNames as configurationFieldNames,
} from '@/components/common/configuration/configurationFormValues';
import type { ConfigurationFormValues } from '@/components/common/configuration/configurationFormValues';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import type { InputConfiguration, InputRequest, InputSummary } from '@/stores/inputs/InputsStore';
import type { InputTypeInfo } from '@/stores/inputs/InputTypesStore';

/** title (text), global (flag), node (text) and one entry per configuration field. */
export type InputFormValues = ConfigurationFormValues;

/** The form's own fields; a configuration field with one of these names is held as `configuration.<name>`. */
export const INPUT_OWN_FIELDS = ['title', 'global', 'node'];

/**
 * The form's starting values: an input's own (when editing) or the type's defaults. A field the input lacks
 * (the type gained it since) starts at its default too.
 */
export const initialFormValues = (type: InputTypeInfo, input: InputSummary | undefined, nodeIds: ReadonlyArray<string>): InputFormValues => ({
  title: input?.title ?? '',
  global: input?.global ?? false,
  // With a single node there is nothing to choose.
  node: input?.node ?? (nodeIds.length === 1 ? nodeIds[0] : ''),
  ...configurationFormValues(type.requested_configuration, input?.attributes, INPUT_OWN_FIELDS),
});

/** The body of the create or update call. An empty optional number is left out: the server uses its default. */
export const toInputRequest = (type: InputTypeInfo, values: InputFormValues): InputRequest => {
  const configuration: InputConfiguration = configurationOf(type.requested_configuration, values, INPUT_OWN_FIELDS);
  const global = values.global === true;
  const request: InputRequest = { title: String(values.title ?? '').trim(), type: type.type, global, configuration };
  return global ? request : { ...request, node: String(values.node ?? '') };
};

/** The browser's checks: a title, a node for a local input, and every required configuration field. */
export const validateInputForm = (type: InputTypeInfo, values: InputFormValues): FieldErrors<InputFormValues> => {
  const errors: FieldErrors<InputFormValues> = {};
  if (isBlank(values.title)) errors.title = 'Title is required.';
  if (values.global !== true && isBlank(values.node)) errors.node = 'Node is required for an input that is not global.';
  return { ...errors, ...configurationErrors(type.requested_configuration, values, INPUT_OWN_FIELDS) };
};

/** The server's refusal with the configuration fields it names (`port`, `configuration.port`, `configuration/port`) under their form names. */
export const withFormFieldNames = (error: unknown, type: InputTypeInfo): unknown => (
  configurationFieldNames(error, type.requested_configuration, INPUT_OWN_FIELDS)
);

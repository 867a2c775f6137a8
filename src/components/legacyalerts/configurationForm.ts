// The form of a legacy alert condition or alarm callback: a title, with the configuration its type asks for
// beside it (components/common/configuration/). Stream and type are chosen before the form and kept outside
// it: a condition type may itself ask for a field named `type` (the field value condition's MEAN, MIN, …),
// which must land on that field.
import * as requestedConfiguration from '@/components/common/configuration/configurationFormValues';
import type { Configuration, ConfigurationFormValues, StoredConfiguration } from '@/components/common/configuration/configurationFormValues';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

export type { ConfigurationFormValues } from '@/components/common/configuration/configurationFormValues';

/** The form's own field; a configuration field named `title` is held as `configuration.title`. */
const OWN_FIELDS = ['title'];

/** The form's starting values: the entity's own title and configuration, else the type's defaults. */
export const initialConfigurationValues = (
  requested: RequestedConfiguration, title: string | null | undefined, stored: StoredConfiguration | undefined,
): ConfigurationFormValues => ({ title: title ?? '', ...requestedConfiguration.configurationFormValues(requested, stored, OWN_FIELDS) });

/** The browser's checks: a title and every required field, and numbers that are numbers. */
export const validateConfiguration = (requested: RequestedConfiguration, values: ConfigurationFormValues): FieldErrors<ConfigurationFormValues> => ({
  ...(isBlank(values.title) ? { title: 'Title is required.' } : {}),
  ...requestedConfiguration.configurationErrors(requested, values, OWN_FIELDS),
});

/** The configuration as the server takes it. An empty optional number is left out: the type's default applies. */
export const configurationOf = (requested: RequestedConfiguration, values: ConfigurationFormValues): Configuration => (
  requestedConfiguration.configurationOf(requested, values, OWN_FIELDS)
);

export const titleOf = (values: ConfigurationFormValues): string => String(values.title ?? '').trim();

/**
 * The server's refusal with the configuration fields it names under their form names: `threshold`,
 * `parameters.threshold` and `configuration/url` all land at their field. Anything else passes unchanged.
 */
export const withFormFieldNames = (error: unknown, requested: RequestedConfiguration): unknown => (
  requestedConfiguration.withFormFieldNames(error, requested, OWN_FIELDS)
);

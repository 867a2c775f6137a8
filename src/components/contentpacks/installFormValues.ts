// The install dialog's values: the comment and each parameter's value as typed text, checked against the
// parameter's type before anything is sent, then sent as typed references ({"@type", "@value"}).
import { isBlank } from '@/components/common/form/validators';
import { installationParameters, parameterValueProblem, parameterValueText } from '@/stores/contentpacks/contentPackModel';
import type { ContentPackParameter, InstallationRequest } from '@/stores/contentpacks/contentPackTypes';

export type InstallValues = { [field: string]: string };

export const COMMENT_FIELD = 'comment';

/**
 * A parameter's field: named as the server names it in a refusal ("parameters.PORT"), so its reason shows at
 * the field; the prefix also keeps a parameter named "comment" apart from the comment.
 */
export const parameterField = (name: string) => `parameters.${name}`;

/** The comment empty, each parameter prefilled with its default value. */
export const initialInstallValues = (parameters: ReadonlyArray<ContentPackParameter>): InstallValues => ({
  [COMMENT_FIELD]: '',
  ...Object.fromEntries(parameters.map((parameter) => [parameterField(parameter.name), parameterValueText(parameter.default_value)])),
});

/** Every parameter needs a value of its type (Graylog installs nothing with one missing). */
export const validateInstall = (parameters: ReadonlyArray<ContentPackParameter>) => (values: InstallValues) => {
  const errors: { [field: string]: string } = {};
  parameters.forEach((parameter) => {
    const field = parameterField(parameter.name);
    const text = values[field] ?? '';
    const problem = isBlank(text) ? `${parameter.title || parameter.name} is required.` : parameterValueProblem(parameter.type, text);
    if (problem) errors[field] = problem;
  });
  return errors;
};

export const toInstallationRequest = (parameters: ReadonlyArray<ContentPackParameter>, values: InstallValues): InstallationRequest => ({
  comment: values[COMMENT_FIELD] ?? '',
  parameters: installationParameters(parameters, Object.fromEntries(parameters.map((parameter) => [parameter.name, values[parameterField(parameter.name)] ?? '']))),
});

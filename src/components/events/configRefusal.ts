// A refusal naming fields ({"failed": true, "errors": {...}}) of a form that holds a type's configuration:
// Graylog names the configuration's fields flat ("url", "query"), beside the form's own ("title"). The form
// kit places its own fields; the configuration's go to the type's form.
import { reasonSentence } from '@/components/common/form/serverErrors';
import { FetchError } from '@/logic/errors/FetchError';
import type { ConfigFieldErrors } from '@/plugin-api/PluginExports';

export type SplitRefusal = {
  /** Reasons for the configuration's own fields, as sentences. */
  configErrors: ConfigFieldErrors,
  /** For the form kit: a refusal of the form's own fields only, or the error as it was when it named none. */
  formError: unknown,
  /** Every field the refusal named (as the server named it, "config." prefixes removed). */
  fields: Array<string>,
};

const reasonsOf = (value: unknown): Array<string> => (Array.isArray(value)
  ? value.filter((reason): reason is string => typeof reason === 'string' && reason !== '')
  : (typeof value === 'string' && value !== '' ? [value] : []));

/** The message at the top of the form when only the configuration's fields were refused. */
export const CONFIG_REFUSED = 'Some settings need attention: see the marked fields.';

/** A refusal found by the browser's checks of the configuration, shaped like the server's. */
export const configRefusal = (): FetchError => new FetchError('Bad Request', 400, { type: 'ApiError', message: CONFIG_REFUSED, failed: true, errors: {} });

/**
 * Splits a refusal: `formFieldOf(name)` names the form field that shows a reason about `name`, or undefined
 * when `name` is one of the configuration's fields.
 */
export const splitRefusal = (error: unknown, formFieldOf: (name: string) => string | undefined, configMessage = CONFIG_REFUSED): SplitRefusal => {
  const body = error instanceof FetchError && error.status === 400 ? error.body : undefined;
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null || Object.keys(errors).length === 0) {
    return { configErrors: {}, formError: error, fields: [] };
  }
  const configErrors: ConfigFieldErrors = {};
  const own: { [field: string]: Array<string> } = {};
  const fields: Array<string> = [];
  Object.entries(errors).forEach(([field, value]) => {
    const reasons = reasonsOf(value);
    if (reasons.length === 0) return;
    const name = field.startsWith('config.') ? field.slice('config.'.length) : field;
    fields.push(name);
    const formField = formFieldOf(name);
    if (formField) {
      own[formField] = [...(own[formField] ?? []), ...reasons];
    } else {
      configErrors[name] = reasons.map(reasonSentence).join(' ');
    }
  });
  const message = Object.keys(own).length === 0 ? configMessage : (error as FetchError).serverMessage;
  return { configErrors, formError: new FetchError('Bad Request', 400, { type: 'ApiError', message, failed: true, errors: own }), fields };
};

/** Reasons left after dropping the empty ones. */
export const presentErrors = (errors: ConfigFieldErrors): ConfigFieldErrors => Object.fromEntries(
  Object.entries(errors).filter(([, reason]) => typeof reason === 'string' && reason !== ''),
);

/** `errors` without the reasons of fields whose value differs between `before` and `after`. */
export const errorsAfterChange = <C extends { [key: string]: unknown }>(errors: ConfigFieldErrors, before: C, after: C): ConfigFieldErrors => (
  Object.fromEntries(Object.entries(errors).filter(([field]) => JSON.stringify(before[field]) === JSON.stringify(after[field])))
);

// How the lookup stores report failures. Graylog refuses an entity that breaks its bean constraints (an empty
// name, a check interval below 1) with a list of violations, each with `message`, `message_template` and the
// `path` of the property; those are shown in place at their fields, never toasted (data-spec section 8).
import { FetchError } from '@/logic/errors/FetchError';
import { reportLoadFailure, reportWriteFailure } from '@/stores/storeFailures';

type Violation = { message?: unknown, message_template?: unknown, path?: unknown };

const isObject = (value: unknown): value is { [key: string]: unknown } => typeof value === 'object' && value !== null;

const violationsOf = (body: unknown): Array<Violation> => {
  if (Array.isArray(body)) return body.filter(isObject);
  if (isObject(body) && Array.isArray(body.errors)) return body.errors.filter(isObject);
  return isObject(body) ? [body] : [];
};

/** True when the answer carries bean-validation violations (their `message_template`). */
export const hasMessageTemplate = (error: unknown): boolean => (
  error instanceof FetchError && violationsOf(error.body).some((violation) => violation.message_template !== undefined)
);

/** "createAdapter.arg0.config.path" names the field `path`; "updateTable.arg1.name" the field `name`. */
const fieldOfPath = (path: unknown): string => (typeof path === 'string' && path !== '' ? path.split('.').pop() ?? path : 'form');

/**
 * The violations of a refused write as Graylog's `{errors: {field: [reason]}}`, so the form places each at its
 * field (a configuration field's reason under that field); any other error as it is.
 */
export const refusalWithFields = (error: unknown): unknown => {
  if (!hasMessageTemplate(error) || !(error instanceof FetchError)) return error;
  const errors: { [field: string]: Array<string> } = {};
  violationsOf(error.body).forEach((violation) => {
    if (typeof violation.message !== 'string') return;
    const field = fieldOfPath(violation.path);
    errors[field] = [...(errors[field] ?? []), violation.message];
  });
  return new FetchError('Bad Request', error.status, { failed: true, errors });
};

/** A refused write: toasted unless the form shows it at its fields (field refusals and violations). */
export const reportLookupWriteFailure = (error: unknown, what: string, title: string): never => {
  const placeable = refusalWithFields(error);
  if (placeable !== error) throw placeable;
  return reportWriteFailure(error, what, title);
};

/** A failed load or lookup: toasted, except violations, which the caller shows where it asked. */
export const reportLookupLoadFailure = (error: unknown, what: string, title: string): never => {
  if (hasMessageTemplate(error)) throw error;
  return reportLoadFailure(error, what, title);
};

// Forms whose entity has a server-side validate call (lookup tables, caches, data adapters; Graylog's sidecar
// forms too): the call follows typing, and its reasons stand under the fields they name.
import { reasonSentence } from '@/components/common/form/serverErrors';
import type { EntityFormState, FieldErrors, FieldName } from '@/components/common/form/useEntityForm';
import { isBlank } from '@/components/common/form/validators';
import useDebouncedCall from '@/components/common/useDebouncedCall';

/** A validate call's answer: reasons by field name (Graylog's `errors`). */
export type ServerReasons = { [field: string]: Array<string> };

/** Graylog's forms wait half a second after the last keystroke before they ask. */
export const VALIDATION_DELAY_MS = 500;

/**
 * The server's reasons for `request`, asked once the user has stopped typing for a moment. An answer to an
 * older request is dropped; a failed call keeps the last reasons (the store toasted it). Nothing is asked while
 * `enabled` is false.
 */
export const useServerValidation = <R, >(request: R, validate: (request: R) => Promise<ServerReasons>, enabled: boolean): ServerReasons => {
  const key = JSON.stringify(request);
  const state = useDebouncedCall(enabled ? { key, run: () => validate(request) } : null, VALIDATION_DELAY_MS);
  return enabled ? state.result ?? {} : {};
};

/**
 * A field left empty and not yet visited says nothing until a submit, as the browser's own checks (the form
 * kit's rule): the validate call runs on every change, and would otherwise call every untouched field empty.
 * A field holding a value hears the server's reason at once (a taken name, a file that does not exist).
 */
const speaks = <V extends object>(form: EntityFormState<V>, field: string): boolean => (
  form.submitCount > 0 || form.touched[field as FieldName<V>] === true || !isBlank(form.values[field as FieldName<V>])
);

/**
 * The form as its fields see it: the validate call's reasons under their fields, unless the browser's own
 * check or a refused save says something there already.
 */
export const withServerReasons = <V extends object>(form: EntityFormState<V>, reasons: ServerReasons): EntityFormState<V> => {
  const fromServer = Object.fromEntries(Object.entries(reasons)
    .filter(([field, list]) => list.length > 0 && speaks(form, field))
    .map(([field, list]) => [field, list.map(reasonSentence).join(' ')])) as FieldErrors<V>;
  return { ...form, errors: { ...fromServer, ...form.errors } };
};

/** Reasons for fields the form does not have, to show above the buttons. */
export const unplacedReasons = (reasons: ServerReasons, fieldNames: Array<string>): Array<string> => Object.entries(reasons)
  .filter(([field]) => !fieldNames.includes(field))
  .flatMap(([field, list]) => list.map((reason) => `${field}: ${reason}`));

import { reasonSentence } from '@/components/common/form/serverErrors';
import type { EntityFormState, FieldErrors } from '@/components/common/form/useEntityForm';
import type { ValidationErrors } from '@/stores/lookup-tables/lookupPayloads';

/**
 * The form as its fields see it: the validate call's reasons under their fields, unless the browser's own
 * check or a refused save says something there already.
 */
export const withServerReasons = <V extends object>(form: EntityFormState<V>, reasons: ValidationErrors): EntityFormState<V> => {
  const fromServer = Object.fromEntries(Object.entries(reasons)
    .filter(([, list]) => list.length > 0)
    .map(([field, list]) => [field, list.map(reasonSentence).join(' ')])) as FieldErrors<V>;
  return { ...form, errors: { ...fromServer, ...form.errors } };
};

/** Reasons for fields the form does not have, to show above the buttons. */
export const unplacedReasons = (reasons: ValidationErrors, fieldNames: Array<string>): Array<string> => Object.entries(reasons)
  .filter(([field]) => !fieldNames.includes(field))
  .flatMap(([field, list]) => list.map((reason) => `${field}: ${reason}`));

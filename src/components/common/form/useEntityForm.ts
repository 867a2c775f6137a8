// The one way to run an entity form: typed values, browser checks, the submit promise, and the server's
// refusal placed next to the field it concerns. Nothing the user typed is ever cleared by a failure.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { placeServerError } from './serverErrors';

export type FieldName<V> = keyof V & string;
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;
type Touched<V> = Partial<Record<FieldName<V>, boolean>>;

export type EntityFormOptions<V> = {
  /** Read once, when the form mounts; call `reset(values)` to start over with others (e.g. a loaded entity). */
  initialValues: V,
  /** Browser checks: required fields, formats. Run on submit, and for each field once it was left. */
  validate?: (values: V) => FieldErrors<V>,
  /** A store action; rejects with a FetchError when the server refuses. */
  onSubmit: (values: V) => Promise<unknown>,
  /** Called after a successful submit, e.g. to navigate to the saved entity. */
  onSuccess?: (result: unknown) => void,
};

export type EntityFormState<V> = {
  /** Prefix for the ids of the form's controls, unique on the page. */
  formId: string,
  values: V,
  setValue: <K extends FieldName<V>>(name: K, value: V[K]) => void,
  /** Marks a field as visited (on blur): from then on its browser check is shown. */
  markTouched: (name: FieldName<V>) => void,
  /** The message to show under each field: a browser check of a visited field, else the server's reason. */
  errors: FieldErrors<V>,
  /** The server's refusal when no field took it. */
  formError: string | undefined,
  touched: Touched<V>,
  /** The values differ from the initial (or last saved) ones. */
  dirty: boolean,
  submitting: boolean,
  /** How often a submit was attempted, valid or not. */
  submitCount: number,
  handleSubmit: (event?: { preventDefault: () => void }) => void,
  /** Places a server error on the fields or the form alert (done by `handleSubmit` on a rejection). */
  applyServerError: (error: unknown) => void,
  /** Starts over with `values` (default: the initial values) as the unchanged state. */
  reset: (values?: V) => void,
  /** Up to date even between renders, for navigation guards that run right after a successful save. */
  hasUnsavedChanges: () => boolean,
};

const sameValue = (a: unknown, b: unknown): boolean => (
  Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b))
);

const differ = <V extends object>(values: V, baseline: V): boolean => {
  const names = new Set([...Object.keys(values), ...Object.keys(baseline)]) as Set<FieldName<V>>;
  return Array.from(names).some((name) => !sameValue(values[name], baseline[name]));
};

const withoutBlanks = <V>(errors: FieldErrors<V>): FieldErrors<V> => Object.fromEntries(
  Object.entries(errors).filter(([, message]) => typeof message === 'string' && message !== ''),
) as FieldErrors<V>;

let formCounter = 0;

export const useEntityForm = <V extends object>({ initialValues, validate, onSubmit, onSuccess }: EntityFormOptions<V>): EntityFormState<V> => {
  const [formId] = useState(() => { formCounter += 1; return `entity-form-${formCounter}`; });
  const [values, setValues] = useState<V>(initialValues);
  const [baseline, setBaseline] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Touched<V>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);

  // Refs mirror what handlers and navigation guards must see before React renders again.
  const initialRef = useRef(initialValues);
  const valuesRef = useRef(values);
  const baselineRef = useRef(baseline);
  const submittingRef = useRef(false);
  const mountedRef = useRef(true);
  const callbacks = useRef({ validate, onSubmit, onSuccess });
  callbacks.current = { validate, onSubmit, onSuccess };
  useEffect(() => () => { mountedRef.current = false; }, []);

  const setValue = useCallback(<K extends FieldName<V>>(name: K, value: V[K]) => {
    valuesRef.current = { ...valuesRef.current, [name]: value };
    setValues(valuesRef.current);
    // The server's reason concerned the old value; a changed field no longer carries it.
    setServerErrors((previous) => {
      if (!(name in previous)) return previous;
      const { [name]: _dropped, ...rest } = previous;
      return rest as FieldErrors<V>;
    });
  }, []);

  const markTouched = useCallback((name: FieldName<V>) => {
    setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
  }, []);

  const applyServerError = useCallback((error: unknown) => {
    const placement = placeServerError(error, Object.keys(valuesRef.current));
    setServerErrors(placement.fieldErrors as FieldErrors<V>);
    setFormError(placement.formError);
  }, []);

  const handleSubmit = useCallback((event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (submittingRef.current) {
      return;
    }
    setSubmitCount((count) => count + 1);
    const submitted = valuesRef.current;
    const clientErrors = withoutBlanks(callbacks.current.validate?.(submitted) ?? {});
    const allTouched = Object.fromEntries([...Object.keys(submitted), ...Object.keys(clientErrors)].map((name) => [name, true]));
    setTouched(allTouched as Touched<V>);
    if (Object.keys(clientErrors).length > 0) {
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    setServerErrors({});
    setFormError(undefined);
    // React 16 renders each state change made in a promise callback at once: the outcome is set before
    // `submitting` ends, so whoever reacts to the end of submitting sees the outcome already.
    callbacks.current.onSubmit(submitted).then((result) => {
      submittingRef.current = false;
      baselineRef.current = submitted;
      if (mountedRef.current) {
        setBaseline(submitted);
        setSubmitting(false);
      }
      callbacks.current.onSuccess?.(result);
    }, (error: unknown) => {
      submittingRef.current = false;
      if (mountedRef.current) {
        applyServerError(error);
        setSubmitting(false);
      }
    });
  }, [applyServerError]);

  const reset = useCallback((next?: V) => {
    const start = next ?? initialRef.current;
    valuesRef.current = start;
    baselineRef.current = start;
    setValues(start);
    setBaseline(start);
    setTouched({});
    setServerErrors({});
    setFormError(undefined);
  }, []);

  const hasUnsavedChanges = useCallback(() => differ(valuesRef.current, baselineRef.current), []);

  const errors = useMemo(() => {
    const clientErrors = withoutBlanks(validate?.(values) ?? {});
    const shown: FieldErrors<V> = { ...serverErrors };
    (Object.keys(clientErrors) as Array<FieldName<V>>).forEach((name) => {
      if (touched[name]) {
        shown[name] = clientErrors[name];
      }
    });
    return shown;
  }, [validate, values, serverErrors, touched]);

  return {
    formId,
    values,
    setValue,
    markTouched,
    errors,
    formError,
    touched,
    dirty: differ(values, baseline),
    submitting,
    submitCount,
    handleSubmit,
    applyServerError,
    reset,
    hasUnsavedChanges,
  };
};

export default useEntityForm;

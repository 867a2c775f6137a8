import { useEffect, useRef, useState } from 'react';

import type { ValidationErrors } from '@/stores/lookup-tables/lookupPayloads';

export const VALIDATION_DELAY_MS = 500;

/**
 * The server's reasons for `request`, asked once the user has stopped typing for a moment (Graylog's
 * forms wait half a second). An answer to an older request is dropped; a failed call keeps the last
 * reasons (the store toasted it). Nothing is asked while `enabled` is false.
 */
const useLiveValidation = <R, >(request: R, validate: (request: R) => Promise<ValidationErrors>, enabled: boolean): ValidationErrors => {
  const [errors, setErrors] = useState<ValidationErrors>({});
  const validateRef = useRef(validate);
  validateRef.current = validate;
  const key = JSON.stringify(request);
  const requestRef = useRef(request);
  requestRef.current = request;

  useEffect(() => {
    if (!enabled) return undefined;
    let superseded = false;
    const timer = setTimeout(() => {
      validateRef.current(requestRef.current).then((answer) => {
        if (!superseded) setErrors(answer);
      }, () => undefined);
    }, VALIDATION_DELAY_MS);
    return () => {
      superseded = true;
      clearTimeout(timer);
    };
  }, [key, enabled]);

  return enabled ? errors : {};
};

export default useLiveValidation;

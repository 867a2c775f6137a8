import { useCallback, useRef, useState } from 'react';

import type { ErrorStates, ErrorStatesRequest } from '@/stores/lookup-tables/lookupPayloads';
import { LookupTablesActions } from '@/stores/lookup-tables/LookupTablesStore';

export type ErrorStatesState = {
  /** Undefined until known (or when they could not be loaded). */
  states: ErrorStates | undefined,
  /** Asks for the error states of what is on screen; an older answer never replaces a newer one. */
  load: (request: ErrorStatesRequest) => void,
};

/** The runtime error states of the tables, caches and adapters a page shows. */
const useErrorStates = (): ErrorStatesState => {
  const [states, setStates] = useState<ErrorStates | undefined>();
  const latest = useRef(0);
  const load = useCallback((request: ErrorStatesRequest) => {
    latest.current += 1;
    const call = latest.current;
    LookupTablesActions.getErrors(request).then((answer) => {
      if (call === latest.current) setStates(answer);
    }, () => {
      if (call === latest.current) setStates(undefined);
    });
  }, []);
  return { states, load };
};

/** The error of an entity, looked up by name (as Graylog keys them) or by id. */
export const errorOf = (errors: { [nameOrId: string]: string | null } | undefined, entity: { id: string, name: string } | undefined): string | undefined => (
  (entity && (errors?.[entity.name] ?? errors?.[entity.id])) || undefined
);

export default useErrorStates;

import { useEffect, useState } from 'react';

import { LookupTableCachesActions } from '@/stores/lookup-tables/LookupTableCachesStore';
import { LookupTableDataAdaptersActions } from '@/stores/lookup-tables/LookupTableDataAdaptersStore';
import type { LookupTypes } from '@/stores/lookup-tables/lookupPayloads';

import type { LookupTypeKind } from './lookupTypeForms';

export type LookupTypesState = { types?: LookupTypes, failed: boolean, retry: () => void };

/** The cache or data adapter types the server offers, with their default configurations. */
const useLookupTypes = (kind: LookupTypeKind): LookupTypesState => {
  const [state, setState] = useState<{ types?: LookupTypes, failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    const load = kind === 'cache' ? LookupTableCachesActions.getTypes : LookupTableDataAdaptersActions.getTypes;
    load().then((types) => { if (active) setState({ types, failed: false }); }, () => { if (active) setState({ failed: true }); });
    return () => { active = false; };
  }, [kind, attempt]);
  return { ...state, retry: () => setAttempt((count) => count + 1) };
};

export default useLookupTypes;

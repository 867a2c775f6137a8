import { useEffect, useState } from 'react';

import { LookupTableCachesActions } from '@/stores/lookup-tables/LookupTableCachesStore';
import { LookupTableDataAdaptersActions } from '@/stores/lookup-tables/LookupTableDataAdaptersStore';
import type { LookupCache, LookupDataAdapter } from '@/stores/lookup-tables/lookupPayloads';

export type LookupChoices = {
  caches?: Array<LookupCache>,
  dataAdapters?: Array<LookupDataAdapter>,
  /** Either list could not be loaded. */
  failed: boolean,
  retry: () => void,
};

/** Every cache and data adapter, for a table's pickers. */
const useLookupChoices = (): LookupChoices => {
  const [state, setState] = useState<Omit<LookupChoices, 'retry'>>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    Promise.all([LookupTableCachesActions.listAll(), LookupTableDataAdaptersActions.listAll()]).then(([caches, dataAdapters]) => {
      if (active) setState({ caches, dataAdapters, failed: false });
    }, () => { if (active) setState({ failed: true }); });
    return () => { active = false; };
  }, [attempt]);
  return { ...state, retry: () => setAttempt((count) => count + 1) };
};

export default useLookupChoices;

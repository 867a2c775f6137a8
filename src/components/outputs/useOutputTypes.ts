import { useCallback, useEffect, useRef, useState } from 'react';

import type { AvailableOutputTypes } from '@/stores/outputs/OutputsStore';
import { OutputsActions } from '@/stores/outputs/OutputsStore';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';

export type OutputTypesState = {
  /** Undefined while loading and after a failure. */
  types: AvailableOutputTypes | undefined,
  /**
   * True from the first time the types were loaded or could not be: the lists wait for it, so that they do
   * not load once without and again with the type names.
   */
  settled: boolean,
  failed: boolean,
  retry: () => void,
};

/** The output types the server offers, loaded once per page (the store toasts a failure). */
const useOutputTypes = (): OutputTypesState => {
  const [types, setTypes] = useState<AvailableOutputTypes | undefined>();
  const [failed, setFailed] = useState(false);
  const [settled, setSettled] = useState(false);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const load = useCallback(() => {
    setFailed(false);
    OutputsActions.types().then(
      (loaded) => { if (mounted.current) { setTypes(loaded); setSettled(true); } },
      () => { if (mounted.current) { setFailed(true); setSettled(true); } },
    );
  }, []);
  useEffect(load, [load]);
  useReloadOnReconnect(() => { if (failed) load(); });

  return { types, settled, failed, retry: load };
};

export default useOutputTypes;

import { useCallback, useEffect, useRef, useState } from 'react';

import { reasonOf } from '@/logic/errors/FetchError';
import { usePolling } from '@/stores/polling/usePolling';
import type { IndexerOverview } from '@/stores/indices/IndicesStore';
import { IndicesActions, indexerUnavailableReason } from '@/stores/indices/IndicesStore';

/** Graylog's index set page refreshes its overview every two seconds. */
export const OVERVIEW_INTERVAL_MS = 2000;

export type OverviewState = {
  /** The latest overview; kept while a later one fails. */
  overview?: IndexerOverview,
  /** The indexer cannot be reached (a 503): why, in the server's words or the catalogue's. */
  unavailable?: string,
  /** Any other failure of the latest attempt. */
  failed?: string,
  /** Asks at once, after the page changed something. */
  refresh: () => void,
};

/** The index set's overview, asked for every two seconds while the page is visible and at once on `refresh`. */
const useIndexerOverview = (indexSetId: string): OverviewState => {
  const [state, setState] = useState<Omit<OverviewState, 'refresh'>>({});
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  useEffect(() => { setState({}); }, [indexSetId]);

  const load = useCallback(() => {
    latest.current += 1;
    const request = latest.current;
    // A refresh may overlap a tick: only the answer to the latest request is shown.
    const isLatest = () => mounted.current && request === latest.current;
    return IndicesActions.overview(indexSetId).then((overview) => {
      if (isLatest()) setState({ overview });
    }, (error: unknown) => {
      if (!isLatest()) return;
      const unavailable = indexerUnavailableReason(error);
      setState((previous) => ({ overview: unavailable ? undefined : previous.overview, unavailable, failed: unavailable ? undefined : reasonOf(error) }));
    });
  }, [indexSetId]);

  useEffect(() => { load(); }, [load]);
  usePolling(load, OVERVIEW_INTERVAL_MS);
  const refresh = useCallback(() => { load(); }, [load]);
  return { ...state, refresh };
};

export default useIndexerOverview;

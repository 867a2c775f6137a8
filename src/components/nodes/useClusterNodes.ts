import { useCallback, useEffect, useRef, useState } from 'react';

import { isServerUnreachable, reasonOf } from '@/logic/errors/FetchError';
import { usePolling } from '@/stores/polling/usePolling';
import { useStore } from '@/stores/connect';
import type { ClusterOverview } from '@/stores/nodes/ClusterOverviewStore';
import { ClusterOverviewActions, ClusterOverviewStore } from '@/stores/nodes/ClusterOverviewStore';
import type { NodesById } from '@/stores/nodes/NodesStore';
import { NODES_POLL_INTERVAL_MS, NodesActions, NodesStore } from '@/stores/nodes/NodesStore';

export type ClusterNodes = {
  /** Undefined until the first answer. */
  nodes: NodesById | undefined,
  overview: ClusterOverview | undefined,
  /**
   * Why the last turn failed; the last answers stay shown meanwhile. None for a server that did not answer:
   * the console's unavailable dialog says that once, in words, and polls wait until the server is back.
   */
  failure: string | undefined,
  /** Asks again now (after a failure, "Try again"). */
  reload: () => void,
};

/**
 * The cluster's nodes and what each says about itself, asked for at once and every NODES_POLL_INTERVAL_MS
 * while the calling page is open, the tab visible and a session logged in.
 */
const useClusterNodes = (): ClusterNodes => {
  const nodes = useStore(NodesStore, (state) => (state.loaded ? state.nodes : undefined));
  const overview = useStore(ClusterOverviewStore, (state) => state.overview);
  const [failure, setFailure] = useState<string | undefined>();
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  const tick = useCallback(() => Promise.all([NodesActions.list(), ClusterOverviewActions.list()]).then(
    () => { if (mounted.current) setFailure(undefined); },
    (error: unknown) => { if (mounted.current) setFailure(isServerUnreachable(error) ? undefined : reasonOf(error)); },
  ), []);
  usePolling(tick, NODES_POLL_INTERVAL_MS, true, { immediately: true });
  return { nodes, overview, failure, reload: () => { tick(); } };
};

export default useClusterNodes;

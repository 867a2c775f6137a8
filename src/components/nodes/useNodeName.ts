import { useEffect } from 'react';

import { useStore } from '@/stores/connect';
import { NodesActions, NodesStore } from '@/stores/nodes/NodesStore';

/** The node's hostname for a page title, asked for once when the nodes were not loaded yet; the id meanwhile. */
const useNodeName = (nodeId: string): string => {
  const hostname = useStore(NodesStore, (state) => state.nodes[nodeId]?.hostname);
  const loaded = useStore(NodesStore, (state) => state.loaded);
  useEffect(() => {
    if (!loaded) NodesActions.list().catch(() => {});
  }, [loaded]);
  return hostname ?? nodeId;
};

export default useNodeName;

import { useMemo } from 'react';

import { useStore } from '@/stores/connect';
import { InputStatesStore } from '@/stores/inputs/InputStatesStore';
import { SystemStore } from '@/stores/system/SystemStore';

/**
 * The nodes an input can run on: those that answered the input states list, and this server's own node
 * when the system overview has been loaded.
 */
export const useNodeIds = (): Array<string> => {
  const stateNodes = useStore(InputStatesStore, (state) => state.nodeIds);
  const ownNode = useStore(SystemStore, (state) => state.system?.node_id);
  return useMemo(() => (ownNode && !stateNodes.includes(ownNode) ? [...stateNodes, ownNode] : stateNodes), [stateNodes, ownNode]);
};

export default useNodeIds;

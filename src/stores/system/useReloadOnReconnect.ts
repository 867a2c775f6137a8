import { useEffect, useRef } from 'react';

import { useStore } from '@/stores/connect';

import { ServerAvailabilityStore } from './ServerAvailabilityStore';

/**
 * Calls `reload` each time the server becomes available again after an outage or a restart, while the
 * calling page is on screen, so that it does not keep showing what the old server said. Not on mount:
 * the page loads its data then anyway.
 */
export const useReloadOnReconnect = (reload: () => void): void => {
  const reconnects = useStore(ServerAvailabilityStore, (state) => state.reconnects);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const seen = useRef(reconnects);

  useEffect(() => {
    if (reconnects !== seen.current) {
      seen.current = reconnects;
      reloadRef.current();
    }
  }, [reconnects]);
};

export default useReloadOnReconnect;

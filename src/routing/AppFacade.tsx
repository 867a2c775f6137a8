import React, { useEffect } from 'react';

import Spinner from '@/components/common/Spinner';
import ServerUnavailable from '@/components/errors/ServerUnavailable';
import LoginPage from '@/pages/LoginPage';
import { useStore } from '@/stores/connect';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { PING_INTERVAL_MS, ServerAvailabilityActions, ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import AppRouter from './AppRouter';

/** Asks the server whether it is there, every 20 s for as long as the console runs. */
const usePeriodicPing = () => {
  useEffect(() => {
    // A failed ping marks the server unavailable and a successful one clears that, through the fetch layer.
    const ping = () => { ServerAvailabilityActions.ping().catch(() => {}); };
    const timer = window.setInterval(ping, PING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
};

const Content = () => {
  const { sessionId, validatingSession } = useStore(SessionStore);
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);

  if (validatingSession) {
    return <Spinner page />;
  }
  if (!sessionId) {
    // Whatever the URL: it stays as it is, so the user lands on it once logged in.
    return <LoginPage />;
  }
  if (!currentUser) {
    return <Spinner page />;
  }
  return <AppRouter />;
};

/**
 * Decides what the console shows: the login page, the logged-in console, or a spinner while either is
 * being found out; while the server cannot be reached, an overlay over all of it that goes away by itself.
 */
const AppFacade = () => {
  const server = useStore(ServerAvailabilityStore, (state) => state.server);
  usePeriodicPing();
  return (
    <>
      <Content />
      {!server.up && <ServerUnavailable error={server.error} />}
    </>
  );
};

export default AppFacade;

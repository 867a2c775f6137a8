import React from 'react';
import { Button } from 'react-bootstrap';

import ErrorPage from '@/components/common/ErrorPage';
import Spinner from '@/components/common/Spinner';
import ServerUnavailable from '@/components/errors/ServerUnavailable';
import LoginPage from '@/pages/LoginPage';
import { useStore } from '@/stores/connect';
import { SessionActions, SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import usePeriodicPing from '@/stores/system/usePeriodicPing';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';

import AppRouter from './AppRouter';

/** The session is valid but the user behind it could not be loaded: say so instead of waiting forever. */
const UserLoadFailed = ({ username, error }: { username: string, error: string }) => (
  <main className="container py-5">
    <ErrorPage title="Could not load your user" description={error}>
      <Button variant="primary" className="me-2" onClick={() => { CurrentUserActions.load(username).catch(() => {}); }}>
        Try again
      </Button>
      <Button variant="outline-secondary" onClick={() => { SessionActions.logout().catch(() => {}); }}>
        Log out
      </Button>
    </ErrorPage>
  </main>
);

const Content = () => {
  const { sessionId, username, validatingSession } = useStore(SessionStore);
  const { currentUser, loadError } = useStore(CurrentUserStore);

  if (validatingSession) {
    return <Spinner page />;
  }
  if (!sessionId) {
    // Whatever the URL: it stays as it is, so the user lands on it once logged in.
    return <LoginPage />;
  }
  if (!currentUser) {
    return loadError && username ? <UserLoadFailed username={username} error={loadError} /> : <Spinner page />;
  }
  return <AppRouter />;
};

/**
 * Decides what the console shows: the login page, the logged-in console, or a spinner while either is
 * being found out; while the server cannot be reached, an overlay over all of it that goes away by itself.
 */
const AppFacade = () => {
  const server = useStore(ServerAvailabilityStore, (state) => state.server);
  // Every 20 s for as long as the console runs; the dialog counts down to the next ping and can ping at once.
  const { nextPingAt, pingNow } = usePeriodicPing();
  return (
    <>
      <Content />
      {!server.up && <ServerUnavailable error={server.error} nextAttemptAt={nextPingAt} onRetry={pingNow} />}
    </>
  );
};

export default AppFacade;

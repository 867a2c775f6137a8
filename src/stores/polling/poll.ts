// The console's one way to ask the server something again and again. A poll costs the server a request
// and the user's battery each turn, so it only runs while someone can see its answer: never while the tab
// is hidden, never while nobody is logged in (a call without a session would only wait for the next login),
// never while the server is marked unavailable (each turn would only fail; the outage dialog says so and the
// server ping notices its return), and never on top of its own previous turn still waiting for an answer.
// When the tab shows again, a session starts or the server is back (or restarted), it asks at once instead of
// showing stale data until the next turn: a polled page needs no reload on reconnect of its own.
import { SessionState, SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityState, ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';

export type PollTick = () => Promise<unknown> | void;

export type PollingOptions = {
  /** Tick as soon as polling starts (when allowed), rather than after the first interval. */
  immediately?: boolean,
  /**
   * Keep ticking while nobody is logged in. Only for the server ping while the server is away: the outage
   * dialog covers the login page too and must go away by itself once the server answers.
   */
  whileLoggedOut?: boolean,
  /**
   * Keep ticking while the server is marked unavailable. Only for the server ping: it is what notices that
   * the server is back, which every other poll waits for.
   */
  whileServerUnavailable?: boolean,
};

/** Whether the user can see the console's tab; polls wait while they cannot. */
export const tabVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** A confirmed session: one still being validated at start may turn out to be gone. */
const loggedIn = (state: SessionState): boolean => state.sessionId !== undefined && !state.validatingSession;

const serverUp = (state: ServerAvailabilityState): boolean => state.server.up;

/** Whether a poll with these options may ask the server now: the rules above, for a call outside a poll's turn. */
export const pollingAllowed = (options: PollingOptions = {}): boolean => tabVisible()
  && (options.whileLoggedOut === true || loggedIn(SessionStore.getInitialState()))
  && (options.whileServerUnavailable === true || serverUp(ServerAvailabilityStore.getInitialState()));

/**
 * Calls `tick` every `intervalMs` while the tab is visible, a session is logged in and the server is not
 * marked unavailable; returns the function
 * that stops it. The interval counts from when the previous tick's promise settled, so a slow answer never
 * makes turns pile up or follow each other back to back. A tick's failure is its own business: it neither
 * stops the polling nor reaches the caller.
 */
export const startPolling = (tick: PollTick, intervalMs: number, options: PollingOptions = {}): (() => void) => {
  let stopped = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wasLoggedIn = loggedIn(SessionStore.getInitialState());
  let wasVisible = tabVisible();
  let wasServerUp = serverUp(ServerAvailabilityStore.getInitialState());
  let seenReconnects = ServerAvailabilityStore.getInitialState().reconnects;

  const allowed = () => !stopped && pollingAllowed(options);

  const cancelTimer = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };

  const schedule = (delayMs: number) => {
    cancelTimer();
    if (!allowed() || running) {
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      runTick();
    }, Math.max(0, delayMs));
  };

  const finished = () => {
    running = false;
    schedule(intervalMs);
  };

  function runTick() {
    cancelTimer();
    if (!allowed() || running) {
      return;
    }
    running = true;
    let outcome: Promise<unknown> | void;
    try {
      outcome = tick();
    } catch {
      outcome = undefined;
    }
    if (outcome && typeof outcome.then === 'function') {
      outcome.then(finished, finished);
    } else {
      finished();
    }
  }

  const resumeAtOnce = () => {
    if (allowed()) {
      runTick();
    } else {
      cancelTimer();
    }
  };

  const onVisibilityChange = () => {
    const nowVisible = tabVisible();
    if (nowVisible === wasVisible) {
      return;
    }
    wasVisible = nowVisible;
    resumeAtOnce();
  };

  const unlistenSession = SessionStore.listen((state: SessionState) => {
    const nowLoggedIn = loggedIn(state);
    if (nowLoggedIn === wasLoggedIn) {
      return;
    }
    wasLoggedIn = nowLoggedIn;
    resumeAtOnce();
  }, null);

  const unlistenAvailability = ServerAvailabilityStore.listen((state: ServerAvailabilityState) => {
    const nowUp = serverUp(state);
    // A return after an outage and a restart noticed without one both count a reconnect: what the old
    // server said is stale either way.
    const reconnected = state.reconnects !== seenReconnects;
    seenReconnects = state.reconnects;
    // A poll that ran on during the outage (the ping that just noticed the return) has nothing to catch up.
    if ((nowUp === wasServerUp && !reconnected) || options.whileServerUnavailable === true) {
      return;
    }
    wasServerUp = nowUp;
    resumeAtOnce();
  }, null);

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibilityChange);
  }

  if (options.immediately) {
    runTick();
  } else {
    schedule(intervalMs);
  }

  return () => {
    if (stopped) {
      return;
    }
    stopped = true;
    cancelTimer();
    unlistenSession();
    unlistenAvailability();
    if (typeof document !== 'undefined') {
      document.removeEventListener('visibilitychange', onVisibilityChange);
    }
  };
};

export default startPolling;

import { SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';

import { startPolling } from './poll';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));

let visibility: DocumentVisibilityState = 'visible';

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

const logIn = () => SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
const markServer = (up: boolean) => ServerAvailabilityStore.setState({ server: { up } });
const logOut = () => SessionStore.setState({ sessionId: undefined, username: undefined, validatingSession: false });

/** Lets promise callbacks (a tick settling) run between timer steps. */
const settle = async () => { await Promise.resolve(); await Promise.resolve(); };

describe('startPolling', () => {
  let stop: (() => void) | undefined;

  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });

  beforeEach(() => {
    jest.useFakeTimers();
    visibility = 'visible';
    logIn();
    markServer(true);
  });

  afterEach(() => {
    stop?.();
    stop = undefined;
    jest.useRealTimers();
  });

  it('ticks every interval, and immediately only when asked', () => {
    const tick = jest.fn();
    stop = startPolling(tick, 1000);
    expect(tick).not.toHaveBeenCalled();
    jest.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);

    const eager = jest.fn();
    const stopEager = startPolling(eager, 1000, { immediately: true });
    expect(eager).toHaveBeenCalledTimes(1);
    stopEager();
  });

  it('never starts a turn while the previous one is still waiting, and counts the interval from its end', async () => {
    let finish: () => void = () => {};
    const tick = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    stop = startPolling(tick, 1000);

    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(1);

    finish();
    await settle();
    jest.advanceTimersByTime(999);
    expect(tick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('keeps its rhythm after a tick that throws or rejects', async () => {
    const tick = jest.fn()
      .mockImplementationOnce(() => { throw new Error('sync'); })
      .mockImplementationOnce(() => Promise.reject(new Error('async')))
      .mockImplementation(() => undefined);
    stop = startPolling(tick, 1000);
    jest.advanceTimersByTime(1000);
    await settle();
    jest.advanceTimersByTime(1000);
    await settle();
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('does not tick while the tab is hidden, and ticks at once when it shows again', () => {
    const tick = jest.fn();
    stop = startPolling(tick, 1000);
    setVisibility('hidden');
    jest.advanceTimersByTime(60000);
    expect(tick).not.toHaveBeenCalled();

    setVisibility('visible');
    expect(tick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('does not start ticking when started in a hidden tab', () => {
    visibility = 'hidden';
    const tick = jest.fn();
    stop = startPolling(tick, 1000, { immediately: true });
    jest.advanceTimersByTime(10000);
    expect(tick).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('does not tick while logged out (or while a stored session is still being validated), and ticks at once on login', () => {
    logOut();
    const tick = jest.fn();
    stop = startPolling(tick, 1000, { immediately: true });
    jest.advanceTimersByTime(10000);
    expect(tick).not.toHaveBeenCalled();

    SessionStore.setState({ sessionId: 'stored', username: 'admin', validatingSession: true });
    jest.advanceTimersByTime(10000);
    expect(tick).not.toHaveBeenCalled();

    logIn();
    expect(tick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(2);

    logOut();
    jest.advanceTimersByTime(10000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('keeps ticking while logged out only when asked to, still not in a hidden tab', () => {
    logOut();
    const tick = jest.fn();
    stop = startPolling(tick, 1000, { whileLoggedOut: true });
    jest.advanceTimersByTime(2000);
    expect(tick).toHaveBeenCalledTimes(2);
    setVisibility('hidden');
    jest.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(2);
    setVisibility('visible');
  });

  it('does not tick while the server is marked unavailable, and ticks at once when it is back', () => {
    const tick = jest.fn();
    stop = startPolling(tick, 1000);
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(1);

    markServer(false);
    jest.advanceTimersByTime(30000);
    expect(tick).toHaveBeenCalledTimes(1);

    markServer(true);
    expect(tick).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('ticks at once when the server restarted without an outage, and only then', () => {
    const tick = jest.fn();
    stop = startPolling(tick, 1000);
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(1);
    // The ping noticed a new start time: the server is up and was up, but what it said before is stale.
    ServerAvailabilityStore.setState({ server: { up: true }, reconnects: ServerAvailabilityStore.getInitialState().reconnects + 1 });
    expect(tick).toHaveBeenCalledTimes(2);
    // Nothing else changed: no extra turn.
    ServerAvailabilityStore.setState({ server: { up: true } });
    expect(tick).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('does not start ticking while the server is unavailable, not even immediately', () => {
    markServer(false);
    const tick = jest.fn();
    stop = startPolling(tick, 1000, { immediately: true });
    jest.advanceTimersByTime(5000);
    expect(tick).not.toHaveBeenCalled();
    markServer(true);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('keeps ticking while the server is unavailable only when asked to (the server ping)', () => {
    markServer(false);
    const tick = jest.fn();
    stop = startPolling(tick, 1000, { whileServerUnavailable: true });
    jest.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
    // Its return changes nothing for a poll that never paused: no extra turn.
    markServer(true);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('stops for good: no timer, no reaction to the tab or the session', () => {
    const tick = jest.fn();
    stop = startPolling(tick, 1000);
    stop();
    jest.advanceTimersByTime(5000);
    setVisibility('hidden');
    setVisibility('visible');
    logOut();
    logIn();
    markServer(false);
    markServer(true);
    expect(tick).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ignores session changes that keep the login as it was', () => {
    const tick = jest.fn();
    stop = startPolling(tick, 1000);
    SessionStore.setState({ username: 'admin' });
    expect(tick).not.toHaveBeenCalled();
  });
});

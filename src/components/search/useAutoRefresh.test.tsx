import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';

import type { AutoRefresh } from './useAutoRefresh';
import useAutoRefresh, { useSecondsLeft } from './useAutoRefresh';

type Probe = AutoRefresh & { secondsLeft: number | undefined };

const Harness = ({ intervalMs, refresh, report = () => {} }: { intervalMs: number | null, refresh: () => unknown, report?: (probe: Probe) => void }) => {
  const autoRefresh = useAutoRefresh(intervalMs, refresh);
  report({ ...autoRefresh, secondsLeft: useSecondsLeft(autoRefresh.nextAt) });
  return null;
};

let hidden = false;

const setHidden = (value: boolean) => {
  hidden = value;
  act(() => { document.dispatchEvent(new Event('visibilitychange')); });
};

const setServerUp = (up: boolean) => {
  act(() => { ServerAvailabilityStore.setState({ server: up ? { up } : { up, error: 'unreachable' }, reconnects: 0 }); });
};

const advance = (ms: number) => act(() => { jest.advanceTimersByTime(ms); });

const flush = () => act(async () => { for (let round = 0; round < 5; round += 1) await Promise.resolve(); });

/** Lets time pass the way React sees it: timers fire, then what they set off settles. */
const pass = async (ms: number) => {
  advance(ms);
  await flush();
};

describe('useAutoRefresh', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    hidden = false;
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
    SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
    ServerAvailabilityStore.setState({ server: { up: true }, reconnects: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('does nothing while off', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    const wrapper = mount(<Harness intervalMs={null} refresh={refresh} />);
    advance(60000);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    wrapper.unmount();
  });

  it('refreshes every interval, counted from the end of the previous refresh', async () => {
    let finish: () => void = () => {};
    const refresh = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const wrapper = mount(<Harness intervalMs={5000} refresh={refresh} />);
    advance(4999);
    expect(refresh).not.toHaveBeenCalled();
    advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Still running: no second call piles up.
    advance(20000);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    advance(5000);
    expect(refresh).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });

  it('never refreshes more often than once a second', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    const wrapper = mount(<Harness intervalMs={10} refresh={refresh} />);
    advance(999);
    expect(refresh).not.toHaveBeenCalled();
    advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('pauses while the tab is hidden and refreshes at once when it is back', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    let probe: Probe | undefined;
    const wrapper = mount(<Harness intervalMs={1000} refresh={refresh} report={(next) => { probe = next; }} />);
    setHidden(true);
    expect(probe?.pausedFor).toBe('hidden tab');
    advance(10000);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    setHidden(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    await flush();
    expect(probe?.pausedFor).toBeUndefined();
    advance(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    wrapper.unmount();
    advance(10000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing while nobody is logged in, and refreshes at once on login', async () => {
    SessionStore.setState({ sessionId: undefined, username: undefined, validatingSession: false });
    const refresh = jest.fn(() => Promise.resolve());
    const wrapper = mount(<Harness intervalMs={1000} refresh={refresh} />);
    await pass(10000);
    expect(refresh).not.toHaveBeenCalled();
    act(() => { SessionStore.setState({ sessionId: 'session-2', username: 'admin', validatingSession: false }); });
    expect(refresh).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('pauses while the server is unavailable, also after a refresh under way ends, and goes on after', async () => {
    let finish: () => void = () => {};
    const refresh = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    let probe: Probe | undefined;
    const wrapper = mount(<Harness intervalMs={1000} refresh={refresh} report={(next) => { probe = next; }} />);
    advance(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    setServerUp(false);
    expect(probe?.pausedFor).toBe('server unavailable');
    finish();
    await flush();
    advance(30000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    setServerUp(true);
    advance(999);
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });

  it('counts down each second, refreshes at zero and starts over', async () => {
    const onElapsed = jest.fn();
    let probe: Probe | undefined;
    const wrapper = mount(<Harness intervalMs={3000} refresh={onElapsed} report={(next) => { probe = next; }} />);
    expect(probe?.secondsLeft).toBe(3);
    await pass(2000);
    expect(probe?.secondsLeft).toBe(1);
    expect(onElapsed).not.toHaveBeenCalled();
    await pass(1000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
    expect(probe?.secondsLeft).toBe(3);
    await pass(3000);
    expect(onElapsed).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });

  it('stands still while off or while the tab is hidden, and starts over on request', async () => {
    const onElapsed = jest.fn();
    let probe: Probe | undefined;
    const report = (next: Probe) => { probe = next; };
    const wrapper = mount(<Harness intervalMs={null} refresh={onElapsed} report={report} />);
    await pass(10000);
    expect(onElapsed).not.toHaveBeenCalled();
    expect(probe?.secondsLeft).toBeUndefined();

    wrapper.setProps({ intervalMs: 5000 });
    await pass(2000);
    expect(probe?.secondsLeft).toBe(3);
    setHidden(true);
    expect(probe?.pausedFor).toBe('hidden tab');
    await pass(10000);
    expect(onElapsed).not.toHaveBeenCalled();
    setHidden(false);
    expect(onElapsed).toHaveBeenCalledTimes(1);
    await pass(2000);
    act(() => { probe?.restart(); });
    expect(probe?.secondsLeft).toBe(5);
    await pass(5000);
    expect(onElapsed).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });
});

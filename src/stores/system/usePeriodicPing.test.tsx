import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import fetch from '@/logic/rest/FetchProvider';
import { SessionStore } from '@/stores/sessions/SessionStore';

import { PING_INTERVAL_MS, ServerAvailabilityStore } from './ServerAvailabilityStore';
import usePeriodicPing, { PeriodicPing } from './usePeriodicPing';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

let visibility: DocumentVisibilityState = 'visible';

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => { document.dispatchEvent(new Event('visibilitychange')); });
};

describe('usePeriodicPing', () => {
  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });

  let ping: PeriodicPing | undefined;
  const Pinging = () => {
    ping = usePeriodicPing();
    return null;
  };

  /** Answers the oldest ping still waiting (the server is slow, not gone). */
  const unanswered: Array<() => void> = [];
  const answer = () => act(async () => { unanswered.shift()?.(); });

  beforeEach(() => {
    jest.useFakeTimers();
    mockFetch.mockReset();
    mockFetch.mockImplementation(() => new Promise((resolve) => { unanswered.push(() => resolve(undefined)); }));
    SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
    ServerAvailabilityStore.setState({ server: { up: true } });
    visibility = 'visible';
  });

  afterEach(async () => {
    // The store is shared by all tests: no ping may still be under way for the next one.
    await act(async () => { unanswered.splice(0).forEach((resolve) => resolve()); });
    jest.useRealTimers();
  });

  it('sends no further ping while the last one still waits for its answer, and pings again once it has', async () => {
    const wrapper = mount(<Pinging />);

    act(() => { jest.advanceTimersByTime(PING_INTERVAL_MS); });
    expect(mockFetch).toHaveBeenCalledTimes(1);
    // A hung server: three more turns pass without an answer, and send nothing.
    act(() => { jest.advanceTimersByTime(3 * PING_INTERVAL_MS); });
    expect(mockFetch).toHaveBeenCalledTimes(1);

    // The next ping follows a whole interval after the answer.
    await answer();
    act(() => { jest.advanceTimersByTime(PING_INTERVAL_MS - 1); });
    expect(mockFetch).toHaveBeenCalledTimes(1);
    act(() => { jest.advanceTimersByTime(1); });
    expect(mockFetch).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });

  it('does not ping while the tab is hidden, and pings at once when it shows again', async () => {
    const wrapper = mount(<Pinging />);
    setVisibility('hidden');
    act(() => { jest.advanceTimersByTime(10 * PING_INTERVAL_MS); });
    expect(mockFetch).not.toHaveBeenCalled();

    setVisibility('visible');
    expect(mockFetch).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('does not ping while logged out, unless the server is away and the outage dialog waits for it', async () => {
    SessionStore.setState({ sessionId: undefined, username: undefined, validatingSession: false });
    const wrapper = mount(<Pinging />);
    act(() => { jest.advanceTimersByTime(5 * PING_INTERVAL_MS); });
    expect(mockFetch).not.toHaveBeenCalled();

    act(() => { ServerAvailabilityStore.setState({ server: { up: false, error: 'gone' } }); });
    act(() => { jest.advanceTimersByTime(PING_INTERVAL_MS); });
    expect(mockFetch).toHaveBeenCalledTimes(1);
    expect(mockFetch.mock.calls[0][1]).toBe('/api/');
    wrapper.unmount();
  });

  it('keeps pinging while the server is marked unavailable, when every other poll waits', async () => {
    const wrapper = mount(<Pinging />);
    act(() => { ServerAvailabilityStore.setState({ server: { up: false, error: 'gone' } }); });
    act(() => { jest.advanceTimersByTime(PING_INTERVAL_MS); });
    expect(mockFetch).toHaveBeenCalledTimes(1);
    await answer();
    act(() => { jest.advanceTimersByTime(PING_INTERVAL_MS); });
    expect(mockFetch).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });

  it('lets "Retry now" wait for the ping under way instead of sending another', async () => {
    const wrapper = mount(<Pinging />);
    act(() => { jest.advanceTimersByTime(PING_INTERVAL_MS); });

    let retried = false;
    const retry = ping?.pingNow().then(() => { retried = true; });
    expect(mockFetch).toHaveBeenCalledTimes(1);
    await act(async () => { await Promise.resolve(); });
    expect(retried).toBe(false);

    await answer();
    await act(async () => { await retry; });
    expect(retried).toBe(true);
    expect(mockFetch).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });
});

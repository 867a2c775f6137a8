import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { SessionStore } from '@/stores/sessions/SessionStore';

import useInputStatesPolling, { INPUT_STATES_POLL_INTERVAL_MS } from './useInputStatesPolling';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const mockPoll = fetchPeriodically as jest.MockedFunction<typeof fetchPeriodically>;

const Polling = () => {
  useInputStatesPolling();
  return null;
};

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => { document.dispatchEvent(new Event('visibilitychange')); });
};
const flush = () => act(async () => { for (let round = 0; round < 5; round += 1) await Promise.resolve(); });

describe('useInputStatesPolling', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    mockFetch.mockReset().mockResolvedValue({});
    mockPoll.mockReset().mockResolvedValue({});
    SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('lists the states on mount, refreshes them while the tab shows, and asks nothing while it is hidden', async () => {
    const wrapper = mount(<Polling />);
    expect(mockFetch).toHaveBeenCalledTimes(1);

    act(() => { jest.advanceTimersByTime(INPUT_STATES_POLL_INTERVAL_MS); });
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    act(() => { jest.advanceTimersByTime(30 * INPUT_STATES_POLL_INTERVAL_MS); });
    await flush();
    expect(mockPoll).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    expect(mockPoll).toHaveBeenCalledTimes(2);
    await flush();

    wrapper.unmount();
    act(() => { jest.advanceTimersByTime(10 * INPUT_STATES_POLL_INTERVAL_MS); });
    expect(mockPoll).toHaveBeenCalledTimes(2);
  });
});

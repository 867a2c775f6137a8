import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { SessionStore } from '@/stores/sessions/SessionStore';

import usePolling from './usePolling';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));

type Props = { tick: () => void, enabled?: boolean, intervalMs?: number };

const Polling = ({ tick, enabled = true, intervalMs = 1000 }: Props) => {
  usePolling(tick, intervalMs, enabled);
  return null;
};

describe('usePolling', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('polls while mounted and enabled, with the latest tick, and stops on unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const wrapper = mount(<Polling tick={first} />);
    act(() => { jest.advanceTimersByTime(1000); });
    expect(first).toHaveBeenCalledTimes(1);

    // A new tick function each render must not restart the interval.
    act(() => { jest.advanceTimersByTime(500); });
    wrapper.setProps({ tick: second });
    act(() => { jest.advanceTimersByTime(500); });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);

    wrapper.setProps({ enabled: false });
    act(() => { jest.advanceTimersByTime(5000); });
    expect(second).toHaveBeenCalledTimes(1);

    wrapper.setProps({ enabled: true });
    act(() => { jest.advanceTimersByTime(1000); });
    expect(second).toHaveBeenCalledTimes(2);

    wrapper.unmount();
    act(() => { jest.advanceTimersByTime(5000); });
    expect(second).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
  });
});

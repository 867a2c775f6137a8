import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import useRefreshCountdown from './useRefreshCountdown';

type Probe = { secondsLeft: number, hidden: boolean, restart: () => void };

const Countdown = ({ seconds, running, onElapsed, report }: { seconds: number, running: boolean, onElapsed: () => void, report: (probe: Probe) => void }) => {
  report(useRefreshCountdown(seconds, running, onElapsed));
  return null;
};

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useRefreshCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setHidden(false);
  });

  it('counts down each second, refreshes at zero and starts over', () => {
    const onElapsed = jest.fn();
    let probe: Probe | undefined;
    const wrapper = mount(<Countdown seconds={3} running onElapsed={onElapsed} report={(next) => { probe = next; }} />);
    expect(probe?.secondsLeft).toBe(3);
    act(() => { jest.advanceTimersByTime(2000); });
    expect(probe?.secondsLeft).toBe(1);
    expect(onElapsed).not.toHaveBeenCalled();
    act(() => { jest.advanceTimersByTime(1000); });
    expect(onElapsed).toHaveBeenCalledTimes(1);
    expect(probe?.secondsLeft).toBe(3);
    act(() => { jest.advanceTimersByTime(3000); });
    expect(onElapsed).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });

  it('stands still while paused or while the tab is hidden, and starts over on request', () => {
    const onElapsed = jest.fn();
    let probe: Probe | undefined;
    const report = (next: Probe) => { probe = next; };
    const wrapper = mount(<Countdown seconds={5} running={false} onElapsed={onElapsed} report={report} />);
    act(() => { jest.advanceTimersByTime(10000); });
    expect(onElapsed).not.toHaveBeenCalled();
    expect(probe?.secondsLeft).toBe(5);

    wrapper.setProps({ running: true });
    act(() => { jest.advanceTimersByTime(2000); });
    expect(probe?.secondsLeft).toBe(3);
    act(() => setHidden(true));
    expect(probe?.hidden).toBe(true);
    act(() => { jest.advanceTimersByTime(10000); });
    expect(onElapsed).not.toHaveBeenCalled();
    act(() => setHidden(false));
    act(() => { probe?.restart(); });
    expect(probe?.secondsLeft).toBe(5);
    act(() => { jest.advanceTimersByTime(5000); });
    expect(onElapsed).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });
});

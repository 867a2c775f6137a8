import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import useAutoRefresh from './useAutoRefresh';

const Harness = ({ intervalMs, refresh, paused }: { intervalMs: number | null, refresh: () => Promise<unknown>, paused?: boolean }) => {
  useAutoRefresh(intervalMs, refresh, paused);
  return null;
};

let hidden = false;

const setHidden = (value: boolean) => {
  hidden = value;
  act(() => { document.dispatchEvent(new Event('visibilitychange')); });
};

const flush = () => act(async () => { for (let round = 0; round < 5; round += 1) await Promise.resolve(); });

describe('useAutoRefresh', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    hidden = false;
    jest.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('does nothing while off', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    const wrapper = mount(<Harness intervalMs={null} refresh={refresh} />);
    jest.advanceTimersByTime(60000);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    wrapper.unmount();
  });

  it('refreshes every interval, counted from the end of the previous refresh', async () => {
    let finish: () => void = () => {};
    const refresh = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const wrapper = mount(<Harness intervalMs={5000} refresh={refresh} />);
    jest.advanceTimersByTime(4999);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Still running: no second call piles up.
    jest.advanceTimersByTime(20000);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    jest.advanceTimersByTime(5000);
    expect(refresh).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });

  it('never refreshes more often than once a second', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    const wrapper = mount(<Harness intervalMs={10} refresh={refresh} />);
    jest.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('pauses while the tab is hidden and goes on when it is back', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    const wrapper = mount(<Harness intervalMs={1000} refresh={refresh} />);
    setHidden(true);
    jest.advanceTimersByTime(10000);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    setHidden(false);
    jest.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    wrapper.unmount();
    jest.advanceTimersByTime(10000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('pauses while told to (the server is away), also after a refresh under way ends, and goes on after', async () => {
    let finish: () => void = () => {};
    const refresh = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const wrapper = mount(<Harness intervalMs={1000} refresh={refresh} />);
    jest.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    wrapper.setProps({ paused: true });
    finish();
    await flush();
    jest.advanceTimersByTime(30000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    wrapper.setProps({ paused: false });
    jest.advanceTimersByTime(999);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });
});

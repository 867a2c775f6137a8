import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { MetricsActions } from './MetricsStore';
import useMetrics, { METRIC_NAMES_SETTLE_MS } from './useMetrics';

const Probe = ({ names }: { names: Array<string> }) => {
  useMetrics(names);
  return null;
};

describe('useMetrics', () => {
  let add: jest.SpyInstance;
  let remove: jest.SpyInstance;
  beforeEach(() => {
    add = jest.spyOn(MetricsActions, 'add').mockResolvedValue(undefined);
    remove = jest.spyOn(MetricsActions, 'remove').mockResolvedValue(undefined);
  });
  afterEach(() => {
    add.mockRestore();
    remove.mockRestore();
    jest.useRealTimers();
  });

  it('subscribes once per distinct set of names and unsubscribes when the set changes or the component leaves', () => {
    const wrapper = mount(<Probe names={['a', 'b']} />);
    wrapper.setProps({ names: ['a', 'b'] });
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(['a', 'b']);

    jest.useFakeTimers();
    wrapper.setProps({ names: ['c'] });
    expect(remove).toHaveBeenCalledWith(['a', 'b']);
    act(() => { jest.advanceTimersByTime(METRIC_NAMES_SETTLE_MS); });
    expect(add).toHaveBeenLastCalledWith(['c']);

    wrapper.unmount();
    expect(remove).toHaveBeenLastCalledWith(['c']);
  });

  it('asks for names that change as the user types only once they have settled', () => {
    jest.useFakeTimers();
    const wrapper = mount(<Probe names={['a']} />);
    expect(add).toHaveBeenCalledTimes(1);
    ['ab', 'abc', 'abcd'].forEach((name) => {
      wrapper.setProps({ names: [name] });
      act(() => { jest.advanceTimersByTime(METRIC_NAMES_SETTLE_MS - 1); });
    });
    // Each name left before it settled: never asked for, never removed.
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(1);
    act(() => { jest.advanceTimersByTime(1); });
    expect(add).toHaveBeenCalledTimes(2);
    expect(add).toHaveBeenLastCalledWith(['abcd']);
    wrapper.unmount();
    expect(remove).toHaveBeenLastCalledWith(['abcd']);
  });

  it('subscribes to nothing without names', () => {
    mount(<Probe names={[]} />).unmount();
    expect(add).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});

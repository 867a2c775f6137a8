import React from 'react';
import { mount } from 'enzyme';

import { MetricsActions } from './MetricsStore';
import useMetrics from './useMetrics';

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
  });

  it('subscribes once per distinct set of names and unsubscribes when the set changes or the component leaves', () => {
    const wrapper = mount(<Probe names={['a', 'b']} />);
    wrapper.setProps({ names: ['a', 'b'] });
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(['a', 'b']);

    wrapper.setProps({ names: ['c'] });
    expect(remove).toHaveBeenCalledWith(['a', 'b']);
    expect(add).toHaveBeenLastCalledWith(['c']);

    wrapper.unmount();
    expect(remove).toHaveBeenLastCalledWith(['c']);
  });

  it('subscribes to nothing without names', () => {
    mount(<Probe names={[]} />).unmount();
    expect(add).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});

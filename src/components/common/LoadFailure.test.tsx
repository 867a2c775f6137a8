import React from 'react';
import { mount } from 'enzyme';

import LoadFailure from './LoadFailure';

describe('LoadFailure', () => {
  it('names what could not be loaded and tries again on request', () => {
    const onRetry = jest.fn();
    const wrapper = mount(<LoadFailure what="event definition" onRetry={onRetry} />);
    expect(wrapper.find('[role="alert"] h1').text()).toBe('The event definition could not be loaded');
    wrapper.find('button').filterWhere((button) => button.text() === 'Try again').simulate('click');
    expect(onRetry).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('says why, when given the reason', () => {
    const wrapper = mount(<LoadFailure what="pipeline" reason="Index is closed" onRetry={jest.fn()} />);
    expect(wrapper.find('[role="alert"]').text()).toContain('Index is closed');
    wrapper.unmount();
  });
});

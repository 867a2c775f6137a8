import React from 'react';
import { mount } from 'enzyme';

import UnplacedServerReasons from './UnplacedServerReasons';

describe('UnplacedServerReasons', () => {
  it('lists the reasons for fields the form does not show, each with its field', () => {
    const wrapper = mount(<UnplacedServerReasons reasons={{ name: ['is taken'], ttl: ['too short', 'not a number'] }} fieldNames={['name']} />);
    expect(wrapper.find('[role="status"] p').text()).toBe('The server also reports:');
    expect(wrapper.find('li').map((item) => item.text())).toEqual(['ttl: too short', 'ttl: not a number']);
    wrapper.unmount();
  });

  it('shows nothing when every reason stands under a field of the form', () => {
    const wrapper = mount(<UnplacedServerReasons reasons={{ name: ['is taken'] }} fieldNames={['name', 'title']} />);
    expect(wrapper.html()).toBeNull();
    wrapper.unmount();
  });
});

import React from 'react';
import { mount } from 'enzyme';

import PluginComponentList from './PluginComponentList';
import { PluginManifest } from './PluginManifest';
import { PluginStore } from './PluginStore';

const Healthy = () => <span className="healthy">All good</span>;
const Broken = () => { throw new Error('kaput'); };

describe('PluginComponentList', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    PluginStore.unregister('badges');
    jest.restoreAllMocks();
  });

  it('renders every entry in order and isolates a broken one under its plugin name', () => {
    const entries = [{ key: 'broken', component: Broken }, { key: 'healthy', component: Healthy }];
    PluginStore.register(new PluginManifest({ name: 'badges' }, { navigationItems: entries }));
    const registered = PluginStore.exports('navigationItems');

    const wrapper = mount(<PluginComponentList entries={registered} />);

    expect(wrapper.find('.healthy').text()).toBe('All good');
    expect(wrapper.find('[role="alert"]').text()).toBe('The plugin badges failed to render this part: kaput');
    wrapper.unmount();
  });
});

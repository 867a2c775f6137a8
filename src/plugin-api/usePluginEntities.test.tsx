import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { PluginManifest } from './PluginManifest';
import { PluginStore } from './PluginStore';
import usePluginEntities from './usePluginEntities';

const NavigationList = () => {
  const items = usePluginEntities('navigation');
  return (
    <ul>
      {items.map((item) => <li key={item.description}>{item.description}</li>)}
    </ul>
  );
};

describe('usePluginEntities', () => {
  beforeEach(() => {
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
  });

  it('renders the entries registered so far and re-renders when a plugin registers or leaves later', () => {
    PluginStore.register(new PluginManifest({ name: 'core' }, { navigation: [{ description: 'Streams' }] }));
    const wrapper = mount(<NavigationList />);

    expect(wrapper.find('li').map((item) => item.text())).toEqual(['Streams']);

    act(() => {
      PluginStore.register(new PluginManifest({ name: 'late' }, { navigation: [{ description: 'Late plugin' }] }));
    });
    wrapper.update();

    expect(wrapper.find('li').map((item) => item.text())).toEqual(['Streams', 'Late plugin']);

    act(() => {
      PluginStore.unregister('late');
    });
    wrapper.update();

    expect(wrapper.find('li').map((item) => item.text())).toEqual(['Streams']);
    wrapper.unmount();
  });
});

import React from 'react';
import { mount } from 'enzyme';

import { PluginErrorBoundary, wrapEntryComponent, wrapPluginComponent } from './PluginErrorBoundary';
import { PluginManifest } from './PluginManifest';
import { PluginStore } from './PluginStore';

const Failing = (): React.ReactElement => {
  throw new Error('<b>broken</b> on purpose');
};

const Working = ({ label }: { label: string }) => <span className="working">{label}</span>;

describe('PluginErrorBoundary', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    // React and the boundary both log the caught error; keep the test output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
  });

  it('renders a throwing plugin component as a message naming the plugin, and the rest keeps working', () => {
    const wrapper = mount(
      <div>
        <PluginErrorBoundary pluginName="broken-plugin">
          <Failing />
        </PluginErrorBoundary>
        <PluginErrorBoundary pluginName="fine-plugin">
          <Working label="still here" />
        </PluginErrorBoundary>
      </div>,
    );

    const alert = wrapper.find('[role="alert"]');
    expect(alert.text()).toBe('The plugin broken-plugin failed to render this part: <b>broken</b> on purpose');
    // The message is text, never markup.
    expect(alert.find('b')).toHaveLength(0);
    expect(wrapper.find('.working').text()).toBe('still here');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"broken-plugin" failed to render'), expect.any(Error), expect.anything());
  });

  it('renders its children when nothing fails', () => {
    const wrapper = mount(<PluginErrorBoundary pluginName="fine"><Working label="content" /></PluginErrorBoundary>);

    expect(wrapper.text()).toBe('content');
  });

  describe('wrapPluginComponent', () => {
    it('renders the component with its props inside a boundary naming the plugin', () => {
      const WrappedWorking = wrapPluginComponent('fine', Working);
      const WrappedFailing = wrapPluginComponent('broken', Failing);
      const wrapper = mount(<div><WrappedFailing /><WrappedWorking label="props arrive" /></div>);

      expect(wrapper.find('[role="alert"]').text()).toContain('The plugin broken failed to render this part');
      expect(wrapper.find('.working').text()).toBe('props arrive');
    });

    it('gives the same wrapper for the same plugin and component, so consumers never remount', () => {
      expect(wrapPluginComponent('a', Working)).toBe(wrapPluginComponent('a', Working));
      expect(wrapPluginComponent('a', Working)).not.toBe(wrapPluginComponent('b', Working));
    });
  });

  describe('wrapEntryComponent', () => {
    it('names the plugin that registered the entry', () => {
      PluginStore.register(new PluginManifest({ name: 'route-owner' }, { routes: [{ path: '/broken', component: Failing }] }));
      const [route] = PluginStore.exports('routes');
      const Page = wrapEntryComponent(route, route.component);

      const wrapper = mount(<Page />);

      expect(wrapper.text()).toBe('The plugin route-owner failed to render this part: <b>broken</b> on purpose');
      PluginStore.unregister('route-owner');
    });

    it('names an unknown plugin for an entry nobody registered', () => {
      const Page = wrapEntryComponent({ path: '/x' }, Failing);

      expect(mount(<Page />).text()).toContain('The plugin unknown failed');
    });
  });
});

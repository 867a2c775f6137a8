import { PluginStore, pluginNameOf } from '@/plugin-api';

import ExamplePage from './ExamplePage';

describe('the example plugin bundle', () => {
  beforeAll(() => {
    // Running the entry is what loading the bundle does.
    require('./index');
  });

  it('registers itself under its name with its metadata', () => {
    const plugin = PluginStore.get().find(({ metadata }) => metadata.name === 'example');

    expect(plugin?.metadata).toEqual(expect.objectContaining({
      name: 'example',
      version: expect.any(String),
      description: expect.any(String),
      author: expect.any(String),
    }));
  });

  it('adds its page at /example', () => {
    const routes = PluginStore.exports('routes').filter((route) => pluginNameOf(route) === 'example');

    expect(routes).toEqual([{ path: '/example', component: ExamplePage }]);
  });

  it('adds a navigation entry and a System menu entry pointing to its page', () => {
    const navigation = PluginStore.exports('navigation').filter((item) => pluginNameOf(item) === 'example');
    const systemNavigation = PluginStore.exports('systemnavigation').filter((item) => pluginNameOf(item) === 'example');

    expect(navigation).toEqual([{ description: 'Example', path: '/example' }]);
    expect(systemNavigation).toEqual([{ description: 'Example plugin', path: '/example' }]);
  });
});

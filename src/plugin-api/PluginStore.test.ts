import { PluginManifest } from './PluginManifest';
import type { PluginExports } from './PluginExports';
import { PluginStore, pluginNameOf } from './PluginStore';

const Page = () => null;

const manifest = (name: string, exports: PluginExports = {}) => new PluginManifest({ name }, exports);

const clearRegistry = () => {
  PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
};

describe('PluginStore', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    clearRegistry();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    warn.mockRestore();
  });

  it('registers a plugin with its metadata and exports', () => {
    const route = { path: '/one', component: Page };

    expect(PluginStore.register(new PluginManifest({ name: 'one', version: '1.2.3' }, { routes: [route] }))).toBe(true);

    expect(PluginStore.get().map((plugin) => plugin.metadata)).toEqual([{ name: 'one', version: '1.2.3' }]);
    expect(PluginStore.exports('routes')).toEqual([route]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('replaces a plugin registered again under the same name, in its place', () => {
    PluginStore.register(manifest('first', { navigation: [{ description: 'First' }] }));
    PluginStore.register(manifest('second', { navigation: [{ description: 'Old' }] }));
    PluginStore.register(manifest('third', { navigation: [{ description: 'Third' }] }));
    PluginStore.register(manifest('second', { navigation: [{ description: 'New' }] }));

    expect(PluginStore.get().map((plugin) => plugin.metadata.name)).toEqual(['first', 'second', 'third']);
    expect(PluginStore.exports('navigation').map((item) => item.description)).toEqual(['First', 'New', 'Third']);
  });

  it('unregisters by name and ignores unknown names', () => {
    PluginStore.register(manifest('keep', { systemnavigation: [{ description: 'Keep', path: '/keep' }] }));
    PluginStore.register(manifest('drop', { systemnavigation: [{ description: 'Drop', path: '/drop' }] }));

    PluginStore.unregister('drop');
    PluginStore.unregister('never-registered');

    expect(PluginStore.get().map((plugin) => plugin.metadata.name)).toEqual(['keep']);
    expect(PluginStore.exports('systemnavigation').map((item) => item.path)).toEqual(['/keep']);
  });

  it('collects the exports of a key across plugins in registration order', () => {
    PluginStore.register(manifest('core', { routes: [{ path: '/a', component: Page }, { path: '/b', component: Page }] }));
    PluginStore.register(manifest('no-routes', { navigation: [{ description: 'Nav' }] }));
    PluginStore.register(manifest('late', { routes: [{ path: '/c', component: Page }] }));

    expect(PluginStore.exports('routes').map((route) => route.path)).toEqual(['/a', '/b', '/c']);
    expect(PluginStore.exports('pages')).toEqual([]);
  });

  it('remembers which plugin contributed each entry', () => {
    const coreRoute = { path: '/core', component: Page };
    const pluginRoute = { path: '/plugin', component: Page };
    PluginStore.register(manifest('core', { routes: [coreRoute] }));
    PluginStore.register(manifest('example', { routes: [pluginRoute] }));

    const [first, second] = PluginStore.exports('routes');

    expect(pluginNameOf(first)).toBe('core');
    expect(pluginNameOf(second)).toBe('example');
    expect(pluginNameOf({ path: '/core', component: Page })).toBeUndefined();
  });

  describe('with malformed plugins', () => {
    // Plugins are foreign code: the types say nothing about what arrives at runtime.
    const registerUntyped = (value: unknown) => PluginStore.register(value as PluginManifest);

    it('skips an export that is not an array, with a warning', () => {
      const exports = { routes: { path: '/x', component: Page }, navigation: [{ description: 'Fine' }] };

      expect(() => registerUntyped(new PluginManifest({ name: 'bad' }, exports as unknown as PluginExports))).not.toThrow();

      expect(PluginStore.exports('routes')).toEqual([]);
      expect(PluginStore.exports('navigation')).toEqual([{ description: 'Fine' }]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('export "routes" is not an array'));
    });

    it('skips entries that are not objects or lack what consumers need, keeping the others', () => {
      const good = { path: '/good', component: Page };
      const routes = [null, 'a string', 42, { path: '/no-component' }, { component: Page }, good];

      registerUntyped({ metadata: { name: 'mixed' }, exports: { routes } });

      expect(PluginStore.exports('routes')).toEqual([good]);
      expect(warn).toHaveBeenCalledTimes(5);
    });

    it('does not register a plugin without a name', () => {
      const listener = jest.fn();
      const unsubscribe = PluginStore.listen(listener);

      [undefined, null, 'plugin', {}, { metadata: {} }, { metadata: { name: '  ' }, exports: {} }, { metadata: { name: 3 } }]
        .forEach((value) => {
          expect(() => registerUntyped(value)).not.toThrow();
          expect(registerUntyped(value)).toBe(false);
        });
      unsubscribe();

      expect(PluginStore.get()).toEqual([]);
      expect(listener).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('without metadata.name'));
    });

    it('registers a plugin whose exports are not an object as contributing nothing', () => {
      expect(registerUntyped({ metadata: { name: 'empty' }, exports: 'nothing' })).toBe(true);

      expect(PluginStore.get().map((plugin) => plugin.exports)).toEqual([{}]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no exports object'));
    });
  });

  describe('reactivity', () => {
    it('triggers listeners with the new state on register and unregister', () => {
      const listener = jest.fn();
      const unsubscribe = PluginStore.listen(listener);

      PluginStore.register(manifest('live'));
      PluginStore.unregister('live');
      unsubscribe();

      expect(listener).toHaveBeenCalledTimes(2);
      expect(listener.mock.calls[0][0].plugins.map((plugin: PluginManifest) => plugin.metadata.name)).toEqual(['live']);
      expect(listener.mock.calls[1][0].plugins).toEqual([]);
    });

    it('does not trigger when unregistering a name that is not registered', () => {
      const listener = jest.fn();
      const unsubscribe = PluginStore.listen(listener);

      PluginStore.unregister('absent');
      unsubscribe();

      expect(listener).not.toHaveBeenCalled();
    });

    it('keeps the same state object until something changes', () => {
      const before = PluginStore.getInitialState();

      expect(PluginStore.getInitialState()).toBe(before);
      PluginStore.register(manifest('change'));
      expect(PluginStore.getInitialState()).not.toBe(before);
    });
  });
});

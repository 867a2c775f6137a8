// The plugin registry. Reactive: registering or unregistering triggers, so a bundle that registers late
// shows up without a reload. Defensive: a malformed plugin or export is logged and skipped.
import { singletonStore } from '@/logic/singleton';
import { createStore } from '@/stores/StoreTypes';

import type { PluginExport, PluginExportKey, PluginExports } from './PluginExports';
import { PluginManifest } from './PluginManifest';

export type PluginStoreState = {
  plugins: Array<PluginManifest>,
};

/** The name core registers its own routes and navigation under. */
export const CORE_PLUGIN_NAME = 'core';

type Entry = { [key: string]: unknown };

const isObject = (value: unknown): value is Entry => typeof value === 'object' && value !== null;

const isComponent = (value: unknown): boolean => typeof value === 'function' || isObject(value);

const isNonEmptyString = (value: unknown): boolean => typeof value === 'string' && value !== '';

const warn = (message: string) => {
  // eslint-disable-next-line no-console
  console.warn(`[plugins] ${message}`);
};

// The fields without which consumers of a core key would fail (a route without a component crashes the
// router). Keys added by features are only checked for being objects.
const REQUIRED_FIELDS: { [key: string]: { [field: string]: (value: unknown) => boolean } } = {
  routes: { path: isNonEmptyString, component: isComponent },
  navigation: { description: isNonEmptyString },
  systemnavigation: { description: isNonEmptyString, path: isNonEmptyString },
  navigationItems: { key: isNonEmptyString, component: isComponent },
  globalNotifications: { key: isNonEmptyString, component: isComponent },
  loginProviderType: { type: isNonEmptyString, formComponent: isComponent },
};

/** The first required field `entry` of `key` lacks, if any. */
const missingField = (key: string, entry: Entry): string | undefined => {
  const required = REQUIRED_FIELDS[key];
  if (!required) {
    return undefined;
  }
  return Object.keys(required).find((field) => !required[field](entry[field]));
};

/** Keeps only the exports that are arrays of well-formed objects; anything else is reported and dropped. */
const validExports = (name: string, exports: unknown): PluginExports => {
  if (!isObject(exports)) {
    warn(`plugin "${name}" has no exports object; it contributes nothing`);
    return {};
  }
  const result: { [key: string]: Array<unknown> } = {};
  Object.entries(exports).forEach(([key, value]) => {
    if (value === undefined) {
      return;
    }
    if (!Array.isArray(value)) {
      warn(`plugin "${name}": export "${key}" is not an array and is skipped`);
      return;
    }
    const entries = value.filter((entry: unknown) => {
      if (!isObject(entry)) {
        warn(`plugin "${name}": an entry of "${key}" is not an object and is skipped`);
        return false;
      }
      const missing = missingField(key, entry);
      if (missing) {
        warn(`plugin "${name}": an entry of "${key}" has no valid "${missing}" and is skipped`);
        return false;
      }
      return true;
    });
    result[key] = entries;
  });
  return result;
};

// Which plugin contributed each entry, so that consumers can name it in an error boundary. Weak, so an
// unregistered plugin's entries can be collected; a singleton like the store it describes.
const owners = singletonStore('core.PluginOwners', () => new WeakMap<object, string>());

const rememberOwner = (name: string, exports: PluginExports) => {
  Object.values(exports).forEach((entries: Array<object> | undefined) => {
    (entries ?? []).forEach((entry) => owners.set(entry, name));
  });
};

/**
 * The name of the plugin that contributed `entry` (a route, a navigation item, ... as returned by
 * `PluginStore.exports` or `usePluginEntities`); `undefined` for an object no plugin registered.
 */
export const pluginNameOf = (entry: object): string | undefined => owners.get(entry);

export const PluginStore = singletonStore('core.Plugins', () => createStore({
  state: { plugins: [] } as PluginStoreState,

  /**
   * Adds a plugin. One registered under the same name before is replaced in its place, so a plugin that
   * registers again keeps its position in the collected exports. Returns false when nothing was registered.
   */
  register(manifest: PluginManifest): boolean {
    const name = isObject(manifest) && isObject(manifest.metadata) ? manifest.metadata.name : undefined;
    if (typeof name !== 'string' || name.trim() === '') {
      warn('a plugin without metadata.name was not registered');
      return false;
    }
    const cleaned = new PluginManifest(manifest.metadata, validExports(name, manifest.exports));
    rememberOwner(name, cleaned.exports);
    const position = this.state.plugins.findIndex((plugin) => plugin.metadata.name === name);
    const plugins = position === -1
      ? [...this.state.plugins, cleaned]
      : this.state.plugins.map((plugin, index) => (index === position ? cleaned : plugin));
    this.setState({ plugins });
    return true;
  },

  /** Removes the plugin registered under `name`; does nothing when there is none. */
  unregister(name: string): void {
    const remaining = this.state.plugins.filter((plugin) => plugin.metadata.name !== name);
    if (remaining.length !== this.state.plugins.length) {
      this.setState({ plugins: remaining });
    }
  },

  /** Every plugin, in registration order. */
  get(): Array<PluginManifest> {
    return this.state.plugins;
  },

  /** The entries of `key` across all plugins, in registration order. */
  exports<K extends PluginExportKey>(key: K): Array<PluginExport<K>> {
    return collectExports(this.state, key);
  },
}));

/** The entries of `key` across the plugins of `state`, in registration order. */
export const collectExports = <K extends PluginExportKey>(state: PluginStoreState, key: K): Array<PluginExport<K>> => (
  state.plugins.flatMap((plugin) => (plugin.exports[key] ?? []) as Array<PluginExport<K>>)
);

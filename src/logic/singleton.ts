// Stores and actions are registered under namespaced keys on one global registry, so that a plugin
// bundle which ends up with its own copy of a module still gets the instance core created.
type Registry = { [key: string]: unknown };

const REGISTRY_KEY = '__graylogConsoleSingletons__';

const registry = (): Registry => {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  if (!holder[REGISTRY_KEY]) {
    holder[REGISTRY_KEY] = {};
  }
  return holder[REGISTRY_KEY] as Registry;
};

const singleton = <T>(key: string, factory: () => T): T => {
  const entries = registry();
  if (!(key in entries)) {
    entries[key] = factory();
  }
  return entries[key] as T;
};

/** Returns the store registered under `key` (e.g. 'core.Session'), creating it on first use. */
export const singletonStore = <T>(key: string, factory: () => T): T => singleton(`store:${key}`, factory);

/** Returns the actions registered under `key` (e.g. 'core.Session'), creating them on first use. */
export const singletonActions = <T>(key: string, factory: () => T): T => singleton(`actions:${key}`, factory);

// The extension points of the console. Each key is documented here; a feature that adds a key declares
// it next to its own types by module augmentation:
//   declare module '@/plugin-api/PluginExports' { interface PluginExports { myKey?: Array<MyThing> } }
import type React from 'react';

/** Permissions needed to see an item: one string, or several that must all be granted. */
export type RequiredPermissions = string | Array<string>;

/** A page reachable at `path` (relative to the application prefix, e.g. '/system/example'). */
export type PluginRoute = {
  path: string,
  component: React.ComponentType,
  /** Hidden and refused (403 page) without these permissions. */
  permissions?: RequiredPermissions,
  /** `false` renders the page without the navigation bar (full-screen pages). */
  withNavigation?: boolean,
};

/** A link in the main navigation bar; with `children` it is a dropdown. Paths are relative to the prefix. */
export type PluginNavigation = {
  description: string,
  path?: string,
  permissions?: RequiredPermissions,
  children?: Array<{ description: string, path: string, permissions?: RequiredPermissions }>,
};

/** An entry of the System dropdown menu. */
export type PluginSystemNavigation = {
  description: string,
  path: string,
  permissions?: RequiredPermissions,
};

/** A component rendered on the right of the navigation bar (an indicator, a shortcut). */
export type PluginNavigationItem = {
  key: string,
  component: React.ComponentType,
};

/** A replacement for a named core page, e.g. `{ search: { component: MySearchPage } }`. */
export type PluginPages = {
  [pageName: string]: { component: React.ComponentType },
};

/** A banner shown above every page while logged in. */
export type PluginGlobalNotification = {
  key: string,
  component: React.ComponentType,
};

/** An additional way to log in, offered on the login page. */
export type PluginLoginProviderType = {
  type: string,
  /** Shown as the choice's label on the login page. */
  displayName: string,
  formComponent: React.ComponentType<{ onErrorChange: (message?: string) => void }>,
};

/**
 * Everything a plugin can contribute, by key. Core registers its own routes and navigation through the
 * same keys.
 */
// Declared as an interface so that features can add keys by declaration merging.
export interface PluginExports {
  /** Pages added to the router. */
  routes?: Array<PluginRoute>,
  /** Items of the main navigation bar, in registration order. */
  navigation?: Array<PluginNavigation>,
  /** Items of the System menu, in registration order. */
  systemnavigation?: Array<PluginSystemNavigation>,
  /** Components rendered on the right side of the navigation bar. */
  navigationItems?: Array<PluginNavigationItem>,
  /** Replacements for named core pages; the last registered plugin wins. */
  pages?: Array<PluginPages>,
  /** Banners shown above every page. */
  globalNotifications?: Array<PluginGlobalNotification>,
  /** Additional login methods offered on the login page. */
  loginProviderType?: Array<PluginLoginProviderType>,
}

export type PluginExportKey = keyof PluginExports;

/** One contributed entity of `key`, as collected across plugins. */
export type PluginExport<K extends PluginExportKey> = NonNullable<PluginExports[K]> extends Array<infer E> ? E : never;

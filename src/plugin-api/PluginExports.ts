// The extension points of the console. Each key is documented here; a feature that adds a key declares
// it next to its own types by module augmentation:
//   declare module '@/plugin-api/PluginExports' { interface PluginExports { myKey?: Array<MyThing> } }
import type React from 'react';

import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';
import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';

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
  /** Other paths whose pages (and the pages below them) belong to this entry, e.g. a detail page outside `path`. */
  activePaths?: Array<string>,
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

/** Reasons by configuration field, each a sentence shown under its field. */
export type ConfigFieldErrors = { [field: string]: string | undefined };

/** What an event condition's or a notification's form gets: the configuration, its changes, its fields' reasons. */
export type EventTypeFormProps<C> = {
  config: C,
  /** The whole new configuration (immutable updates). */
  onChange: (config: C) => void,
  /** Browser checks and the server's refusals, by the configuration's field names. */
  errors: ConfigFieldErrors,
  /** Prefix for the ids of the form's controls, unique on the page. */
  idPrefix: string,
  disabled?: boolean,
};

/**
 * A kind of event definition condition (core: the filter and the aggregation, both Graylog's `aggregation-v1`).
 * The definition wizard offers each, shows its form in the condition step and its summary on the details page.
 */
export type EventDefinitionType = {
  /** Unique among registrations: several may share one server `type` (a filter is an aggregation without series). */
  key: string,
  /** The configuration's `type` the server knows, e.g. `aggregation-v1`; offered only when the server lists it. */
  type: string,
  displayName: string,
  description?: string,
  /** Whether a stored configuration of `type` is this registration's; default: every one. */
  matches?: (config: EventConditionConfig) => boolean,
  /** The configuration a new definition of this kind starts with (its `type` included). */
  defaultConfig: EventConditionConfig,
  formComponent: React.ComponentType<EventTypeFormProps<EventConditionConfig>>,
  summaryComponent: React.ComponentType<{ config: EventConditionConfig }>,
  /** Browser checks before the wizard leaves the step; may ask the server (e.g. whether a query parses). */
  validate?: (config: EventConditionConfig) => ConfigFieldErrors | Promise<ConfigFieldErrors>,
};

/** A kind of event notification (core: HTTP, e-mail, legacy alarm callback). */
export type EventNotificationType = {
  /** The configuration's `type`, e.g. `http-notification-v1`; unique among registrations. */
  type: string,
  displayName: string,
  /** The configuration a new notification of this type starts with (its `type` included). */
  defaultConfig: EventNotificationConfig,
  formComponent: React.ComponentType<EventTypeFormProps<EventNotificationConfig>>,
  /** The configuration as read-only details (details page, definition summary). */
  detailsComponent: React.ComponentType<{ config: EventNotificationConfig }>,
  /** Browser checks before saving or testing. */
  validate?: (config: EventNotificationConfig) => ConfigFieldErrors,
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
  /** Event definition condition types offered by the definition wizard. */
  eventDefinitionTypes?: Array<EventDefinitionType>,
  /** Event notification types offered by the notification form. */
  eventNotificationTypes?: Array<EventNotificationType>,
}

export type PluginExportKey = keyof PluginExports;

/** One contributed entity of `key`, as collected across plugins. */
export type PluginExport<K extends PluginExportKey> = NonNullable<PluginExports[K]> extends Array<infer E> ? E : never;

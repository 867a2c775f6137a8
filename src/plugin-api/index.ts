// The public surface a plugin imports (`import { PluginStore } from '@/plugin-api'`). At runtime a plugin
// bundle gets this module from `window.GraylogConsole.api` (see installPluginApi.ts), so every name here
// is a promise to plugin authors: add freely, rename or remove never.

// The registry
export { PluginStore, pluginNameOf, CORE_PLUGIN_NAME } from './PluginStore';
export type { PluginStoreState } from './PluginStore';
export { PluginManifest } from './PluginManifest';
export type { PluginMetadata } from './PluginManifest';
export type {
  PluginExports,
  PluginExportKey,
  PluginExport,
  PluginRoute,
  PluginNavigation,
  PluginSystemNavigation,
  PluginNavigationItem,
  PluginPages,
  PluginGlobalNotification,
  PluginLoginProviderType,
  RequiredPermissions,
} from './PluginExports';
export { default as usePluginEntities } from './usePluginEntities';
export { PluginErrorBoundary, wrapPluginComponent, wrapEntryComponent } from './PluginErrorBoundary';

// Stores: subscribing, and making a plugin's own
export { useStore, connect } from '@/stores/connect';
export { createStore, createActions } from '@/stores/StoreTypes';
export type { Store, StoreState, ListenableAction, RefluxActions } from '@/stores/StoreTypes';
export { singletonStore, singletonActions } from '@/logic/singleton';

// Core stores and actions
export { CurrentUserStore, CurrentUserActions } from '@/stores/users/CurrentUserStore';
export type { CurrentUser, CurrentUserState } from '@/stores/users/CurrentUserStore';
export { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
export type { ServerAvailabilityState } from '@/stores/system/ServerAvailabilityStore';
export { SystemStore, SystemActions } from '@/stores/system/SystemStore';
export type { SystemOverview, SystemState } from '@/stores/system/SystemStore';

// Utilities
export { default as UserNotification } from '@/util/UserNotification';
export { isPermitted, isAnyPermitted } from '@/logic/permissions';
export { default as Routes, qualifyUrl } from '@/routing/Routes';

// Common components
export { default as Timestamp } from '@/components/common/Timestamp';
export { default as PageHeader } from '@/components/common/PageHeader';
export { default as Spinner } from '@/components/common/Spinner';
export { default as ErrorPage } from '@/components/common/ErrorPage';
export { default as IfPermitted } from '@/components/common/IfPermitted';

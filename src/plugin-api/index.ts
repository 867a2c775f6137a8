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
  EventDefinitionType,
  EventNotificationType,
  EventTypeFormProps,
  ConfigFieldErrors,
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

export { UsersStore, UsersActions } from '@/stores/users/UsersStore';
export type { User, UserOverview, UserCreate, UserUpdate } from '@/stores/users/UsersStore';
export { TokensStore, TokensActions } from '@/stores/users/TokensStore';
export { StartpageStore, StartpageActions } from '@/stores/users/StartpageStore';
export { PreferencesStore, PreferencesActions } from '@/stores/users/PreferencesStore';
export { RolesStore, RolesActions } from '@/stores/roles/RolesStore';
export type { Role } from '@/stores/roles/RolesStore';
export { AuthzRolesStore, AuthzRolesActions } from '@/stores/roles/AuthzRolesStore';
export type { AuthzRole } from '@/stores/roles/AuthzRolesStore';
export { EntityShareStore, EntityShareActions } from '@/stores/permissions/EntityShareStore';
export type { GRN, Capability, Grantee, SharedEntity, SelectedGranteeCapabilities } from '@/stores/permissions/shareTypes';
export { useReloadOnReconnect } from '@/stores/system/useReloadOnReconnect';

// Searching: build a search, run it (create, execute, poll), read its results; saved views; messages
export { SearchJobsStore, SearchJobsActions } from '@/stores/search/SearchJobsStore';
export { createSearchRunner, UnboundParametersError } from '@/stores/search/searchRunner';
export type { SearchRunner } from '@/stores/search/searchRunner';
export {
  searchRequest, searchQuery, messagesSearchType, histogramSearchType, termsSearchType, isRequiredParameter,
  messagesOf, histogramOf, termsOf,
} from '@/stores/search/searchBuilders';
export type { SearchRequest, SearchQuery, SearchJob, SearchParameter, TimeRange } from '@/stores/search/searchTypes';
export { FieldTypesStore, FieldTypesActions } from '@/stores/search/FieldTypesStore';
export type { MessageField } from '@/stores/search/FieldTypesStore';
export { CountsStore, CountsActions } from '@/stores/search/CountsStore';
export { UniversalSearchStore, UniversalSearchActions } from '@/stores/messages/UniversalSearchStore';
export type { UniversalSearchResult, UniversalSearchOptions } from '@/stores/messages/UniversalSearchStore';
export { MessagesStore, MessagesActions } from '@/stores/messages/MessagesStore';
export type { Message } from '@/stores/messages/MessagesStore';
export { ViewsStore, ViewsActions } from '@/stores/views/ViewsStore';
export type { View } from '@/stores/views/ViewsStore';
export { DecoratorsStore, DecoratorsActions } from '@/stores/decorators/DecoratorsStore';
export type { Decorator } from '@/stores/decorators/DecoratorsStore';
// Legacy alerting: conditions, alarm callbacks (notifications), alerts and what each alert called
export { AlertConditionsStore, AlertConditionsActions } from '@/stores/alerts/AlertConditionsStore';
export type { AlertCondition, AlertConditionRequest, AlertConditionType, AlertConditionTestResult } from '@/stores/alerts/AlertConditionsStore';
export { AlarmCallbacksStore, AlarmCallbacksActions } from '@/stores/alerts/AlarmCallbacksStore';
export type { AlarmCallback, AlarmCallbackRequest } from '@/stores/alerts/AlarmCallbacksStore';
export { AlertNotificationsStore, AlertNotificationsActions } from '@/stores/alerts/AlertNotificationsStore';
export type { AlarmCallbackType } from '@/stores/alerts/AlertNotificationsStore';
export { AlertsStore, AlertsActions } from '@/stores/alerts/AlertsStore';
export type { Alert, AlertState, AlertsPage } from '@/stores/alerts/AlertsStore';
export { AlarmCallbackHistoryStore, AlarmCallbackHistoryActions } from '@/stores/alerts/AlarmCallbackHistoryStore';
export type { AlarmCallbackHistory } from '@/stores/alerts/AlarmCallbackHistoryStore';
export { StreamsStore, StreamsActions } from '@/stores/streams/StreamsStore';
export { StreamRulesStore, StreamRulesActions } from '@/stores/streams/StreamRulesStore';
export type { Stream, StreamRule, StreamRuleTypeInfo, StreamMatchResult } from '@/stores/streams/streamTypes';
export { StreamRuleType, DEFAULT_STREAM_ID } from '@/stores/streams/streamTypes';
export { IndexSetsStore, IndexSetsActions } from '@/stores/indices/IndexSetsStore';
export type { IndexSet } from '@/stores/indices/IndexSetsStore';
export { OutputsStore, OutputsActions } from '@/stores/outputs/OutputsStore';
export type { Output, OutputType, AvailableOutputTypes } from '@/stores/outputs/OutputsStore';
export { EventDefinitionsStore, EventDefinitionsActions, PRIORITY_NAMES } from '@/stores/events/EventDefinitionsStore';
export type {
  EventDefinition, EventDefinitionRequest, EventConditionConfig, EventPriority, SchedulerContext,
} from '@/stores/events/EventDefinitionsStore';
export { EventNotificationsStore, EventNotificationsActions } from '@/stores/events/EventNotificationsStore';
export type { EventNotification, EventNotificationRequest, EventNotificationConfig } from '@/stores/events/EventNotificationsStore';
export { EventsStore, EventsActions } from '@/stores/events/EventsStore';
export type { Event, EventsSearchParameters, EventsSearchResult } from '@/stores/events/EventsStore';
export { EntityTypesStore, EntityTypesActions } from '@/stores/events/EntityTypesStore';
export type { EventEntityTypes } from '@/stores/events/EntityTypesStore';
export { UrlWhitelistStore, UrlWhitelistActions } from '@/stores/events/UrlWhitelistStore';

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
export { default as ConfirmDialog } from '@/components/common/ConfirmDialog';
export { default as DocumentTitle, useDocumentTitle } from '@/components/common/DocumentTitle';
export { default as DocsHelper } from '@/util/DocsHelper';

// Shared building blocks: the entity table for paginated lists and the form kit
export { default as PaginatedEntityTable } from '@/components/common/entity-table/PaginatedEntityTable';
export type { BulkAction, ColumnDefinition, Page, PageRequest, Sort } from '@/components/common/entity-table/types';
export { useEntityForm } from '@/components/common/form/useEntityForm';
export { default as EntityForm } from '@/components/common/form/EntityForm';
export { default as EntityFormDialog } from '@/components/common/form/EntityFormDialog';
export { default as FormField } from '@/components/common/form/FormField';
export { default as FormGroup } from '@/components/common/form/FormGroup';

// Sharing any entity
export { default as ShareButton } from '@/components/permissions/ShareButton';
export { default as EntityShareModal } from '@/components/permissions/EntityShareModal';
export { default as SharedEntitiesSection } from '@/components/permissions/SharedEntitiesSection';

// Core's own routes and navigation, registered through the plugin registry like any plugin's, so that
// the extension points are exercised on every page. Later features add their pages here.
import React from 'react';

import { coreEventDefinitionTypes, coreEventNotificationTypes } from '@/components/events/coreEventTypes';
import replaceablePage from '@/components/plugins/replaceablePage';
import NotFoundPage from '@/pages/NotFoundPage';
import type { PluginExports, PluginNavigation, PluginRoute, PluginSystemNavigation } from '@/plugin-api/PluginExports';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { CORE_PLUGIN_NAME, PluginStore } from '@/plugin-api/PluginStore';

import Routes from './Routes';

const paths = Routes.unqualified;

// One chunk per page: each is fetched the first time its route is opened.
const EnterprisePage = React.lazy(() => import(/* webpackChunkName: "EnterprisePage" */ '@/pages/EnterprisePage'));
const AuthenticationServicesPage = React.lazy(() => import(/* webpackChunkName: "AuthenticationServicesPage" */ '@/pages/AuthenticationServicesPage'));
const AuthenticationServicesActivePage = React.lazy(() => import(/* webpackChunkName: "AuthenticationServicesActivePage" */ '@/pages/AuthenticationServicesActivePage'));
const AuthenticationServicesCreatePage = React.lazy(() => import(/* webpackChunkName: "AuthenticationServicesCreatePage" */ '@/pages/AuthenticationServicesCreatePage'));
const AuthenticationServicesCreateTypePage = React.lazy(() => import(/* webpackChunkName: "AuthenticationServicesCreateTypePage" */ '@/pages/AuthenticationServicesCreateTypePage'));
const AuthenticationServicesDetailsPage = React.lazy(() => import(/* webpackChunkName: "AuthenticationServicesDetailsPage" */ '@/pages/AuthenticationServicesDetailsPage'));
const AuthenticationServicesEditPage = React.lazy(() => import(/* webpackChunkName: "AuthenticationServicesEditPage" */ '@/pages/AuthenticationServicesEditPage'));
const AuthenticatorPage = React.lazy(() => import(/* webpackChunkName: "AuthenticatorPage" */ '@/pages/AuthenticatorPage'));
const AuthenticatorEditPage = React.lazy(() => import(/* webpackChunkName: "AuthenticatorEditPage" */ '@/pages/AuthenticatorEditPage'));
const ContentPacksPage = React.lazy(() => import(/* webpackChunkName: "ContentPacksPage" */ '@/pages/ContentPacksPage'));
const ContentPackCreatePage = React.lazy(() => import(/* webpackChunkName: "ContentPackCreatePage" */ '@/pages/ContentPackCreatePage'));
const ContentPackDetailsPage = React.lazy(() => import(/* webpackChunkName: "ContentPackDetailsPage" */ '@/pages/ContentPackDetailsPage'));
const ContentPackEditPage = React.lazy(() => import(/* webpackChunkName: "ContentPackEditPage" */ '@/pages/ContentPackEditPage'));
const SidecarsPage = React.lazy(() => import(/* webpackChunkName: "SidecarsPage" */ '@/pages/SidecarsPage'));
const SidecarStatusPage = React.lazy(() => import(/* webpackChunkName: "SidecarStatusPage" */ '@/pages/SidecarStatusPage'));
const SidecarAdministrationPage = React.lazy(() => import(/* webpackChunkName: "SidecarAdministrationPage" */ '@/pages/SidecarAdministrationPage'));
const SidecarConfigurationPage = React.lazy(() => import(/* webpackChunkName: "SidecarConfigurationPage" */ '@/pages/SidecarConfigurationPage'));
const SidecarNewConfigurationPage = React.lazy(() => import(/* webpackChunkName: "SidecarNewConfigurationPage" */ '@/pages/SidecarNewConfigurationPage'));
const SidecarEditConfigurationPage = React.lazy(() => import(/* webpackChunkName: "SidecarEditConfigurationPage" */ '@/pages/SidecarEditConfigurationPage'));
const SidecarNewCollectorPage = React.lazy(() => import(/* webpackChunkName: "SidecarNewCollectorPage" */ '@/pages/SidecarNewCollectorPage'));
const SidecarEditCollectorPage = React.lazy(() => import(/* webpackChunkName: "SidecarEditCollectorPage" */ '@/pages/SidecarEditCollectorPage'));
const StartPage = React.lazy(() => import(/* webpackChunkName: "StartPage" */ '@/pages/StartPage'));
const GettingStartedPage = React.lazy(() => import(/* webpackChunkName: "GettingStartedPage" */ '@/pages/GettingStartedPage'));
const SystemOverviewPage = React.lazy(() => import(/* webpackChunkName: "SystemOverviewPage" */ '@/pages/SystemOverviewPage'));
const UsersOverviewPage = React.lazy(() => import(/* webpackChunkName: "UsersOverviewPage" */ '@/pages/UsersOverviewPage'));
const UserCreatePage = React.lazy(() => import(/* webpackChunkName: "UserCreatePage" */ '@/pages/UserCreatePage'));
const UserEditPage = React.lazy(() => import(/* webpackChunkName: "UserEditPage" */ '@/pages/UserEditPage'));
const UserDetailsPage = React.lazy(() => import(/* webpackChunkName: "UserDetailsPage" */ '@/pages/UserDetailsPage'));
const UserTokensPage = React.lazy(() => import(/* webpackChunkName: "UserTokensPage" */ '@/pages/UserTokensPage'));
const RolesOverviewPage = React.lazy(() => import(/* webpackChunkName: "RolesOverviewPage" */ '@/pages/RolesOverviewPage'));
const RoleDetailsPage = React.lazy(() => import(/* webpackChunkName: "RoleDetailsPage" */ '@/pages/RoleDetailsPage'));
const RoleEditPage = React.lazy(() => import(/* webpackChunkName: "RoleEditPage" */ '@/pages/RoleEditPage'));
const InputsPage = React.lazy(() => import(/* webpackChunkName: "InputsPage" */ '@/pages/InputsPage'));
const ExtractorsPage = React.lazy(() => import(/* webpackChunkName: "ExtractorsPage" */ '@/pages/ExtractorsPage'));
const CreateExtractorPage = React.lazy(() => import(/* webpackChunkName: "CreateExtractorPage" */ '@/pages/CreateExtractorPage'));
const EditExtractorPage = React.lazy(() => import(/* webpackChunkName: "EditExtractorPage" */ '@/pages/EditExtractorPage'));
const ExportExtractorsPage = React.lazy(() => import(/* webpackChunkName: "ExportExtractorsPage" */ '@/pages/ExportExtractorsPage'));
const ImportExtractorsPage = React.lazy(() => import(/* webpackChunkName: "ImportExtractorsPage" */ '@/pages/ImportExtractorsPage'));
const GrokPatternsPage = React.lazy(() => import(/* webpackChunkName: "GrokPatternsPage" */ '@/pages/GrokPatternsPage'));
const ShowMessagePage = React.lazy(() => import(/* webpackChunkName: "ShowMessagePage" */ '@/pages/ShowMessagePage'));
const SearchPage = React.lazy(() => import(/* webpackChunkName: "SearchPage" */ '@/pages/SearchPage'));
const ExtendedSearchPage = React.lazy(() => import(/* webpackChunkName: "ExtendedSearchPage" */ '@/pages/ExtendedSearchPage'));
const DashboardsPage = React.lazy(() => import(/* webpackChunkName: "DashboardsPage" */ '@/pages/DashboardsPage'));
const NewDashboardPage = React.lazy(() => import(/* webpackChunkName: "NewDashboardPage" */ '@/pages/NewDashboardPage'));
const ShowDashboardPage = React.lazy(() => import(/* webpackChunkName: "ShowDashboardPage" */ '@/pages/ShowDashboardPage'));
const DashboardTvPage = React.lazy(() => import(/* webpackChunkName: "DashboardTvPage" */ '@/pages/DashboardTvPage'));
const SourcesPage = React.lazy(() => import(/* webpackChunkName: "SourcesPage" */ '@/pages/SourcesPage'));
const DecoratorsPage = React.lazy(() => import(/* webpackChunkName: "DecoratorsPage" */ '@/pages/DecoratorsPage'));
const StreamsPage = React.lazy(() => import(/* webpackChunkName: "StreamsPage" */ '@/pages/StreamsPage'));
const StreamEditPage = React.lazy(() => import(/* webpackChunkName: "StreamEditPage" */ '@/pages/StreamEditPage'));
const OutputsPage = React.lazy(() => import(/* webpackChunkName: "OutputsPage" */ '@/pages/OutputsPage'));
const StreamOutputsPage = React.lazy(() => import(/* webpackChunkName: "StreamOutputsPage" */ '@/pages/StreamOutputsPage'));
const LegacyAlertsPage = React.lazy(() => import(/* webpackChunkName: "LegacyAlertsPage" */ '@/pages/LegacyAlertsPage'));
const LegacyAlertConditionsPage = React.lazy(() => import(/* webpackChunkName: "LegacyAlertConditionsPage" */ '@/pages/LegacyAlertConditionsPage'));
const LegacyAlertConditionNewPage = React.lazy(() => import(/* webpackChunkName: "LegacyAlertConditionNewPage" */ '@/pages/LegacyAlertConditionNewPage'));
const LegacyAlertNotificationsPage = React.lazy(() => import(/* webpackChunkName: "LegacyAlertNotificationsPage" */ '@/pages/LegacyAlertNotificationsPage'));
const LegacyAlertNotificationNewPage = React.lazy(() => import(/* webpackChunkName: "LegacyAlertNotificationNewPage" */ '@/pages/LegacyAlertNotificationNewPage'));
const AlertsPage = React.lazy(() => import(/* webpackChunkName: "AlertsPage" */ '@/pages/AlertsPage'));
const EventDefinitionsPage = React.lazy(() => import(/* webpackChunkName: "EventDefinitionsPage" */ '@/pages/EventDefinitionsPage'));
const EventDefinitionCreatePage = React.lazy(() => import(/* webpackChunkName: "EventDefinitionCreatePage" */ '@/pages/EventDefinitionCreatePage'));
const EventDefinitionDetailsPage = React.lazy(() => import(/* webpackChunkName: "EventDefinitionDetailsPage" */ '@/pages/EventDefinitionDetailsPage'));
const EventDefinitionEditPage = React.lazy(() => import(/* webpackChunkName: "EventDefinitionEditPage" */ '@/pages/EventDefinitionEditPage'));
const EventNotificationsPage = React.lazy(() => import(/* webpackChunkName: "EventNotificationsPage" */ '@/pages/EventNotificationsPage'));
const EventNotificationCreatePage = React.lazy(() => import(/* webpackChunkName: "EventNotificationCreatePage" */ '@/pages/EventNotificationCreatePage'));
const EventNotificationDetailsPage = React.lazy(() => import(/* webpackChunkName: "EventNotificationDetailsPage" */ '@/pages/EventNotificationDetailsPage'));
const EventNotificationEditPage = React.lazy(() => import(/* webpackChunkName: "EventNotificationEditPage" */ '@/pages/EventNotificationEditPage'));
const SimulatorPage = React.lazy(() => import(/* webpackChunkName: "SimulatorPage" */ '@/pages/SimulatorPage'));
const PipelinesOverviewPage = React.lazy(() => import(/* webpackChunkName: "PipelinesOverviewPage" */ '@/pages/PipelinesOverviewPage'));
const PipelineDetailsPage = React.lazy(() => import(/* webpackChunkName: "PipelineDetailsPage" */ '@/pages/PipelineDetailsPage'));
const RulesPage = React.lazy(() => import(/* webpackChunkName: "RulesPage" */ '@/pages/RulesPage'));
const RulePage = React.lazy(() => import(/* webpackChunkName: "RulePage" */ '@/pages/RulePage'));
const MessageProcessorsConfigPage = React.lazy(() => import(/* webpackChunkName: "MessageProcessorsConfigPage" */ '@/pages/MessageProcessorsConfigPage'));
const LoggingPage = React.lazy(() => import(/* webpackChunkName: "LoggingPage" */ '@/pages/LoggingPage'));
const ConfigurationsPage = React.lazy(() => import(/* webpackChunkName: "ConfigurationsPage" */ '@/pages/ConfigurationsPage'));
const LookupTablesPage = React.lazy(() => import(/* webpackChunkName: "LookupTablesPage" */ '@/pages/LookupTablesPage'));
const LookupTableCreatePage = React.lazy(() => import(/* webpackChunkName: "LookupTableCreatePage" */ '@/pages/LookupTableCreatePage'));
const LookupTableDetailsPage = React.lazy(() => import(/* webpackChunkName: "LookupTableDetailsPage" */ '@/pages/LookupTableDetailsPage'));
const LookupTableEditPage = React.lazy(() => import(/* webpackChunkName: "LookupTableEditPage" */ '@/pages/LookupTableEditPage'));
const LookupTableCachesPage = React.lazy(() => import(/* webpackChunkName: "LookupTableCachesPage" */ '@/pages/LookupTableCachesPage'));
const LookupTableCacheCreatePage = React.lazy(() => import(/* webpackChunkName: "LookupTableCacheCreatePage" */ '@/pages/LookupTableCacheCreatePage'));
const LookupTableCacheDetailsPage = React.lazy(() => import(/* webpackChunkName: "LookupTableCacheDetailsPage" */ '@/pages/LookupTableCacheDetailsPage'));
const LookupTableCacheEditPage = React.lazy(() => import(/* webpackChunkName: "LookupTableCacheEditPage" */ '@/pages/LookupTableCacheEditPage'));
const LookupTableDataAdaptersPage = React.lazy(() => import(/* webpackChunkName: "LookupTableDataAdaptersPage" */ '@/pages/LookupTableDataAdaptersPage'));
const LookupTableDataAdapterCreatePage = React.lazy(() => import(/* webpackChunkName: "LookupTableDataAdapterCreatePage" */ '@/pages/LookupTableDataAdapterCreatePage'));
const LookupTableDataAdapterDetailsPage = React.lazy(() => import(/* webpackChunkName: "LookupTableDataAdapterDetailsPage" */ '@/pages/LookupTableDataAdapterDetailsPage'));
const LookupTableDataAdapterEditPage = React.lazy(() => import(/* webpackChunkName: "LookupTableDataAdapterEditPage" */ '@/pages/LookupTableDataAdapterEditPage'));
const NodesPage = React.lazy(() => import(/* webpackChunkName: "NodesPage" */ '@/pages/NodesPage'));
const NodeDetailsPage = React.lazy(() => import(/* webpackChunkName: "NodeDetailsPage" */ '@/pages/NodeDetailsPage'));
const ShowMetricsPage = React.lazy(() => import(/* webpackChunkName: "ShowMetricsPage" */ '@/pages/ShowMetricsPage'));
const ThreadDumpPage = React.lazy(() => import(/* webpackChunkName: "ThreadDumpPage" */ '@/pages/ThreadDumpPage'));
const ProcessBufferDumpPage = React.lazy(() => import(/* webpackChunkName: "ProcessBufferDumpPage" */ '@/pages/ProcessBufferDumpPage'));
const IndicesPage = React.lazy(() => import(/* webpackChunkName: "IndicesPage" */ '@/pages/IndicesPage'));
const IndexerFailuresPage = React.lazy(() => import(/* webpackChunkName: "IndexerFailuresPage" */ '@/pages/IndexerFailuresPage'));
const IndexSetCreationPage = React.lazy(() => import(/* webpackChunkName: "IndexSetCreationPage" */ '@/pages/IndexSetCreationPage'));
const IndexSetPage = React.lazy(() => import(/* webpackChunkName: "IndexSetPage" */ '@/pages/IndexSetPage'));
const IndexSetConfigurationPage = React.lazy(() => import(/* webpackChunkName: "IndexSetConfigurationPage" */ '@/pages/IndexSetConfigurationPage'));
// Part of the main chunk anyway: the router shows it for every unknown path.
const NotFound = () => React.createElement(NotFoundPage);

export const coreRoutes: Array<PluginRoute> = [
  { path: paths.STARTPAGE, component: StartPage },
  { path: paths.NOTFOUND, component: NotFound },
  { path: paths.GETTING_STARTED, component: replaceablePage('gettingstarted', GettingStartedPage) },
  { path: paths.SYSTEM.OVERVIEW, component: replaceablePage('systemoverview', SystemOverviewPage) },
  // Routes are matched exactly, so the `:userId` pattern never swallows `new`, `edit/…` or `tokens/…`.
  // Pages about one user check `users:<action>:<username>` themselves once they know the name.
  { path: paths.SYSTEM.USERS.LIST, component: UsersOverviewPage, permissions: 'users:list' },
  { path: paths.SYSTEM.USERS.CREATE, component: UserCreatePage, permissions: 'users:create' },
  { path: '/system/users/edit/:userId', component: UserEditPage },
  { path: '/system/users/tokens/:userId', component: UserTokensPage },
  { path: '/system/users/:userId', component: UserDetailsPage },
  { path: paths.SYSTEM.ROLES.LIST, component: RolesOverviewPage, permissions: 'roles:read' },
  // The edit page checks roles:edit:<name> itself, once the role's name is known.
  { path: '/system/roles/edit/:roleId', component: RoleEditPage },
  { path: '/system/roles/:roleId', component: RoleDetailsPage, permissions: 'roles:read' },
  { path: paths.SYSTEM.INPUTS, component: InputsPage, permissions: 'inputs:read' },
  // Extractor pages check inputs:edit:<inputId> themselves (the permission names the input).
  { path: '/system/inputs/:inputId/:nodeId/extractors', component: ExtractorsPage },
  { path: '/system/inputs/:inputId/:nodeId/extractors/new', component: CreateExtractorPage },
  { path: '/system/inputs/:inputId/:nodeId/extractors/export', component: ExportExtractorsPage },
  { path: '/system/inputs/:inputId/:nodeId/extractors/import', component: ImportExtractorsPage },
  { path: '/system/inputs/:inputId/:nodeId/extractors/:extractorId/edit', component: EditExtractorPage },
  { path: paths.SYSTEM.GROKPATTERNS, component: GrokPatternsPage, permissions: 'inputs:read' },
  { path: '/messages/:index/:messageId', component: ShowMessagePage, permissions: 'messages:read' },
  // Search. A view id is 24 hex characters, so `/search/new` and other pages under /search (decorators) never
  // match the `:viewId` pattern. A saved search is checked by its own load (view:read:<id>), a stream search
  // by the server (streams:read:<id>).
  // Searching is open to every user, as in Graylog 4: the server limits what a search finds to the streams the user may read.
  { path: paths.SEARCH, component: replaceablePage('search', SearchPage) },
  { path: paths.SEARCH_NEW, component: SearchPage },
  { path: '/search/:viewId([0-9a-fA-F]{24})', component: SearchPage },
  { path: '/views/:viewId([0-9a-fA-F]{24})', component: SearchPage },
  { path: paths.EXTENDEDSEARCH, component: ExtendedSearchPage },
  { path: '/streams/:streamId/search', component: SearchPage },
  { path: '/streams/:streamId/messages', component: SearchPage },
  // Streams: the list shows only the streams the user may read (a share gives streams:read:<id>), so it needs no
  // permission of its own; the rule editor checks streams:edit:<id> once the stream is loaded.
  { path: paths.STREAMS, component: StreamsPage },
  { path: '/streams/:streamId/edit', component: StreamEditPage },
  // Dashboards: the list shows only those the user may see (a share gives dashboards:read:<id>), so it needs
  // no permission of its own; `new` and `tv/…` come before the `:dashboardId` pattern that would match them too.
  { path: paths.DASHBOARDS, component: DashboardsPage },
  { path: paths.DASHBOARDS_NEW, component: NewDashboardPage, permissions: 'dashboards:create' },
  { path: '/dashboards/tv/:viewId', component: DashboardTvPage, withNavigation: false },
  { path: '/dashboards/:dashboardId', component: ShowDashboardPage },
  { path: paths.SOURCES, component: SourcesPage },
  { path: paths.SYSTEM.DECORATORS, component: DecoratorsPage, permissions: 'decorators:read' },
  { path: paths.SYSTEM.OUTPUTS, component: OutputsPage, permissions: 'outputs:read' },
  // The stream itself is checked by its load (streams:read:<id>).
  { path: '/streams/:streamId/outputs', component: StreamOutputsPage, permissions: 'stream_outputs:read' },
  // Legacy alerts: the lists show only what belongs to streams the user may read; creating needs streams:edit:<id>,
  // and the new pages offer only the streams the user may edit.
  { path: paths.LEGACY_ALERTS.LIST, component: LegacyAlertsPage },
  { path: paths.LEGACY_ALERTS.CONDITIONS, component: LegacyAlertConditionsPage },
  { path: paths.LEGACY_ALERTS.NEW_CONDITION, component: LegacyAlertConditionNewPage },
  { path: paths.LEGACY_ALERTS.NOTIFICATIONS, component: LegacyAlertNotificationsPage },
  { path: paths.LEGACY_ALERTS.NEW_NOTIFICATION, component: LegacyAlertNotificationNewPage },
  // Alerts: the events search and the lists show only what the user may read (shares included), so they need no
  // permission of their own; pages about one definition or notification are checked by its load (…:read:<id>)
  // and, for editing, by the page (…:edit:<id>). `new` comes before the `:id` pattern that would match it too.
  { path: paths.ALERTS.LIST, component: AlertsPage },
  { path: paths.ALERTS.DEFINITIONS.LIST, component: EventDefinitionsPage },
  { path: paths.ALERTS.DEFINITIONS.CREATE, component: EventDefinitionCreatePage, permissions: 'eventdefinitions:create' },
  { path: '/alerts/definitions/:definitionId', component: EventDefinitionDetailsPage },
  { path: '/alerts/definitions/:definitionId/edit', component: EventDefinitionEditPage },
  { path: paths.ALERTS.NOTIFICATIONS.LIST, component: EventNotificationsPage },
  { path: paths.ALERTS.NOTIFICATIONS.CREATE, component: EventNotificationCreatePage, permissions: 'eventnotifications:create' },
  { path: '/alerts/notifications/:notificationId', component: EventNotificationDetailsPage },
  { path: '/alerts/notifications/:notificationId/edit', component: EventNotificationEditPage },
  // The simulator needs what Graylog's simulate call does (pipeline_rule:read; the stream is checked by the call).
  // Before any `/system/pipelines/:pipelineId` pattern, which would match it too.
  { path: paths.SYSTEM.PIPELINES.SIMULATOR, component: SimulatorPage, permissions: 'pipeline_rule:read' },
  // A pipeline id is 24 hex characters, so `rules` and `simulate` never match the pattern; the page's load checks pipeline:read:<id>.
  { path: paths.SYSTEM.PIPELINES.OVERVIEW, component: PipelinesOverviewPage, permissions: 'pipeline:read' },
  { path: '/system/pipelines/:pipelineId([0-9a-fA-F]{24})', component: PipelineDetailsPage, permissions: 'pipeline:read' },
  // `new` creates a rule (the page checks pipeline_rule:create); editing checks pipeline_rule:edit:<id> once loaded.
  { path: paths.SYSTEM.PIPELINES.RULES, component: RulesPage, permissions: 'pipeline_rule:read' },
  { path: '/system/pipelines/rules/:ruleId', component: RulePage, permissions: 'pipeline_rule:read' },
  { path: paths.SYSTEM.MESSAGEPROCESSORS, component: MessageProcessorsConfigPage, permissions: 'clusterconfigentry:read' },
  { path: paths.SYSTEM.LOGGING, component: LoggingPage, permissions: 'loggers:read' },
  { path: paths.SYSTEM.ENTERPRISE, component: EnterprisePage, permissions: 'freelicenses:create' },
  // Authentication services: fixed paths before the backend id.
  { path: paths.SYSTEM.AUTHENTICATION.SERVICES.LIST, component: AuthenticationServicesPage, permissions: 'authentication:edit' },
  { path: paths.SYSTEM.AUTHENTICATION.SERVICES.ACTIVE, component: AuthenticationServicesActivePage, permissions: 'authentication:edit' },
  { path: paths.SYSTEM.AUTHENTICATION.SERVICES.CREATE, component: AuthenticationServicesCreatePage, permissions: 'authentication:edit' },
  { path: '/system/authentication/services/create/:type', component: AuthenticationServicesCreateTypePage, permissions: 'authentication:edit' },
  { path: '/system/authentication/services/edit/:backendId', component: AuthenticationServicesEditPage, permissions: 'authentication:edit' },
  { path: '/system/authentication/services/:backendId', component: AuthenticationServicesDetailsPage, permissions: 'authentication:edit' },
  { path: paths.SYSTEM.AUTHENTICATION.AUTHENTICATOR.SHOW, component: AuthenticatorPage, permissions: 'authentication:edit' },
  { path: paths.SYSTEM.AUTHENTICATION.AUTHENTICATOR.EDIT, component: AuthenticatorEditPage, permissions: 'authentication:edit' },
  // Content packs: /export opens the create wizard (Graylog 4.0 names the path but gives it no page).
  { path: paths.SYSTEM.CONTENTPACKS.LIST, component: ContentPacksPage, permissions: 'contentpack:read' },
  { path: paths.SYSTEM.CONTENTPACKS.CREATE, component: ContentPackCreatePage, permissions: ['contentpack:create', 'catalog:list', 'catalog:resolve'] },
  { path: paths.SYSTEM.CONTENTPACKS.EXPORT, component: ContentPackCreatePage, permissions: ['contentpack:create', 'catalog:list', 'catalog:resolve'] },
  { path: '/system/contentpacks/:contentPackId/:contentPackRev/edit', component: ContentPackEditPage, permissions: ['contentpack:create', 'catalog:list', 'catalog:resolve'] },
  { path: '/system/contentpacks/:contentPackId', component: ContentPackDetailsPage, permissions: 'contentpack:read' },
  // Sidecars.
  { path: paths.SYSTEM.SIDECARS.OVERVIEW, component: SidecarsPage, permissions: 'sidecars:read' },
  { path: paths.SYSTEM.SIDECARS.ADMINISTRATION, component: SidecarAdministrationPage, permissions: ['sidecars:read', 'sidecar_collectors:read', 'sidecar_collector_configurations:read'] },
  { path: paths.SYSTEM.SIDECARS.CONFIGURATION, component: SidecarConfigurationPage, permissions: ['sidecar_collector_configurations:read', 'sidecar_collectors:read'] },
  { path: paths.SYSTEM.SIDECARS.NEW_CONFIGURATION, component: SidecarNewConfigurationPage, permissions: ['sidecar_collector_configurations:create', 'sidecar_collectors:read'] },
  { path: '/system/sidecars/configuration/edit/:configurationId', component: SidecarEditConfigurationPage, permissions: ['sidecar_collector_configurations:update', 'sidecar_collectors:read'] },
  { path: paths.SYSTEM.SIDECARS.NEW_COLLECTOR, component: SidecarNewCollectorPage, permissions: 'sidecar_collectors:create' },
  { path: '/system/sidecars/collector/edit/:collectorId', component: SidecarEditCollectorPage, permissions: 'sidecar_collectors:update' },
  { path: '/system/sidecars/:sidecarId/status', component: SidecarStatusPage, permissions: 'sidecars:read' },
  // Nodes: any signed-in user sees the nodes and their state, as in Graylog 4; each action checks its own permission
  // (processing:changestate:<node>, lbstatus:change, node:shutdown:<node>). The dumps need threads:dump:<node> and
  // processbuffer:dump:<node>, which their loads check (a 403 shows the missing-permissions page).
  { path: paths.SYSTEM.NODES.LIST, component: NodesPage },
  { path: '/system/nodes/:nodeId', component: NodeDetailsPage },
  { path: '/system/metrics/node/:nodeId', component: ShowMetricsPage, permissions: 'metrics:allkeys' },
  { path: '/system/threaddump/:nodeId', component: ThreadDumpPage },
  { path: '/system/processbufferdump/:nodeId', component: ProcessBufferDumpPage },
  { path: paths.SYSTEM.CONFIGURATIONS, component: ConfigurationsPage, permissions: 'clusterconfigentry:read' },
  // Lookup tables: `create` comes before the `:…Name` patterns that would match it too. Pages about one table, cache or
  // adapter (found by name or id) check lookuptables:edit:<id> or :delete:<id> themselves once it is loaded.
  { path: paths.SYSTEM.LOOKUPTABLES.LIST, component: LookupTablesPage, permissions: 'lookuptables:read' },
  { path: paths.SYSTEM.LOOKUPTABLES.CREATE, component: LookupTableCreatePage, permissions: 'lookuptables:create' },
  { path: '/system/lookuptables/table/:tableName', component: LookupTableDetailsPage, permissions: 'lookuptables:read' },
  { path: '/system/lookuptables/table/:tableName/edit', component: LookupTableEditPage, permissions: 'lookuptables:read' },
  { path: paths.SYSTEM.LOOKUPTABLES.CACHES.LIST, component: LookupTableCachesPage, permissions: 'lookuptables:read' },
  { path: paths.SYSTEM.LOOKUPTABLES.CACHES.CREATE, component: LookupTableCacheCreatePage, permissions: 'lookuptables:create' },
  { path: '/system/lookuptables/caches/:entityName', component: LookupTableCacheDetailsPage, permissions: 'lookuptables:read' },
  { path: '/system/lookuptables/caches/:entityName/edit', component: LookupTableCacheEditPage, permissions: 'lookuptables:read' },
  { path: paths.SYSTEM.LOOKUPTABLES.DATA_ADAPTERS.LIST, component: LookupTableDataAdaptersPage, permissions: 'lookuptables:read' },
  { path: paths.SYSTEM.LOOKUPTABLES.DATA_ADAPTERS.CREATE, component: LookupTableDataAdapterCreatePage, permissions: 'lookuptables:create' },
  { path: '/system/lookuptables/data_adapters/data_adapter/:entityName', component: LookupTableDataAdapterDetailsPage, permissions: 'lookuptables:read' },
  { path: '/system/lookuptables/data_adapters/data_adapter/:entityName/edit', component: LookupTableDataAdapterEditPage, permissions: 'lookuptables:read' },
  // Indices: `create` comes before the `:indexSetId` pattern that would match it too. Pages about one set are checked by
  // its load (indexsets:read:<id>); the configuration page checks indexsets:edit:<id> once the set is loaded.
  { path: paths.SYSTEM.INDICES.LIST, component: IndicesPage, permissions: 'indices:read' },
  { path: paths.SYSTEM.INDICES.FAILURES, component: IndexerFailuresPage, permissions: 'indices:failures' },
  { path: paths.SYSTEM.INDEX_SETS.CREATE, component: IndexSetCreationPage, permissions: 'indexsets:create' },
  { path: '/system/index_sets/:indexSetId', component: IndexSetPage, permissions: 'indexsets:read' },
  { path: '/system/index_sets/:indexSetId/configuration', component: IndexSetConfigurationPage, permissions: 'indexsets:read' },
];

export const coreNavigation: Array<PluginNavigation> = [
  { description: 'Search', path: paths.SEARCH },
  // Everyone: the list shows only the streams the user may read (including ones shared with them).
  { description: 'Streams', path: paths.STREAMS },
  // Everyone, as in Graylog 4: each alerting list shows only what the user may read (a share gives
  // eventdefinitions:read:<id>, eventnotifications:read:<id> or streams:read:<id>, never the bare permission).
  {
    description: 'Alerts',
    children: [
      { description: 'Alerts & Events', path: paths.ALERTS.LIST },
      { description: 'Event Definitions', path: paths.ALERTS.DEFINITIONS.LIST },
      { description: 'Notifications', path: paths.ALERTS.NOTIFICATIONS.LIST },
      { description: 'Legacy alerts', path: paths.LEGACY_ALERTS.LIST },
    ],
  },
  // Everyone: the list shows only the dashboards the user may read (including ones shared with them).
  { description: 'Dashboards', path: paths.DASHBOARDS },
  { description: 'Sources', path: paths.SOURCES },
];

export const coreSystemNavigation: Array<PluginSystemNavigation> = [
  { description: 'Overview', path: paths.SYSTEM.OVERVIEW },
  { description: 'Configurations', path: paths.SYSTEM.CONFIGURATIONS, permissions: 'clusterconfigentry:read' },
  { description: 'Nodes', path: paths.SYSTEM.NODES.LIST, activePaths: ['/system/metrics/node', '/system/threaddump', '/system/processbufferdump'] },
  { description: 'Inputs', path: paths.SYSTEM.INPUTS, permissions: 'inputs:read' },
  { description: 'Outputs', path: paths.SYSTEM.OUTPUTS, permissions: 'outputs:read' },
  { description: 'Indices', path: paths.SYSTEM.INDICES.LIST, permissions: 'indices:read', activePaths: ['/system/index_sets'] },
  { description: 'Logging', path: paths.SYSTEM.LOGGING, permissions: 'loggers:read' },
  { description: 'Authentication', path: paths.SYSTEM.AUTHENTICATION.SERVICES.LIST, permissions: 'authentication:edit', activePaths: ['/system/authentication'] },
  { description: 'Users', path: paths.SYSTEM.USERS.LIST, permissions: 'users:list' },
  { description: 'Roles', path: paths.SYSTEM.ROLES.LIST, permissions: 'roles:read' },
  { description: 'Content Packs', path: paths.SYSTEM.CONTENTPACKS.LIST, permissions: 'contentpack:read' },
  { description: 'Grok Patterns', path: paths.SYSTEM.GROKPATTERNS, permissions: 'inputs:read' },
  { description: 'Message Decorators', path: paths.SYSTEM.DECORATORS, permissions: 'decorators:read' },
  { description: 'Lookup Tables', path: paths.SYSTEM.LOOKUPTABLES.LIST, permissions: 'lookuptables:read' },
  { description: 'Pipelines', path: paths.SYSTEM.PIPELINES.OVERVIEW, permissions: 'pipeline:read' },
  { description: 'Sidecars', path: paths.SYSTEM.SIDECARS.OVERVIEW, permissions: 'sidecars:read', activePaths: ['/system/sidecars'] },
  { description: 'Enterprise', path: paths.SYSTEM.ENTERPRISE, permissions: 'freelicenses:create' },
];

export const coreExports: PluginExports = {
  routes: coreRoutes,
  navigation: coreNavigation,
  systemnavigation: coreSystemNavigation,
  eventDefinitionTypes: coreEventDefinitionTypes,
  eventNotificationTypes: coreEventNotificationTypes,
};

/** Registers core's routes and navigation under the plugin name 'core'. */
export const registerCoreBindings = (): void => {
  PluginStore.register(new PluginManifest({ name: CORE_PLUGIN_NAME, description: 'The console itself' }, coreExports));
};

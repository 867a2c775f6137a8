// Every UI path of the console. `Routes` gives paths qualified with the application prefix, for links;
// `Routes.unqualified` the same paths without it, for registering routes (the router adds the prefix).
import AppConfig, { normalizePrefix } from '@/util/AppConfig';

type Params = { [name: string]: string | number | undefined | null };

const enc = (value: string | number) => encodeURIComponent(String(value));

/** `?a=1&b=2` from the defined parameters, each encoded once; '' when there are none. */
export const queryString = (params: Params): string => {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${enc(name)}=${enc(value as string | number)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

const buildPaths = (p: (path: string) => string) => ({
  STARTPAGE: p('/'),
  NOTFOUND: p('/notfound'),
  SEARCH: p('/search'),
  SEARCH_NEW: p('/search/new'),
  EXTENDEDSEARCH: p('/extendedsearch'),
  STREAMS: p('/streams'),
  SOURCES: p('/sources'),
  DASHBOARDS: p('/dashboards'),
  DASHBOARDS_NEW: p('/dashboards/new'),
  GETTING_STARTED: p('/gettingstarted'),
  LEGACY_ALERTS: {
    LIST: p('/legacy/alerts'),
    CONDITIONS: p('/legacy/alerts/conditions'),
    NEW_CONDITION: p('/legacy/alerts/conditions/new'),
    NOTIFICATIONS: p('/legacy/alerts/notifications'),
    NEW_NOTIFICATION: p('/legacy/alerts/notifications/new'),
    /** The new condition and notification forms with `streamId` chosen. */
    newConditionFor: (streamId: string) => p(`/legacy/alerts/conditions/new${queryString({ stream_id: streamId })}`),
    newNotificationFor: (streamId: string) => p(`/legacy/alerts/notifications/new${queryString({ stream_id: streamId })}`),
  },
  ALERTS: {
    LIST: p('/alerts'),
    DEFINITIONS: {
      LIST: p('/alerts/definitions'),
      CREATE: p('/alerts/definitions/new'),
      show: (id: string) => p(`/alerts/definitions/${enc(id)}`),
      edit: (id: string) => p(`/alerts/definitions/${enc(id)}/edit`),
    },
    NOTIFICATIONS: {
      LIST: p('/alerts/notifications'),
      CREATE: p('/alerts/notifications/new'),
      show: (id: string) => p(`/alerts/notifications/${enc(id)}`),
      edit: (id: string) => p(`/alerts/notifications/${enc(id)}/edit`),
    },
  },
  SYSTEM: {
    CONFIGURATIONS: p('/system/configurations'),
    OVERVIEW: p('/system/overview'),
    ENTERPRISE: p('/system/enterprise'),
    INPUTS: p('/system/inputs'),
    OUTPUTS: p('/system/outputs'),
    LOGGING: p('/system/logging'),
    GROKPATTERNS: p('/system/grokpatterns'),
    MESSAGEPROCESSORS: p('/system/messageprocessors/config'),
    /** Message decorators (the API's `/search/decorators`; `/search/{viewId}` is the search page's). */
    DECORATORS: p('/system/decorators'),
    CONTENTPACKS: {
      LIST: p('/system/contentpacks'),
      EXPORT: p('/system/contentpacks/export'),
      CREATE: p('/system/contentpacks/create'),
      show: (id: string) => p(`/system/contentpacks/${enc(id)}`),
      edit: (id: string, rev: string | number) => p(`/system/contentpacks/${enc(id)}/${enc(rev)}/edit`),
    },
    INDICES: {
      LIST: p('/system/indices'),
      FAILURES: p('/system/indices/failures'),
    },
    INDEX_SETS: {
      CREATE: p('/system/index_sets/create'),
      show: (id: string) => p(`/system/index_sets/${enc(id)}`),
      configuration: (id: string, from?: string) => p(`/system/index_sets/${enc(id)}/configuration${queryString({ from })}`),
    },
    NODES: {
      LIST: p('/system/nodes'),
      show: (id: string) => p(`/system/nodes/${enc(id)}`),
    },
    METRICS: (nodeId: string, filter?: string) => p(`/system/metrics/node/${enc(nodeId)}${queryString({ filter })}`),
    THREADDUMP: (nodeId: string) => p(`/system/threaddump/${enc(nodeId)}`),
    PROCESSBUFFERDUMP: (nodeId: string) => p(`/system/processbufferdump/${enc(nodeId)}`),
    AUTHENTICATION: {
      SERVICES: {
        LIST: p('/system/authentication/services'),
        ACTIVE: p('/system/authentication/services/active'),
        CREATE: p('/system/authentication/services/create'),
        createType: (type: string) => p(`/system/authentication/services/create/${enc(type)}`),
        show: (id: string) => p(`/system/authentication/services/${enc(id)}`),
        edit: (id: string, initialStepKey?: string) => p(`/system/authentication/services/edit/${enc(id)}${queryString({ initialStepKey })}`),
      },
      AUTHENTICATOR: {
        SHOW: p('/system/authentication/authenticator'),
        EDIT: p('/system/authentication/authenticator/edit'),
      },
    },
    USERS: {
      LIST: p('/system/users'),
      CREATE: p('/system/users/new'),
      edit: (id: string) => p(`/system/users/edit/${enc(id)}`),
      show: (id: string) => p(`/system/users/${enc(id)}`),
      tokens: (id: string) => p(`/system/users/tokens/${enc(id)}`),
    },
    ROLES: {
      LIST: p('/system/roles'),
      show: (id: string) => p(`/system/roles/${enc(id)}`),
      edit: (id: string) => p(`/system/roles/edit/${enc(id)}`),
    },
    LOOKUPTABLES: {
      LIST: p('/system/lookuptables'),
      CREATE: p('/system/lookuptables/create'),
      show: (id: string) => p(`/system/lookuptables/table/${enc(id)}`),
      edit: (id: string) => p(`/system/lookuptables/table/${enc(id)}/edit`),
      CACHES: {
        LIST: p('/system/lookuptables/caches'),
        CREATE: p('/system/lookuptables/caches/create'),
        show: (id: string) => p(`/system/lookuptables/caches/${enc(id)}`),
        edit: (id: string) => p(`/system/lookuptables/caches/${enc(id)}/edit`),
      },
      DATA_ADAPTERS: {
        LIST: p('/system/lookuptables/data_adapters'),
        CREATE: p('/system/lookuptables/data_adapters/create'),
        show: (id: string) => p(`/system/lookuptables/data_adapters/data_adapter/${enc(id)}`),
        edit: (id: string) => p(`/system/lookuptables/data_adapters/data_adapter/${enc(id)}/edit`),
      },
    },
    PIPELINES: {
      OVERVIEW: p('/system/pipelines'),
      show: (id: string) => p(`/system/pipelines/${enc(id)}`),
      RULES: p('/system/pipelines/rules'),
      rule: (id: string) => p(`/system/pipelines/rules/${enc(id)}`),
      SIMULATOR: p('/system/pipelines/simulate'),
    },
    SIDECARS: {
      OVERVIEW: p('/system/sidecars'),
      status: (id: string) => p(`/system/sidecars/${enc(id)}/status`),
      ADMINISTRATION: p('/system/sidecars/administration'),
      CONFIGURATION: p('/system/sidecars/configuration'),
      NEW_CONFIGURATION: p('/system/sidecars/configuration/new'),
      editConfiguration: (id: string) => p(`/system/sidecars/configuration/edit/${enc(id)}`),
      NEW_COLLECTOR: p('/system/sidecars/collector/new'),
      editCollector: (id: string) => p(`/system/sidecars/collector/edit/${enc(id)}`),
    },
    EXTRACTORS: {
      list: (inputId: string, nodeId: string) => p(`/system/inputs/${enc(inputId)}/${enc(nodeId)}/extractors`),
      create: (inputId: string, nodeId: string) => p(`/system/inputs/${enc(inputId)}/${enc(nodeId)}/extractors/new`),
      exportPage: (inputId: string, nodeId: string) => p(`/system/inputs/${enc(inputId)}/${enc(nodeId)}/extractors/export`),
      importPage: (inputId: string, nodeId: string) => p(`/system/inputs/${enc(inputId)}/${enc(nodeId)}/extractors/import`),
      edit: (inputId: string, nodeId: string, id: string) => p(`/system/inputs/${enc(inputId)}/${enc(nodeId)}/extractors/${enc(id)}/edit`),
    },
  },
  search: (query?: string, interval?: string) => p(`/search${queryString({ q: query, interval })}`),
  searchView: (viewId: string) => p(`/search/${enc(viewId)}`),
  view: (viewId: string) => p(`/views/${enc(viewId)}`),
  dashboard: (id: string) => p(`/dashboards/${enc(id)}`),
  dashboardTv: (viewId: string) => p(`/dashboards/tv/${enc(viewId)}`),
  message: (index: string, id: string) => p(`/messages/${enc(index)}/${enc(id)}`),
  legacyAlertsOfStream: (streamId: string) => p(`/alerts/${queryString({ stream_id: streamId })}`),
  streamEdit: (id: string, index?: string, messageId?: string) => p(`/streams/${enc(id)}/edit${queryString({ index, message_id: messageId })}`),
  streamOutputs: (id: string) => p(`/streams/${enc(id)}/outputs`),
  streamSearch: (id: string, query?: string) => p(`/streams/${enc(id)}/search${queryString({ q: query })}`),
  streamMessages: (id: string) => p(`/streams/${enc(id)}/messages`),
});

/** Puts `path` (relative to the application, starting with '/') under `prefix`. */
export const qualifyWithPrefix = (prefix: string, path: string): string => {
  const normalized = normalizePrefix(prefix);
  if (normalized === '') {
    return path;
  }
  if (path === normalized || path.startsWith(`${normalized}/`)) {
    return path;
  }
  return path === '/' ? `${normalized}/` : `${normalized}${path}`;
};

/** Puts `path` under the configured application prefix. */
export const qualifyUrl = (path: string): string => qualifyWithPrefix(AppConfig.gl2AppPathPrefix(), path);

/** The path without the application prefix, for matching a current location against route paths. */
export const unqualifyUrl = (path: string): string => {
  const prefix = AppConfig.gl2AppPathPrefix();
  if (prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`))) {
    return path.slice(prefix.length) || '/';
  }
  return path;
};

export type RoutePaths = ReturnType<typeof buildPaths>;

/** All routes under `prefix`, plus the same routes without a prefix under `unqualified`. */
export const buildRoutes = (prefix: string): RoutePaths & { unqualified: RoutePaths } => ({
  ...buildPaths((path) => qualifyWithPrefix(prefix, path)),
  unqualified: buildPaths((path) => path),
});

const Routes = buildRoutes(AppConfig.gl2AppPathPrefix());

export default Routes;

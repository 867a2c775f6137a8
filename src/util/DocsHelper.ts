// Links into the Graylog 4.0 documentation, so that every page points to the manual of the API it speaks.

/** Where the Graylog 4.0 manual lives; page paths below are relative to it. */
export const DOCS_BASE = 'https://docs.graylog.org/en/4.0/pages/';

/** Manual pages the console links to, relative to DOCS_BASE. */
export const PAGES = {
  ALERTS: 'alerts.html',
  AUTHENTICATORS: 'users_and_roles/external_auth.html',
  CONFIGURATION: 'configuration.html',
  CONTENT_PACKS: 'content_packs.html',
  DASHBOARDS: 'dashboards.html',
  DECORATORS: 'searching/decorators.html',
  EXTRACTORS: 'extractors.html',
  GETTING_STARTED: 'getting_started.html',
  INDEX_MODEL: 'configuration/index_model.html',
  INDEXER_FAILURES: 'indexer_failures.html',
  INPUTS: 'sending_data.html',
  LOOKUPTABLES: 'lookuptables.html',
  PERMISSIONS: 'users_and_roles/permission_system.html',
  PIPELINES: 'pipelines.html',
  PIPELINE_RULES: 'pipelines/rules.html',
  ROLES: 'users_and_roles/roles.html',
  SEARCH_QUERY_LANGUAGE: 'searching/query_language.html',
  SIDECARS: 'sidecar.html',
  STREAMS: 'streams.html',
  USERS: 'users_and_roles/users.html',
  USERS_ROLES: 'users_and_roles.html',
  WELCOME: '',
} as const;

export type DocsPage = typeof PAGES[keyof typeof PAGES];

/**
 * The address of a manual page: `path` relative to DOCS_BASE (a leading slash is tolerated), or a
 * complete http(s) URL, which is returned as it is (plugins may document themselves elsewhere).
 */
export const url = (path: string = ''): string => {
  if (/^https?:\/\//i.test(path)) {
    return path;
  }
  return `${DOCS_BASE}${path.replace(/^\/+/, '')}`;
};

const DocsHelper = { DOCS_BASE, PAGES, url };

export default DocsHelper;

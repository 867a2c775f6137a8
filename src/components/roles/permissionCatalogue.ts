// Common Graylog permission strings, offered as suggestions when editing a role. Not a closed list: any
// `entity:action[:id]` string may be entered (plugins add their own entities).

export type PermissionSuggestion = { permission: string, description: string };

export const PERMISSION_CATALOGUE: ReadonlyArray<PermissionSuggestion> = [
  { permission: '*', description: 'Everything (administrator)' },
  { permission: 'searches:relative', description: 'Search with relative time ranges' },
  { permission: 'searches:absolute', description: 'Search with absolute time ranges' },
  { permission: 'searches:keyword', description: 'Search with keyword time ranges' },
  { permission: 'messages:read', description: 'Read single messages' },
  { permission: 'streams:read', description: 'See all streams' },
  { permission: 'streams:create', description: 'Create streams' },
  { permission: 'streams:edit', description: 'Edit all streams' },
  { permission: 'streams:changestate', description: 'Pause and resume streams' },
  { permission: 'dashboards:read', description: 'See all dashboards' },
  { permission: 'dashboards:create', description: 'Create dashboards' },
  { permission: 'dashboards:edit', description: 'Edit all dashboards' },
  { permission: 'view:read', description: 'See all saved searches and views' },
  { permission: 'view:create', description: 'Create saved searches and views' },
  { permission: 'view:edit', description: 'Edit all saved searches and views' },
  { permission: 'eventdefinitions:read', description: 'See event definitions' },
  { permission: 'eventdefinitions:create', description: 'Create event definitions' },
  { permission: 'eventdefinitions:edit', description: 'Edit event definitions' },
  { permission: 'eventnotifications:read', description: 'See event notifications' },
  { permission: 'eventnotifications:create', description: 'Create event notifications' },
  { permission: 'eventnotifications:edit', description: 'Edit event notifications' },
  { permission: 'inputs:read', description: 'See inputs' },
  { permission: 'inputs:create', description: 'Launch inputs' },
  { permission: 'inputs:edit', description: 'Edit inputs' },
  { permission: 'inputs:terminate', description: 'Delete inputs' },
  { permission: 'outputs:read', description: 'See outputs' },
  { permission: 'indexsets:read', description: 'See index sets' },
  { permission: 'indices:read', description: 'See indices' },
  { permission: 'pipeline:read', description: 'See pipelines' },
  { permission: 'pipeline_rule:read', description: 'See pipeline rules' },
  { permission: 'lookuptables:read', description: 'See lookup tables' },
  { permission: 'sidecars:read', description: 'See sidecars' },
  { permission: 'sidecars:update', description: 'Assign configurations to sidecars and control their collectors' },
  { permission: 'sidecar_collectors:read', description: 'See sidecar collectors' },
  { permission: 'sidecar_collector_configurations:read', description: 'See sidecar configurations' },
  { permission: 'contentpack:read', description: 'See content packs' },
  { permission: 'contentpack:create', description: 'Create and upload content packs' },
  { permission: 'contentpack:install', description: 'Install content packs' },
  { permission: 'catalog:list', description: 'See the catalog of entities content packs can carry' },
  { permission: 'authservicebackend:read', description: 'See authentication services' },
  { permission: 'authservicebackend:edit', description: 'Edit authentication services' },
  { permission: 'licenseinfos:read', description: 'Read the enterprise licence status' },
  { permission: 'freelicenses:create', description: 'Request a free enterprise licence' },
  { permission: 'users:list', description: 'List users' },
  { permission: 'users:read', description: 'See all users' },
  { permission: 'users:create', description: 'Create users' },
  { permission: 'users:edit', description: 'Edit all users' },
  { permission: 'users:rolesedit', description: 'Change the roles of users' },
  { permission: 'users:tokenlist', description: 'List access tokens of users' },
  { permission: 'roles:read', description: 'See roles' },
  { permission: 'roles:create', description: 'Create roles' },
  { permission: 'roles:edit', description: 'Edit roles' },
  { permission: 'roles:delete', description: 'Delete roles' },
  { permission: 'system:read', description: 'See the system overview' },
  { permission: 'clusterconfigentry:read', description: 'See system configurations' },
  { permission: 'loggers:read', description: 'See loggers' },
  { permission: 'metrics:read', description: 'See metrics' },
];

/** Why `permission` is not a permission string, or undefined when it is one. */
export const permissionProblem = (permission: string, existing: ReadonlyArray<string>): string | undefined => {
  if (permission === '') {
    return 'Enter a permission, e.g. streams:read.';
  }
  if (/\s/.test(permission)) {
    return 'A permission contains no spaces.';
  }
  if (permission.split(':').some((part) => part === '')) {
    return 'A permission is made of parts separated by single colons, e.g. streams:read:<stream id>.';
  }
  if (existing.some((known) => known.toLowerCase() === permission.toLowerCase())) {
    return `The role grants ${permission} already.`;
  }
  return undefined;
};

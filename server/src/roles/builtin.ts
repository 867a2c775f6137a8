// The two roles every Graylog installation has. Admin holds everything; Reader is what every
// ordinary user gets: reading the system overview, searching, and the like.
export const ADMIN_ROLE = 'Admin';
export const READER_ROLE = 'Reader';

export const BUILTIN_ROLES = [
  {
    name: ADMIN_ROLE,
    description: 'Grants all permissions for Graylog administrators (built-in)',
    permissions: ['*'],
  },
  {
    name: READER_ROLE,
    description: 'Grants basic permissions for every Graylog user (built-in)',
    permissions: [
      'buffers:read',
      'clusterconfigentry:read',
      'decorators:read',
      'fieldnames:read',
      'indexercluster:read',
      'inputs:read',
      'journal:read',
      'jvmstats:read',
      'messagecount:read',
      'messages:analyze',
      'messages:read',
      'metrics:read',
      'savedsearches:*',
      'system:read',
      'throughput:read',
    ],
  },
] as const;

/**
 * Graylog's technical role for sidecar agents (V20180323150000_AddSidecarUser): register and pull the
 * configurations assigned to them. Not part of BUILTIN_ROLES, which the roles migration creates: it is ensured
 * on every start (sidecars/sidecarUser.ts), so data folders made before it existed get it too.
 */
export const SIDECAR_SYSTEM_ROLE = {
  name: 'Sidecar System (Internal)',
  description: 'Internal technical role. Grants access to register and pull configurations for a Sidecar node (built-in)',
  permissions: ['sidecar_collectors:read', 'sidecar_collector_configurations:read', 'sidecars:update'],
} as const;

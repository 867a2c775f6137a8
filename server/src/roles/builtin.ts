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

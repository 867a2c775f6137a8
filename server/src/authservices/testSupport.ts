// Shared by this area's tests: an LDAP backend body for a test directory, and the calls they make.
import type { FastifyInstance } from 'fastify';
import { ADMIN, CSRF, writing } from '../../test/helpers';
import type { Slapd } from '../../test/slapd';

export const BACKENDS = '/api/system/authentication/services/backends';
export const CONFIGURATION = '/api/system/authentication/services/configuration';

export function ldapBackendBody(ldap: Pick<Slapd, 'host' | 'port' | 'adminDn' | 'adminPassword' | 'peopleDn'>, overrides: {
  config?: Record<string, unknown>;
  default_roles?: string[];
  title?: string;
} = {}): Record<string, unknown> {
  return {
    title: overrides.title ?? 'directory',
    description: 'test directory',
    default_roles: overrides.default_roles ?? [],
    config: {
      type: 'ldap',
      servers: [{ host: ldap.host, port: ldap.port }],
      transport_security: 'none',
      verify_certificates: false,
      system_user_dn: ldap.adminDn,
      system_user_password: ldap.adminPassword,
      user_search_base: ldap.peopleDn,
      user_search_pattern: '(&(objectClass=inetOrgPerson)(uid={0}))',
      user_name_attribute: 'uid',
      user_full_name_attribute: 'cn',
      user_unique_id_attribute: 'entryUUID',
      ...overrides.config,
    },
  };
}

/** A directory nobody listens on: the port of a stopped server. */
export const DOWN = { host: '127.0.0.1', port: 1, adminDn: 'cn=admin,dc=example,dc=org', adminPassword: 'down-Secret-9', peopleDn: 'ou=people,dc=example,dc=org' };

export async function createBackend(app: FastifyInstance, body: Record<string, unknown>): Promise<string> {
  const response = await app.inject({ method: 'POST', url: BACKENDS, headers: writing(ADMIN), payload: body });
  if (response.statusCode !== 200) throw new Error(`create backend: ${response.statusCode} ${response.body}`);
  return response.json().backend.id as string;
}

export async function activate(app: FastifyInstance, id: string | null): Promise<void> {
  const response = await app.inject({ method: 'POST', url: CONFIGURATION, headers: writing(ADMIN), payload: { active_backend: id } });
  if (response.statusCode !== 200) throw new Error(`activate: ${response.statusCode} ${response.body}`);
}

export function loginRequest(app: FastifyInstance, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload: { username, password, host: '' } });
}

export async function readerRoleId(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/authz/roles', headers: ADMIN });
  return (response.json().roles as Array<{ id: string; name: string }>).find((role) => role.name === 'Reader')!.id;
}

// The shapes of authentication service backends, as Graylog 4.0 names them (AuthServiceBackendDTO,
// LDAPAuthServiceBackendConfig, ADAuthServiceBackendConfig).
import type { EncryptedSecret } from '../auth/secrets';

export const LDAP_TYPE = 'ldap';
export const AD_TYPE = 'active-directory';
export type BackendType = typeof LDAP_TYPE | typeof AD_TYPE;
export const BACKEND_TYPES: readonly BackendType[] = [LDAP_TYPE, AD_TYPE];

export type TransportSecurity = 'none' | 'tls' | 'start_tls';
export const TRANSPORT_SECURITIES: readonly TransportSecurity[] = ['none', 'tls', 'start_tls'];

export interface HostAndPort {
  host: string;
  port: number;
}

/** A backend's configuration as stored and answered, without the system user's password. */
export interface DirectoryConfig {
  type: BackendType;
  servers: HostAndPort[];
  transport_security: TransportSecurity;
  verify_certificates: boolean;
  system_user_dn: string;
  user_search_base: string;
  user_search_pattern: string;
  user_name_attribute: string;
  user_full_name_attribute: string;
  /** LDAP only: Active Directory always uses objectGUID. */
  user_unique_id_attribute?: string;
}

export interface BackendRecord {
  id: string;
  title: string;
  description: string;
  /** Role ids, as in Graylog. */
  default_roles: string[];
  config: DirectoryConfig;
  systemUserPassword: EncryptedSecret | null;
}

/**
 * What a request says about the system user's password (Graylog's EncryptedValue input): a new value
 * (a plain string or {set_value}), {keep_value: true}, {delete_value: true}, or nothing.
 */
export type PasswordInput =
  | { kind: 'set'; value: string }
  | { kind: 'keep' }
  | { kind: 'delete' }
  | { kind: 'unset' };

/** A backend as submitted: by POST/PUT, or inside a test request. */
export interface BackendInput {
  title: string;
  description: string;
  default_roles: string[];
  config: DirectoryConfig;
  password: PasswordInput;
}

/** The user a directory search found (Graylog's LDAPUser). */
export interface DirectoryUser {
  dn: string;
  /** The unique id attribute's value bytes, base64 (Graylog's base64UniqueId). */
  uniqueId: string;
  username: string;
  fullName: string;
  email: string;
  accountEnabled: boolean;
  /** The DN (LDAP) or userPrincipalName (Active Directory) a login binds with. */
  bindName: string;
}

/** Graylog's HTTPHeaderAuthConfig. */
export interface HttpHeaderAuthConfig {
  enabled: boolean;
  username_header: string;
}

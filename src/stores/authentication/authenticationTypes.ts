// The shapes of Graylog 4.0's authentication services API (/system/authentication/services), as the server
// answers them and as it takes them. Directory services (LDAP, Active Directory) share one configuration shape;
// Active Directory has no unique id attribute of its own (the server uses objectGUID).
import type { PaginatedList } from '@/stores/paginatedList';
import type { UserOverview } from '@/stores/users/UsersStore';

export type TransportSecurity = 'none' | 'tls' | 'start_tls';

export type ServerAddress = { host: string, port: number };

/** A directory service's configuration as the server answers it: the password only as set or not. */
export type DirectoryServiceConfig = {
  type: string,
  servers: Array<ServerAddress>,
  transport_security: TransportSecurity,
  verify_certificates: boolean,
  system_user_dn: string,
  system_user_password: { is_set: boolean },
  user_search_base: string,
  user_search_pattern: string,
  user_name_attribute: string,
  user_full_name_attribute: string,
  /** LDAP only. */
  user_unique_id_attribute?: string,
};

/** A backend of any type; the console knows how to show and edit the directory services. */
export type AuthenticationBackend = {
  id: string,
  title: string,
  description: string,
  /** Role ids new users of this backend get. */
  default_roles: Array<string>,
  config: { type: string } & Partial<DirectoryServiceConfig> & { [field: string]: unknown },
};

/**
 * The password in a request, as Graylog takes it: a plain string on create; on update `keep_value` leaves the
 * stored one, `set_value` replaces it, `delete_value` removes it.
 */
export type PasswordInput = string | undefined | { keep_value: true } | { delete_value: true } | { set_value: string };

export type DirectoryServiceConfigRequest = Omit<DirectoryServiceConfig, 'system_user_password'> & { system_user_password: PasswordInput };

/** What create and update send. */
export type BackendRequest = {
  title: string,
  description: string,
  default_roles: Array<string>,
  config: DirectoryServiceConfigRequest,
};

/** A page of backends, with the active one (null: none, or one the user may not read). */
export type PaginatedBackends = PaginatedList<AuthenticationBackend> & { activeBackend: AuthenticationBackend | null };

/** GET active-backend: the active backend (null: none) and how many backends exist. */
export type ActiveBackend = { backend: AuthenticationBackend | null, backendsTotal: number };

/** The answer of both test calls. */
export type TestResult = { success: boolean, message: string, errors: Array<string> };

export type LoginTestResult = TestResult & {
  result: {
    user_exists?: boolean,
    login_success?: boolean,
    /** The entry's attributes as the directory answered them. */
    user_details?: { [attribute: string]: unknown },
  } | null,
};

export type ConnectionTestRequest = { backend_id: string | undefined, backend_configuration: BackendRequest };
export type LoginTestRequest = ConnectionTestRequest & { user_login: { username: string, password: string } };

/** A page of the users a backend created, with the names of the roles they hold (by role id). */
export type BackendUsers = PaginatedList<UserOverview> & { roleTitles: { [roleId: string]: string } };

/** Graylog's HTTP header authentication: a trusted proxy names the user in a header. */
export type HTTPHeaderAuthConfig = { enabled: boolean, username_header: string };

// Reading a submitted backend (POST/PUT bodies, test requests) into a BackendInput, with Graylog's
// defaults and validation texts (AuthServiceBackendDTO.validate, LDAPAuthServiceBackendConfig.validate).
// A refusal is a 400 naming the field, as Graylog's ValidationResult keys name them.
import { Type } from '@sinclair/typebox';
import { FilterParser } from 'ldapts';
import { badRequest } from '../http/errors';
import {
  AD_TYPE, BACKEND_TYPES, LDAP_TYPE, TRANSPORT_SECURITIES,
  type BackendInput, type BackendType, type DirectoryConfig, type HostAndPort, type PasswordInput, type TransportSecurity,
} from './types';

/** The outer shape; `config` is checked per type below, so its refusals can name the field and the type's rules. */
export const BackendBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    title: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
    default_roles: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })),
    config: Type.Optional(Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()])),
  },
  { additionalProperties: true },
);

/** Active Directory's defaults (ADAuthServiceBackend): either name form finds the user. */
export const AD_DEFAULT_USER_SEARCH_PATTERN = '(&(objectClass=user)(|(userPrincipalName={0})(sAMAccountName={0})))';
export const AD_DEFAULT_USER_NAME_ATTRIBUTE = 'userPrincipalName';
export const AD_DEFAULT_FULL_NAME_ATTRIBUTE = 'displayName';
export const LDAP_DEFAULT_UNIQUE_ID_ATTRIBUTE = 'entryUUID';

type Raw = Record<string, unknown>;

const isBlank = (value: string) => value.trim() === '';

function stringField(raw: Raw, field: string, fallback: string | undefined, partial: boolean): string {
  const value = raw[field];
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    if (partial) return '';
    throw badRequest(`${field} is required`, field, 'is required');
  }
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`, field, 'must be a string');
  if (value.length > 10_000) throw badRequest(`${field} is too long`, field, 'is too long');
  return value;
}

/** Graylog's EncryptedValue as a request carries it. */
export function readPasswordInput(value: unknown, field: string): PasswordInput {
  if (value === undefined || value === null) return { kind: 'unset' };
  if (typeof value === 'string') return value === '' ? { kind: 'unset' } : { kind: 'set', value };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`${field} must be a string or an object with set_value, keep_value or delete_value`, field);
  }
  const raw = value as Raw;
  const keys = ['keep_value', 'delete_value', 'set_value'].filter((key) => raw[key] !== undefined);
  if (keys.length > 1) throw badRequest(`${field}: keep_value, delete_value and set_value are mutually exclusive`, field);
  if (keys[0] === 'keep_value') {
    if (raw.keep_value !== true) throw badRequest(`${field}: keep_value must be a boolean and true`, field);
    return { kind: 'keep' };
  }
  if (keys[0] === 'delete_value') {
    if (raw.delete_value !== true) throw badRequest(`${field}: delete_value must be a boolean and true`, field);
    return { kind: 'delete' };
  }
  if (typeof raw.set_value !== 'string' || isBlank(raw.set_value)) {
    throw badRequest(`${field}: set_value must be a string and cannot be empty or missing`, field);
  }
  if (raw.set_value.length > 1000) throw badRequest(`${field} is too long`, field);
  return { kind: 'set', value: raw.set_value };
}

function readServers(value: unknown, partial: boolean): HostAndPort[] {
  if (value === undefined || value === null) {
    if (partial) return [];
    throw badRequest('servers is required', 'servers', 'is required');
  }
  if (!Array.isArray(value)) throw badRequest('servers must be a list of {host, port}', 'servers');
  return value.map((server: unknown) => {
    const { host, port } = (server ?? {}) as Raw;
    if (typeof host !== 'string' || isBlank(host) || host.length > 255 || /[\s/]/.test(host.trim())) {
      throw badRequest('Each server needs a host name or address.', 'servers');
    }
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) {
      throw badRequest('Each server needs a port between 1 and 65535.', 'servers');
    }
    return { host: host.trim(), port };
  });
}

function readType(config: Raw): BackendType {
  const type = config.type;
  if (type === undefined || type === null || type === '') throw badRequest('Config type cannot be empty.', 'config');
  if (typeof type !== 'string' || !(BACKEND_TYPES as readonly string[]).includes(type)) {
    throw badRequest(`Unknown authentication service type: ${String(type)}`, 'config', `Unknown authentication service type: ${String(type)}`);
  }
  return type as BackendType;
}

/**
 * Reads a submitted backend. `partial` (connection tests of a wizard's first step) fills what is
 * missing with empty values and skips the checks of fields a connection does not need.
 */
export function readBackendInput(body: Raw, { partial = false }: { partial?: boolean } = {}): BackendInput {
  const rawConfig = body.config;
  if (rawConfig === undefined || rawConfig === null || typeof rawConfig !== 'object' || Array.isArray(rawConfig)) {
    throw badRequest('Config type cannot be empty.', 'config');
  }
  const config = rawConfig as Raw;
  const type = readType(config);
  const ad = type === AD_TYPE;

  const transport = config.transport_security ?? (partial ? 'none' : undefined);
  if (transport === undefined || transport === null) throw badRequest('transport_security is required', 'transport_security', 'is required');
  if (typeof transport !== 'string' || !(TRANSPORT_SECURITIES as readonly string[]).includes(transport)) {
    throw badRequest(`transport_security must be one of ${TRANSPORT_SECURITIES.join(', ')}`, 'transport_security');
  }
  const verify = config.verify_certificates ?? true;
  if (typeof verify !== 'boolean') throw badRequest('verify_certificates must be true or false', 'verify_certificates');

  const directory: DirectoryConfig = {
    type,
    servers: readServers(config.servers, partial),
    transport_security: transport as TransportSecurity,
    verify_certificates: verify,
    system_user_dn: stringField(config, 'system_user_dn', '', partial).trim(),
    user_search_base: stringField(config, 'user_search_base', undefined, partial),
    user_search_pattern: stringField(config, 'user_search_pattern', ad ? AD_DEFAULT_USER_SEARCH_PATTERN : undefined, partial),
    user_name_attribute: stringField(config, 'user_name_attribute', ad ? AD_DEFAULT_USER_NAME_ATTRIBUTE : undefined, partial),
    user_full_name_attribute: stringField(config, 'user_full_name_attribute', ad ? AD_DEFAULT_FULL_NAME_ATTRIBUTE : undefined, partial),
  };
  if (type === LDAP_TYPE) {
    directory.user_unique_id_attribute = stringField(config, 'user_unique_id_attribute', LDAP_DEFAULT_UNIQUE_ID_ATTRIBUTE, partial);
  }

  const title = typeof body.title === 'string' ? body.title : '';
  const input: BackendInput = {
    title,
    description: typeof body.description === 'string' ? body.description : '',
    default_roles: Array.isArray(body.default_roles) ? [...new Set(body.default_roles as string[])] : [],
    config: directory,
    password: readPasswordInput(config.system_user_password, 'system_user_password'),
  };
  if (!partial) validateBackendInput(input);
  return input;
}

/**
 * Whether every parenthesis of a filter is closed, and none before it opened. ldapts's parser reads
 * "(&(uid={0})(cn=x)" as if it were closed; Graylog's (UnboundID) refuses it, and so must we: the pattern
 * someone typed is not the filter that would run. Parentheses inside values are escaped (\28, \29), so
 * every raw one is structure.
 */
function parenthesesBalance(filter: string): boolean {
  let depth = 0;
  for (const character of filter) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** Graylog's rules, in its order; the first failure is answered. */
function validateBackendInput(input: BackendInput): void {
  const { config } = input;
  if (isBlank(input.title)) throw badRequest('Title cannot be empty.', 'title');
  if (config.servers.length === 0) throw badRequest('At least one server is required.', 'servers');
  if (config.servers.length > 1) throw badRequest('Currently only a single server URL is supported.', 'servers');
  if (isBlank(config.user_search_base)) throw badRequest('User search base cannot be empty.', 'user_search_base');
  if (isBlank(config.user_search_pattern)) throw badRequest('User search pattern cannot be empty.', 'user_search_pattern');
  try {
    if (!parenthesesBalance(config.user_search_pattern)) throw new Error('unbalanced');
    FilterParser.parseString(config.user_search_pattern);
  } catch {
    throw badRequest('User search pattern cannot be parsed. It must be a valid LDAP filter.', 'user_search_pattern');
  }
  if (config.user_unique_id_attribute !== undefined && isBlank(config.user_unique_id_attribute)) {
    throw badRequest('User unique ID attribute cannot be empty.', 'user_unique_id_attribute');
  }
  if (isBlank(config.user_name_attribute)) throw badRequest('User name attribute cannot be empty.', 'user_name_attribute');
  if (isBlank(config.user_full_name_attribute)) throw badRequest('User full name cannot be empty.', 'user_full_name_attribute');
}

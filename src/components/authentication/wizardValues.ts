// The directory service wizard's values and steps, and the translation to and from Graylog's backend JSON.
// Form fields carry the server's own field names, so a refusal naming `user_search_base` lands on that field.
import { FetchError, reasonOf } from '@/logic/errors/FetchError';
import { isBlank, requireFields } from '@/components/common/form/validators';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import type {
  AuthenticationBackend,
  BackendRequest,
  PasswordInput,
  TransportSecurity,
} from '@/stores/authentication/authenticationTypes';

import type { ServiceType } from './serviceTypes';

/** Graylog's step keys, so an edit link written by Graylog's own console opens the same step here. */
export const SERVER_CONFIG_STEP = 'server-configuration';
export const USER_SYNC_STEP = 'user-synchronization';
export type StepKey = typeof SERVER_CONFIG_STEP | typeof USER_SYNC_STEP;
export const STEP_KEYS: ReadonlyArray<StepKey> = [SERVER_CONFIG_STEP, USER_SYNC_STEP];
export const STEP_TITLES: Record<StepKey, string> = {
  [SERVER_CONFIG_STEP]: 'Server configuration',
  [USER_SYNC_STEP]: 'User synchronization',
};

// Short names some links use for the same steps.
const STEP_ALIASES: { [alias: string]: StepKey } = { serverConfig: SERVER_CONFIG_STEP, userSync: USER_SYNC_STEP };

/** The step an `initialStepKey` names; the first step for none or an unknown one. */
export const stepKeyOf = (raw: string | null | undefined): StepKey => {
  if (raw && (STEP_KEYS as ReadonlyArray<string>).includes(raw)) return raw as StepKey;
  return (raw && STEP_ALIASES[raw]) || SERVER_CONFIG_STEP;
};

export type WizardValues = {
  title: string,
  description: string,
  server_host: string,
  server_port: number | undefined,
  transport_security: TransportSecurity,
  verify_certificates: boolean,
  system_user_dn: string,
  /** Empty: none on create; on edit, keep the stored one. */
  system_user_password: string,
  /** Edit only: remove the stored password. */
  remove_system_user_password: boolean,
  user_search_base: string,
  user_search_pattern: string,
  user_name_attribute: string,
  user_full_name_attribute: string,
  user_unique_id_attribute: string,
  /** Role ids. */
  default_roles: Array<string>,
};

export const STEP_FIELDS: Record<StepKey, ReadonlyArray<keyof WizardValues>> = {
  [SERVER_CONFIG_STEP]: ['title', 'description', 'server_host', 'server_port', 'transport_security', 'verify_certificates',
    'system_user_dn', 'system_user_password', 'remove_system_user_password'],
  [USER_SYNC_STEP]: ['user_search_base', 'user_search_pattern', 'user_name_attribute', 'user_full_name_attribute',
    'user_unique_id_attribute', 'default_roles'],
};

export const DEFAULT_PORT = 389;
export const DEFAULT_TLS_PORT = 636;

/** A new service's values: Graylog's wizard defaults for the type (TLS on 636, certificates verified). */
export const newServiceValues = (serviceType: ServiceType): WizardValues => ({
  title: serviceType.title,
  description: '',
  server_host: 'localhost',
  server_port: DEFAULT_TLS_PORT,
  transport_security: 'tls',
  verify_certificates: true,
  system_user_dn: '',
  system_user_password: '',
  remove_system_user_password: false,
  user_search_base: '',
  ...serviceType.defaults,
  default_roles: [],
});

/** A saved backend's values; the password is never sent back, so its field starts empty. */
export const backendValues = (backend: AuthenticationBackend): WizardValues => {
  const { config } = backend;
  const server = config.servers?.[0];
  return {
    title: backend.title,
    description: backend.description ?? '',
    server_host: server?.host ?? '',
    server_port: server?.port,
    transport_security: config.transport_security ?? 'none',
    verify_certificates: config.verify_certificates ?? true,
    system_user_dn: config.system_user_dn ?? '',
    system_user_password: '',
    remove_system_user_password: false,
    user_search_base: config.user_search_base ?? '',
    user_search_pattern: config.user_search_pattern ?? '',
    user_name_attribute: config.user_name_attribute ?? '',
    user_full_name_attribute: config.user_full_name_attribute ?? '',
    user_unique_id_attribute: config.user_unique_id_attribute ?? '',
    default_roles: backend.default_roles ?? [],
  };
};

/** When switching to or from TLS, a port left at the other mode's default follows (389 ↔ 636), as in Graylog. */
export const portAfterTransportChange = (port: number | undefined, from: TransportSecurity, to: TransportSecurity): number | undefined => {
  if (from === 'tls' && to !== 'tls' && port === DEFAULT_TLS_PORT) return DEFAULT_PORT;
  if (from !== 'tls' && to === 'tls' && port === DEFAULT_PORT) return DEFAULT_TLS_PORT;
  return port;
};

const passwordInput = (values: WizardValues, editing: boolean): PasswordInput => {
  if (!editing) {
    return values.system_user_password === '' ? undefined : values.system_user_password;
  }
  if (values.remove_system_user_password) return { delete_value: true };
  return values.system_user_password === '' ? { keep_value: true } : { set_value: values.system_user_password };
};

/** The request for create, update and the tests. `editing`: an existing backend, whose stored password is kept unless changed. */
export const toBackendRequest = (values: WizardValues, serviceType: ServiceType, editing: boolean): BackendRequest => ({
  title: values.title.trim(),
  description: values.description,
  default_roles: values.default_roles,
  config: {
    type: serviceType.type,
    servers: [{ host: values.server_host.trim(), port: values.server_port ?? 0 }],
    transport_security: values.transport_security,
    verify_certificates: values.verify_certificates,
    system_user_dn: values.system_user_dn.trim(),
    system_user_password: passwordInput(values, editing),
    user_search_base: values.user_search_base.trim(),
    user_search_pattern: values.user_search_pattern.trim(),
    user_name_attribute: values.user_name_attribute.trim(),
    user_full_name_attribute: values.user_full_name_attribute.trim(),
    ...(serviceType.hasUniqueIdAttribute ? { user_unique_id_attribute: values.user_unique_id_attribute.trim() } : {}),
  },
});

/** The browser's checks: what Graylog requires, worded as every form of the console words it. */
/**
 * `rolesListed`: whether the role list loaded. Only then can a role be chosen, so only then is one
 * required; without it (no roles:read) the server decides, as Graylog accepts a service without default roles.
 */
export const validateWizard = (serviceType: ServiceType, { rolesListed = true }: { rolesListed?: boolean } = {}) => (values: WizardValues): FieldErrors<WizardValues> => {
  const errors: FieldErrors<WizardValues> = requireFields(values, {
    title: 'Title',
    server_host: 'Server address',
    user_search_base: 'Search base DN',
    user_search_pattern: 'Search pattern',
    user_name_attribute: 'Name attribute',
    user_full_name_attribute: 'Full name attribute',
    ...(serviceType.hasUniqueIdAttribute ? { user_unique_id_attribute: 'ID attribute' } : {}),
  });
  if (values.server_port === undefined) {
    errors.server_port = 'Port is required.';
  } else if (!Number.isInteger(values.server_port) || values.server_port < 1 || values.server_port > 65535) {
    errors.server_port = 'The port is a number from 1 to 65535.';
  }
  if (rolesListed && isBlank(values.default_roles)) {
    errors.default_roles = 'Choose at least one role: users need one (Reader at least) to use the console.';
  }
  return errors;
};

/** Whether one of `step`'s fields has an error. */
export const stepHasErrors = (errors: FieldErrors<WizardValues>, step: StepKey): boolean => STEP_FIELDS[step].some((field) => Boolean(errors[field]));

/** The first step holding one of `errors`, undefined when none does. */
export const firstStepWithErrors = (errors: FieldErrors<WizardValues>): StepKey | undefined => STEP_KEYS.find((step) => stepHasErrors(errors, step));

// Graylog names a refused server list `servers`; a server may also prefix configuration fields with `config.`.
const fieldNameOf = (serverField: string): string => {
  const name = serverField.replace(/^config\./, '');
  return name === 'servers' ? 'server_host' : name;
};

/**
 * The refusal with its field names turned into the wizard's, so each reason lands under its field. Anything
 * else is returned as it is.
 */
export const withWizardFieldNames = (error: unknown): unknown => {
  if (!(error instanceof FetchError) || typeof error.body !== 'object' || error.body === null) return error;
  const { errors } = error.body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return error;
  const entries = Object.entries(errors);
  if (entries.every(([field]) => fieldNameOf(field) === field)) return error;
  const renamed = Object.fromEntries(entries.map(([field, reasons]) => [fieldNameOf(field), reasons]));
  return new FetchError('Bad Request', error.status, { ...error.body, errors: renamed });
};

/** Reasons of a refused test request, one line each ("user_search_base: cannot be empty"), or the failure itself. */
export const refusalReasons = (error: unknown): Array<string> => {
  if (error instanceof FetchError && typeof error.body === 'object' && error.body !== null) {
    const { errors } = error.body as { errors?: unknown };
    if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
      const lines = Object.entries(errors).flatMap(([field, reasons]) => (Array.isArray(reasons) ? reasons : [reasons])
        .filter((reason): reason is string => typeof reason === 'string')
        .map((reason) => `${fieldNameOf(field)}: ${reason}`));
      if (lines.length > 0) return lines;
    }
  }
  return [reasonOf(error)];
};

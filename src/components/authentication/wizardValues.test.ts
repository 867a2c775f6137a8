import { FetchError } from '@/logic/errors/FetchError';

import { serviceTypeOf } from './serviceTypes';
import type { ServiceType } from './serviceTypes';
import {
  backendValues,
  firstStepWithErrors,
  newServiceValues,
  portAfterTransportChange,
  refusalReasons,
  stepKeyOf,
  toBackendRequest,
  validateWizard,
  withWizardFieldNames,
} from './wizardValues';

const ldap = serviceTypeOf('ldap') as ServiceType;
const activeDirectory = serviceTypeOf('active-directory') as ServiceType;

describe('wizardValues', () => {
  it('turns the values into Graylog\'s request, the password as create and update take it', () => {
    const values = { ...newServiceValues(ldap), user_search_base: ' ou=people,dc=example,dc=org ', default_roles: ['r1'] };
    expect(toBackendRequest(values, ldap, false)).toEqual({
      title: 'LDAP',
      description: '',
      default_roles: ['r1'],
      config: {
        type: 'ldap', servers: [{ host: 'localhost', port: 636 }], transport_security: 'tls', verify_certificates: true, system_user_dn: '',
        system_user_password: undefined, user_search_base: 'ou=people,dc=example,dc=org', user_search_pattern: '(&(uid={0})(objectClass=inetOrgPerson))',
        user_name_attribute: 'uid', user_full_name_attribute: 'cn', user_unique_id_attribute: 'entryUUID',
      },
    });
    expect(toBackendRequest({ ...values, system_user_password: 's3cret' }, ldap, false).config.system_user_password).toBe('s3cret');
    expect(toBackendRequest(values, ldap, true).config.system_user_password).toEqual({ keep_value: true });
    expect(toBackendRequest({ ...values, system_user_password: 'n3w' }, ldap, true).config.system_user_password).toEqual({ set_value: 'n3w' });
    expect(toBackendRequest({ ...values, remove_system_user_password: true }, ldap, true).config.system_user_password).toEqual({ delete_value: true });
  });

  it('sends no unique id attribute for Active Directory', () => {
    expect(toBackendRequest(newServiceValues(activeDirectory), activeDirectory, false).config).not.toHaveProperty('user_unique_id_attribute');
  });

  it('reads a saved backend back, leaving the password empty', () => {
    const values = backendValues({
      id: 'b1', title: 'People', description: 'Staff', default_roles: ['r1'],
      config: { type: 'ldap', servers: [{ host: 'h', port: 389 }], transport_security: 'none', system_user_password: { is_set: true }, user_search_base: 'dc=x' },
    });
    expect(values).toMatchObject({ title: 'People', server_host: 'h', server_port: 389, transport_security: 'none', system_user_password: '', user_search_base: 'dc=x', default_roles: ['r1'] });
  });

  it('moves a default port along with TLS, and leaves any other port alone', () => {
    expect(portAfterTransportChange(636, 'tls', 'none')).toBe(389);
    expect(portAfterTransportChange(636, 'tls', 'start_tls')).toBe(389);
    expect(portAfterTransportChange(389, 'none', 'tls')).toBe(636);
    expect(portAfterTransportChange(10389, 'none', 'tls')).toBe(10389);
  });

  it('requires what Graylog requires and names the first step with a problem', () => {
    const errors = validateWizard(ldap)({ ...newServiceValues(ldap), server_port: 70000, user_unique_id_attribute: '' });
    expect(errors).toEqual({
      server_port: 'The port is a number from 1 to 65535.',
      user_search_base: 'Search base DN is required.',
      user_unique_id_attribute: 'ID attribute is required.',
      default_roles: 'Choose at least one role: users need one (Reader at least) to use the console.',
    });
    expect(firstStepWithErrors(errors)).toBe('server-configuration');
    expect(firstStepWithErrors({ default_roles: 'x' })).toBe('user-synchronization');
    expect(validateWizard(activeDirectory)({ ...newServiceValues(activeDirectory), user_search_base: 'dc=x', default_roles: ['r'] })).toEqual({});
    // Without a role list nothing can be chosen: no role is required then (the server decides).
    expect(validateWizard(activeDirectory, { rolesListed: false })({ ...newServiceValues(activeDirectory), user_search_base: 'dc=x' })).toEqual({});
  });

  it('reads initialStepKey in Graylog\'s and the short spelling', () => {
    expect(stepKeyOf('user-synchronization')).toBe('user-synchronization');
    expect(stepKeyOf('userSync')).toBe('user-synchronization');
    expect(stepKeyOf('serverConfig')).toBe('server-configuration');
    expect(stepKeyOf('group-synchronization')).toBe('server-configuration');
    expect(stepKeyOf(null)).toBe('server-configuration');
  });

  it('places a refusal of the server list and of config.-prefixed fields on the wizard\'s fields', () => {
    const refused = new FetchError('Bad Request', 400, { failed: true, errors: { servers: ['Currently only a single server URL is supported.'], 'config.user_search_base': ['empty'] } });
    const placed = withWizardFieldNames(refused) as FetchError;
    expect((placed.body as { errors: unknown }).errors).toEqual({ server_host: ['Currently only a single server URL is supported.'], user_search_base: ['empty'] });
    const plain = new FetchError('Bad Request', 400, { failed: true, errors: { title: ['Title cannot be empty.'] } });
    expect(withWizardFieldNames(plain)).toBe(plain);
    expect(refusalReasons(refused)).toEqual(['server_host: Currently only a single server URL is supported.', 'user_search_base: empty']);
    expect(refusalReasons(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'Not authorized' }))).toEqual(['Not authorized']);
  });
});

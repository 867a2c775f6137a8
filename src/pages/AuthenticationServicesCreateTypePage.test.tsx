import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { Route } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import AuthenticationServicesCreateTypePage from './AuthenticationServicesCreateTypePage';
import { formDriver } from 'fixtures/formDriver';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const roles = [
  { id: 'r-admin', name: 'Admin', description: 'Everything', permissions: ['*'], read_only: true },
  { id: 'r-reader', name: 'Reader', description: 'Basic', permissions: [], read_only: true },
];

type Call = { method: Method, url: string, body: unknown };
let calls: Array<Call> = [];
let createAnswer: () => Promise<unknown>;
let connectionAnswer: () => Promise<unknown>;

const answer = (method: Method, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url.startsWith('/api/authz/roles?')) {
    return Promise.resolve({ roles, page: 1, per_page: 0, query: '', count: 2, total: 2, grand_total: 2 });
  }
  if (method === 'POST' && url === '/api/system/authentication/services/backends') return createAnswer();
  if (method === 'POST' && url === '/api/system/authentication/services/test/backend/connection') return connectionAnswer();
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const renderWizard = async (type = 'ldap', permissions = ['*']) => {
  const page = await mountPage(
    <Route path="/system/authentication/services/create/:type" component={AuthenticationServicesCreateTypePage} />,
    `/system/authentication/services/create/${type}`,
    permissions,
  );
  await settle(page.wrapper);
  return page;
};

const buttonNamed = (wrapper: ReactWrapper, name: string) => wrapper.find('button').filterWhere((button) => button.text() === name);
const click = async (wrapper: ReactWrapper, name: string) => {
  act(() => { buttonNamed(wrapper, name).simulate('click'); });
  await settle(wrapper);
};
const submit = async (wrapper: ReactWrapper) => {
  act(() => { wrapper.find('form').filterWhere((form) => form.find('button[type="submit"]').text() === 'Create service').simulate('submit'); });
  await settle(wrapper);
  await settle(wrapper);
};

describe('AuthenticationServicesCreateTypePage', () => {
  beforeEach(() => {
    calls = [];
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    createAnswer = () => Promise.resolve({ backend: { id: 'b-new', title: 'Directory', description: '', default_roles: ['r-reader'], config: { type: 'ldap' } } });
    connectionAnswer = () => Promise.resolve({ success: true, message: 'Connection successful', errors: [] });
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
  });
  afterEach(unmountPages);

  it('starts with Graylog\'s defaults and moves the port along with TLS', async () => {
    const { wrapper } = await renderWizard();
    const form = formDriver(() => wrapper);

    expect(wrapper.find('h1').text()).toBe('Create LDAP Authentication Service');
    expect(form.field('title').prop('value')).toBe('LDAP');
    expect(form.field('server_host').prop('value')).toBe('localhost');
    expect(form.field('server_port').prop('value')).toBe('636');
    expect(wrapper.find('input[name="transport_security"][value="tls"]').prop('checked')).toBe(true);

    act(() => { wrapper.find('input[name="transport_security"][value="none"]').simulate('change'); });
    wrapper.update();
    expect(form.field('server_port').prop('value')).toBe('389');

    await click(wrapper, 'Next: User synchronization');
    expect(form.field('user_search_pattern').prop('value')).toBe('(&(uid={0})(objectClass=inetOrgPerson))');
    expect(form.field('user_unique_id_attribute').prop('value')).toBe('entryUUID');
    // A new service gets the Reader role, as in Graylog.
    const reader = wrapper.find('input[name="default_roles"]').filterWhere((input) => wrapper.find(`label[htmlFor="${input.prop('id')}"]`).text().startsWith('Reader'));
    expect(reader.prop('checked')).toBe(true);
  });

  it('Active Directory asks for no unique id attribute and uses its own search pattern', async () => {
    const { wrapper } = await renderWizard('active-directory');
    await click(wrapper, 'Next: User synchronization');
    const form = formDriver(() => wrapper);

    expect(form.field('user_search_pattern').prop('value')).toBe('(&(objectClass=user)(|(sAMAccountName={0})(userPrincipalName={0})))');
    expect(form.field('user_unique_id_attribute').exists()).toBe(false);
  });

  it('shows the connection test\'s real result: the success message or the errors', async () => {
    const { wrapper } = await renderWizard();
    const form = formDriver(() => wrapper);
    form.type('server_host', 'ldap.example.org');
    await click(wrapper, 'Test server connection');

    const sent = calls.find((call) => call.url.endsWith('/test/backend/connection'))?.body as { backend_configuration: { config: { servers: unknown } } };
    expect(sent.backend_configuration.config.servers).toEqual([{ host: 'ldap.example.org', port: 636 }]);
    expect(wrapper.find('[aria-label="Server connection test"] .alert-success').text()).toBe('Connection successful');

    connectionAnswer = () => Promise.resolve({ success: false, message: 'Connection failed', errors: ['connect ECONNREFUSED 127.0.0.1:636'] });
    await click(wrapper, 'Test server connection');
    const failure = wrapper.find('[aria-label="Server connection test"] .alert-danger');
    expect(failure.find('.fw-bold').text()).toBe('Connection failed');
    expect(failure.find('li').map((item) => item.text())).toEqual(['connect ECONNREFUSED 127.0.0.1:636']);
  });

  it('keeps everything typed when the server refuses, and shows the reason at its field on its step', async () => {
    createAnswer = () => Promise.reject(new FetchError('Bad Request', 400, {
      failed: true, errors: { user_search_pattern: ['User search pattern cannot be parsed. It must be a valid LDAP filter.'] },
    }));
    const { wrapper, history } = await renderWizard();
    const form = formDriver(() => wrapper);
    form.type('title', 'Company directory');
    form.type('system_user_password', 'bind-secret');
    await click(wrapper, 'Next: User synchronization');
    form.type('user_search_base', 'ou=people,dc=example,dc=org');
    form.type('user_search_pattern', '(uid={0}');
    await click(wrapper, 'Back: Server configuration');
    await submit(wrapper);

    const created = calls.find((call) => call.method === 'POST' && call.url.endsWith('/services/backends'))?.body as { title: string, config: Record<string, unknown> };
    expect(created.title).toBe('Company directory');
    expect(created.config).toMatchObject({ type: 'ldap', system_user_password: 'bind-secret', user_search_pattern: '(uid={0}', user_search_base: 'ou=people,dc=example,dc=org' });
    // The wizard opened the step holding the refused field, with the reason under it and the value kept.
    expect(wrapper.find('button[aria-current="step"]').text()).toContain('User synchronization');
    expect(form.errorOf('user_search_pattern')).toBe('User search pattern cannot be parsed. It must be a valid LDAP filter.');
    expect(form.field('user_search_pattern').prop('value')).toBe('(uid={0}');
    await click(wrapper, '1. Server configuration');
    expect(form.field('title').prop('value')).toBe('Company directory');
    expect(form.field('system_user_password').prop('value')).toBe('bind-secret');
    expect(history.location.pathname).toBe('/system/authentication/services/create/ldap');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('checks required fields in the browser and creates the service, then shows it', async () => {
    const { wrapper, history } = await renderWizard();
    await submit(wrapper);
    const form = formDriver(() => wrapper);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(form.errorOf('user_search_base')).toBe('Search base DN is required.');

    form.type('user_search_base', 'ou=people,dc=example,dc=org');
    await submit(wrapper);
    expect(UserNotification.success).toHaveBeenCalledWith('Authentication service "LDAP" was created successfully.', 'Authentication service created');
    expect(history.location.pathname).toBe('/system/authentication/services/b-new');
  });

  it('without roles:read saves a service without default roles, and shows the tests only with their permission', async () => {
    const { wrapper, history } = await renderWizard('ldap', ['authservicebackend:create']);
    const form = formDriver(() => wrapper);
    expect(buttonNamed(wrapper, 'Test server connection').exists()).toBe(false);
    expect(buttonNamed(wrapper, 'Test user login').exists()).toBe(false);
    await click(wrapper, 'Next: User synchronization');
    // No role can be listed, so none can be required: the server decides (Graylog accepts none).
    expect(calls.some((call) => call.url.startsWith('/api/authz/roles'))).toBe(false);
    expect(wrapper.find('fieldset legend').filterWhere((legend) => legend.text().startsWith('Default roles')).text()).toBe('Default roles');
    form.type('user_search_base', 'ou=people,dc=example,dc=org');
    await submit(wrapper);
    expect(wrapper.find('fieldset .invalid-feedback').exists()).toBe(false);
    const created = calls.find((call) => call.method === 'POST' && call.url.endsWith('/services/backends'))?.body as { default_roles: unknown };
    expect(created.default_roles).toEqual([]);
    expect(history.location.pathname).toBe('/system/authentication/services/b-new');

    unmountPages();
    const allowed = (await renderWizard('ldap', ['authservicebackend:create', 'authservicetestbackend:execute'])).wrapper;
    expect(buttonNamed(allowed, 'Test server connection').exists()).toBe(true);
    expect(buttonNamed(allowed, 'Test user login').exists()).toBe(true);
  });

  it('still requires a default role when the roles could be listed', async () => {
    const { wrapper } = await renderWizard();
    const form = formDriver(() => wrapper);
    await click(wrapper, 'Next: User synchronization');
    const reader = wrapper.find('input[name="default_roles"]').filterWhere((input) => wrapper.find(`label[htmlFor="${input.prop('id')}"]`).text().startsWith('Reader'));
    act(() => { reader.simulate('change', { target: { checked: false } }); });
    form.type('user_search_base', 'ou=people,dc=example,dc=org');
    await submit(wrapper);
    expect(wrapper.find('fieldset .invalid-feedback').text()).toBe('Choose at least one role: users need one (Reader at least) to use the console.');
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/services/backends'))).toBe(false);
  });

  it('says an unknown type does not exist', async () => {
    const { wrapper } = await renderWizard('kerberos');
    expect(wrapper.text()).toContain('There is no authentication service type "kerberos".');
  });
});

import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { Route } from 'react-router-dom';

import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import AuthenticationServicesDetailsPage from './AuthenticationServicesDetailsPage';
import AuthenticationServicesEditPage from './AuthenticationServicesEditPage';
import { formDriver } from 'fixtures/formDriver';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const people = {
  id: 'b1', title: 'People', description: 'Staff', default_roles: ['r-reader'],
  config: {
    type: 'ldap', servers: [{ host: 'ldap.example.org', port: 389 }], transport_security: 'start_tls', verify_certificates: true,
    system_user_dn: 'cn=admin,dc=example,dc=org', system_user_password: { is_set: true }, user_search_base: 'ou=people,dc=example,dc=org',
    user_search_pattern: '(&(uid={0})(objectClass=inetOrgPerson))', user_name_attribute: 'uid', user_full_name_attribute: 'cn', user_unique_id_attribute: 'entryUUID',
  },
};
const roles = [{ id: 'r-reader', name: 'Reader', description: '', permissions: [], read_only: true }];

type Call = { method: Method, url: string, body: unknown };
let calls: Array<Call> = [];

const answer = (method: Method, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url === '/api/system/authentication/services/backends/b1') return Promise.resolve({ backend: people });
  if (method === 'GET' && url.startsWith('/api/authz/roles?')) return Promise.resolve({ roles, page: 1, per_page: 0, query: '', count: 1, total: 1, grand_total: 1 });
  if (method === 'PUT' && url === '/api/system/authentication/services/backends/b1') return Promise.resolve({ backend: people });
  if (method === 'POST' && url === '/api/system/authentication/services/test/backend/login') {
    return Promise.resolve({
      success: true, message: 'Authentication successful', errors: [],
      result: { user_exists: true, login_success: true, user_details: { dn: 'uid=dora,ou=people,dc=example,dc=org', uid: 'dora', cn: 'Dora Directory' } },
    });
  }
  if (method === 'GET' && url.startsWith('/api/system/authentication/services/backends/b1/users?')) {
    return Promise.resolve({
      users: [{ id: 'u1', username: 'dora', full_name: 'Dora Directory', email: 'dora@example.org', roles: ['r-reader'], enabled: true }],
      context: { roles: { 'r-reader': { title: 'Reader' } } }, page: 1, per_page: 20, query: '', count: 1, total: 1, grand_total: 1,
    });
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const renderEdit = (search: string, permissions = ['*']) => mountPage(
  <Route path="/system/authentication/services/edit/:backendId" component={AuthenticationServicesEditPage} />,
  `/system/authentication/services/edit/b1${search}`,
  permissions,
).then(async (page) => { await settle(page.wrapper); return page; });

const clickButton = async (wrapper: ReactWrapper, name: string) => {
  act(() => { wrapper.find('button').filterWhere((button) => button.text() === name).simulate('click'); });
  await settle(wrapper);
};

describe('AuthenticationServicesEditPage', () => {
  beforeEach(() => {
    calls = [];
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(UserNotification.success).mockReset();
  });
  afterEach(unmountPages);

  it('opens at the step initialStepKey names, filled in with the saved service', async () => {
    const { wrapper } = await renderEdit('?initialStepKey=user-synchronization');
    const form = formDriver(() => wrapper);

    expect(wrapper.find('button[aria-current="step"]').text()).toBe('2. User synchronization');
    expect(form.field('user_search_base').prop('value')).toBe('ou=people,dc=example,dc=org');
    expect(form.field('server_host').exists()).toBe(false);

    await clickButton(wrapper, '1. Server configuration');
    expect(form.field('server_host').prop('value')).toBe('ldap.example.org');
    expect(wrapper.find('input[name="transport_security"][value="start_tls"]').prop('checked')).toBe(true);
  });

  it('opens at the first step without initialStepKey, and with the short step names too', async () => {
    let { wrapper } = await renderEdit('');
    expect(wrapper.find('button[aria-current="step"]').text()).toBe('1. Server configuration');
    unmountPages();
    ({ wrapper } = await renderEdit('?initialStepKey=userSync'));
    expect(wrapper.find('button[aria-current="step"]').text()).toBe('2. User synchronization');
  });

  it('keeps the stored password when its field is left empty, and says so', async () => {
    const { wrapper, history } = await renderEdit('');
    const form = formDriver(() => wrapper);
    expect(wrapper.find(`#${String(form.field('system_user_password').prop('aria-describedby'))}`).text()).toContain('Leave this empty to keep it');

    form.type('description', 'All staff');
    act(() => { wrapper.find('form').filterWhere((f) => f.find('button[type="submit"]').text() === 'Save service').simulate('submit'); });
    await settle(wrapper);
    await settle(wrapper);
    const update = calls.find((call) => call.method === 'PUT')?.body as { id: string, description: string, config: { system_user_password: unknown } };
    expect(update.id).toBe('b1');
    expect(update.description).toBe('All staff');
    expect(update.config.system_user_password).toEqual({ keep_value: true });
    expect(UserNotification.success).toHaveBeenCalledWith('Authentication service "People" was updated successfully.', 'Authentication service updated');
    expect(history.location.pathname).toBe('/system/authentication/services/b1');
  });

  it('tests a login with the stored service and shows the user\'s attributes', async () => {
    const { wrapper } = await renderEdit('');
    act(() => { wrapper.find('input[name="test_username"]').simulate('change', { target: { value: 'dora' } }); });
    act(() => { wrapper.find('input[name="test_password"]').simulate('change', { target: { value: 'dora-Secret-7' } }); });
    act(() => { wrapper.find('section[aria-label="User login test"] form').simulate('submit'); });
    await settle(wrapper);

    const sent = calls.find((call) => call.url.endsWith('/test/backend/login'))?.body as { backend_id: string, user_login: unknown, backend_configuration: { config: { system_user_password: unknown } } };
    expect(sent.backend_id).toBe('b1');
    expect(sent.user_login).toEqual({ username: 'dora', password: 'dora-Secret-7' });
    expect(sent.backend_configuration.config.system_user_password).toEqual({ keep_value: true });
    const outcome = wrapper.find('section[aria-label="User login test"] .alert-success');
    expect(outcome.find('.fw-bold').text()).toBe('Authentication successful');
    expect(outcome.find('dt').map((term) => term.text())).toEqual(['dn', 'uid', 'cn']);
    expect(outcome.find('dd').at(2).text()).toBe('Dora Directory');
  });

  it('refuses the form to a user who may not edit the service', async () => {
    const { wrapper } = await renderEdit('', ['authentication:edit', 'authservicebackend:read']);
    expect(wrapper.find('form').exists()).toBe(false);
  });
});

describe('AuthenticationServicesDetailsPage', () => {
  beforeEach(() => {
    calls = [];
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
  });
  afterEach(unmountPages);

  it('shows the configuration, the password only as set, edit links per step, and the users', async () => {
    const { wrapper } = await mountPage(
      <Route path="/system/authentication/services/:backendId" component={AuthenticationServicesDetailsPage} />,
      '/system/authentication/services/b1',
      ['*'],
    );
    await settle(wrapper);

    const server = wrapper.find('section[aria-label="Server configuration"]');
    expect(server.text()).toContain('ldap.example.org:389');
    expect(server.text()).toContain('StartTLS');
    expect(server.find('dd').filterWhere((dd) => dd.text() === 'Set').exists()).toBe(true);
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit').map((link) => link.prop('href'))).toEqual([
      '/system/authentication/services/edit/b1?initialStepKey=server-configuration',
      '/system/authentication/services/edit/b1?initialStepKey=user-synchronization',
    ]);
    expect(wrapper.find('section[aria-label="User synchronization"]').text()).toContain('Reader');
    const users = wrapper.find('section[aria-label="Synchronized users"] tbody tr');
    expect(users).toHaveLength(1);
    expect(users.text()).toContain('Dora Directory');
    expect(users.text()).toContain('Reader');
  });
});

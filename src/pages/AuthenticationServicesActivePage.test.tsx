import React from 'react';

import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';

import AuthenticationServicesActivePage from './AuthenticationServicesActivePage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const people = {
  id: 'b1', title: 'People', description: 'Staff directory', default_roles: [],
  config: { type: 'ldap', servers: [{ host: 'ldap.example.org', port: 636 }], transport_security: 'tls', system_user_password: { is_set: false } },
};
let active: { backend: unknown, context: { backends_total: number } };

const answer = (method: Method, url: string): Promise<unknown> => {
  if (method === 'GET' && url === '/api/system/authentication/services/active-backend') return Promise.resolve(active);
  if (method === 'GET' && url.startsWith('/api/authz/roles?')) return Promise.resolve({ roles: [], page: 1, per_page: 0, query: '', count: 0, total: 0 });
  if (method === 'GET' && url.startsWith('/api/system/authentication/services/backends/b1/users?')) {
    return Promise.resolve({ users: [], page: 1, per_page: 20, query: '', count: 0, total: 0, grand_total: 0 });
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const render = async (permissions = ['*']) => {
  const page = await mountPage(<AuthenticationServicesActivePage />, '/system/authentication/services/active', permissions);
  await settle(page.wrapper);
  return page;
};

describe('AuthenticationServicesActivePage', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url) => answer(method, url) as Promise<never>);
  });
  afterEach(unmountPages);

  it('says clearly that no service is active and links to creating one', async () => {
    active = { backend: null, context: { backends_total: 0 } };
    const { wrapper } = await render();

    expect(wrapper.find('h1').text()).toBe('No active authentication service');
    expect(wrapper.text()).toContain('No authentication service has been created yet.');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Create service').prop('href')).toBe('/system/authentication/services/create');
  });

  it('points to the list when services exist but none is active, and offers no create link to those who may not create', async () => {
    active = { backend: null, context: { backends_total: 2 } };
    const { wrapper } = await render(['authentication:edit']);

    expect(wrapper.text()).toContain('There are 2 services, none of them active.');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Create service').exists()).toBe(false);
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'All services').exists()).toBe(true);
  });

  it('shows the active service\'s details and users', async () => {
    active = { backend: people, context: { backends_total: 1 } };
    const { wrapper } = await render();

    expect(wrapper.find('h1').text()).toBe('Peopleactive');
    expect(wrapper.find('section[aria-label="Server configuration"]').text()).toContain('ldap.example.org:636');
    expect(wrapper.find('section[aria-label="Server configuration"]').text()).toContain('Not set');
    expect(wrapper.find('section[aria-label="Synchronized users"]').text()).toContain('No user has logged in through this service yet.');
  });
});

import React from 'react';
import { Route } from 'react-router-dom';

import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import { AuthenticationStore } from '@/stores/authentication/AuthenticationStore';

import AuthenticationServicesDetailsPage from './AuthenticationServicesDetailsPage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const people = {
  id: 'b1', title: 'People', description: '', default_roles: [],
  config: { type: 'ldap', servers: [{ host: 'ldap.example.org', port: 636 }], transport_security: 'tls', system_user_password: { is_set: true } },
};
let activeBackend: unknown;

const answer = (method: Method, url: string): Promise<unknown> => {
  if (method === 'GET' && url === '/api/system/authentication/services/backends/b1') return Promise.resolve({ backend: people });
  if (method === 'GET' && url === '/api/system/authentication/services/active-backend') {
    return activeBackend instanceof Error ? Promise.reject(activeBackend) : Promise.resolve({ backend: activeBackend, context: { backends_total: 1 } });
  }
  if (method === 'GET' && url.startsWith('/api/authz/roles?')) return Promise.resolve({ roles: [], page: 1, per_page: 0, query: '', count: 0, total: 0 });
  if (method === 'GET' && url.startsWith('/api/system/authentication/services/backends/b1/users?')) {
    return Promise.resolve({ users: [], page: 1, per_page: 20, query: '', count: 0, total: 0, grand_total: 0 });
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const render = async (permissions = ['*']) => {
  const page = await mountPage(
    <Route path="/system/authentication/services/:backendId"><AuthenticationServicesDetailsPage /></Route>,
    '/system/authentication/services/b1',
    permissions,
  );
  await settle(page.wrapper);
  return page;
};

describe('AuthenticationServicesDetailsPage', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url) => answer(method, url) as Promise<never>);
    // Opened directly: no other page has told the store which backend is active.
    AuthenticationStore.setState({ activeBackend: undefined });
  });
  afterEach(unmountPages);

  it('marks the active backend when the page is opened directly, and names its type with the right article', async () => {
    activeBackend = people;
    const { wrapper } = await render();

    expect(wrapper.find('h1').text()).toBe('Peopleactive');
    expect(wrapper.text()).toContain('An LDAP service.');
    expect(wrapper.find('section[aria-label="Server configuration"]').text()).toContain('System passwordSet');
  });

  it('shows no mark for another backend, and the page stays when the active backend cannot be read', async () => {
    activeBackend = { ...people, id: 'b2', title: 'Other' };
    const first = await render();
    expect(first.wrapper.find('h1').text()).toBe('People');
    unmountPages();

    AuthenticationStore.setState({ activeBackend: undefined });
    activeBackend = new Error('unreadable');
    const { wrapper } = await render();
    expect(wrapper.find('h1').text()).toBe('People');
    expect(wrapper.find('section[aria-label="User synchronization"]').exists()).toBe(true);
  });

  it('does not ask for the active backend without the permission to read it', async () => {
    activeBackend = people;
    await render(['authentication:edit', 'authservicebackend:read:b1']);
    expect(mockFetch.mock.calls.map(([method, url]) => `${method} ${url}`)).not.toContain('GET /api/system/authentication/services/active-backend');
  });
});

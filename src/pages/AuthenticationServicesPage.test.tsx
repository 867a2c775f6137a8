import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import AuthenticationServicesPage from './AuthenticationServicesPage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const backend = (id: string, title: string, type = 'ldap') => ({
  id, title, description: `${title} users`, default_roles: ['r-reader'],
  config: { type, servers: [{ host: 'ldap.example.org', port: 389 }], system_user_password: { is_set: true } },
});
const people = backend('b1', 'People');
const corp = backend('b2', 'Corp', 'active-directory');
const roles = [{ id: 'r-reader', name: 'Reader', description: '', permissions: [], read_only: true }];

type Call = { method: Method, url: string, body: unknown };
let calls: Array<Call> = [];
let activeId: string | null = null;

/** The server's side: the list (with the active backend in its context), roles, and the global configuration. */
const answer = (method: Method, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url.startsWith('/api/system/authentication/services/backends?')) {
    const list = [corp, people];
    return Promise.resolve({
      backends: list, context: { active_backend: list.find((b) => b.id === activeId) ?? null }, page: 1, per_page: 20, query: '', count: 2, total: 2, grand_total: 2,
    });
  }
  if (method === 'GET' && url.startsWith('/api/authz/roles?')) return Promise.resolve({ roles, page: 1, per_page: 0, query: '', count: 1, total: 1, grand_total: 1 });
  if (method === 'POST' && url === '/api/system/authentication/services/configuration') {
    activeId = (body as { active_backend: string | null }).active_backend;
    return Promise.resolve({ configuration: { active_backend: activeId } });
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const rowOf = (wrapper: ReactWrapper, title: string) => wrapper.find('tbody tr').filterWhere((row) => row.find('td').first().text().startsWith(title));
const dialogButton = (name: string) => Array.from(document.querySelectorAll('.modal button')).find((button) => button.textContent === name) as HTMLButtonElement;

describe('AuthenticationServicesPage', () => {
  beforeEach(() => {
    calls = [];
    activeId = null;
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(UserNotification.success).mockReset();
  });
  afterEach(unmountPages);

  it('lists the services with type and default roles, and says none is active', async () => {
    const { wrapper } = await mountPage(<AuthenticationServicesPage />, '/system/authentication/services', ['*']);

    expect(document.title).toMatch(/^Authentication Services/);
    expect(wrapper.find('tbody tr').map((row) => row.find('td').first().text())).toEqual(['Corp', 'People']);
    expect(rowOf(wrapper, 'People').text()).toContain('LDAP');
    expect(rowOf(wrapper, 'Corp').text()).toContain('Active Directory');
    expect(rowOf(wrapper, 'People').text()).toContain('Reader');
    expect(wrapper.find('section[aria-label="Active service"]').text()).toContain('No authentication service is active');
  });

  it('activates a service after confirming, then marks it active and offers no Delete for it', async () => {
    const { wrapper } = await mountPage(<AuthenticationServicesPage />, '/system/authentication/services', ['*']);

    act(() => { wrapper.find('button[aria-label="Activate People"]').simulate('click'); });
    wrapper.update();
    expect(document.querySelector('.modal')?.textContent).toContain('Do you really want to activate the authentication service People?');
    await act(async () => { dialogButton('Activate').click(); });
    await settle(wrapper);
    await settle(wrapper);

    expect(calls).toContainEqual({ method: 'POST', url: '/api/system/authentication/services/configuration', body: { active_backend: 'b1' } });
    expect(UserNotification.success).toHaveBeenCalledWith('Authentication service "People" was activated successfully.', 'Active authentication service changed');
    expect(rowOf(wrapper, 'People').find('.badge').text()).toBe('active');
    expect(wrapper.find('section[aria-label="Active service"]').text()).toContain('People');
    expect(wrapper.find('button[aria-label="Deactivate People"]').exists()).toBe(true);
    expect(wrapper.find('button[aria-label="Delete People"]').exists()).toBe(false);
    expect(wrapper.find('button[aria-label="Delete Corp"]').exists()).toBe(true);
  });

  it('offers no actions to a user who may only look', async () => {
    const { wrapper } = await mountPage(<AuthenticationServicesPage />, '/system/authentication/services', ['authentication:edit', 'authservicebackend:read']);

    expect(wrapper.find('tbody tr')).toHaveLength(2);
    expect(wrapper.find('tbody button').exists()).toBe(false);
    expect(wrapper.find('tbody a').filterWhere((link) => link.text() === 'Edit').exists()).toBe(false);
    expect(wrapper.text()).not.toContain('Create service');
    // Without roles:read the default roles show as the ids the server stores.
    expect(rowOf(wrapper, 'People').text()).toContain('r-reader');
    expect(calls.some((call) => call.url.startsWith('/api/authz/roles'))).toBe(false);
  });
});

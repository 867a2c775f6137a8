import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import RoleDetailsPage from './RoleDetailsPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const adminRole = { id: 'r1', name: 'Admin', description: 'Everything', permissions: ['*'], read_only: true };
const ops = { id: 'r2', name: 'Ops', description: 'Operators of the platform', permissions: ['streams:read', 'inputs:edit'], read_only: false };
const user = (id: string, username: string) => ({ id, username, full_name: `${username} Full`, email: `${username}@example.org` });

type Call = { method: Method, url: string, body: unknown };
let calls: Array<Call> = [];
let assignees = [user('u1', 'jane'), user('u2', 'bob')];

const paged = (key: string, list: Array<unknown>) => ({ [key]: list, page: 1, per_page: 20, query: '', count: list.length, total: list.length, grand_total: list.length });

/** A small stand-in for the server: one role, its assignees, and a user search. */
const answer = (method: Method, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url === '/api/authz/roles/r2') return Promise.resolve(ops);
  if (method === 'GET' && url === '/api/authz/roles/r1') return Promise.resolve(adminRole);
  if (method === 'GET' && url.startsWith('/api/authz/roles/r1/assignees?')) {
    return Promise.resolve(paged('users', [{ ...user('u0', 'admin'), read_only: true }, user('u5', 'root2')]));
  }
  if (method === 'GET' && url === '/api/authz/roles/gone') return Promise.reject(new FetchError('Not Found', 404, { type: 'ApiError', message: 'No role gone' }));
  if (method === 'GET' && url.startsWith('/api/authz/roles/r2/assignees?')) return Promise.resolve(paged('users', assignees));
  if (method === 'GET' && url.startsWith('/api/users/paginated?')) {
    return Promise.resolve(paged('users', [user('u3', 'carl'), user('u4', 'carla'), { ...user('u6', 'carlos'), roles: ['ops'] }]));
  }
  if (method === 'PUT' && url === '/api/authz/roles/r2/assignees') {
    assignees = [...assignees, ...(body as Array<string>).map((name) => user(`id-${name}`, name))];
    return Promise.resolve(undefined);
  }
  if (method === 'DELETE' && url.startsWith('/api/authz/roles/r2/assignee/')) {
    assignees = assignees.filter((assignee) => !url.endsWith(`/${assignee.username}`));
    return Promise.resolve(undefined);
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const settle = (ms = 0) => act(async () => { await new Promise((resolve) => setTimeout(resolve, ms)); });
const assigneeRequests = () => calls.filter((call) => call.url.startsWith('/api/authz/roles/r2/assignees?')).length;

const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

const renderPage = async (roleId = 'r2', permissions = ['*']) => {
  CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'admin', permissions }) });
  const history = createMemoryHistory({ initialEntries: [`/system/roles/${roleId}`] });
  const wrapper = mount(
    <Router history={history}><Route path="/system/roles/:roleId" component={RoleDetailsPage} /></Router>,
    { attachTo: document.body.appendChild(document.createElement('div')) },
  );
  mounted.push(wrapper);
  await settle();
  wrapper.update();
  return wrapper;
};

const rowOf = (wrapper: ReactWrapper, username: string) => wrapper.find('tbody tr').filterWhere((row) => row.find('td').first().text() === username);

describe('RoleDetailsPage', () => {
  beforeEach(() => {
    calls = [];
    assignees = [user('u1', 'jane'), user('u2', 'bob')];
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    (UserNotification.error as jest.Mock).mockReset();
  });

  it('shows what the role grants and who holds it', async () => {
    const wrapper = await renderPage();

    expect(wrapper.find('h1').text()).toBe('Role Ops');
    expect(document.title).toMatch(/^Role Ops/);
    expect(wrapper.text()).toContain('Operators of the platform');
    expect(wrapper.find('ul[aria-label="Permissions of Ops"] li').map((item) => item.text())).toEqual(['streams:read', 'inputs:edit']);
    expect(rowOf(wrapper, 'jane').exists()).toBe(true);
    expect(rowOf(wrapper, 'bob').exists()).toBe(true);
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit role').prop('href')).toBe('/system/roles/edit/r2');
  });

  it('never offers to take the Admin role from the read-only admin account', async () => {
    const wrapper = await renderPage('r1');
    expect(rowOf(wrapper, 'admin').find('button').exists()).toBe(false);
    expect(rowOf(wrapper, 'root2').find('button').text()).toBe('Remove');
  });

  it('assigns searched users with PUT and an array of names, then reloads the list', async () => {
    const wrapper = await renderPage();
    const search = () => wrapper.find('input#assign-users-search');

    act(() => { search().simulate('focus'); search().simulate('change', { target: { value: 'car' } }); });
    await settle(300);
    wrapper.update();
    expect(calls.map((call) => call.url)).toContain('/api/users/paginated?page=1&per_page=50&query=car&sort=username&order=asc');
    // carlos holds the role already (any case): not offered again.
    expect(wrapper.find('li[role="option"] small').map((detail) => detail.text())).toEqual(['carl Full', 'carla Full']);
    act(() => { wrapper.find('li[role="option"]').filterWhere((option) => option.text().startsWith('carl')).first().simulate('click'); });
    wrapper.update();
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Assign users').simulate('click'); });
    await settle();
    wrapper.update();

    expect(calls).toContainEqual({ method: 'PUT', url: '/api/authz/roles/r2/assignees', body: ['carl'] });
    expect(assigneeRequests()).toBe(2);
    expect(rowOf(wrapper, 'carl').exists()).toBe(true);
  });

  it('removes an assignee only after confirmation', async () => {
    const wrapper = await renderPage();
    const removeBob = () => rowOf(wrapper, 'bob').find('button').filterWhere((button) => button.text() === 'Remove');

    act(() => { removeBob().simulate('click'); });
    expect(document.querySelector('.modal-body')?.textContent).toContain('Do you really want to remove user bob from role Ops?');
    act(() => { Array.from(document.querySelectorAll<HTMLButtonElement>('.modal-footer button')).find((button) => button.textContent === 'Cancel')?.click(); });
    await settle();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    act(() => { removeBob().simulate('click'); });
    act(() => { document.querySelector<HTMLButtonElement>('.modal-footer .btn-danger')?.click(); });
    await settle();
    wrapper.update();

    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/authz/roles/r2/assignee/bob', body: undefined });
    expect(assigneeRequests()).toBe(2);
    expect(rowOf(wrapper, 'bob').exists()).toBe(false);
  });

  it('offers neither assigning nor removing to a user who may only read roles and list users', async () => {
    const wrapper = await renderPage('r2', ['roles:read', 'users:list']);

    expect(rowOf(wrapper, 'jane').exists()).toBe(true);
    expect(wrapper.find('input#assign-users-search').exists()).toBe(false);
    expect(wrapper.find('tbody button').exists()).toBe(false);
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit role').exists()).toBe(false);
  });

  it('does not ask for the users of a role when the user may not list users', async () => {
    const wrapper = await renderPage('r2', ['roles:read']);

    expect(wrapper.text()).toContain('Seeing who holds this role needs the permission to list users');
    expect(calls.some((call) => call.url.includes('/assignees'))).toBe(false);
  });

  it('says "not found" for a role that does not exist, without a toast', async () => {
    const wrapper = await renderPage('gone');

    expect(wrapper.find('h1').text()).toBe('Page not found');
    expect(wrapper.text()).toContain('There is no such role.');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});

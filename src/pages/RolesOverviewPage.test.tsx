import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import RolesOverviewPage from './RolesOverviewPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const admin = { id: 'r1', name: 'Admin', description: 'Grants all permissions', permissions: ['*'], read_only: true };
const ops = { id: 'r2', name: 'Ops', description: 'Operators', permissions: ['streams:read'], read_only: false };
const opsUsers = ['jane', 'bob', 'carl', 'dora', 'emil'].map((username, index) => ({ id: `u${index}`, username }));

type Call = { method: Method, url: string, body: unknown };
let calls: Array<Call> = [];
let roles = [admin, ops];

/** A small stand-in for the server: the roles list, delete and create. */
const answer = (method: Method, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url.startsWith('/api/authz/roles?')) {
    return Promise.resolve({
      roles, context: { users: { r2: opsUsers } }, page: 1, per_page: 20, query: '', count: roles.length, total: roles.length, grand_total: roles.length,
    });
  }
  if (method === 'DELETE' && url === '/api/authz/roles/r2') {
    roles = roles.filter((role) => role.id !== 'r2');
    return Promise.resolve(undefined);
  }
  if (method === 'POST' && url === '/api/roles') {
    return Promise.resolve({ ...(body as object), read_only: false });
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const buttonNamed = (name: string) => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);
const roleListRequests = () => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/authz/roles?')).length;

const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

const renderPage = async (permissions: Array<string>) => {
  CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'jane', permissions }) });
  const history = createMemoryHistory({ initialEntries: ['/system/roles'] });
  const wrapper = mount(<Router history={history}><RolesOverviewPage /></Router>, { attachTo: document.body.appendChild(document.createElement('div')) });
  mounted.push(wrapper);
  await settle();
  wrapper.update();
  return wrapper;
};

const roleForm = (wrapper: ReactWrapper) => wrapper.find('form').filterWhere((form) => form.find('input[name="name"]').exists());

const rowOf = (wrapper: ReactWrapper, name: string) => wrapper.find('tbody tr').filterWhere((row) => row.find('td').first().text().startsWith(name));

describe('RolesOverviewPage', () => {
  beforeEach(() => {
    calls = [];
    roles = [admin, ops];
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    (UserNotification.success as jest.Mock).mockReset();
  });

  it('lists roles with their users in a few words and marks built-in roles', async () => {
    const wrapper = await renderPage(['*']);

    expect(document.title).toMatch(/^Roles/);
    expect(calls[0]).toEqual({ method: 'GET', url: '/api/authz/roles?page=1&per_page=20&sort=name&order=asc', body: undefined });
    expect(rowOf(wrapper, 'Admin').text()).toContain('built-in');
    expect(rowOf(wrapper, 'Ops').text()).toContain('jane, bob and 3 more');
    expect(rowOf(wrapper, 'Ops').text()).not.toContain('built-in');
  });

  it('offers no way to delete or edit a built-in role, and says why', async () => {
    const wrapper = await renderPage(['*']);

    const adminRow = rowOf(wrapper, 'Admin');
    const deleteButton = adminRow.find('button').filterWhere((button) => button.text() === 'Delete');
    expect(deleteButton.prop('disabled')).toBe(true);
    expect(adminRow.find('[title="Built-in roles cannot be deleted."]').exists()).toBe(true);
    expect(adminRow.find('a').filterWhere((link) => link.text() === 'Edit').exists()).toBe(false);
    expect(rowOf(wrapper, 'Ops').find('a').filterWhere((link) => link.text() === 'Edit').prop('href')).toBe('/system/roles/edit/r2');
  });

  it('deletes a custom role after confirmation and reloads the list', async () => {
    const wrapper = await renderPage(['*']);

    act(() => { rowOf(wrapper, 'Ops').find('button[aria-label="Delete role Ops"]').simulate('click'); });
    expect(document.querySelector('.modal-body')?.textContent).toContain('Do you really want to delete role Ops?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    act(() => { document.querySelector<HTMLButtonElement>('.modal-footer .btn-danger')?.click(); });
    await settle();
    wrapper.update();

    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/authz/roles/r2', body: undefined });
    expect(UserNotification.success).toHaveBeenCalledWith('Role "Ops" was deleted successfully');
    expect(roleListRequests()).toBe(2);
    expect(rowOf(wrapper, 'Ops').exists()).toBe(false);
  });

  it('creates a role with name, description and permissions, then reloads the list', async () => {
    const wrapper = await renderPage(['*']);

    act(() => { buttonNamed('Create role')?.click(); });
    wrapper.update();
    const field = (selector: string) => wrapper.find(selector).hostNodes();
    act(() => { field('input[name="name"]').simulate('change', { target: { value: 'Auditors' } }); });
    act(() => { field('textarea[name="description"]').simulate('change', { target: { value: 'Read streams' } }); });
    wrapper.update();
    act(() => { field('input[list]').simulate('change', { target: { value: 'streams:read' } }); });
    wrapper.update();
    act(() => { field('input[list]').simulate('keydown', { key: 'Enter' }); });
    wrapper.update();
    act(() => { roleForm(wrapper).simulate('submit'); });
    await settle();
    wrapper.update();

    expect(calls).toContainEqual({ method: 'POST', url: '/api/roles', body: { name: 'Auditors', description: 'Read streams', permissions: ['streams:read'] } });
    expect(document.querySelector('.modal')).toBeNull();
    expect(roleListRequests()).toBe(2);
  });

  it('refuses a role name the server would refuse, without asking it', async () => {
    const wrapper = await renderPage(['*']);

    act(() => { buttonNamed('Create role')?.click(); });
    wrapper.update();
    act(() => { wrapper.find('input[name="name"]').hostNodes().simulate('change', { target: { value: 'a:b' } }); });
    act(() => { roleForm(wrapper).simulate('submit'); });
    await settle();
    wrapper.update();

    expect(wrapper.find('.invalid-feedback').first().text()).toBe('The name must not contain ":" or ",".');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a reader no create, edit or delete', async () => {
    const wrapper = await renderPage(['roles:read']);

    expect(buttonNamed('Create role')).toBeUndefined();
    expect(wrapper.find('tbody button').exists()).toBe(false);
    expect(wrapper.find('tbody a').filterWhere((link) => link.text() === 'Edit').exists()).toBe(false);
  });

  it('offers Delete to those the server lets delete by id (roles:edit), not to holders of roles:delete alone', async () => {
    const editor = await renderPage(['roles:read', 'roles:edit']);
    expect(rowOf(editor, 'Ops').find('button').filterWhere((button) => button.text() === 'Delete').exists()).toBe(true);
    editor.unmount();
    mounted.splice(mounted.indexOf(editor), 1);

    const deleter = await renderPage(['roles:read', 'roles:delete:ops']);
    expect(rowOf(deleter, 'Ops').find('button').filterWhere((button) => button.text() === 'Delete').exists()).toBe(false);
  });
});


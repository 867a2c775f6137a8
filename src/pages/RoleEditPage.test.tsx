import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import type { MemoryHistory } from 'history';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import RoleEditPage from './RoleEditPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const ops = { id: 'r2', name: 'Ops', description: 'Operators', permissions: ['streams:read', 'inputs:edit'], read_only: false };
const reader = { id: 'r1', name: 'Reader', description: 'Basic', permissions: ['system:read'], read_only: true };

type Call = { method: Method, url: string, body: unknown };
let calls: Array<Call> = [];
let refuseUpdate = false;

const answer = (method: Method, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url === '/api/authz/roles/r2') return Promise.resolve(ops);
  if (method === 'GET' && url === '/api/authz/roles/r1') return Promise.resolve(reader);
  if (method === 'PUT' && url === '/api/roles/Ops') {
    return refuseUpdate
      ? Promise.reject(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Permission list too long' }))
      : Promise.resolve({ ...(body as object), read_only: false });
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

let history: MemoryHistory;

const renderPage = async (roleId: string, permissions = ['*']) => {
  CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'admin', permissions }) });
  history = createMemoryHistory({ initialEntries: [`/system/roles/edit/${roleId}`] });
  const wrapper = mount(
    <Router history={history}><Route path="/system/roles/edit/:roleId" component={RoleEditPage} /></Router>,
    { attachTo: document.body.appendChild(document.createElement('div')) },
  );
  mounted.push(wrapper);
  await settle();
  wrapper.update();
  return wrapper;
};

const permissionList = (wrapper: ReactWrapper) => wrapper.find('[aria-label="Permissions of the role"] code').map((code) => code.text());

describe('RoleEditPage', () => {
  beforeEach(() => {
    calls = [];
    refuseUpdate = false;
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    (UserNotification.error as jest.Mock).mockReset();
  });

  it('edits description and permissions and saves them by name with PUT /roles/{name}', async () => {
    const wrapper = await renderPage('r2');

    expect(wrapper.find('h1').text()).toBe('Edit role Ops');
    expect(document.title).toMatch(/^Edit role Ops/);
    expect(permissionList(wrapper)).toEqual(['streams:read', 'inputs:edit']);

    act(() => { wrapper.find('button[aria-label="Remove permission inputs:edit"]').simulate('click'); });
    act(() => { wrapper.find('input[list]').simulate('change', { target: { value: 'dashboards:read' } }); });
    wrapper.update();
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Add permission').simulate('click'); });
    act(() => { wrapper.find('textarea[name="description"]').simulate('change', { target: { value: 'Runs the platform' } }); });
    wrapper.update();
    expect(permissionList(wrapper)).toEqual(['streams:read', 'dashboards:read']);

    act(() => { wrapper.find('form').simulate('submit'); });
    await settle();

    expect(calls).toContainEqual({ method: 'PUT', url: '/api/roles/Ops', body: { name: 'Ops', description: 'Runs the platform', permissions: ['streams:read', 'dashboards:read'] } });
    expect(UserNotification.success).toHaveBeenCalledWith('Role "Ops" was updated successfully');
    expect(history.location.pathname).toBe('/system/roles/r2');
  });

  it('refuses a malformed or repeated permission in the browser', async () => {
    const wrapper = await renderPage('r2');
    const addPermission = (value: string) => {
      act(() => { wrapper.find('input[list]').simulate('change', { target: { value } }); });
      wrapper.update();
      act(() => { wrapper.find('input[list]').simulate('keydown', { key: 'Enter' }); });
      wrapper.update();
    };

    addPermission('streams read');
    expect(wrapper.find('.invalid-feedback').text()).toBe('A permission contains no spaces.');
    addPermission('STREAMS:READ');
    expect(wrapper.find('.invalid-feedback').text()).toBe('The role grants STREAMS:READ already.');
    expect(permissionList(wrapper)).toEqual(['streams:read', 'inputs:edit']);
  });

  it('keeps what was typed and shows the server\'s refusal', async () => {
    refuseUpdate = true;
    const wrapper = await renderPage('r2');

    act(() => { wrapper.find('textarea[name="description"]').simulate('change', { target: { value: 'Changed' } }); });
    act(() => { wrapper.find('form').simulate('submit'); });
    await settle();
    wrapper.update();

    expect(wrapper.find('.alert-danger').text()).toContain('Permission list too long');
    expect(wrapper.find('textarea[name="description"]').prop('value')).toBe('Changed');
    expect(history.location.pathname).toBe('/system/roles/edit/r2');
  });

  it('does not offer to change a built-in role', async () => {
    const wrapper = await renderPage('r1');

    expect(wrapper.text()).toContain('Reader is a built-in role; it cannot be changed.');
    expect(wrapper.find('form').exists()).toBe(false);
  });

  it('shows the missing-permissions page to a user who may not edit the role', async () => {
    const wrapper = await renderPage('r2', ['roles:read', 'roles:edit:Auditors']);

    expect(wrapper.find('h1').text()).toBe('Missing Permissions');
    expect(wrapper.find('form').exists()).toBe(false);
  });
});

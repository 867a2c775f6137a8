import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { PaginatedUsers, UserOverview } from '@/stores/users/UsersStore';
import { UsersActions } from '@/stores/users/UsersStore';

import UsersOverviewPage from './UsersOverviewPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const user = (username: string, extra: Partial<UserOverview> = {}): UserOverview => ({
  id: `u-${username}`, username, full_name: `${username} Example`, email: `${username}@example.org`, roles: ['Reader'],
  read_only: false, external_user: false, session_active: false, client_address: null, last_activity: null, enabled: true,
  auth_service_id: null, auth_service_uid: null, account_status: 'enabled', ...extra,
});

const usersPage = (): PaginatedUsers => ({
  list: [
    user('bob', { session_active: true, client_address: '192.0.2.7', last_activity: '2024-01-15T08:30:00.042Z' }),
    user('me', { roles: ['Admin'] }),
  ],
  adminUser: user('admin', { read_only: true, roles: ['Admin'] }),
  pagination: { page: 1, perPage: 20, count: 2, total: 2, grandTotal: 2, query: '' },
});

describe('UsersOverviewPage', () => {
  let wrapper: ReactWrapper;
  let load: jest.SpyInstance;
  let remove: jest.SpyInstance;

  const render = async (permissions: Array<string>) => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ id: 'u-me', username: 'me', permissions }) });
    const history = createMemoryHistory({ initialEntries: ['/system/users'] });
    wrapper = mount(<Router history={history}><UsersOverviewPage /></Router>);
    await settle();
    wrapper.update();
  };
  const row = (username: string) => wrapper.find('tbody tr').filterWhere((tr) => tr.find('a').first().text() === username);
  const dialogButton = (label: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button'))
    .find((button) => button.textContent === label);

  beforeEach(() => {
    load = jest.spyOn(UsersActions, 'loadUsersPaginated').mockImplementation(() => Promise.resolve(usersPage()));
    remove = jest.spyOn(UsersActions, 'delete').mockResolvedValue(undefined);
  });
  afterEach(() => {
    wrapper?.unmount();
    load.mockRestore();
    remove.mockRestore();
  });

  it('lists the users with status, roles, sessions and the admin user marked above them', async () => {
    await render(['*']);

    expect(wrapper.find('h1').text()).toBe('Users');
    expect(load).toHaveBeenCalledWith({ page: 1, perPage: 20, query: '', sort: { field: 'username', order: 'asc' } });
    const admin = wrapper.find('section.console-admin-user');
    expect(admin.text()).toContain('admin');
    expect(admin.text()).toContain('System admin');
    expect(wrapper.find('tbody tr')).toHaveLength(2);
    const bob = row('bob');
    expect(bob.text()).toContain('Enabled');
    expect(bob.text()).toContain('Active session');
    expect(bob.text()).toContain('192.0.2.7');
    expect(bob.find('time').prop('dateTime')).toBe('2024-01-15T08:30:00.042Z');
    expect(row('me').text()).toContain('You');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Create user').prop('href')).toBe('/system/users/new');
  });

  it('lets nobody select, disable or delete the admin user or themselves', async () => {
    await render(['*']);
    expect(wrapper.find('input[aria-label="Select bob"]').prop('disabled')).toBe(false);
    expect(wrapper.find('input[aria-label="Select me"]').prop('disabled')).toBe(true);
    expect(row('me').find('button[aria-label="Delete user me"]')).toHaveLength(0);
    expect(wrapper.find('section.console-admin-user button')).toHaveLength(0);
    expect(wrapper.find('section.console-admin-user a').map((link) => link.text())).toEqual(['admin', 'Edit', 'Tokens']);
  });

  it('deletes a user after a confirmation naming them, then reloads the list', async () => {
    await render(['*']);
    row('bob').find('button[aria-label="Delete user bob"]').simulate('click');
    await settle();
    expect(document.body.querySelector('.modal')?.textContent).toContain('Do you really want to delete user bob?');
    expect(remove).not.toHaveBeenCalled();

    act(() => { dialogButton('Delete')?.click(); });
    await settle();
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 'u-bob', username: 'bob' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the admin user of the answer the table shows, never that of a late answer to an older search', async () => {
    const answers: Array<(page: PaginatedUsers) => void> = [];
    load.mockImplementation(() => new Promise<PaginatedUsers>((resolve) => { answers.push(resolve); }));
    await render(['*']);
    answers[0](usersPage());
    await settle();
    wrapper.update();
    expect(wrapper.find('section.console-admin-user')).toHaveLength(1);

    const search = (query: string) => {
      act(() => { wrapper.find('input[type="search"]').simulate('change', { target: { value: query } }); });
      act(() => { wrapper.find('form[role="search"]').simulate('submit'); });
    };
    search('a');
    search('bob');
    // "bob" is answered first: the admin user does not match it. Then the answer to "a" (it does) comes late.
    answers[2]({ ...usersPage(), list: [user('bob')], pagination: { page: 1, perPage: 20, count: 1, total: 1, grandTotal: 2, query: 'bob' } });
    await settle();
    answers[1]({ ...usersPage(), pagination: { ...usersPage().pagination, query: 'a' } });
    await settle();
    wrapper.update();

    expect(load.mock.calls.map(([request]) => request.query)).toEqual(['', 'a', 'bob']);
    expect(wrapper.find('tbody tr')).toHaveLength(1);
    expect(wrapper.find('section.console-admin-user')).toHaveLength(0);
  });

  it('offers a reader no changes', async () => {
    await render(['users:list']);
    expect(wrapper.find('tbody tr')).toHaveLength(2);
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Create user')).toHaveLength(0);
    expect(wrapper.find('tbody button')).toHaveLength(0);
    expect(wrapper.find('input[type="checkbox"]')).toHaveLength(0);
  });
});

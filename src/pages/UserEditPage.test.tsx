import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import type { MemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { RolesActions } from '@/stores/roles/RolesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { User } from '@/stores/users/UsersStore';
import { UsersActions, UsersStore } from '@/stores/users/UsersStore';

import UserCreatePage from './UserCreatePage';
import UserEditPage from './UserEditPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const bob = currentUserFixture({ id: 'u-bob', username: 'bob', full_name: 'Bob Example', email: 'bob@example.org', roles: ['Reader'] });

describe('user forms pages', () => {
  let wrapper: ReactWrapper;
  let history: MemoryHistory;
  let spies: Array<jest.SpyInstance>;

  const mountAt = async (path: string, permissions: Array<string>, me: Partial<User> = {}) => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ id: 'u-me', username: 'me', permissions, ...me }) });
    history = createMemoryHistory({ initialEntries: [path] });
    wrapper = mount(
      <Router history={history}>
        <Route path="/system/users/new" exact component={UserCreatePage} />
        <Route path="/system/users/edit/:userId" component={UserEditPage} />
      </Router>,
    );
    await settle();
    wrapper.update();
  };
  const field = (name: string) => wrapper.find(`input[name="${name}"]`);
  const type = (name: string, value: string) => field(name).simulate('change', { target: { value } });
  const submitForm = async (label: string) => {
    wrapper.find('form').filterWhere((form) => form.find('button[type="submit"]').text() === label).simulate('submit');
    await settle();
    wrapper.update();
  };

  beforeEach(() => {
    UsersStore.setState({ usersById: {} });
    spies = [
      jest.spyOn(UsersActions, 'load').mockImplementation((userId: string) => {
        const user = userId === 'u-me' ? currentUserFixture({ id: 'u-me', username: 'me' }) : bob;
        UsersStore.setState({ usersById: { [userId]: user } });
        return Promise.resolve(user);
      }),
      jest.spyOn(UsersActions, 'update').mockResolvedValue(undefined),
      jest.spyOn(UsersActions, 'create').mockResolvedValue('u-new'),
      jest.spyOn(RolesActions, 'list').mockResolvedValue([
        { name: 'Admin', description: 'All', permissions: ['*'], read_only: true },
        { name: 'Reader', description: 'Read', permissions: [], read_only: true },
      ]),
    ];
  });
  afterEach(() => {
    wrapper?.unmount();
    spies.forEach((spy) => spy.mockRestore());
  });

  it('creates a user and goes to their profile', async () => {
    await mountAt('/system/users/new', ['*']);
    expect(wrapper.find('h1').text()).toBe('Create user');
    expect(document.title).toContain('Create user');
    type('username', 'jane');
    type('full_name', 'Jane Doe');
    type('email', 'jane@example.org');
    type('password', 'correct horse');
    type('password_repeat', 'correct horse');
    await submitForm('Create user');

    expect(UsersActions.create).toHaveBeenCalledWith(expect.objectContaining({
      username: 'jane', password: 'correct horse', roles: ['Reader'], permissions: [], timezone: null,
    }));
    expect(history.location.pathname).toBe('/system/users/u-new');
  });

  it('goes to the users list when the new user was created but its id is not known (the lookup after an empty 201 failed)', async () => {
    jest.mocked(UsersActions.create).mockResolvedValueOnce(undefined);
    await mountAt('/system/users/new', ['*']);
    type('username', 'jane');
    type('full_name', 'Jane Doe');
    type('email', 'jane@example.org');
    type('password', 'correct horse');
    type('password_repeat', 'correct horse');
    await submitForm('Create user');

    expect(UsersActions.create).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/system/users');
    expect(wrapper.find('.alert-danger')).toHaveLength(0);
  });

  it('edits another user as administrator: no current password asked, then back to the profile', async () => {
    await mountAt('/system/users/edit/u-bob', ['*']);
    expect(wrapper.find('h1').text()).toBe('Edit user bob');
    expect(field('old_password')).toHaveLength(0);
    expect(field('password')).toHaveLength(1);

    type('full_name', 'Robert Example');
    await submitForm('Update user');
    expect(UsersActions.update).toHaveBeenCalledWith(bob, expect.objectContaining({
      full_name: 'Robert Example', roles: ['Reader'], session_timeout_ms: 3_600_000, startpage: { type: null, id: null },
    }));
    expect(history.location.pathname).toBe('/system/users/u-bob');
  });

  it('asks users editing themselves for their current password and keeps roles and timeout out of reach', async () => {
    await mountAt('/system/users/edit/u-me', ['users:edit:me', 'users:passwordchange:me', 'users:read:me']);
    expect(field('old_password')).toHaveLength(1);
    expect(wrapper.find('RolesField input[type="checkbox"]')).toHaveLength(0);
    expect(wrapper.find('SessionTimeoutInput')).toHaveLength(0);

    await submitForm('Update user');
    const [, changes] = jest.mocked(UsersActions.update).mock.calls[0];
    expect(changes).not.toHaveProperty('roles');
    expect(changes).not.toHaveProperty('session_timeout_ms');
  });

  it('shows the missing-permissions page to someone who may not edit the user', async () => {
    await mountAt('/system/users/edit/u-bob', ['users:read:bob']);
    expect(wrapper.text()).toContain('Missing Permissions');
    expect(wrapper.find('form')).toHaveLength(0);
  });
});

import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { PreferencesActions } from '@/stores/users/PreferencesStore';
import type { User } from '@/stores/users/UsersStore';
import { UsersActions, UsersStore } from '@/stores/users/UsersStore';

import UserDetailsPage from './UserDetailsPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/components/permissions/SharedEntitiesSection', () => ({
  __esModule: true,
  default: ({ userId }: { userId: string }) => <section className="shared-stub">shared entities of {userId}</section>,
}));

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const bob = currentUserFixture({
  id: 'u-bob', username: 'bob', full_name: 'Bob Example', email: 'bob@example.org', roles: ['Reader', 'Auditors'],
  permissions: ['streams:read:s1', 'users:edit:bob', 'streams:read:s2'], timezone: 'Europe/Berlin', session_timeout_ms: 5_400_000,
  startpage: { type: 'dashboard', id: 'd1' }, session_active: true, client_address: '192.0.2.7', last_activity: '2024-01-15T08:30:00.042Z',
  preferences: { updateUnfocussed: false, enableSmartSearch: 'true', 'tableLayout.users': '{"perPage":50}' },
});

describe('UserDetailsPage', () => {
  let wrapper: ReactWrapper;
  let spies: Array<jest.SpyInstance>;

  const render = async (permissions: Array<string>, user: User = bob) => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ id: 'u-me', username: 'me', permissions }) });
    spies.push(jest.spyOn(UsersActions, 'load').mockImplementation(() => {
      UsersStore.setState({ usersById: { [user.id]: user } });
      return Promise.resolve(user);
    }));
    const history = createMemoryHistory({ initialEntries: [`/system/users/${user.id}`] });
    wrapper = mount(<Router history={history}><Route path="/system/users/:userId" component={UserDetailsPage} /></Router>);
    await settle();
    wrapper.update();
  };
  const section = (title: string) => wrapper.find('.card').filterWhere((card) => card.find('.card-header').text() === title);

  beforeEach(() => {
    UsersStore.setState({ usersById: {} });
    spies = [jest.spyOn(PreferencesActions, 'saveUserPreferences').mockResolvedValue({})];
  });
  afterEach(() => {
    wrapper?.unmount();
    spies.forEach((spy) => spy.mockRestore());
  });

  it('shows the profile, settings, sessions, roles, grouped permissions and shared entities', async () => {
    await render(['*']);

    expect(wrapper.find('h1').text()).toBe('User bob');
    expect(document.title).toContain('User bob');
    expect(section('Profile').text()).toContain('bob@example.org');
    expect(section('Settings').text()).toContain('Europe/Berlin');
    expect(section('Settings').text()).toContain('90 minutes');
    expect(section('Settings').find('a').text()).toBe('Dashboard d1');
    expect(section('Sessions').text()).toContain('Active session');
    expect(section('Sessions').text()).toContain('192.0.2.7');
    expect(section('Roles').text()).toContain('Auditors');
    const permissions = section('Permissions').find('dl');
    expect(permissions.find('dt').map((dt) => dt.text())).toEqual(['streams', 'users']);
    expect(permissions.find('dd').first().text()).toContain('read:s1');
    expect(wrapper.find('.shared-stub').text()).toBe('shared entities of u-bob');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit user').prop('href')).toBe('/system/users/edit/u-bob');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit tokens').prop('href')).toBe('/system/users/tokens/u-bob');
  });

  it('says "all permissions" for *', async () => {
    await render(['*'], { ...bob, permissions: ['*'] });
    expect(section('Permissions').find('.card-body').text()).toBe('all permissions');
  });

  it('saves the preferences: known ones as switches; the console\'s own table layouts hidden but kept', async () => {
    await render(['*']);
    const preferences = section('Preferences');
    expect(preferences.find('input[name="enableSmartSearch"]').prop('checked')).toBe(true);
    expect(preferences.find('input[name="tableLayout.users"]')).toHaveLength(0);

    preferences.find('input[name="updateUnfocussed"]').simulate('change', { target: { checked: true } });
    wrapper.find('form').simulate('submit');
    await settle();
    expect(PreferencesActions.saveUserPreferences).toHaveBeenCalledWith('bob', {
      updateUnfocussed: true, enableSmartSearch: true, 'tableLayout.users': '{"perPage":50}',
    });
  });

  it('shows what a reader may see, without offering changes', async () => {
    await render(['users:read:bob']);
    expect(wrapper.find('form')).toHaveLength(0);
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit user')).toHaveLength(0);
    expect(section('Permissions').text()).toContain('Only the user and those who may edit their permissions');
    // The server lists a user's shares only to those who may edit the user: no request bound to fail.
    expect(wrapper.find('.shared-stub').exists()).toBe(false);
  });

  it('shows the missing-permissions page to someone who may not read the user', async () => {
    await render(['users:read:someoneelse']);
    expect(wrapper.text()).toContain('Missing Permissions');
  });
});

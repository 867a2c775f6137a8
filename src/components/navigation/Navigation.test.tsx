import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import { registerCoreBindings } from '@/routing/coreRoutes';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import Navigation from './Navigation';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const userWith = (permissions: Array<string>, extra: Partial<CurrentUser> = {}): CurrentUser => currentUserFixture({ permissions, ...extra });

const mounted: Array<{ unmount: () => unknown }> = [];

const mountAt = (path: string) => {
  const wrapper = mount(
    <MemoryRouter initialEntries={[path]}>
      <Navigation />
    </MemoryRouter>,
  );
  mounted.push(wrapper);
  return wrapper;
};

const mainEntries = (wrapper: ReturnType<typeof mountAt>) => wrapper.find('nav[aria-label="Main"]').text();
const systemEntries = (wrapper: ReturnType<typeof mountAt>) => wrapper.find('#nav-system').hostNodes().length > 0
  ? wrapper.find('[aria-labelledby="nav-system"] .dropdown-item').hostNodes().map((item) => item.text())
  : [];

describe('Navigation', () => {
  beforeEach(() => {
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
    registerCoreBindings();
    window.appConfig = {};
  });

  afterEach(() => {
    mounted.splice(0).forEach((wrapper) => wrapper.unmount());
  });

  it('shows only the entries the user is permitted to see', () => {
    CurrentUserStore.setState({ currentUser: userWith(['streams:read']) });
    const wrapper = mountAt('/streams');

    expect(mainEntries(wrapper)).toContain('Streams');
    expect(mainEntries(wrapper)).not.toContain('Search');
    expect(mainEntries(wrapper)).not.toContain('Dashboards');
    expect(systemEntries(wrapper)).toContain('Overview');
    expect(systemEntries(wrapper)).not.toContain('Inputs');
    expect(systemEntries(wrapper)).not.toContain('Users');
  });

  it('shows every entry, in order, to an administrator', () => {
    CurrentUserStore.setState({ currentUser: userWith(['*']) });
    const wrapper = mountAt('/');

    expect(systemEntries(wrapper)).toEqual([
      'Overview', 'Configurations', 'Nodes', 'Inputs', 'Outputs', 'Indices', 'Logging', 'Authentication', 'Users',
      'Roles', 'Content Packs', 'Grok Patterns', 'Lookup Tables', 'Pipelines', 'Sidecars', 'Enterprise',
    ]);
    ['Search', 'Streams', 'Alerts', 'Dashboards', 'Sources'].forEach((entry) => expect(mainEntries(wrapper)).toContain(entry));
  });

  it('shows an entry a plugin registers after the first render', () => {
    CurrentUserStore.setState({ currentUser: userWith(['*']) });
    const wrapper = mountAt('/');
    expect(mainEntries(wrapper)).not.toContain('Late page');

    act(() => {
      PluginStore.register(new PluginManifest({ name: 'late' }, {
        navigation: [{ description: 'Late page', path: '/late' }],
        systemnavigation: [{ description: 'Late settings', path: '/system/late' }],
      }));
    });
    wrapper.update();

    expect(mainEntries(wrapper)).toContain('Late page');
    expect(wrapper.find('a[href="/late"]').exists()).toBe(true);
    expect(systemEntries(wrapper)).toContain('Late settings');
  });

  it('highlights the entry of the current page', () => {
    CurrentUserStore.setState({ currentUser: userWith(['*']) });
    const wrapper = mountAt('/system/overview');

    expect(wrapper.find('#nav-system').hostNodes().text()).toBe('System / Overview');
    expect(wrapper.find('a.dropdown-item.active').hostNodes().text()).toBe('Overview');
    expect(wrapper.find('a.nav-link.active').filterWhere((link) => link.text() === 'Streams').exists()).toBe(false);
  });

  it('hides a dropdown whose children are all forbidden', () => {
    CurrentUserStore.setState({ currentUser: userWith(['streams:read']) });
    const wrapper = mountAt('/');

    // Legacy alerts need streams:read only; the new alert pages need event permissions.
    const alertEntries = wrapper.find('[aria-labelledby="nav-alerts"] .dropdown-item').hostNodes().map((item) => item.text());
    expect(alertEntries).toEqual(['Legacy alerts']);

    mounted.splice(0).forEach((mountedWrapper) => mountedWrapper.unmount());
    CurrentUserStore.setState({ currentUser: userWith([]) });
    const bare = mountAt('/');
    expect(bare.find('#nav-alerts').exists()).toBe(false);
  });

  it('names the user in the user menu, or the configured custom name', () => {
    CurrentUserStore.setState({ currentUser: userWith([]) });
    expect(mountAt('/').find('#nav-user-menu').hostNodes().text()).toBe('Jane Doe');

    window.appConfig = { customUserName: 'Operator' };
    const wrapper = mountAt('/');
    expect(wrapper.find('#nav-user-menu').hostNodes().text()).toBe('Operator');
    expect(wrapper.find('a[href="/system/users/edit/user-1"]').text()).toBe('Edit profile');
  });

  it('shows the configured badge next to the brand', () => {
    CurrentUserStore.setState({ currentUser: userWith([]) });
    window.appConfig = { badgeText: 'STAGING' };
    expect(mountAt('/').find('.navbar-brand').hostNodes().text()).toContain('STAGING');
  });
});

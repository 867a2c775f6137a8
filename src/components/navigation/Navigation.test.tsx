import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import type { PluginRoute } from '@/plugin-api/PluginExports';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import { coreNavigation, coreSystemNavigation, registerCoreBindings } from '@/routing/coreRoutes';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import Navigation, { WIDE_ENOUGH_FOR_THROUGHPUT } from './Navigation';
import { currentUserFixture } from 'fixtures/currentUserFixture';

// The chart itself is tested in components/throughput; here only where the navigation puts it matters.
jest.mock('@/components/throughput/ThroughputChart', () => ({
  __esModule: true,
  default: ({ compact }: { compact?: boolean }) => <span className="throughput-chart-stub">{compact ? 'compact' : 'full'}</span>,
}));

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

const Page = () => null;

/** Registers a page at each of `paths`, as the features that build those pages will. */
const registerPages = (paths: Array<string>, permissions?: string) => {
  const routes: Array<PluginRoute> = paths.map((path) => ({ path, component: Page, permissions }));
  PluginStore.register(new PluginManifest({ name: `pages-${paths.join(',')}` }, { routes }));
};

/** Core's navigation entries, with pages registered only at `paths` (whatever core's own routes are today). */
const registerCoreMenusWithPagesAt = (paths: Array<string>) => {
  PluginStore.unregister('core');
  PluginStore.register(new PluginManifest({ name: 'core' }, {
    routes: paths.map((path) => ({ path, component: Page })),
    navigation: coreNavigation,
    systemnavigation: coreSystemNavigation,
  }));
};

/** Every path core's navigation links to, as if every page existed. */
const allNavigationPaths = () => [
  ...coreNavigation.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]),
  ...coreSystemNavigation.map((item) => item.path),
].filter((path): path is string => path !== undefined);

/** A window as wide as an xl screen or narrower, as matchMedia reports it (jsdom has none of its own). */
const wideWindow = (wide: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: wide && query === WIDE_ENOUGH_FOR_THROUGHPUT, media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

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
    registerPages(allNavigationPaths());
    CurrentUserStore.setState({ currentUser: userWith(['streams:read']) });
    const wrapper = mountAt('/streams');

    expect(mainEntries(wrapper)).toContain('Streams');
    // Everyone may search, and the dashboards list shows those shared with the user: the server filters.
    expect(mainEntries(wrapper)).toContain('Search');
    expect(mainEntries(wrapper)).toContain('Dashboards');
    expect(systemEntries(wrapper)).toContain('Overview');
    expect(systemEntries(wrapper)).not.toContain('Inputs');
    expect(systemEntries(wrapper)).not.toContain('Users');
  });

  it('shows every entry, in order, to an administrator once every page exists', () => {
    registerPages(allNavigationPaths());
    CurrentUserStore.setState({ currentUser: userWith(['*']) });
    const wrapper = mountAt('/');

    expect(systemEntries(wrapper)).toEqual([
      'Overview', 'Configurations', 'Nodes', 'Inputs', 'Outputs', 'Indices', 'Logging', 'Authentication', 'Users',
      'Roles', 'Content Packs', 'Grok Patterns', 'Message Decorators', 'Lookup Tables', 'Pipelines', 'Sidecars', 'Enterprise',
    ]);
    ['Search', 'Streams', 'Alerts', 'Dashboards', 'Sources'].forEach((entry) => expect(mainEntries(wrapper)).toContain(entry));
  });

  it('shows an entry a plugin registers after the first render', () => {
    CurrentUserStore.setState({ currentUser: userWith(['*']) });
    const wrapper = mountAt('/');
    expect(mainEntries(wrapper)).not.toContain('Late page');

    act(() => {
      PluginStore.register(new PluginManifest({ name: 'late' }, {
        routes: [{ path: '/late', component: Page }, { path: '/system/late', component: Page }],
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

  it('highlights an entry for pages that belong to it outside its path (a node\'s metrics, an index set)', () => {
    registerPages(allNavigationPaths());
    CurrentUserStore.setState({ currentUser: userWith(['*']) });

    expect(mountAt('/system/metrics/node/abc').find('#nav-system').hostNodes().text()).toBe('System / Nodes');
    expect(mountAt('/system/index_sets/abc/configuration').find('#nav-system').hostNodes().text()).toBe('System / Indices');
    expect(mountAt('/system/indices/failures').find('#nav-system').hostNodes().text()).toBe('System / Indices');
  });

  it('hides a dropdown whose children are all forbidden, and shows the permitted children of one', () => {
    registerPages(['/reports/daily', '/reports/audit']);
    PluginStore.register(new PluginManifest({ name: 'reports' }, {
      navigation: [{
        description: 'Reports',
        children: [
          { description: 'Daily', path: '/reports/daily', permissions: 'reports:read' },
          { description: 'Audit', path: '/reports/audit', permissions: 'audit:read' },
        ],
      }],
    }));
    CurrentUserStore.setState({ currentUser: userWith(['reports:read']) });
    const wrapper = mountAt('/');
    const reportEntries = wrapper.find('[aria-labelledby="nav-reports"] .dropdown-item').hostNodes().map((item) => item.text());
    expect(reportEntries).toEqual(['Daily']);

    mounted.splice(0).forEach((mountedWrapper) => mountedWrapper.unmount());
    CurrentUserStore.setState({ currentUser: userWith([]) });
    const bare = mountAt('/');
    expect(bare.find('#nav-reports').exists()).toBe(false);
  });

  it('offers Streams and every Alerts page to a user without any permission: those lists show only what the user may read', () => {
    registerPages(allNavigationPaths());
    CurrentUserStore.setState({ currentUser: userWith([]) });
    const wrapper = mountAt('/');
    expect(mainEntries(wrapper)).toContain('Streams');
    const alertEntries = wrapper.find('[aria-labelledby="nav-alerts"] .dropdown-item').hostNodes().map((item) => item.text());
    expect(alertEntries).toEqual(['Alerts & Events', 'Event Definitions', 'Notifications', 'Legacy alerts']);
  });

  it('names the user in the user menu, or the configured custom name', () => {
    CurrentUserStore.setState({ currentUser: userWith([]) });
    expect(mountAt('/').find('#nav-user-menu').hostNodes().text()).toBe('Jane Doe');

    window.appConfig = { customUserName: 'Operator' };
    const wrapper = mountAt('/');
    expect(wrapper.find('#nav-user-menu').hostNodes().text()).toBe('Operator');
  });

  it('links only to pages that exist: entries without a registered route are hidden', () => {
    CurrentUserStore.setState({ currentUser: userWith(['*']) });
    registerCoreMenusWithPagesAt(['/', '/system/overview']);
    const wrapper = mountAt('/');

    expect(systemEntries(wrapper)).toEqual(['Overview']);
    ['Search', 'Streams', 'Alerts', 'Dashboards', 'Sources'].forEach((entry) => expect(mainEntries(wrapper)).not.toContain(entry));
    expect(wrapper.find('#nav-alerts').exists()).toBe(false);

    act(() => { registerPages(['/streams', '/alerts/definitions', '/system/inputs', '/plugin/orphan-elsewhere']); });
    wrapper.update();
    expect(mainEntries(wrapper)).toContain('Streams');
    expect(mainEntries(wrapper)).not.toContain('Search');
    const alertEntries = wrapper.find('[aria-labelledby="nav-alerts"] .dropdown-item').hostNodes().map((item) => item.text());
    expect(alertEntries).toEqual(['Event Definitions']);
    expect(systemEntries(wrapper)).toEqual(['Overview', 'Inputs']);
  });

  it("hides a plugin's entry until its page is registered, and an entry whose page the user may not open", () => {
    CurrentUserStore.setState({ currentUser: userWith(['streams:read']) });
    PluginStore.register(new PluginManifest({ name: 'menus-only' }, {
      navigation: [{ description: 'Orphan', path: '/orphan' }],
      systemnavigation: [{ description: 'Orphan settings', path: '/system/orphan' }],
    }));
    registerPages(['/guarded'], 'guarded:read');
    PluginStore.register(new PluginManifest({ name: 'guarded-menu' }, { navigation: [{ description: 'Guarded', path: '/guarded' }] }));
    const wrapper = mountAt('/');

    expect(mainEntries(wrapper)).not.toContain('Orphan');
    expect(mainEntries(wrapper)).not.toContain('Guarded');
    expect(systemEntries(wrapper)).not.toContain('Orphan settings');

    act(() => { registerPages(['/orphan', '/system/orphan']); });
    wrapper.update();
    expect(mainEntries(wrapper)).toContain('Orphan');
    expect(systemEntries(wrapper)).toContain('Orphan settings');
  });

  it('offers "Edit profile" once the page to edit a user is registered, for the current user', () => {
    CurrentUserStore.setState({ currentUser: userWith([]) });
    registerCoreMenusWithPagesAt(['/']);
    const wrapper = mountAt('/');
    const editProfile = () => wrapper.find('a.dropdown-item').filterWhere((link) => link.text() === 'Edit profile');
    expect(editProfile().exists()).toBe(false);

    act(() => { registerPages(['/system/users/edit/:userId']); });
    wrapper.update();
    expect(editProfile().prop('href')).toBe('/system/users/edit/user-1');
  });

  it('shows the configured badge next to the brand', () => {
    CurrentUserStore.setState({ currentUser: userWith([]) });
    window.appConfig = { badgeText: 'STAGING' };
    expect(mountAt('/').find('.navbar-brand').hostNodes().text()).toContain('STAGING');
  });

  it('shows the cluster\'s live throughput, linked to the nodes, only to users who may read metrics', async () => {
    wideWindow(true);
    registerPages(allNavigationPaths());
    CurrentUserStore.setState({ currentUser: userWith(['metrics:read']) });
    const permitted = mountAt('/streams');
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    permitted.update();
    const link = permitted.find('a.console-nav-throughput');
    expect(link.prop('href')).toBe('/system/nodes');
    expect(link.find('.throughput-chart-stub').text()).toBe('compact');

    CurrentUserStore.setState({ currentUser: userWith(['streams:read']) });
    const refused = mountAt('/streams');
    expect(refused.find('a.console-nav-throughput')).toHaveLength(0);
  });

  it('leaves the throughput out on a narrow window, where it would not fit, so that it asks for nothing', async () => {
    wideWindow(false);
    registerPages(allNavigationPaths());
    CurrentUserStore.setState({ currentUser: userWith(['metrics:read']) });
    const narrow = mountAt('/streams');
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    narrow.update();
    expect(narrow.find('a.console-nav-throughput')).toHaveLength(0);
    expect(narrow.find('.throughput-chart-stub')).toHaveLength(0);
  });
});

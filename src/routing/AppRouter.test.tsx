import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { Link, MemoryRouter } from 'react-router-dom';

import { ErrorsActions, ErrorsStore } from '@/stores/errors/ErrorsStore';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import AppRouter from './AppRouter';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const userWith = (permissions: Array<string>) => currentUserFixture({ permissions });

const Home = () => <p className="page">Home page <Link to="/elsewhere">elsewhere</Link></p>;
const Inputs = () => <p className="page">Inputs page</p>;
const Tv = () => <p className="page">TV page</p>;

const mounted: Array<{ unmount: () => unknown, length: number }> = [];

const mountAt = (path: string) => {
  const wrapper = mount(
    <MemoryRouter initialEntries={[path]}>
      <AppRouter />
    </MemoryRouter>,
  );
  mounted.push(wrapper);
  return wrapper;
};

const flush = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('AppRouter', () => {
  beforeEach(() => {
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
    PluginStore.register(new PluginManifest({ name: 'core' }, {
      routes: [
        { path: '/', component: Home },
        { path: '/system/inputs', component: Inputs, permissions: 'inputs:read' },
        { path: '/tv', component: Tv, withNavigation: false },
      ],
    }));
    CurrentUserStore.setState({ currentUser: userWith(['streams:read']) });
    ErrorsStore.setState({ error: undefined });
  });

  afterEach(() => {
    // Unmounted here rather than in each test, so a failing test leaves no subscriber behind.
    mounted.splice(0).forEach((wrapper) => { if (wrapper.length > 0) wrapper.unmount(); });
    jest.restoreAllMocks();
  });

  it('renders the page of a registered route inside the frame', () => {
    const wrapper = mountAt('/');

    expect(wrapper.find('.page').text()).toContain('Home page');
    expect(wrapper.find('.navbar').exists()).toBe(true);
  });

  it('shows the not-found page for an unknown path, with the path and a way back', () => {
    const wrapper = mountAt('/no/such/page?x=1');

    expect(wrapper.find('h1').text()).toBe('Page not found');
    expect(wrapper.text()).toContain('/no/such/page?x=1');
    expect(wrapper.find('a[href="/"]').filterWhere((link) => link.text() === 'Go to the start page').exists()).toBe(true);
    expect(document.title).toBe('Page not found - Graylog Console');
  });

  it('refuses a route the user lacks the permission for', () => {
    const wrapper = mountAt('/system/inputs');

    expect(wrapper.find('h1').text()).toBe('Missing Permissions');
    expect(wrapper.find('.page').exists()).toBe(false);
    expect(document.title).toBe('Missing Permissions - Graylog Console');

    mounted.splice(0).forEach((mountedWrapper) => mountedWrapper.unmount());
    CurrentUserStore.setState({ currentUser: userWith(['inputs:read']) });
    const permitted = mountAt('/system/inputs');
    expect(permitted.find('.page').text()).toBe('Inputs page');
  });

  it('renders a full-screen route without the navigation bar', () => {
    const wrapper = mountAt('/tv');

    expect(wrapper.find('.page').text()).toBe('TV page');
    expect(wrapper.find('.navbar').exists()).toBe(false);
  });

  it('picks the route, and so the frame, under the application prefix too', () => {
    const previous = window.appConfig;
    window.appConfig = { ...previous, gl2AppPathPrefix: '/console' };
    try {
      const wrapper = mountAt('/console/tv');

      expect(wrapper.find('.page').text()).toBe('TV page');
      expect(wrapper.find('.navbar').exists()).toBe(false);
    } finally {
      window.appConfig = previous;
    }
  });

  it('serves a route a plugin registers later and isolates its failures', () => {
    const Broken = () => { throw new Error('boom'); };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const wrapper = mountAt('/plugin/page');
    expect(wrapper.find('h1').text()).toBe('Page not found');

    act(() => {
      PluginStore.register(new PluginManifest({ name: 'shaky' }, { routes: [{ path: '/plugin/page', component: Broken }] }));
    });
    wrapper.update();

    expect(wrapper.find('.plugin-error').hostNodes().text()).toContain('shaky');
    expect(wrapper.find('.navbar').exists()).toBe(true);
  });

  it('shows a reported page error instead of the page and forgets it on navigation', async () => {
    const wrapper = mountAt('/');
    act(() => { ErrorsActions.report({ type: 'StreamPermissionError', message: 'Not allowed to read stream x' }); });
    wrapper.update();

    expect(wrapper.find('h1').text()).toBe('Missing Stream Permissions');
    expect(wrapper.text()).toContain('Not allowed to read stream x');

    wrapper.find('a[href="/"]').filterWhere((link) => link.text() === 'Go to the start page').simulate('click', { button: 0 });
    await flush();
    wrapper.update();
    // Still on '/', so still the error.
    expect(wrapper.find('h1').text()).toBe('Missing Stream Permissions');

    act(() => { ErrorsActions.report({ type: 'NotFoundError', message: 'Stream not found' }); });
    wrapper.update();
    expect(wrapper.find('h1').text()).toBe('Page not found');
    expect(wrapper.text()).toContain('Stream not found');

    act(() => { ErrorsActions.clear(); });
    wrapper.update();
    wrapper.find('a[href="/elsewhere"]').simulate('click', { button: 0 });
    act(() => { ErrorsActions.report({ type: 'UnauthorizedError', message: 'nope' }); });
    wrapper.update();
    expect(wrapper.find('h1').text()).toBe('Missing Permissions');

    wrapper.find('a[href="/"]').filterWhere((link) => link.text() === 'Go to the start page').simulate('click', { button: 0 });
    await flush();
    wrapper.update();
    expect(ErrorsStore.getInitialState().error).toBeUndefined();
    expect(wrapper.find('.page').text()).toContain('Home page');
  });
});

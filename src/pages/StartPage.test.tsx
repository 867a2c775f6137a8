import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter, Route } from 'react-router-dom';

import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';

import type { GettingStartedStatus } from '@/stores/system/GettingStartedStore';
import { GettingStartedActions, GettingStartedStore } from '@/stores/system/GettingStartedStore';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import StartPage from './StartPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const userWith = (startpage: CurrentUser['startpage']) => currentUserFixture({ permissions: ['*'], startpage });

const answerGettingStarted = (status: GettingStartedStatus | Error) => jest.spyOn(GettingStartedActions, 'getStatus')
  .mockImplementation(() => {
    if (status instanceof Error) {
      return Promise.reject(status);
    }
    GettingStartedStore.setState({ status });
    return Promise.resolve(status);
  });

/** Renders the start page at '/' and answers where it sent the browser. */
const landingPath = async () => {
  let path = '';
  const wrapper = mount(
    <MemoryRouter initialEntries={['/']}>
      <Route exact path="/" component={StartPage} />
      <Route path="*" render={({ location }) => { path = `${location.pathname}${location.search}`; return null; }} />
    </MemoryRouter>,
  );
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  wrapper.update();
  wrapper.unmount();
  return path;
};

const Page = () => null;

/** Registers pages at `paths`, as the features that build them will. */
const registerPages = (...paths: Array<string>) => {
  PluginStore.register(new PluginManifest({ name: `pages:${paths.join(',')}` }, { routes: paths.map((path) => ({ path, component: Page })) }));
};

describe('StartPage', () => {
  beforeEach(() => {
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
    registerPages('/', '/gettingstarted', '/system/overview');
    document.title = 'before';
  });

  afterEach(() => {
    jest.restoreAllMocks();
    GettingStartedStore.setState({ status: undefined });
  });

  it.each([
    [{ type: 'dashboard', id: 'dash-1' }, '/dashboards/dash-1'],
    [{ type: 'stream', id: 'stream-1' }, '/streams/stream-1/search'],
    [{ type: 'search', id: 'view-1' }, '/search/view-1'],
  ])('sends the user to their own start page %j', async (startpage, expected) => {
    registerPages('/dashboards/:dashboardId', '/streams/:streamId/search', '/search/:viewId');
    const getStatus = answerGettingStarted({ show: true, dismissed_in_version: null });
    CurrentUserStore.setState({ currentUser: userWith(startpage) });

    expect(await landingPath()).toBe(expected);
    expect(getStatus).not.toHaveBeenCalled();
  });

  it('shows the getting started guide while it has not been dismissed', async () => {
    answerGettingStarted({ show: true, dismissed_in_version: null });
    CurrentUserStore.setState({ currentUser: userWith(null) });

    expect(await landingPath()).toBe('/gettingstarted');
  });

  it('ignores their own start page while the page it names does not exist', async () => {
    answerGettingStarted({ show: false, dismissed_in_version: '4.0.0' });
    CurrentUserStore.setState({ currentUser: userWith({ type: 'dashboard', id: 'dash-1' }) });

    expect(await landingPath()).toBe('/system/overview');
  });

  it('opens the search once the guide was dismissed', async () => {
    registerPages('/search');
    answerGettingStarted({ show: false, dismissed_in_version: '4.0.0' });
    CurrentUserStore.setState({ currentUser: userWith(null) });

    expect(await landingPath()).toBe('/search');
  });

  it('opens the system overview once the guide was dismissed while there is no search page', async () => {
    answerGettingStarted({ show: false, dismissed_in_version: '4.0.0' });
    CurrentUserStore.setState({ currentUser: userWith(null) });

    expect(await landingPath()).toBe('/system/overview');
  });

  it('opens the search for users who cannot set the platform up, without asking for the guide', async () => {
    registerPages('/search');
    const getStatus = answerGettingStarted({ show: true, dismissed_in_version: null });
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['streams:read'] }) });

    expect(await landingPath()).toBe('/search');
    expect(getStatus).not.toHaveBeenCalled();
  });

  it('shows the guide to users who may create inputs', async () => {
    answerGettingStarted({ show: true, dismissed_in_version: null });
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['inputs:create'] }) });

    expect(await landingPath()).toBe('/gettingstarted');
  });

  it('opens the system overview for users who cannot set the platform up while there is no search page', async () => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['streams:read'] }) });

    expect(await landingPath()).toBe('/system/overview');
  });

  it('names itself in the browser title while it decides', () => {
    jest.spyOn(GettingStartedActions, 'getStatus').mockImplementation(() => new Promise(() => {}));
    CurrentUserStore.setState({ currentUser: userWith(null) });
    const wrapper = mount(<MemoryRouter initialEntries={['/']}><StartPage /></MemoryRouter>);
    expect(document.title).toBe('Start page - Graylog Console');
    wrapper.unmount();
  });

  it('opens the search when the guide status cannot be loaded', async () => {
    registerPages('/search');
    answerGettingStarted(new Error('no server'));
    CurrentUserStore.setState({ currentUser: userWith({ type: 'unknown-kind', id: 'x' }) });

    expect(await landingPath()).toBe('/search');
  });
});

import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter, Route } from 'react-router-dom';

import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import { GettingStartedActions } from '@/stores/system/GettingStartedStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import GettingStartedPage from './GettingStartedPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const Page = () => null;

const registerPages = (...paths: Array<string>) => {
  PluginStore.register(new PluginManifest({ name: `pages:${paths.join(',')}` }, { routes: paths.map((path) => ({ path, component: Page })) }));
};

const stepLinks = (wrapper: ReturnType<typeof mount>) => wrapper.find('.console-step a').map((link) => link.prop('href'));

const flush = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const mountPage = () => {
  let path = '';
  const wrapper = mount(
    <MemoryRouter initialEntries={['/gettingstarted']}>
      <Route exact path="/gettingstarted" component={GettingStartedPage} />
      <Route path="*" render={({ location }) => { path = location.pathname; return null; }} />
    </MemoryRouter>,
  );
  return { wrapper, currentPath: () => path };
};

describe('GettingStartedPage', () => {
  beforeEach(() => {
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['*'] }) });
    window.appConfig = {};
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('links the first steps and the configured guide and community links', () => {
    registerPages('/system/inputs', '/search', '/streams', '/alerts', '/dashboards', '/system/pipelines');
    window.appConfig = {
      webInterfaceGuideUrl: 'https://docs.example.org/guide',
      communityLinks: [{ title: 'Forum', url: 'https://forum.example.org/' }],
    };
    const { wrapper } = mountPage();

    const hrefs = wrapper.find('a').map((link) => link.prop('href'));
    expect(hrefs).toEqual(expect.arrayContaining([
      '/system/inputs', '/search', '/streams', '/alerts', '/dashboards',
      'https://docs.example.org/guide', 'https://forum.example.org/',
    ]));
    wrapper.unmount();
  });

  it('links only the steps whose pages exist, and names the page on screen in the browser title', () => {
    registerPages('/streams');
    const { wrapper } = mountPage();

    expect(stepLinks(wrapper)).toEqual(['/streams']);
    // Every step is still explained.
    expect(wrapper.find('.console-step').hostNodes()).toHaveLength(6);
    expect(wrapper.text()).toContain('takes you straight to the system overview');
    expect(document.title).toBe('Getting started - Graylog Console');
    wrapper.unmount();
  });

  it('says the start page leads to the search once there is one', () => {
    registerPages('/search');
    const { wrapper } = mountPage();
    expect(wrapper.text()).toContain('takes you straight to the search');
    wrapper.unmount();
  });

  it('dismisses the guide and goes to the start page', async () => {
    const dismiss = jest.spyOn(GettingStartedActions, 'dismiss').mockImplementation(() => Promise.resolve());
    const { wrapper, currentPath } = mountPage();

    wrapper.find('button').filterWhere((button) => button.text() === 'Dismiss guide').simulate('click');
    await flush();

    expect(dismiss).toHaveBeenCalled();
    expect(currentPath()).toBe('/');
    wrapper.unmount();
  });

  it('stays when dismissing fails', async () => {
    jest.spyOn(GettingStartedActions, 'dismiss').mockImplementation(() => Promise.reject(new Error('nope')));
    const { wrapper, currentPath } = mountPage();

    wrapper.find('button').filterWhere((button) => button.text() === 'Dismiss guide').simulate('click');
    await flush();
    wrapper.update();

    expect(currentPath()).toBe('/gettingstarted');
    expect(wrapper.find('button').filterWhere((button) => button.text() === 'Dismiss guide').prop('disabled')).toBe(false);
    wrapper.unmount();
  });
});

import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter, Route } from 'react-router-dom';

import { GettingStartedActions } from '@/stores/system/GettingStartedStore';

import GettingStartedPage from './GettingStartedPage';

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
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('links the first steps and the configured guide and community links', () => {
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

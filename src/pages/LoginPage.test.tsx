import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import { SessionActions } from '@/stores/sessions/SessionStore';

import LoginPage from './LoginPage';

const flush = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const type = (wrapper: ReturnType<typeof mount>, name: string, value: string) => {
  wrapper.find(`input[name="${name}"]`).simulate('change', { target: { value } });
};

describe('LoginPage', () => {
  beforeEach(() => {
    window.appConfig = {};
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the credentials with this host and shows why a login failed, keeping the user name', async () => {
    const login = jest.spyOn(SessionActions, 'login')
      .mockImplementation(() => Promise.reject(new FetchError('Unauthorized', 401, { type: 'ApiError', message: 'Invalid credentials' })));
    const wrapper = mount(<LoginPage />);

    type(wrapper, 'username', 'jane');
    type(wrapper, 'password', 'wrong');
    wrapper.find('form').simulate('submit');
    expect(wrapper.find('button[type="submit"]').prop('disabled')).toBe(true);
    await flush();
    wrapper.update();

    expect(login).toHaveBeenCalledWith('jane', 'wrong', window.location.host);
    expect(wrapper.find('.alert-danger').hostNodes().text()).toBe('Invalid credentials, please verify them and retry.');
    expect(wrapper.find('input[name="username"]').prop('value')).toBe('jane');
    expect(wrapper.find('button[type="submit"]').prop('disabled')).toBe(false);
    wrapper.unmount();
  });

  it('shows what the server said for other failures', async () => {
    jest.spyOn(SessionActions, 'login')
      .mockImplementation(() => Promise.reject(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'Database down' })));
    const wrapper = mount(<LoginPage />);

    type(wrapper, 'username', 'jane');
    wrapper.find('form').simulate('submit');
    await flush();
    wrapper.update();

    expect(wrapper.find('.alert-danger').hostNodes().text()).toBe('Error - the server returned: 500 - Database down');
    wrapper.unmount();
  });

  it('focuses the user name field', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const wrapper = mount(<LoginPage />, { attachTo: container });

    expect(document.activeElement?.getAttribute('name')).toBe('username');
    wrapper.detach();
    container.remove();
  });

  it('offers a link per single sign-on provider with its client id', () => {
    window.appConfig = {
      ssoProviders: [
        { id: 'okta', connectUrl: 'https://sso.example.org/connect?x=1', clientId: 'console-1', displayName: 'Okta' },
        { id: 'bad', connectUrl: 'javascript:alert(1)', clientId: 'c', displayName: 'Bad' },
      ],
    };
    const wrapper = mount(<LoginPage />);

    const links = wrapper.find('a.btn');
    expect(links.map((link) => link.text())).toEqual(['Sign in with Okta']);
    expect(links.first().prop('href')).toBe('https://sso.example.org/connect?x=1&client_id=console-1');
    wrapper.unmount();
  });

  it("offers a plugin's login method and isolates its failures", () => {
    const Broken = () => { throw new Error('kaputt'); };
    PluginStore.register(new PluginManifest({ name: 'ldap-login' }, {
      loginProviderType: [{ type: 'ldap', displayName: 'Directory', formComponent: Broken }],
    }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const wrapper = mount(<LoginPage />);

    wrapper.find('a.nav-link').filterWhere((link) => link.text() === 'Directory').simulate('click');

    expect(wrapper.find('.plugin-error').hostNodes().text()).toContain('ldap-login');
    expect(wrapper.find('input[name="username"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('keeps the card and its fields in place when an error appears', async () => {
    jest.spyOn(SessionActions, 'login')
      .mockImplementation(() => Promise.reject(new FetchError('Unauthorized', 401, { type: 'ApiError', message: 'Invalid credentials' })));
    const container = document.createElement('div');
    document.body.appendChild(container);
    const wrapper = mount(<LoginPage />, { attachTo: container });
    const page = () => container.querySelector('main') as HTMLElement;
    const card = () => container.querySelector('.console-login-card') as HTMLElement;
    // Everything in the card up to the last field: what must not move when a message appears.
    const aboveTheButton = () => card().innerHTML.split('<button')[0];

    type(wrapper, 'username', 'jane');
    const layoutBefore = [getComputedStyle(page()).alignItems, getComputedStyle(card()).marginTop];
    const contentBefore = aboveTheButton();
    // Anchored at the top, not centred: a taller card grows downwards only.
    expect(layoutBefore).toEqual(['flex-start', '12vh']);

    wrapper.find('form').simulate('submit');
    await flush();
    wrapper.update();

    expect(wrapper.find('.alert-danger').hostNodes().exists()).toBe(true);
    expect([getComputedStyle(page()).alignItems, getComputedStyle(card()).marginTop]).toEqual(layoutBefore);
    // The message comes after the form, so nothing above the fields changed either.
    expect(aboveTheButton()).toBe(contentBefore);
    const form = card().querySelector('form') as HTMLElement;
    const alert = card().querySelector('.alert-danger') as HTMLElement;
    expect(form.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    wrapper.detach();
    container.remove();
  });

  it('names itself "Sign in" in the browser title', () => {
    const wrapper = mount(<LoginPage />);
    expect(document.title).toBe('Sign in - Graylog Console');
    wrapper.unmount();
  });
});

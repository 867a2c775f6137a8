import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityActions, ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';

import AppFacade from './AppFacade';
import { currentUserFixture } from 'fixtures/currentUserFixture';

const admin = currentUserFixture({ username: 'admin', full_name: 'Administrator', permissions: ['*'], roles: ['Admin'] });

const Home = () => <p className="home">Welcome home</p>;

const mountFacade = (path = '/') => mount(
  <MemoryRouter initialEntries={[path]}>
    <AppFacade />
  </MemoryRouter>,
);

describe('AppFacade', () => {
  beforeEach(() => {
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
    PluginStore.register(new PluginManifest({ name: 'core' }, { routes: [{ path: '/', component: Home }] }));
    ServerAvailabilityStore.setState({ server: { up: true } });
    SessionStore.setState({ sessionId: undefined, username: undefined, validatingSession: false });
    CurrentUserStore.setState({ currentUser: undefined, loadError: undefined });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows a spinner while the stored session is being validated', () => {
    SessionStore.setState({ validatingSession: true });
    const wrapper = mountFacade();

    expect(wrapper.text()).toContain('Loading…');
    expect(wrapper.find('form').exists()).toBe(false);
    wrapper.unmount();
  });

  it('shows the login page when nobody is logged in, whatever the URL', () => {
    const wrapper = mountFacade('/system/overview');

    expect(wrapper.find('input[name="username"]').exists()).toBe(true);
    expect(wrapper.find('button[type="submit"]').text()).toBe('Sign in');
    expect(wrapper.find('.home').exists()).toBe(false);
    wrapper.unmount();
  });

  it('waits for the current user before showing the console', () => {
    SessionStore.setState({ sessionId: 'session-1', username: 'admin' });
    const wrapper = mountFacade();
    expect(wrapper.text()).toContain('Loading…');

    act(() => { CurrentUserStore.setState({ currentUser: admin }); });
    wrapper.update();

    expect(wrapper.find('.home').text()).toBe('Welcome home');
    expect(wrapper.find('#nav-user-menu').hostNodes().text()).toBe('Administrator');
    wrapper.unmount();
  });

  it('says so when the user behind a valid session cannot be loaded, and offers to retry or log out', () => {
    SessionStore.setState({ sessionId: 's-1', username: 'admin', validatingSession: false });
    CurrentUserStore.setState({ currentUser: undefined, loadError: 'There was an error fetching a resource: Internal Server Error.' });
    const load = jest.spyOn(CurrentUserActions, 'load').mockImplementation(() => Promise.resolve(admin));
    const wrapper = mountFacade('/');
    expect(wrapper.text()).toContain('Could not load your user');
    expect(wrapper.text()).toContain('Internal Server Error');
    wrapper.find('button').filterWhere((button) => button.text() === 'Try again').simulate('click');
    expect(load).toHaveBeenCalledWith('admin');
    expect(wrapper.find('button').filterWhere((button) => button.text() === 'Log out')).toHaveLength(1);
    wrapper.unmount();
  });

  it('covers the console while the server is unavailable and uncovers it when the server is back', () => {
    SessionStore.setState({ sessionId: 'session-1', username: 'admin' });
    CurrentUserStore.setState({ currentUser: admin });
    const wrapper = mountFacade();

    act(() => { ServerAvailabilityStore.setState({ server: { up: false, error: 'connect ECONNREFUSED' } }); });
    wrapper.update();
    const overlay = wrapper.find('.console-overlay').hostNodes();
    expect(overlay.text()).toContain('Server currently unavailable');
    expect(overlay.text()).toContain('We are continuously trying to reach the server');
    expect(overlay.text()).toContain('connect ECONNREFUSED');
    // What the user had open stays underneath.
    expect(wrapper.find('.home').exists()).toBe(true);

    act(() => { ServerAvailabilityStore.setState({ server: { up: true } }); });
    wrapper.update();
    expect(wrapper.find('.console-overlay').exists()).toBe(false);
    wrapper.unmount();
  });

  it('shows the unavailable page even before the session could be validated', () => {
    SessionStore.setState({ validatingSession: true });
    ServerAvailabilityStore.setState({ server: { up: false, error: 'Network error' } });
    const wrapper = mountFacade();

    expect(wrapper.text()).toContain('Server currently unavailable');
    wrapper.unmount();
  });

  it('pings the server every 20 seconds for as long as it runs', () => {
    jest.useFakeTimers();
    const ping = jest.spyOn(ServerAvailabilityActions, 'ping').mockImplementation(() => Promise.resolve(undefined));
    const wrapper = mountFacade();

    expect(ping).not.toHaveBeenCalled();
    act(() => { jest.advanceTimersByTime(20000); });
    expect(ping).toHaveBeenCalledTimes(1);
    act(() => { jest.advanceTimersByTime(40000); });
    expect(ping).toHaveBeenCalledTimes(3);

    wrapper.unmount();
    act(() => { jest.advanceTimersByTime(60000); });
    expect(ping).toHaveBeenCalledTimes(3);
  });
});

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

// The navigation's throughput chart draws on a canvas jsdom does not have; it is tested in components/throughput.
jest.mock('@/components/throughput/ThroughputChart', () => ({ __esModule: true, default: () => null }));

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
    // What the user had open stays underneath.
    expect(wrapper.find('.home').exists()).toBe(true);

    act(() => { ServerAvailabilityStore.setState({ server: { up: true } }); });
    wrapper.update();
    expect(wrapper.find('.console-overlay').exists()).toBe(false);
    wrapper.unmount();
  });

  it('says in plain words which server is not answering, and keeps the technical reason behind "Details"', () => {
    window.appConfig = { gl2ServerUrl: '/api/' };
    ServerAvailabilityStore.setState({ server: { up: false, error: 'Request has been terminated. Possible causes: the page is being unloaded' } });
    const wrapper = mountFacade();
    const overlay = () => wrapper.find('.console-overlay').hostNodes();

    expect(overlay().text()).toContain(`The server at ${window.location.origin}/api/ is not answering.`);
    expect(overlay().text()).not.toContain('Request has been terminated');
    const details = () => overlay().find('button').filterWhere((button) => button.text() === 'Details');
    expect(details().prop('aria-expanded')).toBe(false);

    details().simulate('click');
    expect(overlay().find('pre').text()).toBe('Request has been terminated. Possible causes: the page is being unloaded');
    overlay().find('button').filterWhere((button) => button.text() === 'Hide details').simulate('click');
    expect(overlay().text()).not.toContain('Request has been terminated');
    wrapper.unmount();
  });

  it('counts down to the next attempt every second, and starts over after each ping', () => {
    jest.useFakeTimers();
    jest.spyOn(ServerAvailabilityActions, 'ping').mockImplementation(() => Promise.resolve(undefined));
    ServerAvailabilityStore.setState({ server: { up: false, error: 'down' } });
    const wrapper = mountFacade();
    const countdown = () => wrapper.find('.console-countdown').hostNodes().text();

    expect(countdown()).toBe('20 seconds');
    act(() => { jest.advanceTimersByTime(1000); });
    wrapper.update();
    expect(countdown()).toBe('19 seconds');
    act(() => { jest.advanceTimersByTime(18000); });
    wrapper.update();
    expect(countdown()).toBe('1 second');
    act(() => { jest.advanceTimersByTime(1000); });
    act(() => { jest.advanceTimersByTime(1000); });
    wrapper.update();
    expect(countdown()).toBe('19 seconds');
    wrapper.unmount();
  });

  it('tries again at once on "Retry now", and counts down from the full interval again', async () => {
    jest.useFakeTimers();
    let answer: () => void = () => {};
    const ping = jest.spyOn(ServerAvailabilityActions, 'ping')
      .mockImplementation(() => new Promise((resolve) => { answer = () => resolve(undefined); }));
    ServerAvailabilityStore.setState({ server: { up: false, error: 'down' } });
    const wrapper = mountFacade();
    act(() => { jest.advanceTimersByTime(12000); });
    wrapper.update();
    const retryButton = () => wrapper.find('.console-overlay button').hostNodes().first();
    expect(retryButton().text()).toBe('Retry now');

    retryButton().simulate('click');
    expect(ping).toHaveBeenCalledTimes(1);
    expect(retryButton().text()).toBe('Retrying…');
    expect(retryButton().prop('disabled')).toBe(true);

    await act(async () => { answer(); });
    wrapper.update();
    expect(retryButton().text()).toBe('Retry now');
    act(() => { jest.advanceTimersByTime(1000); });
    wrapper.update();
    expect(wrapper.find('.console-countdown').hostNodes().text()).toBe('19 seconds');
    // The interval started over: no automatic ping 8 s after the retry, where the old schedule had one.
    act(() => { jest.advanceTimersByTime(8000); });
    expect(ping).toHaveBeenCalledTimes(1);
    act(() => { jest.advanceTimersByTime(11000); });
    expect(ping).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });

  it('shows the unavailable page even before the session could be validated', () => {
    SessionStore.setState({ validatingSession: true });
    ServerAvailabilityStore.setState({ server: { up: false, error: 'Network error' } });
    const wrapper = mountFacade();

    expect(wrapper.text()).toContain('Server currently unavailable');
    wrapper.unmount();
  });

  it('pings the server every 20 seconds for as long as it runs, while someone is logged in', async () => {
    jest.useFakeTimers();
    const ping = jest.spyOn(ServerAvailabilityActions, 'ping').mockImplementation(() => Promise.resolve(undefined));
    SessionStore.setState({ sessionId: 'session-1', username: 'admin' });
    CurrentUserStore.setState({ currentUser: admin });
    const wrapper = mountFacade();
    // Each turn is scheduled once the previous ping's answer is in: let that promise settle between turns.
    const waitSeconds = async (seconds: number) => {
      for (let i = 0; i < seconds; i += 1) {
        await act(async () => { jest.advanceTimersByTime(1000); });
      }
    };

    expect(ping).not.toHaveBeenCalled();
    await waitSeconds(20);
    expect(ping).toHaveBeenCalledTimes(1);
    await waitSeconds(40);
    expect(ping).toHaveBeenCalledTimes(3);

    wrapper.unmount();
    await waitSeconds(60);
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('does not ping while nobody is logged in and the server is up', () => {
    jest.useFakeTimers();
    const ping = jest.spyOn(ServerAvailabilityActions, 'ping').mockImplementation(() => Promise.resolve(undefined));
    const wrapper = mountFacade();

    act(() => { jest.advanceTimersByTime(60000); });
    expect(ping).not.toHaveBeenCalled();
    wrapper.unmount();
  });
});

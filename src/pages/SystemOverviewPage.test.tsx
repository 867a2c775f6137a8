import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import type { SystemOverview } from '@/stores/system/SystemStore';
import { SystemActions, SystemStore } from '@/stores/system/SystemStore';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import SystemOverviewPage, { REFRESH_INTERVAL_MS } from './SystemOverviewPage';

const overview: SystemOverview = {
  facility: 'graylog-server', codename: 'Noir', node_id: '5ca1ab1e-0000-4000-8000-000000000001',
  cluster_id: 'c0ffee00-1111-4222-8333-444455556666', version: '4.0.0', started_at: '2024-03-01T10:00:00.123Z',
  hostname: 'log-1.example.org', lifecycle: 'running', lb_status: 'alive', timezone: 'Europe/Berlin',
  operating_system: 'Linux 6.1.0', is_processing: true,
};

const user = { id: 'u', username: 'jane', timezone: 'America/New_York', permissions: ['*'] } as CurrentUser;

const flush = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

/** Makes SystemActions[action] answer `answer` through the store, as the real store does. */
const answerWith = (action: 'info' | 'refresh', answer: SystemOverview) => jest.spyOn(SystemActions, action).mockImplementation(() => {
  SystemStore.setState({ system: answer });
  return Promise.resolve(answer);
});

const restarted: SystemOverview = { ...overview, started_at: '2024-03-02T08:30:00.000Z' };

describe('SystemOverviewPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    SystemStore.setState({ system: undefined });
  });

  it('shows what the server says about itself, times in the user\'s time zone', async () => {
    jest.spyOn(SystemActions, 'info').mockImplementation(() => {
      SystemStore.setState({ system: overview });
      return Promise.resolve(overview);
    });
    CurrentUserStore.setState({ currentUser: user });
    const wrapper = mount(<SystemOverviewPage />);
    await flush();
    wrapper.update();

    const text = wrapper.text();
    expect(text).toContain('5ca1ab1e-0000-4000-8000-000000000001');
    expect(text).toContain('C0FFEE00-1111-4222-8333-444455556666');
    expect(text).toContain('4.0.0 (Noir)');
    expect(text).toContain('log-1.example.org');
    expect(text).toContain('Linux 6.1.0');
    expect(text).toContain('Europe/Berlin');
    expect(text).toContain('alive');
    const started = wrapper.find('time');
    expect(started.text()).toBe('2024-03-01 05:00:00.123');
    expect(started.prop('dateTime')).toBe('2024-03-01T10:00:00.123Z');
    wrapper.unmount();
  });

  it('says so when the overview cannot be loaded', async () => {
    jest.spyOn(SystemActions, 'info').mockImplementation(() => Promise.reject(new Error('down')));
    const wrapper = mount(<SystemOverviewPage />);
    await flush();
    wrapper.update();

    expect(wrapper.text()).toContain('The system overview could not be loaded');
    wrapper.unmount();
  });

  it('shows the new start time as soon as the server is back after a restart', async () => {
    answerWith('info', overview);
    const refresh = answerWith('refresh', restarted);
    CurrentUserStore.setState({ currentUser: user });
    const wrapper = mount(<SystemOverviewPage />);
    await flush();
    wrapper.update();
    expect(wrapper.find('time').prop('dateTime')).toBe('2024-03-01T10:00:00.123Z');
    expect(refresh).not.toHaveBeenCalled();

    act(() => { ServerAvailabilityStore.setState({ server: { up: false, error: 'down' } }); });
    act(() => { ServerAvailabilityStore.setState({ server: { up: true }, reconnects: ServerAvailabilityStore.getInitialState().reconnects + 1 }); });
    await flush();
    wrapper.update();

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(wrapper.find('time').prop('dateTime')).toBe('2024-03-02T08:30:00.000Z');
    wrapper.unmount();
  });

  it('asks again every 10 seconds while on screen, so the uptime stays current, and stops when left', async () => {
    jest.useFakeTimers();
    answerWith('info', overview);
    const refresh = answerWith('refresh', restarted);
    const wrapper = mount(<SystemOverviewPage />);

    act(() => { jest.advanceTimersByTime(REFRESH_INTERVAL_MS - 1); });
    expect(refresh).not.toHaveBeenCalled();
    act(() => { jest.advanceTimersByTime(1); });
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => { jest.advanceTimersByTime(2 * REFRESH_INTERVAL_MS); });
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(REFRESH_INTERVAL_MS).toBe(10000);

    wrapper.unmount();
    act(() => { jest.advanceTimersByTime(5 * REFRESH_INTERVAL_MS); });
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('recovers from a failed first load with the next refresh, and names itself in the browser title', async () => {
    jest.useFakeTimers();
    jest.spyOn(SystemActions, 'info').mockImplementation(() => Promise.reject(new Error('down')));
    answerWith('refresh', overview);
    const wrapper = mount(<SystemOverviewPage />);
    await act(async () => { await Promise.resolve(); });
    wrapper.update();
    expect(wrapper.text()).toContain('The system overview could not be loaded');
    expect(document.title).toBe('System overview - Graylog Console');

    await act(async () => { jest.advanceTimersByTime(REFRESH_INTERVAL_MS); await Promise.resolve(); });
    wrapper.update();
    expect(wrapper.text()).not.toContain('could not be loaded');
    expect(wrapper.text()).toContain('log-1.example.org');
    wrapper.unmount();
  });
});

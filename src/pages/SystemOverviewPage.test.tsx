import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import type { SystemOverview } from '@/stores/system/SystemStore';
import { SystemActions, SystemStore } from '@/stores/system/SystemStore';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import SystemOverviewPage from './SystemOverviewPage';

const overview: SystemOverview = {
  facility: 'graylog-server', codename: 'Noir', node_id: '5ca1ab1e-0000-4000-8000-000000000001',
  cluster_id: 'c0ffee00-1111-4222-8333-444455556666', version: '4.0.0', started_at: '2024-03-01T10:00:00.123Z',
  hostname: 'log-1.example.org', lifecycle: 'running', lb_status: 'alive', timezone: 'Europe/Berlin',
  operating_system: 'Linux 6.1.0', is_processing: true,
};

const user = { id: 'u', username: 'jane', timezone: 'America/New_York', permissions: ['*'] } as CurrentUser;

const flush = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('SystemOverviewPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
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
});

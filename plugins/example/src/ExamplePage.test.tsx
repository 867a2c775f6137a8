import React from 'react';
import { mount, type ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserStore, PluginManifest, PluginStore, SystemStore } from '@/plugin-api';
import type { SystemOverview } from '@/plugin-api';

import ExamplePage from './ExamplePage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => {
  const actual = jest.requireActual('@/logic/rest/FetchProvider');
  return { ...actual, __esModule: true, default: jest.fn(), fetch: jest.fn() };
});

const mockedFetch = fetch as jest.MockedFunction<typeof fetch>;

const currentUser = currentUserFixture({ full_name: 'Jane Admin', permissions: ['*'], timezone: 'UTC', roles: ['Admin', 'Reader'] });

const system: SystemOverview = {
  facility: 'graylog-server',
  codename: 'Noir',
  node_id: 'node-4711',
  cluster_id: 'cluster-1',
  version: '4.0.17',
  started_at: '2024-03-01T10:20:30.456Z',
  hostname: 'logs.example.org',
  lifecycle: 'running',
  lb_status: 'alive',
  timezone: 'UTC',
  operating_system: 'Linux',
  is_processing: true,
};

const flush = () => act(async () => { await Promise.resolve(); });

describe('ExamplePage', () => {
  let wrapper: ReactWrapper | undefined;

  beforeEach(() => {
    PluginStore.get().forEach(({ metadata }) => PluginStore.unregister(metadata.name));
    PluginStore.register(new PluginManifest({ name: 'core', version: '0.1.0', description: 'The console itself' }, {}));
    PluginStore.register(new PluginManifest({ name: 'example', version: '1.0.0', description: 'The example' }, {}));
    CurrentUserStore.setState({ currentUser });
    SystemStore.setState({ system });
    mockedFetch.mockReset();
  });

  afterEach(() => {
    wrapper?.unmount();
    wrapper = undefined;
  });

  it('shows who is logged in, read from the current user store', () => {
    wrapper = mount(<ExamplePage />);

    expect(wrapper.find('h1').text()).toBe('Plugin example');
    const section = wrapper.find('.example-current-user');
    expect(section.text()).toContain('jane');
    expect(section.text()).toContain('Jane Admin');
    expect(section.text()).toContain('Admin, Reader');
  });

  it('shows the node it talks to, with its start time as a timestamp, without fetching it again', () => {
    wrapper = mount(<ExamplePage />);

    const section = wrapper.find('.example-node');
    expect(section.text()).toContain('node-4711');
    expect(section.text()).toContain('4.0.17');
    expect(section.text()).toContain('logs.example.org');
    expect(section.find('time').prop('dateTime')).toBe('2024-03-01T10:20:30.456Z');
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it('loads the node information when the store has none yet', async () => {
    SystemStore.setState({ system: undefined });
    mockedFetch.mockResolvedValue(system);

    wrapper = mount(<ExamplePage />);
    expect(wrapper.find('.example-node').text()).toContain('Loading node information');
    await flush();
    wrapper.update();

    expect(mockedFetch).toHaveBeenCalledWith('GET', expect.stringContaining('/system'));
    expect(wrapper.find('.example-node').text()).toContain('node-4711');
  });

  it('lists the registered plugins and follows the registry', () => {
    wrapper = mount(<ExamplePage />);
    const rows = () => wrapper!.find('.example-plugins tbody tr').map((row) => row.find('td').map((cell) => cell.text()));

    expect(rows()).toEqual([['core', '0.1.0', 'The console itself'], ['example', '1.0.0', 'The example']]);

    act(() => {
      PluginStore.register(new PluginManifest({ name: 'late' }, {}));
    });
    wrapper.update();

    expect(rows()).toEqual([['core', '0.1.0', 'The console itself'], ['example', '1.0.0', 'The example'], ['late', '', '']]);
  });

  it('says so when nobody is logged in', () => {
    CurrentUserStore.setState({ currentUser: undefined });

    wrapper = mount(<ExamplePage />);

    expect(wrapper.find('.example-current-user').text()).toContain('Nobody is logged in');
  });
});

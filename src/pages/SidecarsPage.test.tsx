import { act } from 'react-dom/test-utils';

import fetch from '@/logic/rest/FetchProvider';
import type { Sidecar } from '@/stores/sidecars/sidecarTypes';

import React from 'react';
import { Route } from 'react-router-dom';

import SidecarsPage from './SidecarsPage';
import SidecarStatusPage from './SidecarStatusPage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const sidecar = (overrides: Partial<Sidecar> = {}): Sidecar => ({
  node_id: 'node-1',
  node_name: 'web-01',
  node_details: {
    operating_system: 'Linux',
    ip: '10.0.0.5',
    metrics: { cpu_idle: 93.5, load_1: 0.4, disks_75: ['/var'] },
    status: { status: 2, message: '1 collector failing', collectors: [{ collector_id: 'filebeat', status: 2, message: 'config error', verbose_message: 'line 3: bad' }] },
  },
  assignments: [{ collector_id: 'filebeat', configuration_id: 'cfg-1' }],
  last_seen: new Date().toISOString(),
  sidecar_version: '1.1.0',
  active: true,
  ...overrides,
});

const listAnswer = (sidecars: Array<Sidecar>) => ({ query: '', pagination: { page: 1, per_page: 50, count: sidecars.length, total: sidecars.length }, total: sidecars.length, sidecars });

const buttonNamed = (name: string) => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);
const dialogButton = (name: string) => Array.from(document.querySelectorAll('.modal button')).find((button) => button.textContent === name) as HTMLButtonElement | undefined;

afterEach(unmountPages);
beforeEach(() => { mockFetch.mockReset(); });

describe('SidecarsPage', () => {
  it('lists active sidecars with their status, and asks for inactive ones too when told', async () => {
    const urls: Array<string> = [];
    mockFetch.mockImplementation(((method: string, url: string) => {
      urls.push(url);
      const inactive = sidecar({ node_id: 'node-2', node_name: 'old-01', active: false, node_details: { operating_system: 'Windows' } });
      return Promise.resolve(listAnswer(url.includes('only_active=false') ? [sidecar(), inactive] : [sidecar()]));
    }) as never);
    const { wrapper } = await mountPage(<SidecarsPage />, '/system/sidecars', ['sidecars:read']);

    expect(urls[0]).toBe('/api/sidecars?page=1&per_page=50&sort=node_name&order=asc&only_active=true');
    const row = wrapper.find('tr[data-entity-id="node-1"]');
    expect(row.find('a').first().text()).toBe('web-01');
    expect(row.find('a').first().prop('href')).toBe('/system/sidecars/node-1/status');
    expect(row.text()).toContain('Failing');
    expect(row.text()).toContain('Linux');

    act(() => { buttonNamed('Include inactive sidecars')?.click(); });
    await settle(wrapper);
    expect(urls[urls.length - 1]).toContain('only_active=false');
    expect(wrapper.find('tr[data-entity-id="node-2"]').text()).toContain('(inactive)');
    expect(buttonNamed('Hide inactive sidecars')).toBeDefined();
  });
});

describe('SidecarStatusPage', () => {
  const mountStatus = (permissions: Array<string>) => {
    mockFetch.mockImplementation(((method: string, url: string) => {
      if (url === '/api/sidecars/node-1') return Promise.resolve(sidecar());
      if (url === '/api/sidecar/collectors') return Promise.resolve({ collectors: [{ id: 'filebeat', name: 'filebeat', node_operating_system: 'linux' }] });
      return Promise.resolve(undefined);
    }) as never);
    return mountPage(<Route path="/system/sidecars/:sidecarId/status"><SidecarStatusPage /></Route>, '/system/sidecars/node-1/status', permissions);
  };

  it('shows the host and each collector\'s status, and restarts a collector once confirmed', async () => {
    const { wrapper } = await mountStatus(['sidecars:read', 'sidecars:update']);
    const text = document.body.textContent ?? '';
    expect(text).toContain('10.0.0.5');
    expect(text).toContain('93.5%');
    expect(text).toContain('/var');
    expect(wrapper.find('li[data-collector-id="filebeat"]').text()).toContain('config error');

    act(() => { wrapper.find('button[aria-label="restart collector filebeat"]').simulate('click'); });
    await settle(wrapper);
    expect(mockFetch).not.toHaveBeenCalledWith('PUT', expect.anything(), expect.anything(), expect.anything());
    expect(document.querySelector('.modal-title')?.textContent).toBe('Restart collector');
    act(() => { dialogButton('Restart')?.click(); });
    await settle(wrapper);
    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/sidecar/action/node-1', [{ collector_id: 'filebeat', properties: { restart: true } }], { reportPageErrors: false });
  });

  it('offers no collector actions to a read-only user', async () => {
    const { wrapper } = await mountStatus(['sidecars:read']);
    expect(wrapper.find('li[data-collector-id="filebeat"]').exists()).toBe(true);
    expect(wrapper.find('button[aria-label="restart collector filebeat"]').exists()).toBe(false);
  });
});

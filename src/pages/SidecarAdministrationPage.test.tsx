// The administration list: a row per sidecar and collector, paged and counted by sidecars as the server does, kept up to date while
// it is on screen, and bulk runs that sum up in one toast instead of one per row.
import React from 'react';
import { act } from 'react-dom/test-utils';

import fetch from '@/logic/rest/FetchProvider';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { SIDECARS_REFRESH_MS } from '@/stores/sidecars/SidecarsStore';
import type { Sidecar } from '@/stores/sidecars/sidecarTypes';
import UserNotification from '@/util/UserNotification';

import SidecarAdministrationPage from './SidecarAdministrationPage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const COLLECTORS = ['filebeat', 'auditbeat', 'metricbeat'].map((name) => ({ id: name, name, node_operating_system: 'linux' }));
const sidecar = (nodeId: string, nodeName: string): Sidecar => ({
  node_id: nodeId, node_name: nodeName, node_details: { operating_system: 'Linux' }, assignments: [],
  last_seen: '2024-05-01T10:00:00.000Z', sidecar_version: '1.1.0', active: true, collectors: COLLECTORS.map((collector) => collector.id),
});

let sidecars: Array<Sidecar>;
/** How many sidecars match in all, as the server counts them (more than one page may hold). */
let matching: number | undefined;
const calls: Array<{ method: string, url: string, body: unknown }> = [];

beforeEach(() => {
  sidecars = [sidecar('node-1', 'web-01')];
  matching = undefined;
  calls.length = 0;
  mockFetch.mockReset();
  jest.mocked(UserNotification.success).mockReset();
  jest.mocked(UserNotification.error).mockReset();
  mockFetch.mockImplementation(((method: string, url: string, body: unknown) => {
    calls.push({ method, url, body });
    if (url === '/api/sidecar/collectors') return Promise.resolve({ collectors: COLLECTORS });
    if (url.startsWith('/api/sidecar/configurations')) return Promise.resolve({ configurations: [] });
    if (url === '/api/sidecar/administration') {
      const { page, per_page: perPage } = body as { page: number, per_page: number };
      const total = matching ?? sidecars.length;
      return Promise.resolve({ query: '', pagination: { page, per_page: perPage, count: sidecars.length, total }, total, sidecars });
    }
    return Promise.resolve(undefined);
  }) as never);
});
afterEach(unmountPages);

const footer = () => document.querySelector('.console-entity-table-footer span')?.textContent;
const administrationCalls = () => calls.filter((call) => call.url === '/api/sidecar/administration');

describe('SidecarAdministrationPage', () => {
  it('shows a row per sidecar and collector, and pages and counts sidecars as the server does', async () => {
    const { wrapper } = await mountPage(<SidecarAdministrationPage />, '/system/sidecars/administration', ['*']);
    expect(wrapper.find('tbody tr')).toHaveLength(3);
    expect(footer()).toBe('Showing 1-1 of 1 sidecars');
    expect(administrationCalls()[0].body).toMatchObject({ page: 1, per_page: 50, query: '', filters: {} });

    unmountPages();
    sidecars = ['web-11', 'web-12'].map((name, index) => sidecar(`node-${index}`, name));
    matching = 12;
    const paged = await mountPage(<SidecarAdministrationPage />, '/system/sidecars/administration?page=2&per_page=10', ['*']);
    expect(administrationCalls().at(-1)?.body).toMatchObject({ page: 2, per_page: 10 });
    expect(paged.wrapper.find('tbody tr')).toHaveLength(6);
    expect(footer()).toBe('Showing 11-12 of 12 sidecars');
  });

  it('asks for the list again while it is on screen', async () => {
    SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
    // Time runs on by itself (the harness waits on timers), and can be jumped forward to the next refresh.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { wrapper } = await mountPage(<SidecarAdministrationPage />, '/system/sidecars/administration', ['*']);
      const before = administrationCalls().length;
      sidecars = [sidecar('node-1', 'web-01'), sidecar('node-2', 'web-02')];
      await act(async () => { jest.advanceTimersByTime(SIDECARS_REFRESH_MS); });
      await settle(wrapper);
      expect(administrationCalls().length).toBeGreaterThan(before);
      expect(wrapper.find('tbody tr')).toHaveLength(6);
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs a bulk action quietly per row and sums it up in one toast', async () => {
    const { wrapper } = await mountPage(<SidecarAdministrationPage />, '/system/sidecars/administration', ['*']);
    act(() => { wrapper.find('input[aria-label="Select filebeat on web-01"]').simulate('change', { target: { checked: true } }); });
    act(() => { wrapper.find('input[aria-label="Select auditbeat on web-01"]').simulate('change', { target: { checked: true } }); });
    wrapper.update();
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Restart').first().simulate('click'); });
    await settle(wrapper);
    expect(document.querySelector('.modal-body')?.textContent).toContain('2 sidecar collectors');
    act(() => { (Array.from(document.querySelectorAll('.modal button')).find((button) => button.textContent === 'Restart') as HTMLButtonElement).click(); });
    await settle(wrapper);
    await settle(wrapper);

    const actions = calls.filter((call) => call.url === '/api/sidecar/administration/action');
    expect(actions.map((call) => call.body)).toEqual([
      { action: 'restart', collectors: [{ sidecar_id: 'node-1', collector_ids: ['filebeat'] }] },
      { action: 'restart', collectors: [{ sidecar_id: 'node-1', collector_ids: ['auditbeat'] }] },
    ]);
    expect(UserNotification.success).toHaveBeenCalledTimes(1);
    expect(UserNotification.success).toHaveBeenCalledWith('Restart: 2 sidecar collectors done');
  });
});

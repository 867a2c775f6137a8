import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import SharedEntitiesSection from './SharedEntitiesSection';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const OWN_STREAM = 'grn::::stream:s1';
const OTHER_STREAM = 'grn::::stream:s2';
const JANE = 'grn::::user:u1';
const ADMIN = 'grn::::user:admin';

let calls: Array<{ method: Method, url: string, body: unknown }> = [];

const answer = (method: Method, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url.startsWith('/api/authz/shares/user/u1?')) {
    return Promise.resolve({
      entities: [
        { id: OWN_STREAM, type: 'stream', title: 'Jane\'s stream', owners: [{ id: JANE, type: 'user', title: 'Jane' }] },
        { id: OTHER_STREAM, type: 'stream', title: 'Firewall', owners: [{ id: ADMIN, type: 'user', title: 'Administrator' }] },
      ],
      context: { grantee_capabilities: { [OWN_STREAM]: 'own', [OTHER_STREAM]: 'view' } },
      page: 2, per_page: 20, query: '', count: 2, total: 22, grand_total: 22,
    });
  }
  if (method === 'POST' && url.endsWith('/prepare')) {
    return Promise.resolve({
      entity: OWN_STREAM, sharing_user: JANE, available_grantees: [], available_capabilities: [{ id: 'view', title: 'Viewer' }],
      active_shares: [{ grant: 'g1', grantee: JANE, capability: 'own' }], selected_grantee_capabilities: { [JANE]: 'own' },
      missing_permissions_on_dependencies: {}, validation_result: { failed: false, errors: {} },
    });
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

const renderSection = async (permissions: Array<string>) => {
  CurrentUserStore.setState({ currentUser: currentUserFixture({ id: 'u1', username: 'jane', permissions }) });
  // Another table on the same page owns the unprefixed parameters; this one reads `shared_*` only.
  const history = createMemoryHistory({ initialEntries: ['/system/users/u1?page=3&shared_page=2'] });
  const wrapper = mount(<Router history={history}><SharedEntitiesSection userId="u1" /></Router>, { attachTo: document.body.appendChild(document.createElement('div')) });
  mounted.push(wrapper);
  await settle();
  wrapper.update();
  return wrapper;
};

const rowOf = (wrapper: ReactWrapper, title: string) => wrapper.find('tbody tr').filterWhere((row) => row.find('td').first().text() === title);
const shareButtonOf = (wrapper: ReactWrapper, title: string) => rowOf(wrapper, title).find('button').filterWhere((button) => button.text() === 'Share');

describe('SharedEntitiesSection', () => {
  beforeEach(() => {
    calls = [];
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
  });

  it('lists what the user can reach with their capability, paged through its own URL parameters', async () => {
    const wrapper = await renderSection(['streams:read']);

    expect(calls[0].url).toBe('/api/authz/shares/user/u1?page=2&per_page=20&sort=title&order=asc');
    expect(wrapper.find('h2').text()).toBe('Shared entities');
    expect(rowOf(wrapper, 'Firewall').text()).toContain('Administrator');
    expect(rowOf(wrapper, 'Firewall').text()).toContain('Viewer');
    expect(rowOf(wrapper, 'Jane\'s stream').text()).toContain('Owner');
  });

  it('offers Share only where the current user may share: as owner, or with the own permission on the entity', async () => {
    const wrapper = await renderSection(['streams:read']);
    expect(shareButtonOf(wrapper, 'Jane\'s stream').exists()).toBe(true);
    expect(shareButtonOf(wrapper, 'Firewall').exists()).toBe(false);
    wrapper.unmount();
    mounted.splice(0);

    const editor = await renderSection(['streams:read', 'streams:edit:s2']);
    expect(shareButtonOf(editor, 'Firewall').exists()).toBe(false);
    editor.unmount();
    mounted.splice(0);

    const owner = await renderSection(['streams:read', 'streams:own:s2']);
    expect(shareButtonOf(owner, 'Firewall').exists()).toBe(true);
  });

  it('opens the share dialog of an entity', async () => {
    const wrapper = await renderSection(['streams:read']);

    act(() => { shareButtonOf(wrapper, 'Jane\'s stream').simulate('click'); });
    await settle();

    expect(calls).toContainEqual({ method: 'POST', url: '/api/authz/shares/entities/grn%3A%3A%3A%3Astream%3As1/prepare', body: {} });
    expect(document.querySelector('.modal-title')?.textContent).toBe('Sharing stream: Jane\'s stream');
  });
});

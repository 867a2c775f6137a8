import type { ReactWrapper } from 'enzyme';
import React from 'react';
import { act } from 'react-dom/test-utils';
import { Route } from 'react-router-dom';

import fetch from '@/logic/rest/FetchProvider';
import { newContentPack } from '@/stores/contentpacks/contentPackModel';
import type { ContentPack } from '@/stores/contentpacks/contentPackTypes';

import ContentPackEditPage from './ContentPackEditPage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = jest.mocked(fetch);
const entity = {
  v: '1', type: { name: 'grok_pattern', version: '1' }, id: 'e1', data: { name: { '@type': 'parameter', '@value': 'NAME' }, pattern: { '@type': 'string', '@value': '\\d+' } }, constraints: [],
};
const revision = (rev: number): ContentPack => ({
  ...newContentPack(), id: 'p1', rev, name: `Patterns r${rev}`, summary: 's', vendor: 'v',
  parameters: [{ name: 'NAME', title: 'Name', description: 'Pattern name', type: 'string', default_value: 'NUM' }], entities: [entity],
});

let calls: Array<{ method: string, url: string, body: unknown }> = [];

describe('ContentPackEditPage', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    calls = [];
    mockFetch.mockImplementation(((method: string, url: string, body?: unknown) => {
      calls.push({ method, url, body });
      if (url === '/api/system/content_packs/p1') return Promise.resolve({ content_pack_revisions: { 1: revision(1), 3: revision(3) }, constraints_result: {} });
      if (url === '/api/system/catalog' && method === 'GET') return Promise.resolve({ entities: [] });
      if (url === '/api/system/content_packs' && method === 'POST') return Promise.resolve(undefined);
      return Promise.reject(new Error(`unexpected ${method} ${url}`));
    }) as never);
  });
  afterEach(unmountPages);

  it('starts from the chosen revision and saves it as the latest plus one, keeping its entities and parameters', async () => {
    const { wrapper, history } = await mountPage(
      <Route path="/system/contentpacks/:contentPackId/:contentPackRev/edit"><ContentPackEditPage /></Route>, '/system/contentpacks/p1/1/edit', ['*'],
    );
    expect(wrapper.find('input[name="name"]').prop('value')).toBe('Patterns r1');
    const next = (w: ReactWrapper) => w.find('button').filterWhere((node) => node.text() === 'Next').hostNodes();
    act(() => { next(wrapper).simulate('click'); });
    await settle(wrapper);
    expect(wrapper.text()).toContain('from revision 1');
    act(() => { next(wrapper).simulate('click'); });
    await settle(wrapper);
    act(() => { next(wrapper).simulate('click'); });
    await settle(wrapper);
    act(() => { wrapper.find('form').first().simulate('submit'); });
    await settle(wrapper);

    // Only a revision's own entities were chosen: nothing to resolve on the server.
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/system/catalog')).toBe(false);
    const saved = calls.find((call) => call.method === 'POST' && call.url === '/api/system/content_packs')?.body as ContentPack;
    expect(saved).toEqual({ ...revision(1), rev: 4 });
    expect(history.location.pathname).toBe('/system/contentpacks/p1');
  });
});

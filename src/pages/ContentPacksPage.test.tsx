import type { ReactWrapper } from 'enzyme';
import React from 'react';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { newContentPack } from '@/stores/contentpacks/contentPackModel';
import type { ContentPack } from '@/stores/contentpacks/contentPackTypes';
import UserNotification from '@/util/UserNotification';

import ContentPacksPage from './ContentPacksPage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = jest.mocked(fetch);

const pack = (overrides: Partial<ContentPack>): ContentPack => ({ ...newContentPack(), vendor: 'ops', ...overrides });
const web = pack({ id: 'p-web', rev: 3, name: 'Web servers', summary: 'Nginx access logs' });
const fw = pack({ id: 'p-fw', rev: 1, name: 'Firewall', summary: 'Blocked connections' });

type Call = { method: string, url: string, body: unknown };
let calls: Array<Call> = [];
let uploadAnswer: FetchError | undefined;

const answer = (method: string, url: string, body?: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url === '/api/system/content_packs/latest') {
    return Promise.resolve({
      total: 2,
      content_packs: [web, fw],
      content_packs_metadata: { 'p-web': { 1: { installation_count: 1 }, 3: { installation_count: 4 } }, 'p-fw': { 1: { installation_count: 0 } } },
    });
  }
  if (method === 'POST' && url === '/api/system/content_packs') {
    return uploadAnswer ? Promise.reject(uploadAnswer) : Promise.resolve(undefined);
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const rowOf = (wrapper: ReactWrapper, id: string) => wrapper.find(`tr[data-entity-id="${id}"]`);
const buttonNamed = (name: string) => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);
const chooseFile = async (wrapper: ReactWrapper, content: string, name = 'pack.json') => {
  await act(async () => {
    wrapper.find('.modal input[type="file"]').hostNodes().simulate('change', { target: { files: [new File([content], name, { type: 'application/json' })] } });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  wrapper.update();
};
const submitUpload = async (wrapper: ReactWrapper) => {
  act(() => { wrapper.find('.modal form').hostNodes().simulate('submit'); });
  await settle(wrapper);
};
const posts = () => calls.filter((call) => call.method === 'POST');

describe('ContentPacksPage', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    calls = [];
    uploadAnswer = undefined;
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
  });
  afterEach(unmountPages);

  it('lists the latest revision of each pack with its installations over all revisions', async () => {
    const { wrapper } = await mountPage(<ContentPacksPage />, '/system/contentpacks', ['contentpack:read']);

    expect(document.title).toMatch(/^Content packs/);
    const webRow = rowOf(wrapper, 'p-web');
    expect(webRow.find('a').first().text()).toBe('Web servers');
    expect(webRow.find('a').first().prop('href')).toBe('/system/contentpacks/p-web');
    expect(webRow.text()).toContain('Nginx access logs');
    expect(webRow.find('td').map((cell) => cell.text())).toEqual(expect.arrayContaining(['3', '5']));
    expect(rowOf(wrapper, 'p-fw').text()).toContain('Not installed');
    // Sorted by name: Firewall first.
    expect(wrapper.find('tbody tr').first().prop('data-entity-id')).toBe('p-fw');
  });

  it('offers a reader no actions that change anything', async () => {
    const { wrapper } = await mountPage(<ContentPacksPage />, '/system/contentpacks', ['contentpack:read']);

    expect(buttonNamed('Upload')).toBeUndefined();
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Create a content pack').exists()).toBe(false);
    expect(buttonNamed('Install')).toBeUndefined();
    expect(wrapper.text()).not.toContain('Delete all revisions');
  });

  it('offers install, upload and creation to an administrator', async () => {
    const { wrapper } = await mountPage(<ContentPacksPage />, '/system/contentpacks', ['*']);

    expect(rowOf(wrapper, 'p-web').find('button').filterWhere((button) => button.text() === 'Install').exists()).toBe(true);
    expect(buttonNamed('Upload')).toBeDefined();
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Create a content pack').prop('href')).toBe('/system/contentpacks/create');
  });

  it('keeps the upload dialog and the chosen file when the server refuses it, showing its reason, and sends it again', async () => {
    uploadAnswer = new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Content pack p-new with this revision 1 already found!' });
    const { wrapper } = await mountPage(<ContentPacksPage />, '/system/contentpacks', ['*']);
    act(() => { buttonNamed('Upload')?.click(); });
    wrapper.update();
    const content = JSON.stringify({ ...pack({ id: 'p-new', name: 'New pack' }) });
    await chooseFile(wrapper, content);

    await submitUpload(wrapper);

    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toEqual(JSON.parse(content));
    const alert = document.querySelector('.modal [role="alert"]');
    expect(alert?.textContent).toContain('Content pack p-new with this revision 1 already found!');
    expect(alert?.textContent).toContain('pack.json');
    expect(UserNotification.error).not.toHaveBeenCalled();

    uploadAnswer = undefined;
    await submitUpload(wrapper);

    expect(posts()).toHaveLength(2);
    expect(document.querySelector('.modal')).toBeNull();
    expect(UserNotification.success).toHaveBeenCalledWith('Content pack "New pack" was uploaded successfully.');
    expect(calls.filter((call) => call.url === '/api/system/content_packs/latest')).toHaveLength(2);
  });

  it('refuses a file that is not JSON without sending it', async () => {
    const { wrapper } = await mountPage(<ContentPacksPage />, '/system/contentpacks', ['*']);
    act(() => { buttonNamed('Upload')?.click(); });
    wrapper.update();
    await chooseFile(wrapper, 'not { json', 'notes.txt');

    await submitUpload(wrapper);

    expect(posts()).toHaveLength(0);
    expect(wrapper.find('.modal .invalid-feedback').text()).toMatch(/^The file is not valid JSON/);
  });
});

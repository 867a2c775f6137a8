import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import type { FetchOptions, Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import type { GrokPattern } from '@/stores/grok/GrokPatternsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import GrokPatternsPage from './GrokPatternsPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { grokPageResponse, grokPatternFixture } from 'fixtures/grokFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const LONG_PATTERN = `(?:${'[a-z0-9]+\\.'.repeat(12)}[a-z]{2,})`;

type Call = { method: Method, url: string, body: unknown, options: FetchOptions | undefined };
let calls: Array<Call> = [];
let patterns: Array<GrokPattern> = [];
/** What the fake server answers to a test, a save or an import: a value, or a refusal to throw. */
let testAnswer: unknown;
let saveRefusal: FetchError | undefined;
let importRefusal: FetchError | undefined;

const answer = (method: Method, url: string, body: unknown, options?: FetchOptions): Promise<unknown> => {
  calls.push({ method, url, body, options });
  if (method === 'GET' && url.startsWith('/api/system/grok/paginated?')) {
    return Promise.resolve(grokPageResponse(patterns));
  }
  if (method === 'POST' && url === '/api/system/grok/test') {
    return testAnswer instanceof FetchError ? Promise.reject(testAnswer) : Promise.resolve(testAnswer);
  }
  if ((method === 'POST' && url === '/api/system/grok') || (method === 'PUT' && url.startsWith('/api/system/grok/'))) {
    if (saveRefusal) return Promise.reject(saveRefusal);
    const saved = { ...(body as GrokPattern), id: (body as GrokPattern).id || 'new-id' };
    patterns = [...patterns.filter((pattern) => pattern.id !== saved.id), saved];
    return Promise.resolve(saved);
  }
  if (method === 'DELETE' && url.startsWith('/api/system/grok/')) {
    patterns = patterns.filter((pattern) => url !== `/api/system/grok/${pattern.id}`);
    return Promise.resolve(undefined);
  }
  if (method === 'POST' && url.startsWith('/api/system/grok?replace=')) {
    return importRefusal ? Promise.reject(importRefusal) : Promise.resolve(undefined);
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const buttonNamed = (name: string) => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);
const listRequests = () => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/system/grok/paginated?')).length;
const modal = () => document.querySelector('.modal');

const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

const renderPage = async (permissions: Array<string>) => {
  CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions }) });
  const history = createMemoryHistory({ initialEntries: ['/system/grokpatterns'] });
  const wrapper = mount(<Router history={history}><GrokPatternsPage /></Router>, { attachTo: document.body.appendChild(document.createElement('div')) });
  mounted.push(wrapper);
  await settle();
  wrapper.update();
  return wrapper;
};

const rowOf = (wrapper: ReactWrapper, name: string) => wrapper.find('tbody tr').filterWhere((row) => row.find('td').someWhere((cell) => cell.text() === name));
const type = (wrapper: ReactWrapper, selector: string, value: string) => {
  act(() => { wrapper.find(selector).hostNodes().simulate('change', { target: { value } }); });
  wrapper.update();
};
const submitDialog = (wrapper: ReactWrapper) => {
  act(() => { wrapper.find('form').hostNodes().filterWhere((form) => form.find('input[name="name"]').exists()).simulate('submit'); });
};
const click = async (wrapper: ReactWrapper, name: string) => {
  act(() => { buttonNamed(name)?.click(); });
  await settle();
  wrapper.update();
};

describe('GrokPatternsPage', () => {
  beforeEach(() => {
    calls = [];
    patterns = [grokPatternFixture({ id: 'p1', name: 'INT', pattern: '(?:[+-]?(?:[0-9]+))' }), grokPatternFixture({ id: 'p2', name: 'HOSTNAME', pattern: LONG_PATTERN })];
    testAnswer = {};
    saveRefusal = undefined;
    importRefusal = undefined;
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body, options) => answer(method, url, body, options) as Promise<never>);
    jest.mocked(UserNotification.success).mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('lists the patterns by name with the pattern as monospace text, a long one cut with the rest on request', async () => {
    const wrapper = await renderPage(['inputs:read', 'inputs:edit']);

    expect(document.title).toMatch(/^Grok patterns/);
    expect(calls[0].url).toBe('/api/system/grok/paginated?page=1&per_page=20&sort=name&order=asc');
    expect(rowOf(wrapper, 'INT').find('code').text()).toBe('(?:[+-]?(?:[0-9]+))');
    const longCell = rowOf(wrapper, 'HOSTNAME').find('code');
    expect(longCell.hasClass('text-truncate')).toBe(true);
    expect(longCell.prop('title')).toBe(LONG_PATTERN);

    act(() => { rowOf(wrapper, 'HOSTNAME').find('button[aria-expanded=false]').simulate('click'); });
    wrapper.update();
    expect(rowOf(wrapper, 'HOSTNAME').find('code').hasClass('text-truncate')).toBe(false);
    expect(rowOf(wrapper, 'HOSTNAME').find('button').filterWhere((button) => button.text() === 'Show less').exists()).toBe(true);
  });

  it('offers no changes without inputs:edit', async () => {
    const wrapper = await renderPage(['inputs:read']);

    expect(rowOf(wrapper, 'INT').exists()).toBe(true);
    expect(buttonNamed('Create pattern')).toBeUndefined();
    expect(buttonNamed('Import pattern file')).toBeUndefined();
    expect(wrapper.find('tbody button').filterWhere((button) => ['Edit', 'Delete'].includes(button.text())).exists()).toBe(false);
    expect(wrapper.find('tbody input[type="checkbox"]').exists()).toBe(false);
  });

  it('creates a pattern after testing it against sample data, then reloads the list', async () => {
    const wrapper = await renderPage(['inputs:read', 'inputs:edit']);
    await click(wrapper, 'Create pattern');

    expect(buttonNamed('Test with sample data')?.disabled).toBe(true);
    type(wrapper, 'input[name="name"]', 'ORDER_ID');
    type(wrapper, 'textarea[name="pattern"]', 'ORD-%{INT:number}');
    type(wrapper, 'textarea[name="sampleData"]', 'ORD-42');
    testAnswer = { ORDER_ID: 'ORD-42', number: '42' };
    await click(wrapper, 'Test with sample data');

    expect(calls).toContainEqual(expect.objectContaining({
      method: 'POST', url: '/api/system/grok/test', body: { grok_pattern: { name: 'ORDER_ID', pattern: 'ORD-%{INT:number}' }, sampleData: 'ORD-42' },
    }));
    const captures = Array.from(document.querySelectorAll('.modal tbody tr')).map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(captures).toEqual([['ORDER_ID', 'ORD-42'], ['number', '42']]);

    // Changing the sample makes the result stale: it goes.
    type(wrapper, 'textarea[name="sampleData"]', 'ORD-43');
    expect(document.querySelectorAll('.modal tbody tr')).toHaveLength(0);

    submitDialog(wrapper);
    await settle();
    wrapper.update();

    expect(calls).toContainEqual(expect.objectContaining({
      method: 'POST', url: '/api/system/grok', body: { id: '', name: 'ORDER_ID', pattern: 'ORD-%{INT:number}', content_pack: null },
    }));
    expect(UserNotification.success).toHaveBeenCalledWith('Grok pattern "ORDER_ID" was created successfully.');
    expect(modal()).toBeNull();
    expect(listRequests()).toBe(2);
  });

  it('shows the server\'s reason for a failed test, says when nothing matched, and keeps the form on a refused save', async () => {
    const wrapper = await renderPage(['inputs:read', 'inputs:edit']);
    await click(wrapper, 'Create pattern');
    type(wrapper, 'input[name="name"]', 'BROKEN');
    type(wrapper, 'textarea[name="pattern"]', '%{NOPE');
    type(wrapper, 'textarea[name="sampleData"]', 'x');

    testAnswer = new FetchError('Bad Request', 400, { message: 'Unclosed pattern reference at position 0' });
    await click(wrapper, 'Test with sample data');
    expect(document.querySelector('.modal .alert-danger')?.textContent).toContain('Unclosed pattern reference at position 0');

    testAnswer = {};
    await click(wrapper, 'Test with sample data');
    expect(document.querySelector('.modal .alert-warning')?.textContent).toBe('The pattern did not match the sample data.');

    saveRefusal = new FetchError('Bad Request', 400, { type: 'ApiError', message: 'No definition for key \'NOPE\' found, aborting' });
    submitDialog(wrapper);
    await settle();
    wrapper.update();

    expect(document.querySelector('.modal [role="alert"]')?.textContent).toContain('No definition for key \'NOPE\' found, aborting');
    expect(wrapper.find('input[name="name"]').hostNodes().prop('value')).toBe('BROKEN');
    expect(wrapper.find('textarea[name="pattern"]').hostNodes().prop('value')).toBe('%{NOPE');
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Saving Grok pattern "BROKEN" failed with status: /), 'Could not save Grok pattern');
    expect(listRequests()).toBe(1);
  });

  it('checks the name before asking the server', async () => {
    const wrapper = await renderPage(['inputs:read', 'inputs:edit']);
    await click(wrapper, 'Create pattern');
    type(wrapper, 'input[name="name"]', 'has space');
    submitDialog(wrapper);
    await settle();
    wrapper.update();

    expect(wrapper.find('.invalid-feedback').map((node) => node.text())).toEqual([
      'Use letters, digits and underscores only, so that other patterns can refer to it as %{NAME}.',
      'Pattern is required.',
    ]);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a pattern with PUT by its id', async () => {
    const wrapper = await renderPage(['inputs:read', 'inputs:edit']);
    act(() => { rowOf(wrapper, 'INT').find('button[aria-label="Edit Grok pattern INT"]').simulate('click'); });
    wrapper.update();

    expect(document.querySelector('.modal-title')?.textContent).toBe('Edit Grok pattern INT');
    expect(wrapper.find('textarea[name="pattern"]').hostNodes().prop('value')).toBe('(?:[+-]?(?:[0-9]+))');
    type(wrapper, 'textarea[name="pattern"]', '[0-9]+');
    submitDialog(wrapper);
    await settle();
    wrapper.update();

    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', url: '/api/system/grok/p1', body: { id: 'p1', name: 'INT', pattern: '[0-9]+', content_pack: null } }));
    expect(UserNotification.success).toHaveBeenCalledWith('Grok pattern "INT" was updated successfully.');
    expect(modal()).toBeNull();
  });

  it('deletes a pattern after confirmation naming it', async () => {
    const wrapper = await renderPage(['inputs:read', 'inputs:edit']);
    act(() => { rowOf(wrapper, 'INT').find('button[aria-label="Delete Grok pattern INT"]').simulate('click'); });
    expect(document.querySelector('.modal-body')?.textContent).toContain('Do you really want to delete Grok pattern INT?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    act(() => { document.querySelector<HTMLButtonElement>('.modal-footer .btn-danger')?.click(); });
    await settle();
    wrapper.update();

    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/system/grok/p1' }));
    expect(UserNotification.success).toHaveBeenCalledWith('Grok pattern "INT" was deleted successfully.');
    expect(rowOf(wrapper, 'INT').exists()).toBe(false);
  });

  it('imports a pasted pattern file as plain text, replacing all patterns when asked', async () => {
    const wrapper = await renderPage(['inputs:read', 'inputs:edit']);
    await click(wrapper, 'Import pattern file');
    expect(buttonNamed('Import')?.disabled).toBe(true);

    const file = '# ours\nORDER_ID ORD-%{INT}\n';
    type(wrapper, '.modal textarea', file);
    act(() => { wrapper.find('.modal input[type="checkbox"]').hostNodes().simulate('change', { target: { checked: true } }); });
    wrapper.update();
    expect(document.querySelector('.modal [id$="-replace-help"]')?.textContent).toContain('Every pattern that is not in this file will be deleted.');
    await click(wrapper, 'Import and replace all');

    expect(calls).toContainEqual({ method: 'POST', url: '/api/system/grok?replace=true', body: file, options: { reportPageErrors: false, plainTextBody: true } });
    expect(modal()).toBeNull();
    expect(listRequests()).toBe(2);
  });

  it('lists the server\'s reasons for a refused file and keeps its text', async () => {
    importRefusal = new FetchError('Bad Request', 400, {
      type: 'ApiError', message: 'Invalid pattern. Did not save any patterns\nLine 2: no pattern after the name "TICKET"', failed: true,
      errors: { patterns: ['Line 2: no pattern after the name "TICKET"'] },
    });
    const wrapper = await renderPage(['inputs:read', 'inputs:edit']);
    await click(wrapper, 'Import pattern file');
    type(wrapper, '.modal textarea', 'ORDER_ID ORD-%{INT}\nTICKET');
    await click(wrapper, 'Import');

    const reasons = Array.from(document.querySelectorAll('.modal [role="alert"] li')).map((item) => item.textContent);
    expect(reasons).toEqual(['Invalid pattern. Did not save any patterns', 'Line 2: no pattern after the name "TICKET"']);
    expect(wrapper.find('.modal textarea').hostNodes().prop('value')).toBe('ORDER_ID ORD-%{INT}\nTICKET');
    expect(UserNotification.error).not.toHaveBeenCalled();
    expect(listRequests()).toBe(1);
  });

  it('reads a chosen pattern file into the text', async () => {
    const wrapper = await renderPage(['inputs:read', 'inputs:edit']);
    await click(wrapper, 'Import pattern file');
    const chosen = new File(['WORD \\b\\w+\\b\n'], 'patterns.txt', { type: 'text/plain' });
    await act(async () => {
      wrapper.find('.modal input[type="file"]').hostNodes().simulate('change', { target: { files: [chosen] } });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    wrapper.update();

    expect(wrapper.find('.modal textarea').hostNodes().prop('value')).toBe('WORD \\b\\w+\\b\n');
  });
});

import React from 'react';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import AuthenticatorEditPage from './AuthenticatorEditPage';
import AuthenticatorPage from './AuthenticatorPage';
import { formDriver } from 'fixtures/formDriver';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

type Call = { method: Method, url: string, body: unknown };
let calls: Array<Call> = [];
let stored = { enabled: false, username_header: 'Remote-User' };
let refuse: FetchError | undefined;

const answer = (method: Method, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (url !== '/api/system/authentication/http-header-auth-config') return Promise.reject(new Error(`unexpected ${method} ${url}`));
  if (method === 'GET') return Promise.resolve(stored);
  if (refuse) return Promise.reject(refuse);
  stored = body as typeof stored;
  return Promise.resolve(stored);
};

describe('Authenticator pages', () => {
  beforeEach(() => {
    calls = [];
    stored = { enabled: false, username_header: 'Remote-User' };
    refuse = undefined;
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(UserNotification.success).mockReset();
  });
  afterEach(unmountPages);

  it('shows the HTTP header authentication state, with an edit link for those allowed', async () => {
    let { wrapper } = await mountPage(<AuthenticatorPage />, '/system/authentication/authenticator', ['*']);
    expect(wrapper.find('dd').map((dd) => dd.text())).toEqual(['No', 'Remote-User']);
    // The server believes the header only on loopback connections, and there is no setting: the page says so.
    expect(wrapper.text()).toContain('Requests are believed only from this machine (a proxy running on the same host).');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit authenticators').prop('href')).toBe('/system/authentication/authenticator/edit');
    unmountPages();
    ({ wrapper } = await mountPage(<AuthenticatorPage />, '/system/authentication/authenticator', ['authentication:edit', 'authhttpheaderconfig:read']));
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit authenticators').exists()).toBe(false);
  });

  it('saves the form with PUT and returns to the authenticators', async () => {
    const { wrapper, history } = await mountPage(<AuthenticatorEditPage />, '/system/authentication/authenticator/edit', ['*']);
    const form = formDriver(() => wrapper);
    expect(form.field('username_header').prop('value')).toBe('Remote-User');
    expect(wrapper.find('.alert').text()).toContain('Requests are believed only from this machine (a proxy running on the same host).');

    act(() => { form.field('enabled').simulate('change', { target: { checked: true } }); });
    act(() => { form.type('username_header', 'X-Forwarded-User'); });
    act(() => { wrapper.find('form').simulate('submit'); });
    await settle(wrapper);

    expect(calls).toContainEqual({ method: 'PUT', url: '/api/system/authentication/http-header-auth-config', body: { enabled: true, username_header: 'X-Forwarded-User' } });
    expect(UserNotification.success).toHaveBeenCalledWith('Successfully updated HTTP header authentication config', 'HTTP header authentication updated');
    expect(history.location.pathname).toBe('/system/authentication/authenticator');
  });

  it('keeps what was typed and shows the server\'s reason at the field when it refuses', async () => {
    refuse = new FetchError('Bad Request', 400, { failed: true, errors: { username_header: ['must not be blank'] } });
    const { wrapper, history } = await mountPage(<AuthenticatorEditPage />, '/system/authentication/authenticator/edit', ['*']);
    const form = formDriver(() => wrapper);
    act(() => { form.type('username_header', ' '); });
    act(() => { wrapper.find('form').simulate('submit'); });
    await settle(wrapper);
    // The browser refuses a blank header before the server is asked.
    expect(form.errorOf('username_header')).toBe('Username header is required.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    act(() => { form.type('username_header', 'X User'); });
    act(() => { wrapper.find('form').simulate('submit'); });
    await settle(wrapper);
    expect(form.errorOf('username_header')).toBe('This value must not be blank.');
    expect(form.field('username_header').prop('value')).toBe('X User');
    expect(history.location.pathname).toBe('/system/authentication/authenticator/edit');
  });

  it('refuses the form to a user who may not change it', async () => {
    const { wrapper } = await mountPage(<AuthenticatorEditPage />, '/system/authentication/authenticator/edit', ['authentication:edit', 'authhttpheaderconfig:read']);
    expect(wrapper.find('form').exists()).toBe(false);
  });
});

import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { EnterpriseStore } from '@/stores/enterprise/EnterpriseStore';
import UserNotification from '@/util/UserNotification';

import EnterprisePage from './EnterprisePage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { formDriver } from 'fixtures/formDriver';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const BOTH = ['licenseinfos:read', 'freelicenses:create'];
const OFFLINE_MESSAGE = 'This installation cannot reach Graylog\'s license service, so the free Graylog Enterprise license request was not sent. Request the license on a machine with internet access.';
const VALUES = { first_name: 'Ada', last_name: 'Lovelace', company: 'Engines Ltd', email: 'ada@example.org', phone: '+44 20 7946 0000' };

describe('EnterprisePage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;
  let status: string;
  let answerRequest: (call: Call) => unknown;
  const form = formDriver(() => wrapper);

  const render = async (permissions = BOTH) => {
    calls = [];
    const answer = answeringFetch({}, calls, (call) => {
      if (call.method === 'GET' && call.url === '/api/free-enterprise/license/info') return { free_license_info: { license_status: status } };
      if (call.method === 'POST' && call.url === '/api/free-enterprise/license') return answerRequest(call);
      return undefined;
    });
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<EnterprisePage />, '/system/enterprise', permissions)).wrapper;
    await settle(wrapper);
  };
  const fill = (values: Partial<typeof VALUES>) => act(() => { Object.entries(values).forEach(([name, value]) => form.type(name, value)); });
  const submit = async () => {
    act(() => { wrapper.find('form').hostNodes().simulate('submit'); });
    await settle(wrapper);
  };
  const posts = () => calls.filter((call) => call.method === 'POST');
  const statusText = () => wrapper.find('[data-license-status]').text();

  beforeEach(() => {
    status = 'absent';
    answerRequest = () => new FetchError('Conflict', 409, { type: 'ApiError', message: OFFLINE_MESSAGE });
    EnterpriseStore.setState({ licenseStatus: undefined });
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
  });
  afterEach(unmountPages);

  it('shows the status from the licence info and, with none installed, the request form', async () => {
    await render();
    expect(wrapper.find('h1').text()).toBe('Graylog Enterprise');
    expect(statusText()).toBe('No Graylog Enterprise license is installed.');
    expect(['first_name', 'last_name', 'company', 'email', 'phone'].map((name) => form.labelOf(name).replace(' *', '')))
      .toEqual(['First name', 'Last name', 'Company', 'E-mail address', 'Phone number']);
    expect(wrapper.find('button[type="submit"]').text()).toBe('Request free license');
  });

  it('shows a staged or installed licence and offers no request', async () => {
    status = 'staged';
    await render();
    expect(statusText()).toMatch(/^A free Graylog Enterprise license was requested\. It becomes active once the Graylog server is restarted/);
    expect(wrapper.find('form').exists()).toBe(false);
    unmountPages();

    status = 'installed';
    await render();
    expect(statusText()).toBe('A Graylog Enterprise license is installed.');
    expect(wrapper.find('form').exists()).toBe(false);
  });

  it('checks the fields in the browser as the server does, and sends nothing while they are wrong', async () => {
    await render();
    await submit();
    expect(form.errorOf('first_name')).toBe('First name is required.');
    expect(form.errorOf('last_name')).toBe('Last name is required.');
    expect(form.errorOf('company')).toBe('Company is required.');
    expect(form.errorOf('email')).toBe('E-mail address is required.');
    expect(form.errorOf('phone')).toBe('Phone number is required.');

    fill({ ...VALUES, first_name: '   ', email: 'ada@example..org', phone: 'call me' });
    await submit();
    expect(form.errorOf('first_name')).toBe('First name is required.');
    expect(form.errorOf('email')).toMatch(/^Enter a well-formed e-mail address/);
    expect(form.errorOf('phone')).toMatch(/^Enter the phone number with its country code/);
    expect(form.field('company').prop('aria-invalid')).toBe(false);
    expect(posts()).toEqual([]);
  });

  it('explains the offline answer in place of a generic error and keeps everything typed', async () => {
    await render();
    fill({ ...VALUES, first_name: '  Ada ' });
    await submit();

    expect(posts()).toEqual([{ method: 'POST', url: '/api/free-enterprise/license', body: VALUES }]);
    const notice = wrapper.find('.alert-warning').hostNodes();
    expect(notice.find('h3').text()).toBe('The request could not be sent from this installation');
    expect(notice.text()).toContain(OFFLINE_MESSAGE);
    // The form's own alert would only repeat the server's words.
    expect(wrapper.find('form .alert-danger').exists()).toBe(false);
    expect(form.field('first_name').prop('value')).toBe('  Ada ');
    expect(form.field('email').prop('value')).toBe(VALUES.email);
    expect(wrapper.find('form').exists()).toBe(true);
    expect(UserNotification.success).not.toHaveBeenCalled();
    // The notice says it once; a toast repeating it would cover the form.
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('puts a refusal naming a field at that field', async () => {
    answerRequest = () => new FetchError('Bad Request', 400, {
      type: 'ApiError', message: 'email must be a well-formed email address', failed: true, errors: { email: ['must be a well-formed email address'] },
    });
    await render();
    fill(VALUES);
    await submit();
    expect(form.errorOf('email')).toBe('This value must be a well-formed email address.');
    expect(wrapper.find('.alert-warning').exists()).toBe(false);
    expect(form.field('phone').prop('value')).toBe(VALUES.phone);
  });

  it('shows a real Graylog\'s other failures at the top of the form', async () => {
    answerRequest = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'Couldn\'t request free Graylog Enterprise license from remote service' });
    await render();
    fill(VALUES);
    await submit();
    expect(wrapper.find('form .alert-danger').text()).toBe('Couldn\'t request free Graylog Enterprise license from remote service');
    expect(wrapper.find('.alert-warning').exists()).toBe(false);
    expect(form.field('last_name').prop('value')).toBe(VALUES.last_name);
  });

  it('moves to the "licence on its way" feedback when the server accepts the request', async () => {
    answerRequest = () => {
      status = 'staged';
      return {};
    };
    await render();
    fill(VALUES);
    await submit();
    await settle(wrapper);

    expect(UserNotification.success).toHaveBeenCalledWith('Your free Graylog Enterprise license should be on the way.');
    expect(wrapper.find('form').exists()).toBe(false);
    const feedback = wrapper.find('.alert-success').hostNodes();
    expect(feedback.find('h3').text()).toBe('Your free Graylog Enterprise license is on its way');
    expect(feedback.text()).toContain('ada@example.org');
    expect(statusText()).toMatch(/^A free Graylog Enterprise license was requested/);
  });

  it('offers the form without asking for the status to a user who may only request', async () => {
    await render(['freelicenses:create']);
    expect(calls.filter((call) => call.method === 'GET')).toEqual([]);
    expect(wrapper.text()).toContain('Your account may not read the license status.');
    expect(wrapper.find('form').exists()).toBe(true);
  });

  it('says the status could not be loaded and tries again', async () => {
    let fail = true;
    calls = [];
    const answer = answeringFetch({}, calls, (call) => {
      if (fail) return new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'database locked' });
      return call.url === '/api/free-enterprise/license/info' ? { free_license_info: { license_status: 'absent' } } : undefined;
    });
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<EnterprisePage />, '/system/enterprise', BOTH)).wrapper;
    await settle(wrapper);
    expect(wrapper.find('.alert-danger').text()).toContain('The license status could not be loaded: database locked');
    expect(wrapper.find('form').exists()).toBe(false);

    fail = false;
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Try again').simulate('click'); });
    await settle(wrapper);
    expect(statusText()).toBe('No Graylog Enterprise license is installed.');
    expect(wrapper.find('form').exists()).toBe(true);
  });
});

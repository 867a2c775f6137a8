import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import type { ConfiguredEntity } from '@/stores/lookup-tables/lookupPayloads';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import ConfiguredEntityForm from './ConfiguredEntityForm';
import { VALIDATION_DELAY_MS } from '@/components/common/form/serverValidation';
import type { Call } from 'fixtures/answeringFetch';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { formDriver } from 'fixtures/formDriver';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const TYPES = {
  csvfile: {
    type: 'csvfile',
    default_config: { type: 'csvfile', path: '', separator: ',', quotechar: '"', key_column: '', value_column: '', check_interval: 60, case_insensitive_lookup: false },
  },
  key_value_list: { type: 'key_value_list', default_config: { type: 'key_value_list', pairs: {}, case_insensitive_lookup: false } },
  // The server's defaults (server/src/lookup/adapters/dsvHttp.ts): the columns are numbers.
  dsvhttp: {
    type: 'dsvhttp',
    default_config: {
      type: 'dsvhttp', url: 'https://example.org/table.csv', separator: ',', line_separator: '\n', quotechar: '"', ignorechar: '#',
      key_column: 0, check_presence_only: false, value_column: 1, refresh_interval: 60, case_insensitive_lookup: false,
    },
  },
  httpjsonpath: {
    type: 'httpjsonpath',
    default_config: { type: 'httpjsonpath', url: '', single_value_jsonpath: '$.value', multi_value_jsonpath: '', user_agent: 'Graylog Lookup', headers: {} },
  },
};

const settle = () => act(async () => { for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); });
const waitForValidation = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, VALIDATION_DELAY_MS + 50)); });

describe('ConfiguredEntityForm', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;
  let answer: (call: Call) => unknown;
  const form = formDriver(() => wrapper);
  const type = (name: string, value: string) => { act(() => { form.type(name, value); }); };
  const onSaved = jest.fn();

  const render = async (entity?: ConfiguredEntity, initialType = 'csvfile') => {
    calls = [];
    jest.mocked(fetch).mockImplementation((method, url, body) => {
      const call = { method, url, body };
      calls.push(call);
      const answered = answer(call);
      return (answered instanceof Error ? Promise.reject(answered) : Promise.resolve(answered)) as Promise<never>;
    });
    wrapper = mount(
      <Router history={createMemoryHistory()}>
        <ConfiguredEntityForm kind="adapter" types={TYPES} entity={entity} initialType={initialType} cancelTo="/system/lookuptables/data_adapters" onSaved={onSaved} />
      </Router>,
    );
    await settle();
    wrapper.update();
  };
  const submit = async () => {
    act(() => { wrapper.find('form').simulate('submit'); });
    await settle();
    wrapper.update();
  };

  beforeEach(() => {
    answer = () => ({ errors: {} });
    onSaved.mockReset();
  });
  afterEach(() => {
    wrapper.unmount();
    CurrentUserStore.setState({ currentUser: undefined });
  });
  const invalid = (name: string) => form.field(name).prop('aria-invalid') === true;
  const buttonNamed = (text: string) => wrapper.find('button').filterWhere((button) => button.text() === text);

  it('makes the name from the title, and switching the type shows that type\'s fields while keeping what was typed', async () => {
    await render();
    expect(form.field('path').exists()).toBe(true);
    expect(form.field('check_interval').prop('value')).toBe('60');
    type('title', 'Web Hosts');
    wrapper.update();
    expect(form.field('name').prop('value')).toBe('web-hosts');
    type('path', '/srv/hosts.csv');

    act(() => { form.field('type').simulate('change', { target: { value: 'key_value_list' } }); });
    wrapper.update();
    expect(form.field('path').exists()).toBe(false);
    expect(form.labelOf('pairs')).toMatch(/Keys and values/);
    expect(form.field('title').prop('value')).toBe('Web Hosts');

    act(() => { form.field('type').simulate('change', { target: { value: 'csvfile' } }); });
    wrapper.update();
    expect(form.field('path').prop('value')).toBe('/srv/hosts.csv');

    // A name edited by hand no longer follows the title.
    type('name', 'hosts');
    type('title', 'Web Hosts 2');
    wrapper.update();
    expect(form.field('name').prop('value')).toBe('hosts');
  });

  it('shows the validate call\'s reasons at their fields as the user types', async () => {
    answer = (call) => (call.url.endsWith('/validate')
      ? { errors: { name: ['The data adapter name is already in use.'], path: ['The file does not exist.'] } }
      : undefined);
    await render();
    expect(calls).toHaveLength(0);
    type('title', 'Hosts');
    type('path', '/nope.csv');
    await waitForValidation();
    wrapper.update();
    const validations = calls.filter((call) => call.url === '/api/system/lookup/adapters/validate');
    expect(validations).toHaveLength(1);
    expect(validations[0].body).toMatchObject({ title: 'Hosts', name: 'hosts', config: { type: 'csvfile', path: '/nope.csv', check_interval: 60 } });
    expect(form.errorOf('name')).toBe('The data adapter name is already in use.');
    expect(form.errorOf('path')).toBe('The file does not exist.');
  });

  it('puts the server\'s refusal on save at the name field and keeps every typed value', async () => {
    answer = (call) => (call.method === 'POST' && call.url === '/api/system/lookup/adapters'
      ? new FetchError('Bad Request', 400, { failed: true, errors: { name: ['The data adapter name is already in use.'] }, message: 'refused' })
      : { errors: {} });
    await render();
    type('title', 'Hosts');
    type('path', '/srv/hosts.csv');
    type('key_column', 'host');
    type('value_column', 'role');
    await submit();
    const created = calls.find((call) => call.method === 'POST' && call.url === '/api/system/lookup/adapters');
    expect(created?.body).toMatchObject({ name: 'hosts', config: { type: 'csvfile', path: '/srv/hosts.csv', key_column: 'host', value_column: 'role' } });
    expect(form.errorOf('name')).toBe('The data adapter name is already in use.');
    expect(form.field('path').prop('value')).toBe('/srv/hosts.csv');
    expect(form.field('title').prop('value')).toBe('Hosts');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('updates a saved adapter by its id without offering another type', async () => {
    const saved = { id: 'a1', title: 'Roles', description: '', name: 'roles', config: { type: 'key_value_list', pairs: { web1: 'frontend' }, case_insensitive_lookup: false } };
    answer = (call) => (call.method === 'PUT' ? saved : { errors: {} });
    await render(saved);
    expect(form.field('type').exists()).toBe(false);
    expect(form.field('pairs').prop('value')).toBe('web1=frontend');
    type('pairs', 'web1=frontend\ndb1 = database');
    await submit();
    const update = calls.find((call) => call.method === 'PUT');
    expect(update?.url).toBe('/api/system/lookup/adapters/a1');
    expect(update?.body).toMatchObject({ id: 'a1', name: 'roles', config: { type: 'key_value_list', pairs: { web1: 'frontend', db1: 'database' } } });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('creates a DSV over HTTP adapter with its default columns sent as numbers', async () => {
    answer = (call) => (call.method === 'POST' && call.url === '/api/system/lookup/adapters' ? { id: 'd1' } : { errors: {} });
    await render(undefined, 'dsvhttp');
    expect(form.field('key_column').prop('type')).toBe('number');
    expect(form.field('key_column').prop('min')).toBe(0);
    expect(form.field('value_column').prop('value')).toBe('1');
    type('title', 'Owners');
    await waitForValidation();
    expect(calls.find((call) => call.url.endsWith('/validate'))?.body).toMatchObject({ config: { key_column: 0, value_column: 1 } });
    await submit();
    const created = calls.find((call) => call.method === 'POST' && call.url === '/api/system/lookup/adapters');
    expect(created?.body).toMatchObject({
      title: 'Owners', name: 'owners', config: { type: 'dsvhttp', url: 'https://example.org/table.csv', key_column: 0, value_column: 1, refresh_interval: 60 },
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('keeps an untouched empty field quiet about the validate call\'s reasons until it is left or the form submitted', async () => {
    answer = (call) => (call.url.endsWith('/validate')
      ? { errors: { title: ['must not be empty'], name: ['must not be empty'], path: ['The file does not exist.'] } }
      : undefined);
    await render();
    type('path', '/nope.csv');
    await waitForValidation();
    wrapper.update();
    expect(form.errorOf('path')).toBe('The file does not exist.');
    expect(invalid('title')).toBe(false);
    expect(invalid('name')).toBe(false);
    act(() => { form.field('title').simulate('blur'); });
    wrapper.update();
    expect(invalid('title')).toBe(true);
    expect(invalid('name')).toBe(false);
    await submit();
    expect(invalid('name')).toBe(true);
  });

  it('offers to add an HTTP adapter\'s URL template to the whitelist as a regular expression, in place of the server\'s pointer to a settings page', async () => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['*'] }) });
    let whitelisted = false;
    const template = 'https://geo.example.org/?q=$' + '{key}';
    answer = (call) => {
      if (call.url === '/api/system/urlwhitelist/check') return { url: template, is_whitelisted: whitelisted };
      if (call.url === '/api/system/urlwhitelist/generate_regex') return { regex: '^\\Qhttps://geo.example.org/?q=\\E.*?$' };
      if (call.method === 'GET' && call.url === '/api/system/urlwhitelist') return { entries: [{ id: 'e1', type: 'literal', value: 'https://a.example.org/', title: 'a' }], disabled: false };
      if (call.method === 'PUT' && call.url === '/api/system/urlwhitelist') { whitelisted = true; return undefined; }
      if (call.url.endsWith('/validate')) return { errors: whitelisted ? {} : { url: [`The URL ${template} is not in the URL whitelist (System / Configurations); add it there first.`] } };
      return undefined;
    };
    await render(undefined, 'httpjsonpath');
    type('title', 'Geo');
    type('url', template);
    await waitForValidation();
    await settle();
    wrapper.update();
    expect(wrapper.text()).toContain('The URL is not in the URL whitelist: lookups will fail until it is added.');
    expect(invalid('url')).toBe(false);
    expect(wrapper.text()).not.toContain('System / Configurations');

    act(() => { buttonNamed('Add to URL whitelist').simulate('click'); });
    await settle();
    expect(calls.find((call) => call.url === '/api/system/urlwhitelist/generate_regex')?.body).toEqual({ url_template: template, placeholder: '$' + '{key}' });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      disabled: false,
      entries: [
        { id: 'e1', type: 'literal', value: 'https://a.example.org/', title: 'a' },
        { id: expect.any(String), type: 'regex', value: '^\\Qhttps://geo.example.org/?q=\\E.*?$', title: template },
      ],
    });
    await waitForValidation();
    await settle();
    wrapper.update();
    expect(wrapper.text()).toContain('The URL is in the URL whitelist.');
  });

  it('tells a user who may not change the whitelist to ask an administrator', async () => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['lookuptables:*'] }) });
    answer = (call) => (call.url === '/api/system/urlwhitelist/check' ? { url: '', is_whitelisted: false } : { errors: {} });
    await render(undefined, 'dsvhttp');
    await waitForValidation();
    await settle();
    wrapper.update();
    expect(wrapper.text()).toContain('Ask an administrator to add it.');
    expect(buttonNamed('Add to URL whitelist').exists()).toBe(false);
  });
});

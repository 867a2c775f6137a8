import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import type { ConfiguredEntity } from '@/stores/lookup-tables/lookupPayloads';

import ConfiguredEntityForm from './ConfiguredEntityForm';
import { VALIDATION_DELAY_MS } from './useLiveValidation';
import type { Call } from 'fixtures/answeringFetch';
import { formDriver } from 'fixtures/formDriver';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const TYPES = {
  csvfile: {
    type: 'csvfile',
    default_config: { type: 'csvfile', path: '', separator: ',', quotechar: '"', key_column: '', value_column: '', check_interval: 60, case_insensitive_lookup: false },
  },
  key_value_list: { type: 'key_value_list', default_config: { type: 'key_value_list', pairs: {}, case_insensitive_lookup: false } },
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

  const render = async (entity?: ConfiguredEntity) => {
    calls = [];
    jest.mocked(fetch).mockImplementation((method, url, body) => {
      const call = { method, url, body };
      calls.push(call);
      const answered = answer(call);
      return (answered instanceof Error ? Promise.reject(answered) : Promise.resolve(answered)) as Promise<never>;
    });
    wrapper = mount(
      <Router history={createMemoryHistory()}>
        <ConfiguredEntityForm kind="adapter" types={TYPES} entity={entity} initialType="csvfile" cancelTo="/system/lookuptables/data_adapters" onSaved={onSaved} />
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
  afterEach(() => wrapper.unmount());

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
});

import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { Route } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import IndexSetConfigurationPage from './IndexSetConfigurationPage';
import IndexSetCreationPage from './IndexSetCreationPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { formDriver } from 'fixtures/formDriver';
import { indexSetFixture, RETENTION, retentionStrategiesFixture, ROTATION, rotationStrategiesFixture } from 'fixtures/indexSetFixtures';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const stored = indexSetFixture({ field_type_refresh_interval: 30000 });
const answers = {
  'GET /api/system/indices/rotation/strategies': { total: 3, strategies: rotationStrategiesFixture() },
  'GET /api/system/indices/retention/strategies': { total: 3, strategies: retentionStrategiesFixture() },
  [`GET /api/system/indices/index_sets/${stored.id}`]: stored,
};

describe('the index set form pages', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;
  let history: Awaited<ReturnType<typeof mountPage>>['history'];
  const form = formDriver(() => wrapper);

  const render = async (page: React.ReactElement, url: string, permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = answeringFetch(answers, calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url2, body) => answer(method, url2, body) as Promise<never>);
    ({ wrapper, history } = await mountPage(page, url, permissions));
    await settle(wrapper);
  };
  const type = (name: string, value: string) => act(() => { form.type(name, value); });
  const control = (id: string) => wrapper.find(`#${id}`).hostNodes();
  const settingId = (kind: string, name: string) => `${String(form.field('title').prop('id')).replace(/-title$/, '')}-${kind}-${name}`;
  const submit = async () => {
    act(() => { wrapper.find('form').simulate('submit'); });
    await settle(wrapper);
  };

  afterEach(() => {
    unmountPages();
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });

  it('creates a set rotating every 100 messages and keeping 3 indices, the interval sent in milliseconds', async () => {
    const created = indexSetFixture({ id: '5f00000000000000000000b9' });
    await render(<IndexSetCreationPage />, '/system/index_sets/create', ['*'], (call) => (call.method === 'POST' ? created : undefined));
    expect(form.field('field_type_refresh_interval').prop('value')).toBe('5');
    type('title', 'Rotating');
    type('index_prefix', 'rot');
    type('shards', '1');
    act(() => { control(settingId('rotation', 'max_docs_per_index')).simulate('change', { target: { value: '100' } }); });
    act(() => { control(settingId('retention', 'max_number_of_indices')).simulate('change', { target: { value: '3' } }); });
    await submit();

    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/system/indices/index_sets');
    expect(post?.body).toMatchObject({
      title: 'Rotating',
      index_prefix: 'rot',
      shards: 1,
      replicas: 0,
      field_type_refresh_interval: 5000,
      rotation_strategy_class: `${ROTATION}MessageCountRotationStrategy`,
      rotation_strategy: { type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 100 },
      retention_strategy_class: `${RETENTION}DeletionRetentionStrategy`,
      retention_strategy: { type: `${RETENTION}DeletionRetentionStrategyConfig`, max_number_of_indices: 3 },
      writable: true,
      default: false,
    });
    expect(history.location.pathname).toBe(`/system/index_sets/${created.id}`);
  });

  it('refuses a bad prefix in the browser and a taken one at its field, keeping what was typed', async () => {
    const taken = new FetchError('Bad Request', 400, { message: 'Index prefix "rot" would conflict with an existing index set', errors: { index_prefix: ['is already used by another index set'] } });
    await render(<IndexSetCreationPage />, '/system/index_sets/create', ['*'], (call) => (call.method === 'POST' ? taken : undefined));
    type('title', 'Rotating');
    type('index_prefix', 'Rot');
    await submit();
    expect(form.errorOf('index_prefix')).toBe('The index prefix must be lower case.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    type('index_prefix', 'rot');
    await submit();
    expect(form.errorOf('index_prefix')).toBe('This value is already used by another index set.');
    expect(form.field('index_prefix').prop('value')).toBe('rot');
    expect(form.field('title').prop('value')).toBe('Rotating');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it("offers the chosen strategy's settings, drawn from its schema, with its defaults", async () => {
    await render(<IndexSetCreationPage />, '/system/index_sets/create', ['*']);
    const select = form.field('rotation_strategy_class');
    expect(select.find('option').map((option) => option.text())).toEqual(['Index Message Count', 'Index Size', 'Index Time']);
    act(() => { select.simulate('change', { target: { value: `${ROTATION}TimeBasedRotationStrategy` } }); });
    wrapper.update();
    const period = control(settingId('rotation', 'rotation_period'));
    expect(period.prop('value')).toBe('P1D');
    expect(wrapper.find(`label[htmlFor="${settingId('rotation', 'rotation_period')}"]`).text()).toContain('Rotation period (ISO 8601 duration)');
    act(() => { period.simulate('change', { target: { value: 'PT10M' } }); });
    type('title', 'Hourly');
    type('index_prefix', 'hourly');
    await submit();
    expect(wrapper.text()).toContain('Rotation period (ISO 8601 duration) must be at least one hour.');
    expect(control(settingId('rotation', 'rotation_period')).prop('aria-invalid')).toBe(true);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('edits a set without its prefix, and goes back where it was opened from', async () => {
    await render(
      <Route path="/system/index_sets/:indexSetId/configuration"><IndexSetConfigurationPage /></Route>,
      `/system/index_sets/${stored.id}/configuration?from=details`, ['*'],
      (call) => (call.method === 'PUT' ? stored : undefined),
    );
    expect(form.field('index_prefix')).toHaveLength(0);
    expect(wrapper.find('input[readOnly]').map((input) => input.prop('value'))).toEqual(['rot', 'standard']);
    expect(form.field('field_type_refresh_interval').prop('value')).toBe('30');
    expect(control(settingId('rotation', 'max_docs_per_index')).prop('value')).toBe('100');
    type('field_type_refresh_interval', '60');
    await submit();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/system/indices/index_sets/${stored.id}`);
    expect(put?.body).toMatchObject({ field_type_refresh_interval: 60000, rotation_strategy: { max_docs_per_index: 100 } });
    expect(put?.body).not.toHaveProperty('index_prefix');
    expect(history.location.pathname).toBe(`/system/index_sets/${stored.id}`);
  });

  it('refuses the configuration page to a user who may not edit the set', async () => {
    await render(<Route path="/system/index_sets/:indexSetId/configuration"><IndexSetConfigurationPage /></Route>,
      `/system/index_sets/${stored.id}/configuration`, ['indexsets:read']);
    expect(wrapper.find('form')).toHaveLength(0);
    expect(wrapper.text()).toContain('Missing Permissions');
  });
});

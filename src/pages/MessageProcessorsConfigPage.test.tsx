import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import MessageProcessorsConfigPage from './MessageProcessorsConfigPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const FILTER_CHAIN = { name: 'Message Filter Chain', class_name: 'org.graylog2.messageprocessors.MessageFilterChainProcessor' };
const PIPELINES = { name: 'Pipeline Processor', class_name: 'org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter' };
const URL = '/api/system/messageprocessors/config';

describe('MessageProcessorsConfigPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = answeringFetch({ [`GET ${URL}`]: { processor_order: [FILTER_CHAIN, PIPELINES], disabled_processors: [] } }, calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<MessageProcessorsConfigPage />, '/system/messageprocessors/config', permissions)).wrapper;
    await settle(wrapper);
  };
  const names = () => wrapper.find('tbody tr').map((tr) => tr.find('.fw-semibold').text());
  const button = (label: string) => wrapper.find('button').filterWhere((candidate) => candidate.text() === label || candidate.prop('aria-label') === label);
  const click = async (label: string) => {
    act(() => { button(label).simulate('click'); });
    await settle(wrapper);
  };
  const toggle = (label: string, checked: boolean) => act(() => {
    wrapper.find(`input[aria-label="${label}"]`).simulate('change', { target: { checked } });
  });

  afterEach(unmountPages);

  it('shows the processors in order with what each does', async () => {
    await render(['*']);
    expect(names()).toEqual(['Message Filter Chain', 'Pipeline Processor']);
    expect(wrapper.find('tbody tr').first().text()).toContain('extractors');
    expect(wrapper.find('tbody tr').at(1).text()).toContain('default stream');
    expect(button('Save').prop('disabled')).toBe(true);
  });

  it('moves the pipelines first and saves the new order with the catalogue\'s toast', async () => {
    await render(['*'], (call) => (call.method === 'PUT' ? call.body : undefined));
    await click('Move Pipeline Processor up');
    expect(names()).toEqual(['Pipeline Processor', 'Message Filter Chain']);
    await click('Save');
    expect(calls).toContainEqual({ method: 'PUT', url: URL, body: { processor_order: [PIPELINES, FILTER_CHAIN], disabled_processors: [] } });
    expect(UserNotification.success).toHaveBeenCalledWith('Configuration updated successfully');
    expect(button('Save').prop('disabled')).toBe(true);
  });

  it('refuses to switch every processor off, and Cancel brings back what is saved', async () => {
    await render(['*']);
    toggle('Message Filter Chain enabled', false);
    wrapper.update();
    expect(button('Save').prop('disabled')).toBe(false);
    toggle('Pipeline Processor enabled', false);
    wrapper.update();
    expect(wrapper.text()).toContain('No active message processor');
    expect(button('Save').prop('disabled')).toBe(true);
    await click('Cancel');
    expect(wrapper.find('input[aria-label="Pipeline Processor enabled"]').prop('checked')).toBe(true);
  });

  it('keeps the changes when the server refuses them', async () => {
    await render(['*'], (call) => (call.method === 'PUT' ? new FetchError('Forbidden', 403, { message: 'Not allowed' }) : undefined));
    toggle('Pipeline Processor enabled', false);
    await click('Save');
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('Not allowed'), 'Could not update config');
    expect(wrapper.text()).toContain('The configuration was not saved: Not allowed');
    expect(wrapper.find('input[aria-label="Pipeline Processor enabled"]').prop('checked')).toBe(false);
  });

  it('shows a user without clusterconfigentry:edit the order and states only', async () => {
    await render(['clusterconfigentry:read']);
    expect(names()).toEqual(['Message Filter Chain', 'Pipeline Processor']);
    expect(wrapper.find('input[type="checkbox"]')).toHaveLength(0);
    expect(button('Save')).toHaveLength(0);
    expect(button('Move Pipeline Processor up')).toHaveLength(0);
  });
});

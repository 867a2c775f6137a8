import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import StreamPipelinesDialog from './StreamPipelinesDialog';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const pipeline = (id: string, title: string) => ({ id, title, description: '', source: '', created_at: '', modified_at: '', stages: [], errors: null });

describe('StreamPipelinesDialog', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;
  const onClose = jest.fn();

  const render = async () => {
    calls = [];
    const answer = answeringFetch({
      'GET /api/system/pipelines/pipeline': [pipeline('p1', 'Shop'), pipeline('p2', 'Audit'), pipeline('p3', 'Geo')],
      'GET /api/system/pipelines/connections': [{ stream_id: 's-web', pipeline_ids: ['p1'] }, { stream_id: 's-app', pipeline_ids: ['p2'] }],
      'POST /api/system/pipelines/connections/to_stream': { stream_id: 's-web', pipeline_ids: ['p1', 'p3'] },
    }, calls, () => undefined);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<StreamPipelinesDialog stream={{ id: 's-web', title: 'Web traffic' }} onClose={onClose} />, '/streams', ['*'])).wrapper;
    await settle(wrapper);
  };

  afterEach(unmountPages);

  it('shows the stream\'s pipelines, filters the list, and saves exactly the chosen ones', async () => {
    await render();
    expect(document.body.querySelector('.modal-title')?.textContent).toBe('Pipeline connections of stream Web traffic');
    expect(wrapper.find('.modal [aria-label="Chosen: Pipelines"] li').map((chip) => chip.text().replace('×', ''))).toEqual(['Shop']);
    act(() => { wrapper.find('.modal input[type="search"]').simulate('change', { target: { value: 'ge' } }); });
    wrapper.update();
    expect(wrapper.find('.modal .form-check label').map((label) => label.text())).toEqual(['Geo']);
    act(() => { wrapper.find('.modal .form-check input').simulate('change', { target: { checked: true } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);
    expect(calls).toContainEqual({ method: 'POST', url: '/api/system/pipelines/connections/to_stream', body: { stream_id: 's-web', pipeline_ids: ['p1', 'p3'] } });
    expect(UserNotification.success).toHaveBeenCalledWith('Pipeline connections updated successfully');
    expect(onClose).toHaveBeenCalled();
  });
});

import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { Route } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import UserNotification from '@/util/UserNotification';

import PipelineDetailsPage from './PipelineDetailsPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { meterFixture, NODE_ID } from 'fixtures/inputFixtures';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const ID = '5f00000000000000000000a1';
const URL = `/api/system/pipelines/pipeline/${ID}`;
const shop: Pipeline = {
  id: ID,
  title: 'Shop',
  description: 'checkout enrichment',
  source: 'pipeline "Shop"\nstage 0 match either\nrule "tag checkout";\nrule "renamed";\nstage 2 match all\nend',
  created_at: '2024-03-01T10:00:00.000Z',
  modified_at: '2024-03-02T10:00:00.000Z',
  stages: [{ stage: 2, match_all: true, rules: [] }, { stage: 0, match_all: false, rules: ['tag checkout', 'renamed'] }],
  errors: null,
};
const rule = (id: string, title: string, description: string) => ({ id, title, description, source: '', created_at: '', modified_at: '', errors: null });

const answers = (calls: Array<Call>, overrides: (call: Call) => unknown) => answeringFetch({
  [`GET ${URL}`]: shop,
  'GET /api/system/pipelines/rule': [rule('r1', 'tag checkout', 'Marks checkout requests'), rule('r2', 'geo', 'Adds the country')],
  'GET /api/system/pipelines/connections': [{ id: 'c1', stream_id: 's-web', pipeline_ids: [ID] }],
  'GET /api/streams': {
    total: 3,
    streams: [{ id: 's-web', title: 'Web traffic' }, { id: 's-app', title: 'App logs' }, { id: '000000000000000000000002', title: 'All events' }],
  },
}, calls, overrides);

const dialog = () => document.body.querySelector<HTMLElement>('.modal');
const dialogButton = (label: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === label);

describe('PipelineDetailsPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = answers(calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    const page = await mountPage(<Route path="/system/pipelines/:pipelineId"><PipelineDetailsPage /></Route>, `/system/pipelines/${ID}`, permissions);
    wrapper = page.wrapper;
    await settle(wrapper);
  };
  const button = (label: string) => wrapper.find('button').filterWhere((candidate) => candidate.text() === label || candidate.prop('aria-label') === label);
  const stagePanel = (number: number) => wrapper.find('section.card').filterWhere((section) => section.find('h3').text() === `Stage ${number}`);
  const put = () => calls.filter((call) => call.method === 'PUT' && call.url === URL);
  const submitDialog = async () => {
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);
  };

  afterEach(() => {
    unmountPages();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('shows the stages in order with their match mode and rules, flagging a rule that no longer exists', async () => {
    await render(['*']);
    expect(wrapper.find('section.card h3').map((heading) => heading.text())).toEqual(['Stage 0', 'Stage 2']);
    expect(stagePanel(0).text()).toContain('At least one of the rules on this stage matches the message');
    expect(stagePanel(0).text()).toContain('Contains 2 rules');
    expect(stagePanel(2).text()).toContain('All rules on this stage match the message');
    expect(stagePanel(2).text()).toContain('There are no further stages in this pipeline');
    const link = stagePanel(0).find('a').filterWhere((anchor) => anchor.text() === 'tag checkout');
    expect(link.prop('href')).toBe('/system/pipelines/rules/r1');
    expect(stagePanel(0).text()).toContain('Marks checkout requests');
    expect(stagePanel(0).text()).toContain('Rule renamed has been renamed or removed. This rule will be skipped.');
    expect(wrapper.find('[data-testid="pipeline-connected-streams"]').text()).toBe('This pipeline is processing messages from the stream Web traffic.');
  });

  it('adds a stage by rewriting the source with the chosen rules', async () => {
    await render(['*'], (call) => (call.method === 'PUT' ? { ...shop, stages: [...shop.stages, { stage: 3, match_all: true, rules: ['geo'] }] } : undefined));
    act(() => { button('Add new stage').simulate('click'); });
    wrapper.update();
    expect(wrapper.find('.modal [name="stage"]').hostNodes().prop('value')).toBe('3');
    act(() => { wrapper.find('.modal input[type="radio"]').first().simulate('change'); });
    act(() => { wrapper.find('.modal input[type="checkbox"]').filterWhere((box) => box.closest('.form-check').text().startsWith('geo')).simulate('change', { target: { checked: true } }); });
    await submitDialog();
    expect(put()).toHaveLength(1);
    expect(put()[0].body).toEqual({
      id: ID,
      title: 'Shop',
      description: 'checkout enrichment',
      source: 'pipeline "Shop"\nstage 0 match either\nrule "tag checkout";\nrule "renamed";\nstage 2 match all\nstage 3 match all\nrule "geo";\nend',
    });
    expect(dialog()).toBeNull();
    expect(wrapper.find('section.card h3').map((heading) => heading.text())).toEqual(['Stage 0', 'Stage 2', 'Stage 3']);
  });

  it('refuses a stage number already in use before calling the server', async () => {
    await render(['*']);
    act(() => { button('Edit stage 2').simulate('click'); });
    wrapper.update();
    act(() => { wrapper.find('.modal [name="stage"]').hostNodes().simulate('change', { target: { value: '0' } }); });
    await submitDialog();
    expect(put()).toHaveLength(0);
    expect(dialog()?.textContent).toContain('Stage is already in use, please use another number or edit the existing stage.');
  });

  it('keeps a refused stage edit as typed, with the parse errors in the dialog and no toast', async () => {
    const refusal = new FetchError('Bad Request', 400, [{ type: 'syntax_error', line: 3, position_in_line: 5, reason: 'no viable alternative' }]);
    await render(['*'], (call) => (call.method === 'PUT' ? refusal : undefined));
    act(() => { button('Edit stage 2').simulate('click'); });
    wrapper.update();
    act(() => { wrapper.find('.modal [name="stage"]').hostNodes().simulate('change', { target: { value: '7' } }); });
    await submitDialog();
    expect(put()).toHaveLength(1);
    expect(dialog()?.textContent).toContain('line 3, position 6: no viable alternative');
    expect(wrapper.find('.modal [name="stage"]').hostNodes().prop('value')).toBe('7');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('removes a stage after confirmation; the last stage cannot be removed', async () => {
    await render(['*'], (call) => (call.method === 'PUT' ? { ...shop, stages: [shop.stages[1]] } : undefined));
    act(() => { button('Remove stage 2').simulate('click'); });
    wrapper.update();
    await act(async () => { dialogButton('Remove')?.click(); });
    await settle(wrapper);
    expect(String((put()[0].body as { source: string }).source)).toBe('pipeline "Shop"\nstage 0 match either\nrule "tag checkout";\nrule "renamed";\nend');
    expect(button('Remove stage 0').prop('disabled')).toBe(true);
  });

  it('connects the pipeline to the chosen streams, never offering the event streams', async () => {
    await render(['*']);
    act(() => { button('Edit connections').simulate('click'); });
    wrapper.update();
    const labels = wrapper.find('.modal .form-check label').map((label) => label.text());
    expect(labels).toEqual(['App logs', 'Web traffic']);
    act(() => { wrapper.find('.modal input[type="checkbox"]').at(0).simulate('change', { target: { checked: true } }); });
    await submitDialog();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/system/pipelines/connections/to_pipeline', body: { pipeline_id: ID, stream_ids: ['s-web', 's-app'] } });
  });

  it('counts the connected streams a reader may not see instead of calling the pipeline not connected', async () => {
    const reader = ['pipeline:read', 'pipeline_rule:read', 'pipeline_connection:read', 'streams:read:s-web'];
    const connected = (streamIds: Array<string>) => (call: Call) => (call.url === '/api/system/pipelines/connections'
      ? streamIds.map((streamId) => ({ id: `c-${streamId}`, stream_id: streamId, pipeline_ids: [ID] })) : undefined);
    const sentence = () => wrapper.find('[data-testid="pipeline-connected-streams"]').text();

    await render(reader, connected(['s-web', 's-secret', 's-other']));
    expect(sentence()).toBe('This pipeline is processing messages from the streams Web traffic and 2 streams you may not see.');
    unmountPages();

    await render(reader, connected(['s-secret']));
    expect(sentence()).toBe('This pipeline is processing messages from 1 stream you may not see.');
    expect(wrapper.find('.alert-warning')).toHaveLength(0);
    unmountPages();

    // Graylog's connections call leaves out streams the user may not read: nothing to count, and no false "not connected".
    await render(reader, connected([]));
    expect(sentence()).toBe('This pipeline is not connected to any stream you may see. It may run on streams you may not read.');
    expect(wrapper.find('.alert-warning')).toHaveLength(0);
    unmountPages();

    await render(['*'], connected([]));
    expect(wrapper.find('.alert-warning').text()).toContain('This pipeline is currently not connected to any streams.');
  });

  it('shows each rule\'s throughput and errors in its stage while rule metrics are on', async () => {
    const meter = (kind: string) => `org.graylog.plugins.pipelineprocessor.ast.Rule.r1.${ID}.0.${kind}`;
    SessionStore.setState({ ...SessionStore.getInitialState(), sessionId: 'session-1', validatingSession: false });
    const metricsOn = (enabled: boolean) => (call: Call) => {
      if (call.url === '/api/system/pipelines/rule/config/metrics') return { metrics_enabled: enabled };
      if (call.url === '/api/cluster/metrics/multiple') {
        return { [NODE_ID]: { total: 2, metrics: [meterFixture(meter('executed'), 3.5, 1200), meterFixture(meter('failed'), 0.25, 9)] } };
      }
      return undefined;
    };
    const polls: Array<Call> = [];
    jest.mocked(fetchPeriodically).mockImplementation((method, url, body) => answers(polls, metricsOn(true))(method, url, body) as Promise<never>);
    await render(['*'], metricsOn(true));
    await settle(wrapper);
    const headers = stagePanel(0).find('th').map((th) => th.text());
    expect(headers).toEqual(['Rule', 'Description', 'Throughput', 'Errors']);
    const tagRow = stagePanel(0).find('tbody tr').filterWhere((tr) => tr.text().startsWith('tag checkout'));
    expect(tagRow.find('td').map((td) => td.text())).toEqual(['tag checkout', 'Marks checkout requests', '3.5 msg/s1,200 evaluated', '9 errors0.25 errors/s']);
    expect(polls.map((call) => JSON.stringify(call.body)).join()).toContain(meter('not-matched'));
    unmountPages();
    MetricsStore.setState({ metricsByNode: undefined });

    await render(['*'], metricsOn(false));
    expect(stagePanel(0).find('th').map((th) => th.text())).toEqual(['Rule', 'Description']);
  });

  it('shows a reader the pipeline without any edit control', async () => {
    await render(['pipeline:read', 'pipeline_rule:read', 'pipeline_connection:read']);
    expect(wrapper.find('section.card h3')).toHaveLength(2);
    ['Add new stage', 'Edit stage 0', 'Remove stage 0', 'Edit connections', 'Edit pipeline details'].forEach((label) => expect(button(label)).toHaveLength(0));
  });
});

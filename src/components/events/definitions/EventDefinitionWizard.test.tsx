import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { coreEventDefinitionTypes } from '@/components/events/coreEventTypes';
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import type { EventDefinitionType, EventTypeFormProps } from '@/plugin-api/PluginExports';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';
import { EntityTypesStore } from '@/stores/events/EntityTypesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import EventDefinitionWizard from './EventDefinitionWizard';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));
// The query check runs a search; here every query parses, so the server's answer decides.
jest.mock('@/components/events/conditions/queryCheck', () => ({ queryProblem: jest.fn(() => Promise.resolve(undefined)) }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const settle = async (wrapper: ReactWrapper) => {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  }
  wrapper.update();
};

/** A plugin's condition: a threshold typed by hand, refused when empty. */
const PluginConditionForm = ({ config, onChange, errors, idPrefix }: EventTypeFormProps<EventConditionConfig>) => (
  <div>
    <label htmlFor={`${idPrefix}-limit`}>Limit</label>
    <input id={`${idPrefix}-limit`} name="plugin-limit" value={String(config.limit ?? '')} onChange={(event) => onChange({ ...config, limit: event.target.value })} />
    {errors.limit && <div className="plugin-error">{errors.limit}</div>}
  </div>
);

const pluginType: EventDefinitionType = {
  key: 'plugin-limit',
  type: 'plugin-limit-v1',
  displayName: 'Limit (plugin)',
  defaultConfig: { type: 'plugin-limit-v1', limit: '' },
  formComponent: PluginConditionForm,
  summaryComponent: ({ config }) => <span className="plugin-summary">{`limit ${String(config.limit)}`}</span>,
  validate: (config) => (config.limit === '' ? { limit: 'Enter a limit.' } : {}),
};

type Answer = (method: string, url: string, body: unknown) => unknown;

const answering = (answers: { [key: string]: Answer | unknown }) => {
  mockFetch.mockImplementation((method, url, body) => {
    const key = `${method} ${url.split('?')[0]}`;
    if (!(key in answers)) return Promise.resolve({});
    const answer = answers[key];
    try {
      return Promise.resolve(typeof answer === 'function' ? (answer as Answer)(method, url, body) : answer);
    } catch (error) {
      return Promise.reject(error);
    }
  });
};

const ENTITY_TYPES = {
  processor_types: ['aggregation-v1', 'plugin-limit-v1'], field_provider_types: ['template-v1'], storage_handler_types: [], aggregation_functions: ['count', 'avg'],
};

describe('EventDefinitionWizard', () => {
  let wrapper: ReactWrapper;
  let onSaved: jest.Mock;

  beforeEach(() => {
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
    PluginStore.register(new PluginManifest({ name: 'core' }, { eventDefinitionTypes: coreEventDefinitionTypes }));
    PluginStore.register(new PluginManifest({ name: 'limits' }, { eventDefinitionTypes: [pluginType] }));
    EntityTypesStore.setState({ entityTypes: undefined });
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['*'] }) });
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    onSaved = jest.fn();
  });
  afterEach(() => {
    wrapper?.unmount();
    PluginStore.unregister('limits');
  });

  const render = async (history = createMemoryHistory({ initialEntries: ['/alerts/definitions/new'] })) => {
    wrapper = mount(<Router history={history}><EventDefinitionWizard onSaved={onSaved} cancelTo="/alerts/definitions" /></Router>);
    await settle(wrapper);
  };
  const heading = () => wrapper.find('h2').first().text();
  const next = async () => {
    wrapper.find('button').filterWhere((button) => button.text() === 'Next').simulate('click');
    await settle(wrapper);
  };
  const goToStep = async (title: string) => {
    wrapper.find('nav[aria-label="Steps"] button').filterWhere((button) => button.text().endsWith(title)).simulate('click');
    await settle(wrapper);
  };
  const typeTitle = (title: string) => wrapper.find('input[name="title"]').simulate('change', { target: { value: title } });
  const chooseType = async (label: string) => {
    wrapper.find('input[type="radio"]').filterWhere((radio) => wrapper.find(`label[htmlFor="${radio.prop('id')}"]`).text().startsWith(label)).simulate('change');
    await settle(wrapper);
  };

  it('does not leave the first step without a title', async () => {
    answering({ 'GET /api/events/entity_types': ENTITY_TYPES, 'GET /api/events/notifications': { notifications: [] } });
    await render();
    await next();
    expect(heading()).toBe('Event details');
    expect(wrapper.text()).toContain('Enter a title.');
  });

  it('offers a plugin\'s condition type, renders its form and holds the step until its check passes', async () => {
    answering({ 'GET /api/events/entity_types': ENTITY_TYPES, 'GET /api/events/notifications': { notifications: [] }, 'GET /api/streams': { streams: [] } });
    await render();
    typeTitle('Too many');
    await next();
    expect(heading()).toBe('Condition');
    const offered = wrapper.find('fieldset').first().find('label').map((label) => label.text());
    expect(offered).toEqual([expect.stringMatching(/^Filter/), expect.stringMatching(/^Aggregation/), expect.stringMatching(/^Limit \(plugin\)/)]);

    await chooseType('Limit (plugin)');
    expect(wrapper.find('input[name="plugin-limit"]').exists()).toBe(true);
    await next();
    expect(heading()).toBe('Condition');
    expect(wrapper.find('.plugin-error').text()).toBe('Enter a limit.');

    wrapper.find('input[name="plugin-limit"]').simulate('change', { target: { value: '5' } });
    await next();
    expect(heading()).toBe('Fields');
    await goToStep('Summary');
    expect(wrapper.find('.plugin-summary').text()).toBe('limit 5');
  });

  it('hides a type the server cannot evaluate', async () => {
    answering({ 'GET /api/events/entity_types': { ...ENTITY_TYPES, processor_types: ['aggregation-v1'] }, 'GET /api/events/notifications': { notifications: [] } });
    await render();
    typeTitle('x');
    await next();
    expect(wrapper.find('fieldset').first().text()).not.toContain('Limit (plugin)');
  });

  it('saves a scheduled filter definition and hands the saved one over', async () => {
    const posted = jest.fn((_method: string, _url: string, body: unknown) => ({ ...(body as object), id: 'd1' }));
    answering({
      'GET /api/events/entity_types': ENTITY_TYPES,
      'GET /api/events/notifications': { notifications: [{ id: 'n1', title: 'Hook', description: '', config: { type: 'http-notification-v1' } }] },
      'GET /api/streams': { streams: [] },
      'POST /api/events/definitions': posted,
    });
    await render();
    typeTitle('Burst');
    await goToStep('Notifications');
    wrapper.find('select').filterWhere((select) => select.text().includes('Hook')).simulate('change', { target: { value: 'n1' } });
    await goToStep('Summary');
    expect(wrapper.text()).toContain('Hook');
    wrapper.find('form').first().simulate('submit');
    await settle(wrapper);

    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls[0][1]).toBe('/api/events/definitions?schedule=true');
    expect(posted.mock.calls[0][2]).toEqual(expect.objectContaining({
      title: 'Burst',
      alert: true,
      notifications: [{ notification_id: 'n1' }],
      config: expect.objectContaining({ type: 'aggregation-v1', series: [], query: '' }),
    }));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }));
  });

  it('takes a refusal of the query to the condition step and shows it at the query field, without a toast', async () => {
    answering({
      'GET /api/events/entity_types': ENTITY_TYPES,
      'GET /api/events/notifications': { notifications: [] },
      'GET /api/streams': { streams: [] },
      'POST /api/events/definitions': () => {
        throw new FetchError('Bad Request', 400, { failed: true, errors: { query: ['The search query cannot be parsed: unexpected end'] } });
      },
    });
    await render();
    typeTitle('Broken');
    await goToStep('Summary');
    wrapper.find('form').first().simulate('submit');
    await settle(wrapper);

    expect(heading()).toBe('Condition');
    expect(wrapper.find(`#${wrapper.find('input[aria-label="Search query"]').prop('aria-describedby')}`).text()).toContain('The search query cannot be parsed: unexpected end');
    expect(wrapper.find('[role="alert"]').first().text()).toContain('The condition needs attention');
    expect(UserNotification.error).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('takes a refusal of the title back to the first step', async () => {
    answering({
      'GET /api/events/entity_types': ENTITY_TYPES,
      'GET /api/events/notifications': { notifications: [] },
      'GET /api/streams': { streams: [] },
      'POST /api/events/definitions': () => {
        throw new FetchError('Bad Request', 400, { failed: true, errors: { title: ['is already taken'] } });
      },
    });
    await render();
    typeTitle('Taken');
    await goToStep('Summary');
    wrapper.find('form').first().simulate('submit');
    await settle(wrapper);
    expect(heading()).toBe('Event details');
    expect(wrapper.text()).toContain('This value is already taken.');
  });

  it('asks once before leaving with unsaved input in the wizard or in its notification dialog, never with two history prompts', async () => {
    answering({ 'GET /api/events/entity_types': ENTITY_TYPES, 'GET /api/events/notifications': { notifications: [] } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error');
    const confirmLeave = jest.fn((_message: string, answer: (ok: boolean) => void) => answer(false));
    const history = createMemoryHistory({ initialEntries: ['/alerts/definitions/new'], getUserConfirmation: confirmLeave });
    await render(history);
    typeTitle('Failed logins');
    await goToStep('Notifications');
    wrapper.find('button').filterWhere((button) => button.text() === 'Create notification').simulate('click');
    await settle(wrapper);
    const dialogTitle = () => wrapper.find('[role="dialog"] input[name="title"]').hostNodes();
    dialogTitle().simulate('change', { target: { value: 'Page the on-call' } });
    await settle(wrapper);

    act(() => { history.push('/elsewhere'); });
    expect(confirmLeave).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/alerts/definitions/new');

    // Closed again, the dialog leaves the wizard's own guard in place.
    wrapper.find('[role="dialog"] button').filterWhere((button) => button.text() === 'Cancel').simulate('click');
    await settle(wrapper);
    expect(dialogTitle().exists()).toBe(false);
    act(() => { history.push('/elsewhere'); });
    expect(confirmLeave).toHaveBeenCalledTimes(2);
    expect(history.location.pathname).toBe('/alerts/definitions/new');

    const messages = [...warn.mock.calls, ...error.mock.calls].map((call) => String(call[0]));
    expect(messages.filter((message) => message.includes('prompt'))).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
  });
});

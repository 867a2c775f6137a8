import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { coreEventNotificationTypes } from '@/components/events/coreEventTypes';
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import type { EventNotificationType, EventTypeFormProps } from '@/plugin-api/PluginExports';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import NotificationForm from './NotificationForm';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const settle = async (wrapper: ReactWrapper) => {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  }
  wrapper.update();
};

const ChannelForm = ({ config, onChange, errors }: EventTypeFormProps<EventNotificationConfig>) => (
  <div>
    <input name="channel" value={String(config.channel ?? '')} onChange={(event) => onChange({ ...config, channel: event.target.value })} />
    {errors.channel && <div className="channel-error">{errors.channel}</div>}
  </div>
);

const chatType: EventNotificationType = {
  type: 'chat-notification-v1',
  displayName: 'Chat (plugin)',
  defaultConfig: { type: 'chat-notification-v1', channel: '#ops' },
  formComponent: ChannelForm,
  detailsComponent: () => null,
};

describe('NotificationForm', () => {
  let wrapper: ReactWrapper;
  let onSaved: jest.Mock;

  beforeEach(() => {
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
    PluginStore.register(new PluginManifest({ name: 'core' }, { eventNotificationTypes: coreEventNotificationTypes }));
    PluginStore.register(new PluginManifest({ name: 'chat' }, { eventNotificationTypes: [chatType] }));
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['*'] }) });
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
    onSaved = jest.fn();
  });
  afterEach(() => {
    wrapper?.unmount();
    PluginStore.unregister('chat');
  });

  const render = async () => {
    wrapper = mount(<Router history={createMemoryHistory()}><NotificationForm onSaved={onSaved} cancelTo="/alerts/notifications" /></Router>);
    await settle(wrapper);
  };
  const typeSelect = () => wrapper.find('select').filterWhere((select) => select.text().includes('HTTP Notification'));
  const button = (text: string) => wrapper.find('button').filterWhere((candidate) => candidate.text() === text);

  it('offers core\'s types and a plugin\'s, and renders the chosen one\'s form', async () => {
    mockFetch.mockResolvedValue({ url: '', is_whitelisted: true });
    await render();
    expect(typeSelect().find('option').map((option) => option.text())).toEqual(['HTTP Notification', 'Email Notification', 'Legacy Alarm Callbacks', 'Chat (plugin)']);
    typeSelect().simulate('change', { target: { value: 'chat-notification-v1' } });
    await settle(wrapper);
    expect(wrapper.find('input[name="channel"]').prop('value')).toBe('#ops');
  });

  it('tests the notification as the form holds it and says so', async () => {
    mockFetch.mockResolvedValue(undefined);
    await render();
    typeSelect().simulate('change', { target: { value: 'chat-notification-v1' } });
    wrapper.find('input[name="title"]').simulate('change', { target: { value: 'Ops chat' } });
    await settle(wrapper);
    button('Test notification').simulate('click');
    await settle(wrapper);
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/events/notifications/test',
      { title: 'Ops chat', description: '', config: { type: 'chat-notification-v1', channel: '#ops' } }, { reportPageErrors: false });
    // Said once, by the toast: no inline success beside it.
    expect(UserNotification.success).toHaveBeenCalledWith('Test notification was sent successfully', 'Notification tested');
    expect(wrapper.find('.alert').exists()).toBe(false);
  });

  it('keeps the reason of a failed test on the form', async () => {
    mockFetch.mockRejectedValue(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Connection refused' }));
    await render();
    typeSelect().simulate('change', { target: { value: 'chat-notification-v1' } });
    wrapper.find('input[name="title"]').simulate('change', { target: { value: 'Ops chat' } });
    await settle(wrapper);
    button('Test notification').simulate('click');
    await settle(wrapper);
    expect(wrapper.find('[role="alert"]').last().text()).toContain('The test failed: Connection refused');
    expect(UserNotification.success).not.toHaveBeenCalled();
  });

  it('shows the server\'s refusal of the URL at the URL field, without a toast', async () => {
    mockFetch.mockImplementation((method, url) => {
      if (url.endsWith('/urlwhitelist/check')) return Promise.resolve({ url: '', is_whitelisted: false });
      return Promise.reject(new FetchError('Bad Request', 400, { failed: true, errors: { url: ['URL <http://10.0.0.1/x> is not whitelisted.'] } }));
    });
    await render();
    wrapper.find('input[name="title"]').simulate('change', { target: { value: 'Hook' } });
    wrapper.find('input[type="url"]').simulate('change', { target: { value: 'http://10.0.0.1/x' } });
    wrapper.find('form').simulate('submit');
    await settle(wrapper);
    const urlInput = wrapper.find('input[type="url"]');
    const errorId = String(urlInput.prop('aria-describedby')).split(' ')[0];
    expect(wrapper.find(`#${errorId}`).text()).toBe('URL <http://10.0.0.1/x> is not whitelisted.');
    expect(UserNotification.error).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses an empty URL in the browser before asking the server', async () => {
    mockFetch.mockResolvedValue({});
    await render();
    wrapper.find('input[name="title"]').simulate('change', { target: { value: 'Hook' } });
    wrapper.find('form').simulate('submit');
    await settle(wrapper);
    expect(wrapper.text()).toContain('Enter the URL to call.');
    expect(mockFetch).not.toHaveBeenCalledWith('POST', '/api/events/notifications', expect.anything(), expect.anything());
  });
});

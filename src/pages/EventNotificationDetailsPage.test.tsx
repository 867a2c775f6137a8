import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import type { EventNotificationType } from '@/plugin-api/PluginExports';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import EventNotificationDetailsPage from './EventNotificationDetailsPage';
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

const chatType: EventNotificationType = {
  type: 'chat-notification-v1',
  displayName: 'Chat',
  defaultConfig: { type: 'chat-notification-v1', channel: '#ops' },
  formComponent: () => null,
  detailsComponent: () => null,
};

const chat = { id: 'n1', title: 'Ops chat', description: '', config: { type: 'chat-notification-v1', channel: '#ops' } };

describe('EventNotificationDetailsPage', () => {
  let wrapper: ReactWrapper;

  beforeEach(() => {
    PluginStore.get().forEach((plugin) => PluginStore.unregister(plugin.metadata.name));
    PluginStore.register(new PluginManifest({ name: 'chat' }, { eventNotificationTypes: [chatType] }));
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['*'] }) });
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
  });
  afterEach(() => {
    wrapper?.unmount();
    PluginStore.unregister('chat');
  });

  const render = async () => {
    const history = createMemoryHistory({ initialEntries: ['/alerts/notifications/n1'] });
    wrapper = mount(<Router history={history}><Route path="/alerts/notifications/:notificationId"><EventNotificationDetailsPage /></Route></Router>);
    await settle(wrapper);
  };
  const testButton = () => wrapper.find('button').filterWhere((button) => button.text() === 'Test notification');

  it('says a test that went through once, by the toast', async () => {
    mockFetch.mockResolvedValueOnce(chat).mockResolvedValueOnce(undefined);
    await render();
    testButton().simulate('click');
    await settle(wrapper);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/events/notifications/n1/test', undefined, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Test notification was sent successfully', 'Notification tested');
    expect(wrapper.find('.alert').exists()).toBe(false);
  });

  it('keeps the reason of a failed test on the page', async () => {
    mockFetch.mockResolvedValueOnce(chat).mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Connection refused' }));
    await render();
    testButton().simulate('click');
    await settle(wrapper);
    expect(wrapper.find('div.alert[role="alert"]').text()).toBe('The test failed: Connection refused');
    expect(UserNotification.success).not.toHaveBeenCalled();
  });
});

// The event definitions and notifications lists show only what the user may read, so an empty list does not
// mean that none exists: their empty states say both.
import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import EventDefinitionsPage from './EventDefinitionsPage';
import EventNotificationsPage from './EventNotificationsPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const EMPTY_PAGE = { event_definitions: [], notifications: [], context: { scheduler: {} }, page: 1, per_page: 10, query: '', count: 0, total: 0, grand_total: 0 };

const render = async (page: React.ReactElement, path: string) => {
  CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['eventdefinitions:read:d9', 'eventnotifications:read:n9'] }) });
  jest.mocked(fetch).mockResolvedValue(EMPTY_PAGE);
  const wrapper = mount(<Router history={createMemoryHistory({ initialEntries: [path] })}>{page}</Router>);
  await act(async () => { for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setTimeout(resolve, 0)); });
  wrapper.update();
  return wrapper;
};

describe('empty event lists', () => {
  let wrapper: ReactWrapper | undefined;
  afterEach(() => { wrapper?.unmount(); });

  it('say that no event definition may be shared with the user', async () => {
    wrapper = await render(<EventDefinitionsPage />, '/alerts/definitions');
    expect(wrapper.text()).toContain('No event definitions to show: none exist yet, or none is shared with you.');
  });

  it('say that no notification may be shared with the user', async () => {
    wrapper = await render(<EventNotificationsPage />, '/alerts/notifications');
    expect(wrapper.text()).toContain('No notifications to show: none exist yet, or none is shared with you.');
  });
});

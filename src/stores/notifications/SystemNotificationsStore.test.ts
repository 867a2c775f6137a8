import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import type { SystemNotification } from './SystemNotificationsStore';
import { SystemNotificationsActions, SystemNotificationsStore } from './SystemNotificationsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const mockPoll = fetchPeriodically as jest.MockedFunction<typeof fetchPeriodically>;

const notification = (type: string, severity: 'normal' | 'urgent', timestamp: string): SystemNotification => ({
  type, severity, timestamp, node_id: 'node-1', details: {},
});

describe('SystemNotificationsStore', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    mockPoll.mockReset();
    SystemNotificationsStore.setState({ notifications: undefined });
  });

  it('lists notifications urgent first, then the newest', async () => {
    mockPoll.mockResolvedValueOnce({
      total: 3,
      notifications: [
        notification('generic', 'normal', '2024-03-01T10:00:00.000Z'),
        notification('no_input_running', 'urgent', '2024-03-01T09:00:00.000Z'),
        notification('index_ranges_recalculation', 'normal', '2024-03-01T11:00:00.000Z'),
      ],
    });
    const listed = await SystemNotificationsActions.list();
    expect(mockPoll).toHaveBeenLastCalledWith('GET', '/api/system/notifications');
    expect(listed.map((shown) => shown.type)).toEqual(['no_input_running', 'index_ranges_recalculation', 'generic']);
    expect(SystemNotificationsStore.getInitialState().notifications).toEqual(listed);
  });

  it('dismisses a notification by its type and drops it from the list', async () => {
    const failed = notification('input_failed_to_start', 'urgent', '2024-03-01T10:00:00.000Z');
    SystemNotificationsStore.setState({ notifications: [failed, notification('generic', 'normal', '2024-03-01T10:00:00.000Z')] });
    mockFetch.mockResolvedValueOnce(undefined);
    await SystemNotificationsActions.dismiss(failed);
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/notifications/input_failed_to_start', undefined, { reportPageErrors: false });
    expect(SystemNotificationsStore.getInitialState().notifications?.map((shown) => shown.type)).toEqual(['generic']);
  });

  it('keeps a notification whose dismissal failed, and says so', async () => {
    const failed = notification('input_failed_to_start', 'urgent', '2024-03-01T10:00:00.000Z');
    SystemNotificationsStore.setState({ notifications: [failed] });
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not allowed' }));
    await expect(SystemNotificationsActions.dismiss(failed)).rejects.toBeInstanceOf(FetchError);
    expect(SystemNotificationsStore.getInitialState().notifications).toEqual([failed]);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Dismissing the notification failed with status: /), 'Could not dismiss notification');
  });
});

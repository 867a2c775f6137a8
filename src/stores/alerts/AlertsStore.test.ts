import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { AlarmCallbackHistoryActions } from './AlarmCallbackHistoryStore';
import type { Alert } from './AlertsStore';
import { AlertsActions, DEFAULT_ALERT_STATE, isAlertResolved } from './AlertsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const alert: Alert = {
  id: 'a1', condition_id: 'c1', stream_id: 's1', description: 'Stream had 7 messages', condition_parameters: {},
  triggered_at: '2024-01-01T00:00:00.000Z', resolved_at: null, is_interval: true,
};

describe('AlertsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('pages through all streams\' alerts and one stream\'s, any state by default', async () => {
    expect(DEFAULT_ALERT_STATE).toBe('any');
    mockFetch.mockResolvedValueOnce({ total: 41, alerts: [alert] });
    await expect(AlertsActions.listAllPaginated({ skip: 20, limit: 20, state: DEFAULT_ALERT_STATE })).resolves.toEqual({ total: 41, alerts: [alert] });
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/streams/alerts/paginated?skip=20&limit=20&state=any');

    mockFetch.mockResolvedValueOnce({ total: 0, alerts: [] });
    await AlertsActions.listPaginated('s1', { skip: 0, limit: 10, state: 'unresolved' });
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/streams/s1/alerts/paginated?skip=0&limit=10&state=unresolved');
  });

  it('toasts "Could not retrieve alerts" when a list or an alert cannot be loaded', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(AlertsActions.listAllPaginated({ skip: 0, limit: 20, state: 'any' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Fetching alerts failed with status: /), 'Could not retrieve alerts');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'no alert' }));
    await expect(AlertsActions.get('a9')).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/streams/alerts/a9');
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Fetching alert 'a9' failed with status: /), 'Could not retrieve alerts');
  });

  it('tells resolved alerts from open ones', () => {
    expect(isAlertResolved(alert)).toBe(false);
    expect(isAlertResolved({ ...alert, resolved_at: '2024-01-01T00:05:00.000Z' })).toBe(true);
  });
});

describe('AlarmCallbackHistoryStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists what each callback did for an alert, and toasts a failed load', async () => {
    const history = {
      id: 'h1', alert_id: 'a1', alertcondition_id: 'c1', result: { type: 'error', error: 'connection refused' }, created_at: '2024-01-01T00:00:01.000Z',
      alarmcallbackconfiguration: { id: 'cb1', stream_id: 's1', type: 'org.graylog2.alarmcallbacks.HTTPAlarmCallback', title: 'Hook', configuration: {}, created_at: '', creator_user_id: 'admin' },
    };
    mockFetch.mockResolvedValueOnce({ total: 1, histories: [history] });
    await expect(AlarmCallbackHistoryActions.list('s1', 'a1')).resolves.toEqual([history]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/streams/s1/alerts/a1/history', undefined, { reportPageErrors: false });

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, {}));
    await expect(AlarmCallbackHistoryActions.list('s1', 'a1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Fetching notification history for alert 'a1' failed with status: /), 'Could not retrieve notification history',
    );
  });
});

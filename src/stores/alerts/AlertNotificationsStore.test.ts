import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { alarmCallbackTypeName, AlertNotificationsActions } from './AlertNotificationsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };
const HTTP = 'org.graylog2.alarmcallbacks.HTTPAlarmCallback';

describe('AlertNotificationsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('loads the callback types and every readable stream\'s callbacks', async () => {
    const types = { [HTTP]: { name: 'HTTP Alarm Callback', requested_configuration: {} } };
    mockFetch.mockResolvedValueOnce({ types });
    await expect(AlertNotificationsActions.available()).resolves.toEqual(types);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/alerts/callbacks/types', undefined, QUIET);
    expect(alarmCallbackTypeName(types, HTTP)).toBe('HTTP Alarm Callback');
    expect(alarmCallbackTypeName(types, 'some.Plugin')).toBe('some.Plugin');

    mockFetch.mockResolvedValueOnce({ total: 0, alarmcallbacks: [] });
    await expect(AlertNotificationsActions.listAll()).resolves.toEqual([]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/alerts/callbacks');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, {}));
    await expect(AlertNotificationsActions.listAll()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Fetching alert notifications failed with status: /), 'Could not retrieve alert notification');
  });

  it('tests a callback: success toast, or the server\'s reason', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await AlertNotificationsActions.testAlert('cb1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/alerts/callbacks/cb1/test', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Test notification was sent successfully');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'Expected successful HTTP response [2xx] but got [404].' }));
    await expect(AlertNotificationsActions.testAlert('cb1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(
      'Sending test alert notification failed with status: Expected successful HTTP response [2xx] but got [404].', 'Could not send test alert notification',
    );
  });

  it('sends a dummy alert to every callback of a stream', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await AlertNotificationsActions.sendDummyAlert('s1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/streams/s1/alerts/sendDummyAlert', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Test alert was sent successfully');

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Stream has no alarm callbacks, cannot send test alert.' }));
    await expect(AlertNotificationsActions.sendDummyAlert('s1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(
      'Sending test alert failed with status: Stream has no alarm callbacks, cannot send test alert.', 'Could not send test alert notification',
    );
  });
});

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { AlarmCallbacksActions } from './AlarmCallbacksStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };
const HTTP = 'org.graylog2.alarmcallbacks.HTTPAlarmCallback';
const request = { type: HTTP, title: 'Hook', configuration: { url: 'http://127.0.0.1:9/hook' } };
const callback = { ...request, id: 'cb1', stream_id: 's1', created_at: '2024-01-01T00:00:00.000Z', creator_user_id: 'admin' };

describe('AlarmCallbacksStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists a stream\'s callbacks and toasts a failed load', async () => {
    mockFetch.mockResolvedValueOnce({ total: 1, alarmcallbacks: [callback] });
    await expect(AlarmCallbacksActions.list('s1')).resolves.toEqual([callback]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/streams/s1/alarmcallbacks');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(AlarmCallbacksActions.list('s1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/failed with status: /), 'Could not retrieve alert notification');
  });

  it('saves, updates and deletes with the spec\'s toasts', async () => {
    mockFetch.mockResolvedValueOnce({ alarmcallback_id: 'cb2' });
    await expect(AlarmCallbacksActions.create('s1', request)).resolves.toBe('cb2');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/streams/s1/alarmcallbacks', request, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Alert notification saved successfully');

    mockFetch.mockResolvedValueOnce(undefined);
    await AlarmCallbacksActions.update('s1', 'cb2', request);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/streams/s1/alarmcallbacks/cb2', request, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Alert notification updated successfully');

    mockFetch.mockResolvedValueOnce(undefined);
    await AlarmCallbacksActions.remove('s1', 'cb2');
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/streams/s1/alarmcallbacks/cb2', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Alert notification deleted successfully');
  });

  it('uses the server\'s message when it refuses a save with 400, and the status otherwise', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'URL <http://x/> is not whitelisted.' }));
    const refused = await AlarmCallbacksActions.create('s1', request).catch((error: unknown) => error);
    expect(UserNotification.error).toHaveBeenLastCalledWith('Saving alert notification failed with status: URL <http://x/> is not whitelisted.', 'Could not save alert notification');
    expect(refused).toBeInstanceOf(FetchError);
    expect((refused as FetchError).status).toBe(400);

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not authorized' }));
    await expect(AlarmCallbacksActions.create('s1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Saving alert notification failed with status: There was an error fetching a resource: Forbidden/), 'Could not save alert notification');

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Missing URL' }));
    await expect(AlarmCallbacksActions.update('s1', 'cb1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith('Updating alert notification \'cb1\' failed with status: Missing URL', 'Could not update alert notification');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'gone' }));
    await expect(AlarmCallbacksActions.remove('s1', 'cb1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Removing alert notification failed with status: /), 'Could not remove alert notification');
  });

  it('toasts a refusal naming a field in the server\'s words too, and keeps its fields for the form', async () => {
    const body = { message: 'URL <http://x/hook> is not whitelisted.', failed: true, errors: { url: ['URL <http://x/hook> is not whitelisted.'] } };
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, body));
    const refused = await AlarmCallbacksActions.create('s1', request).catch((error: unknown) => error);
    expect(UserNotification.error).toHaveBeenLastCalledWith('Saving alert notification failed with status: URL <http://x/hook> is not whitelisted.', 'Could not save alert notification');
    expect((refused as FetchError).body).toEqual(body);
  });
});

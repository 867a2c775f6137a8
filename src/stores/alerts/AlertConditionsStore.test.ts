import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import type { AlertCondition } from './AlertConditionsStore';
import { AlertConditionsActions } from './AlertConditionsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };
const condition = (overrides: Partial<AlertCondition> = {}): AlertCondition => ({
  id: 'c1', type: 'message_count', title: 'Too many', parameters: { threshold: 5, threshold_type: 'MORE', time: 5, grace: 1, backlog: 0 },
  creator_user_id: 'admin', created_at: '2024-01-01T00:00:00.000Z', in_grace: false, ...overrides,
});
const request = { type: 'message_count', title: 'Too many', parameters: { threshold: 5 } };

describe('AlertConditionsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists all conditions and one stream\'s, marking those with their stream', async () => {
    mockFetch.mockResolvedValueOnce({ total: 1, conditions: [condition()] });
    await expect(AlertConditionsActions.listAll()).resolves.toEqual([condition()]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/alerts/conditions');

    mockFetch.mockResolvedValueOnce({ total: 1, conditions: [condition()] });
    await expect(AlertConditionsActions.list('s1')).resolves.toEqual([condition({ stream_id: 's1' })]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/streams/s1/alerts/conditions');
  });

  it('toasts a failed load as "Could not retrieve Alert Conditions"', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(AlertConditionsActions.list('s1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Fetching Alert Conditions failed with status: .*boom/), 'Could not retrieve Alert Conditions');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(AlertConditionsActions.listAll()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Fetching Alert Conditions failed with status: /), 'Could not retrieve Alert Conditions');
  });

  it('creates, updates and deletes with the spec\'s toasts', async () => {
    mockFetch.mockResolvedValueOnce({ alert_condition_id: 'new-id' });
    await expect(AlertConditionsActions.create('s1', request)).resolves.toBe('new-id');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/streams/s1/alerts/conditions', request, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Condition created successfully');

    mockFetch.mockResolvedValueOnce(undefined);
    await AlertConditionsActions.update('s1', 'c1', request);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/streams/s1/alerts/conditions/c1', request, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Condition updated successfully');

    mockFetch.mockResolvedValueOnce(undefined);
    await AlertConditionsActions.remove('s1', 'c1');
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/streams/s1/alerts/conditions/c1', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Condition deleted successfully');
  });

  it('toasts refused saves and deletes, and leaves a refusal naming its fields to the form', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Invalid alert condition parameters' }));
    await expect(AlertConditionsActions.create('s1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Saving Alert Condition failed with status: /), 'Could not save Alert Condition');

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'no' }));
    await expect(AlertConditionsActions.update('s1', 'c1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Saving Alert Condition failed with status: /), 'Could not save Alert Condition');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'gone' }));
    await expect(AlertConditionsActions.remove('s1', 'c1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Removing Alert Condition failed with status: /), 'Could not remove Alert Conditions');

    jest.mocked(UserNotification.error).mockReset();
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'x', failed: true, errors: { threshold: ['must be 0 or more'] } }));
    await expect(AlertConditionsActions.create('s1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('answers a test run, a failed run (400 with its reasons) included, without toasting', async () => {
    mockFetch.mockResolvedValueOnce({ triggered: true, description: 'Stream had 7 messages in the last 5 minutes' });
    await expect(AlertConditionsActions.test('s1', 'c1')).resolves.toEqual({ triggered: true, description: 'Stream had 7 messages in the last 5 minutes' });
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/streams/s1/alerts/conditions/c1/test', undefined, QUIET);

    const failed = { triggered: false, error: true, error_messages: [{ type: 'SearchException', message: 'bad query' }] };
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, failed));
    await expect(AlertConditionsActions.test('s1', 'c1')).resolves.toEqual(failed);

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'gone' }));
    await expect(AlertConditionsActions.test('s1', 'c1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads the condition types without an error page', async () => {
    mockFetch.mockResolvedValueOnce({ message_count: { type: 'message_count', name: 'Message Count Alert Condition', human_name: 'Message Count Alert Condition', requested_configuration: {}, link_to_docs: '' } });
    const types = await AlertConditionsActions.available();
    expect(types.message_count.human_name).toBe('Message Count Alert Condition');
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/alerts/conditions/types', undefined, QUIET);
  });
});

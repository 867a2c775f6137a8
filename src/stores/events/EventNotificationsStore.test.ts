import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { EventNotificationsActions } from './EventNotificationsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });
const urlRefusal = () => new FetchError('Bad Request', 400, { failed: true, errors: { url: ['URL <http://x/> is not whitelisted.'] } });
const hook = { title: 'Hook', description: '', config: { type: 'http-notification-v1', url: 'http://127.0.0.1/hook' } };

describe('EventNotificationsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('pages 10 at a time with the query, and lists all with per_page=0', async () => {
    mockFetch.mockResolvedValueOnce({ notifications: [{ ...hook, id: 'n1' }], page: 1, per_page: 10, query: 'ho', count: 1, total: 1, grand_total: 3 });
    const page = await EventNotificationsActions.listPaginated({ page: 1, perPage: 10, query: 'ho' });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/events/notifications?page=1&per_page=10&query=ho');
    expect(page.pagination.grandTotal).toBe(3);

    mockFetch.mockResolvedValueOnce({ notifications: [{ ...hook, id: 'n2', title: 'b' }, { ...hook, id: 'n1', title: 'a' }] });
    const all = await EventNotificationsActions.listAll();
    expect(mockFetch.mock.calls[1][1]).toBe('/api/events/notifications?per_page=0');
    expect(all.map((notification) => notification.id)).toEqual(['n1', 'n2']);
  });

  it('says a notification that is gone may have been deleted', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, {}));
    await expect(EventNotificationsActions.get('n9')).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/events/notifications/n9');
    expect(UserNotification.error).toHaveBeenCalledWith(
      'Unable to find Event Notification with id <n9>, please ensure it wasn\'t deleted.', 'Could not retrieve Event Notification',
    );
  });

  it('leaves a refusal to the missing-permissions page (no toast), and toasts other failures', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not authorized' }));
    await expect(EventNotificationsActions.get('n2')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(EventNotificationsActions.get('n2')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading Notification <n2> failed with status: /), 'Could not retrieve Event Notification');
  });

  it('creates, updates and deletes with their success toasts', async () => {
    mockFetch.mockResolvedValue({ ...hook, id: 'n1' });
    await EventNotificationsActions.create(hook);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/events/notifications', hook, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenLastCalledWith('Notification "Hook" was created successfully.', 'Notification created successfully');
    await EventNotificationsActions.update('n1', hook);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/events/notifications/n1', { ...hook, id: 'n1' }, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenLastCalledWith('Notification "Hook" was updated successfully.', 'Notification updated successfully');
    await EventNotificationsActions.delete({ id: 'n1', title: 'Hook' });
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/events/notifications/n1', undefined, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenLastCalledWith('Notification "Hook" was deleted successfully.', 'Notification deleted successfully');
  });

  it('leaves a refusal naming fields to the form and toasts other failures', async () => {
    mockFetch.mockRejectedValueOnce(urlRefusal());
    await expect(EventNotificationsActions.create(hook)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(EventNotificationsActions.create(hook)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringContaining('Creating Notification "Hook" failed with status'), 'Could not save Notification');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(EventNotificationsActions.update('n1', hook)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringContaining('Updating Notification "Hook" failed with status'), 'Could not update Notification');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(EventNotificationsActions.delete({ id: 'n1', title: 'Hook' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringContaining('Deleting Notification "Hook" failed with status'), 'Could not delete Notification');
  });

  it('tests an unsaved and a saved notification, toasting success and leaving failures to the page', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await EventNotificationsActions.test(hook);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/events/notifications/test', hook, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenLastCalledWith('Test notification was sent successfully', expect.any(String));

    mockFetch.mockResolvedValueOnce(undefined);
    await EventNotificationsActions.testPersisted({ id: 'n1', title: 'Hook' });
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/events/notifications/n1/test', undefined, { reportPageErrors: false });

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'connection refused' }));
    await expect(EventNotificationsActions.testPersisted({ id: 'n1', title: 'Hook' })).rejects.toMatchObject({ serverMessage: 'connection refused' });
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads the legacy alarm callback types', async () => {
    mockFetch.mockResolvedValueOnce({ types: { 'org.graylog2.alarmcallbacks.HTTPAlarmCallback': { name: 'HTTP Alarm Callback', configuration: {} } } });
    const types = await EventNotificationsActions.legacyTypes();
    expect(mockFetch.mock.calls[0][1]).toBe('/api/events/notifications/legacy/types');
    expect(Object.values(types).map((type) => type.name)).toEqual(['HTTP Alarm Callback']);
  });
});

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import type { EventDefinitionRequest } from './EventDefinitionsStore';
import { EventDefinitionsActions } from './EventDefinitionsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });
const fieldRefusal = () => new FetchError('Bad Request', 400, { failed: true, errors: { query: ['The search query cannot be parsed'] } });

const request = (changes: Partial<EventDefinitionRequest> = {}): EventDefinitionRequest => ({
  title: 'Burst',
  description: '',
  priority: 2,
  alert: false,
  config: { type: 'aggregation-v1', query: 'marker:burst' },
  field_spec: {},
  key_spec: [],
  notification_settings: { grace_period_ms: 0, backlog_size: 0 },
  notifications: [],
  storage: [],
  ...changes,
});
const burst = { id: 'd1', title: 'Burst' };

describe('EventDefinitionsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('asks for a page with the query (no sort: Graylog sorts by title) and hands the scheduler context over', async () => {
    mockFetch.mockResolvedValueOnce({
      event_definitions: [{ ...request(), id: 'd1' }], context: { scheduler: { d1: { is_scheduled: true } } },
      page: 1, per_page: 10, query: 'bu rst', count: 1, total: 1, grand_total: 4,
    });
    const page = await EventDefinitionsActions.listPaginated({ page: 1, perPage: 10, query: 'bu rst', sort: { field: 'title', order: 'asc' } });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/events/definitions?page=1&per_page=10&query=bu%20rst');
    expect(page.list.map((definition) => definition.id)).toEqual(['d1']);
    expect(page.pagination).toEqual({ page: 1, perPage: 10, count: 1, total: 1, grandTotal: 4, query: 'bu rst' });
    expect(page.scheduler.d1.is_scheduled).toBe(true);
  });

  it('lists all with per_page=0, by title', async () => {
    mockFetch.mockResolvedValueOnce({ event_definitions: [{ id: 'b', title: 'b' }, { id: 'a', title: 'a' }], page: 1, per_page: 0, count: 2, total: 2, query: '' });
    const all = await EventDefinitionsActions.listAll();
    expect(mockFetch.mock.calls[0][1]).toBe('/api/events/definitions?per_page=0');
    expect(all.map((definition) => definition.id)).toEqual(['a', 'b']);
  });

  describe('get', () => {
    it('loads a definition with its scheduler context', async () => {
      mockFetch.mockResolvedValueOnce({ event_definition: { ...request(), id: 'd1' }, context: { scheduler: { is_scheduled: false } } });
      const loaded = await EventDefinitionsActions.get('d1');
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/events/definitions/d1/with-context');
      expect(loaded.eventDefinition.title).toBe('Burst');
      expect(loaded.scheduler.is_scheduled).toBe(false);
    });

    it('says a definition that is gone may have been deleted', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'nope' }));
      await expect(EventDefinitionsActions.get('d9')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(
        'Unable to find Event Definition with id <d9>, please ensure it wasn\'t deleted.', 'Could not retrieve Event Definition',
      );
    });

    it('leaves a refusal to the missing-permissions page (no toast), and toasts other failures', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not authorized' }));
      await expect(EventDefinitionsActions.get('d2')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();

      mockFetch.mockRejectedValueOnce(serverError());
      await expect(EventDefinitionsActions.get('d2')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading Event Definition <d2> failed with status: /), 'Could not retrieve Event Definition');
    });

    it('loads a definition the page merely uses without an error page or toast', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'nope' }));
      await expect(EventDefinitionsActions.get('d9', { sideLoad: true })).rejects.toBeInstanceOf(FetchError);
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/events/definitions/d9/with-context', undefined, { reportPageErrors: false });
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('create', () => {
    it('posts with the schedule flag, sets the alert flag from the notifications and toasts success', async () => {
      mockFetch.mockResolvedValueOnce({ ...request(), id: 'd1' });
      await EventDefinitionsActions.create(request({ notifications: [{ notification_id: 'n1' }] }), true);
      expect(mockFetch).toHaveBeenCalledWith('POST', '/api/events/definitions?schedule=true', expect.objectContaining({ alert: true }), { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('Event Definition "Burst" was created successfully.', 'Event Definition created successfully');
    });

    it('creates without scheduling when asked, as a definition that does not alert', async () => {
      mockFetch.mockResolvedValueOnce({ ...request(), id: 'd1' });
      await EventDefinitionsActions.create(request({ alert: true }), false);
      expect(mockFetch).toHaveBeenCalledWith('POST', '/api/events/definitions?schedule=false', expect.objectContaining({ alert: false }), { reportPageErrors: false });
    });

    it('leaves a refusal naming fields to the form: no toast', async () => {
      mockFetch.mockRejectedValueOnce(fieldRefusal());
      await expect(EventDefinitionsActions.create(request(), true)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('toasts any other failure with "Could not save Event Definition"', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(EventDefinitionsActions.create(request(), true)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Creating Event Definition "Burst" failed with status: .*boom/), 'Could not save Event Definition');
    });
  });

  describe('update', () => {
    it('puts the definition with its id and the schedule flag', async () => {
      mockFetch.mockResolvedValueOnce({ ...request(), id: 'd1' });
      await EventDefinitionsActions.update('d1', request(), false);
      expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/events/definitions/d1?schedule=false', expect.objectContaining({ id: 'd1', title: 'Burst' }), { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('Event Definition "Burst" was updated successfully.', 'Event Definition updated successfully');
    });

    it('is silent on a refusal naming fields and toasts other failures', async () => {
      mockFetch.mockRejectedValueOnce(fieldRefusal());
      await expect(EventDefinitionsActions.update('d1', request(), true)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(EventDefinitionsActions.update('d1', request(), true)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('Updating Event Definition "Burst" failed with status'), 'Could not update Event Definition');
    });
  });

  it.each([
    ['delete', 'DELETE', '/api/events/definitions/d1', 'Event Definition "Burst" was deleted successfully.', 'Event Definition deleted successfully', 'Deleting', 'Could not delete Event Definition'],
    ['enable', 'PUT', '/api/events/definitions/d1/schedule', 'Event Definition "Burst" was successfully enabled.', 'Event Definition successfully enabled', 'Enabling', 'Could not enable Event Definition'],
    ['disable', 'PUT', '/api/events/definitions/d1/unschedule', 'Event Definition "Burst" was successfully disabled.', 'Event Definition successfully disabled', 'Disabling', 'Could not disable Event Definition'],
  ] as const)('%s calls %s %s and toasts its outcome', async (action, method, url, success, successTitle, verb, failureTitle) => {
    mockFetch.mockResolvedValueOnce(undefined);
    await EventDefinitionsActions[action](burst);
    expect(mockFetch).toHaveBeenCalledWith(method, url, undefined, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith(success, successTitle);

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(EventDefinitionsActions[action](burst)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining(`${verb} Event Definition "Burst" failed with status`), failureTitle);
  });

  it('stays quiet in a bulk run', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await EventDefinitionsActions.delete(burst, { quiet: true });
    mockFetch.mockRejectedValueOnce(serverError());
    await expect(EventDefinitionsActions.delete(burst, { quiet: true })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.success).not.toHaveBeenCalled();
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});

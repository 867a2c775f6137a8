import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { DecoratorsActions, decoratorTypeName } from './DecoratorsStore';
import { decoratorFixture, decoratorTypeFixture } from 'fixtures/viewsFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };
const severityType = decoratorTypeFixture();

describe('DecoratorsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
  });

  it('lists decorators sorted by order', async () => {
    mockFetch.mockResolvedValueOnce([decoratorFixture({ id: 'b', order: 2 }), decoratorFixture({ id: 'a', order: 1 })]);
    const listed = await DecoratorsActions.list();

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/search/decorators', undefined, QUIET);
    expect(listed.map((decorator) => decorator.id)).toEqual(['a', 'b']);

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'no' }));
    await expect(DecoratorsActions.list()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads the available types and toasts when that fails', async () => {
    mockFetch.mockResolvedValueOnce({ [severityType.type]: severityType });
    const available = await DecoratorsActions.available();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/search/decorators/available', undefined, QUIET);
    expect(available[severityType.type].human_name).toBe('Syslog severity mapper');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(DecoratorsActions.available()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('failed with status'), 'Could not load decorator types');
  });

  it('creates, updates and removes, naming the type in toasts', async () => {
    const name = decoratorTypeName({ [severityType.type]: severityType }, severityType.type);
    const request = { type: severityType.type, config: { source_field: 'level', target_field: 'severity' }, stream: null, order: 1 };

    mockFetch.mockResolvedValueOnce({ ...request, id: 'new' });
    await DecoratorsActions.create(request, name);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/search/decorators', request, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Decorator "Syslog severity mapper" was created successfully.');

    mockFetch.mockResolvedValueOnce({ ...request, id: 'new', order: 9 });
    await DecoratorsActions.update('new', { ...request, order: 9 }, name);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/search/decorators/new', { ...request, order: 9, id: 'new' }, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Decorator "Syslog severity mapper" was updated successfully.');

    mockFetch.mockResolvedValueOnce(undefined);
    await DecoratorsActions.remove(decoratorFixture({ id: 'x' }), name);
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/search/decorators/x', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Decorator "Syslog severity mapper" was deleted successfully.');
  });

  it('leaves a field refusal to the form, and toasts other failures', async () => {
    const request = { type: severityType.type, config: {}, stream: null, order: 1 };
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'x', failed: true, errors: { source_field: ['required'] } }));
    await expect(DecoratorsActions.create(request, 'Syslog severity mapper')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'no' }));
    await expect(DecoratorsActions.remove(decoratorFixture(), 'Syslog severity mapper')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Deleting decorator "Syslog severity mapper" failed with status: /), 'Could not delete decorator');
  });

  it('names a type the server does not offer by its type', () => {
    expect(decoratorTypeName(undefined, 'some.Type')).toBe('some.Type');
    expect(decoratorTypeName({ [severityType.type]: severityType }, severityType.type)).toBe('Syslog severity mapper');
  });

  it('lists the streams a decorator can be limited to, by title, without toasting a failure', async () => {
    mockFetch.mockResolvedValueOnce({ streams: [{ id: 's2', title: 'Web', rules: [] }, { id: 's1', title: 'All messages', rules: [] }], total: 2 });
    await expect(DecoratorsActions.streams()).resolves.toEqual([{ id: 's1', title: 'All messages' }, { id: 's2', title: 'Web' }]);
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/streams', undefined, QUIET);

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, {}));
    await expect(DecoratorsActions.streams()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});

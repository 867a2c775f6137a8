import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { StaticFieldsActions } from './StaticFieldsStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const input = { id: 'input-1', title: 'Web servers' };
const WRITE = { reportPageErrors: false };

describe('StaticFieldsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
  });

  it('adds a field and toasts', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await StaticFieldsActions.create(input, { key: 'env', value: 'prod' });
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/inputs/input-1/staticfields', { key: 'env', value: 'prod' }, WRITE);
    expect(UserNotification.success).toHaveBeenCalledWith('Static field "env" was added to input "Web servers".');
  });

  it('leaves a refusal naming the key to the form, toasts a message-only refusal', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Invalid key', failed: true, errors: { key: ['is invalid'] } }));
    await expect(StaticFieldsActions.create(input, { key: 'a b', value: 'x' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Field [message] is reserved.' }));
    await expect(StaticFieldsActions.create(input, { key: 'message', value: 'x' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Adding static field "message" to input "Web servers" failed with status: .*reserved/), 'Could not add static field',
    );
  });

  it('removes a field by its encoded key and toasts; a failure is toasted and rethrown', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await StaticFieldsActions.delete(input, 'a/b');
    expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/system/inputs/input-1/staticfields/a%2Fb', undefined, WRITE);
    expect(UserNotification.success).toHaveBeenCalledWith('Static field "a/b" was removed from input "Web servers".');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'No such field' }));
    await expect(StaticFieldsActions.delete(input, 'gone')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Removing static field "gone" from input "Web servers" failed with status: .*No such field/), 'Could not remove static field',
    );
  });
});

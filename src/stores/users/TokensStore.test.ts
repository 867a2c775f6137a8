import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { TokensActions, TokensStore } from './TokensStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });
const ci = { id: 't1', name: 'ci', last_access: null };

describe('TokensStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
    TokensStore.setState({ tokensByUser: {} });
  });

  it("lists a user's tokens and keeps them by user", async () => {
    mockFetch.mockResolvedValueOnce({ tokens: [ci] });
    await expect(TokensActions.list('u 1')).resolves.toEqual([ci]);

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/users/u%201/tokens');
    expect(TokensStore.getInitialState().tokensByUser['u 1']).toEqual([ci]);
  });

  it('leaves a failed list to the tokens table, which shows it with "Try again": no toast', async () => {
    mockFetch.mockRejectedValueOnce(serverError());
    await expect(TokensActions.list('u1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('creates a token with its name in the path, answers the secret but never stores it', async () => {
    mockFetch.mockResolvedValueOnce({ ...ci, name: 'my ci/cd', token: 'secret-value' });
    const created = await TokensActions.create('u1', 'my ci/cd');

    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/users/u1/tokens/my%20ci%2Fcd', undefined, { reportPageErrors: false });
    expect(created.token).toBe('secret-value');
    expect(UserNotification.success).toHaveBeenCalledWith('Token "my ci/cd" was created successfully.');
    expect(TokensStore.getInitialState().tokensByUser.u1).toEqual([{ id: 't1', name: 'my ci/cd', last_access: null }]);
    expect(JSON.stringify(TokensStore.getInitialState())).not.toContain('secret-value');
  });

  it('toasts a failed creation unless the server named the field', async () => {
    mockFetch.mockRejectedValueOnce(serverError());
    await expect(TokensActions.create('u1', 'ci')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Creating token "ci" failed with status: .*boom/), 'Could not create token');

    jest.mocked(UserNotification.error).mockReset();
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'bad name', failed: true, errors: { name: ['bad name'] } }));
    await expect(TokensActions.create('u1', ' ')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('deletes a token by id and drops it from the list', async () => {
    TokensStore.setState({ tokensByUser: { u1: [ci, { id: 't2', name: 'other', last_access: null }] } });
    mockFetch.mockResolvedValueOnce(undefined);
    await TokensActions.delete('u1', ci);

    expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/users/u1/tokens/t1', undefined, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Token "ci" was deleted successfully.');
    expect(TokensStore.getInitialState().tokensByUser.u1.map(({ id }) => id)).toEqual(['t2']);
  });

  it('tells the user when a token cannot be deleted and keeps it listed', async () => {
    TokensStore.setState({ tokensByUser: { u1: [ci] } });
    mockFetch.mockRejectedValueOnce(serverError());
    await expect(TokensActions.delete('u1', ci)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Deleting token "ci" failed with status: .*boom/), 'Could not delete token');
    expect(TokensStore.getInitialState().tokensByUser.u1).toEqual([ci]);
  });
});

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { StreamRulesActions } from './StreamRulesStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
/** The spec's toast text: "X failed with status: ...", with the server's message in it. */
const failedWith = (what: string, serverMessage: string) => expect.stringMatching(new RegExp(`^${what} failed with status: .*${serverMessage}`));
const WRITE = { reportPageErrors: false };
const rule = { field: 'source', type: 1, value: 'web-1', inverted: false, description: '' };

describe('StreamRulesStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists rules and the rule types, sorted by id', async () => {
    mockFetch.mockResolvedValueOnce({ total: 1, stream_rules: [{ ...rule, id: 'r1', stream_id: 's1' }] });
    await expect(StreamRulesActions.list('s1')).resolves.toEqual([{ ...rule, id: 'r1', stream_id: 's1' }]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/streams/s1/rules', undefined, WRITE);

    mockFetch.mockResolvedValueOnce([
      { id: 2, name: 'REGEX', short_desc: 'match regular expression', long_desc: '' },
      { id: 1, name: 'EXACT', short_desc: 'match exactly', long_desc: '' },
    ]);
    const types = await StreamRulesActions.types('s1');
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/streams/s1/rules/types', undefined, WRITE);
    expect(types.map((type) => type.id)).toEqual([1, 2]);

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(StreamRulesActions.types('s1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Fetching stream rule types', 'boom'), 'Could not retrieve Stream Rule Types');
  });

  it('creates, updates and deletes rules with their toasts', async () => {
    mockFetch.mockResolvedValueOnce({ streamrule_id: 'r9' });
    await expect(StreamRulesActions.create('s1', rule)).resolves.toBe('r9');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/streams/s1/rules', rule, WRITE);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Stream rule was created successfully.');

    mockFetch.mockResolvedValueOnce({ streamrule_id: 'r9' });
    await StreamRulesActions.update('s1', 'r9', { ...rule, inverted: true });
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/streams/s1/rules/r9', { ...rule, inverted: true }, WRITE);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Stream rule was updated successfully.');

    mockFetch.mockResolvedValueOnce(undefined);
    await StreamRulesActions.remove('s1', 'r9');
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/streams/s1/rules/r9', undefined, WRITE);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Stream rule was deleted successfully.');
  });

  it('leaves a regex refused at its field to the form and toasts other failures', async () => {
    const regex = { ...rule, type: 2, value: '(' };
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Invalid regular expression', failed: true, errors: { value: ['Invalid regular expression'] } }));
    await expect(StreamRulesActions.create('s1', regex)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not allowed' }));
    await expect(StreamRulesActions.remove('s1', 'r1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Deleting stream rule', 'Not allowed'), 'Could not delete Stream Rule');
  });
});

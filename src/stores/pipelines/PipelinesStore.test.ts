import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { parseErrorsOf, PipelinesActions } from './PipelinesStore';
import type { Pipeline } from './PipelinesStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };

const pipeline = (overrides: Partial<Pipeline> = {}): Pipeline => ({
  id: 'p1',
  title: 'Shop',
  description: 'checkout flow',
  source: 'pipeline "Shop"\nstage 0 match either\nend',
  created_at: '2024-03-01T10:00:00.000Z',
  modified_at: '2024-03-01T10:00:00.000Z',
  stages: [{ stage: 0, match_all: false, rules: [] }],
  errors: null,
  ...overrides,
});

const parseRefusal = () => new FetchError('Bad Request', 400, [
  { type: 'syntax_error', line: 2, position_in_line: 6, reason: "mismatched input 'x'" },
]);

describe('PipelinesStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists pipelines by title without toasting a failure', async () => {
    mockFetch.mockResolvedValueOnce([pipeline({ id: 'b', title: 'zeta' }), pipeline({ id: 'a', title: 'Alpha' })]);
    expect((await PipelinesActions.list()).map((listed) => listed.id)).toEqual(['a', 'b']);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/pipelines/pipeline', undefined, QUIET);

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(PipelinesActions.list()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads one pipeline, leaving 403 and 404 to the page and toasting anything else', async () => {
    mockFetch.mockResolvedValueOnce(pipeline());
    expect(await PipelinesActions.get('p/1')).toEqual(pipeline());
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/pipelines/pipeline/p%2F1');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'gone' }));
    await expect(PipelinesActions.get('p1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(PipelinesActions.get('p1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Fetching pipeline failed with status: .*boom/), 'Could not retrieve processing pipeline');
  });

  it('creates, updates and deletes with Graylog\'s toasts, naming the pipeline', async () => {
    const request = { title: 'Shop', description: 'd', source: 'pipeline "Shop"\nstage 0 match either\nend' };
    mockFetch.mockResolvedValueOnce(pipeline());
    expect((await PipelinesActions.create(request)).id).toBe('p1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/pipelines/pipeline', request, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Pipeline "Shop" created successfully');

    mockFetch.mockResolvedValueOnce(pipeline({ title: 'Store' }));
    await PipelinesActions.update('p1', { ...request, title: 'Store' });
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/pipelines/pipeline/p1', { id: 'p1', ...request, title: 'Store' }, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Pipeline "Store" updated successfully');

    mockFetch.mockResolvedValueOnce(undefined);
    await PipelinesActions.remove({ id: 'p1', title: 'Store' });
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/pipelines/pipeline/p1', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Pipeline "Store" deleted successfully');
  });

  it('never toasts a source the server could not parse, but toasts other refusals', async () => {
    const request = { title: 'Shop', description: '', source: 'pipeline "Shop"\nstage x\nend' };
    mockFetch.mockRejectedValueOnce(parseRefusal());
    const refused = await PipelinesActions.update('p1', request).catch((error: unknown) => error);
    expect(parseErrorsOf(refused)).toEqual([expect.objectContaining({ line: 2, position_in_line: 6 })]);
    mockFetch.mockRejectedValueOnce(parseRefusal());
    await expect(PipelinesActions.create(request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not allowed' }));
    await expect(PipelinesActions.update('p1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Updating pipeline failed with status: .*Not allowed/), 'Could not update processing pipeline');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'disk full' }));
    await expect(PipelinesActions.create(request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Saving pipeline failed with status: .*disk full/), 'Could not save processing pipeline');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'gone' }));
    await expect(PipelinesActions.remove({ id: 'p1', title: 'Shop' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Deleting pipeline failed with status: .*gone/), 'Could not delete processing pipeline "Shop"');
  });

  it('answers a parse call with the errors found, [] for a good source', async () => {
    const request = { title: '', description: '', source: 'pipeline "Shop"\nstage 0 match either\nend' };
    mockFetch.mockResolvedValueOnce(pipeline());
    expect(await PipelinesActions.parse(request)).toEqual([]);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/pipelines/pipeline/parse', request, QUIET);

    mockFetch.mockRejectedValueOnce(parseRefusal());
    expect(await PipelinesActions.parse(request)).toEqual([expect.objectContaining({ type: 'syntax_error', line: 2 })]);

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(PipelinesActions.parse(request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('reads parse errors only from a 400 whose body lists positioned errors', () => {
    expect(parseErrorsOf(new FetchError('Bad Request', 400, { message: 'no' }))).toBeUndefined();
    expect(parseErrorsOf(new FetchError('Bad Request', 400, []))).toBeUndefined();
    expect(parseErrorsOf(new FetchError('Conflict', 409, [{ line: 1, position_in_line: 0, type: 'x' }]))).toBeUndefined();
    expect(parseErrorsOf(new Error('x'))).toBeUndefined();
  });
});

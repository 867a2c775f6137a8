import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import type { Stream } from '@/stores/streams/streamTypes';
import UserNotification from '@/util/UserNotification';

import { StreamsActions } from './StreamsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
/** The spec's toast text: "X failed with status: ...", with the server's message in it. */
const failedWith = (what: string, serverMessage: string) => expect.stringMatching(new RegExp(`^${what} failed with status: .*${serverMessage}`));
const WRITE = { reportPageErrors: false };

const stream = (overrides: Partial<Stream> = {}): Stream => ({
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  title: 'Web errors',
  description: 'HTTP 5xx',
  rules: [],
  outputs: [],
  matching_type: 'AND',
  remove_matches_from_default_stream: false,
  index_set_id: 'indexset1',
  disabled: true,
  is_default: false,
  created_at: '2024-01-01T00:00:00.000Z',
  creator_user_id: 'admin',
  content_pack: null,
  ...overrides,
});

describe('StreamsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('asks for one page with page, per_page, query and sort, and answers the table its page', async () => {
    mockFetch.mockResolvedValueOnce({ streams: [stream()], page: 2, per_page: 10, query: 'web err', count: 1, total: 11, grand_total: 40 });
    const page = await StreamsActions.searchPaginated({ page: 2, perPage: 10, query: 'web err', sort: { field: 'title', order: 'asc' } });

    expect(mockFetch).toHaveBeenCalledTimes(1);
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/streams/paginated?page=2&per_page=10&query=web%20err&sort=title&order=asc');
    expect(page.list.map((s) => s.title)).toEqual(['Web errors']);
    expect(page.pagination).toEqual({ page: 2, perPage: 10, count: 1, total: 11, grandTotal: 40, query: 'web err' });
  });

  it('does not toast a failed page load: the table shows it', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(StreamsActions.searchPaginated({ page: 1, perPage: 20, query: '' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('lists every readable stream by title and toasts when that fails', async () => {
    mockFetch.mockResolvedValueOnce({ total: 2, streams: [stream({ id: 'b', title: 'Zebra' }), stream({ id: 'a', title: 'apache' })] });
    const all = await StreamsActions.listAll();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/streams', undefined, WRITE);
    expect(all.map((s) => s.title)).toEqual(['apache', 'Zebra']);

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(StreamsActions.listAll()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Loading streams', 'boom'), 'Could not load streams');
  });

  it('loads one stream, leaving a 404 to the not-found page', async () => {
    mockFetch.mockResolvedValueOnce(stream());
    await expect(StreamsActions.get('aaaaaaaaaaaaaaaaaaaaaaaa')).resolves.toMatchObject({ title: 'Web errors' });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/streams/aaaaaaaaaaaaaaaaaaaaaaaa');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'Stream x not found' }));
    await expect(StreamsActions.get('x')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(StreamsActions.get('x')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Loading stream', 'boom'), 'Could not retrieve Stream');
  });

  it('creates a stream and answers its id', async () => {
    const request = { title: 'Web errors', description: '', index_set_id: 'indexset1', remove_matches_from_default_stream: true };
    mockFetch.mockResolvedValueOnce({ stream_id: 'new1' });
    await expect(StreamsActions.create(request)).resolves.toBe('new1');
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/streams', request, WRITE);
    expect(UserNotification.success).toHaveBeenCalledWith('Stream "Web errors" was created successfully.');
  });

  it('leaves a refusal naming its field to the form, and toasts any other', async () => {
    const request = { title: '', index_set_id: 'indexset1', remove_matches_from_default_stream: false };
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'title is required', failed: true, errors: { title: ['required'] } }));
    await expect(StreamsActions.create(request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not allowed' }));
    await expect(StreamsActions.update(stream(), { title: 'New' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Updating stream "Web errors"', 'Not allowed'), 'Could not update Stream');
  });

  it('does not toast a call the server never answered', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('the server could not be reached', undefined, 'ECONNREFUSED'));
    await expect(StreamsActions.pause(stream())).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('updates, naming the new title', async () => {
    mockFetch.mockResolvedValueOnce(stream({ title: 'Renamed' }));
    await expect(StreamsActions.update(stream(), { title: 'Renamed' })).resolves.toMatchObject({ title: 'Renamed' });
    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/streams/aaaaaaaaaaaaaaaaaaaaaaaa', { title: 'Renamed' }, WRITE);
    expect(UserNotification.success).toHaveBeenCalledWith('Stream "Renamed" was updated successfully.');
  });

  it('clones, pauses, resumes and deletes with their toasts', async () => {
    const copy = { title: 'Web errors (copy)', index_set_id: 'indexset1', remove_matches_from_default_stream: false };
    mockFetch.mockResolvedValueOnce({ stream_id: 'copy1' });
    await expect(StreamsActions.clone(stream(), copy)).resolves.toBe('copy1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/streams/aaaaaaaaaaaaaaaaaaaaaaaa/clone', copy, WRITE);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Stream "Web errors" was cloned to "Web errors (copy)" successfully.');

    mockFetch.mockResolvedValueOnce(undefined);
    await StreamsActions.pause(stream());
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/streams/aaaaaaaaaaaaaaaaaaaaaaaa/pause', undefined, WRITE);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Stream "Web errors" was paused.');

    mockFetch.mockResolvedValueOnce(undefined);
    await StreamsActions.resume(stream());
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/streams/aaaaaaaaaaaaaaaaaaaaaaaa/resume', undefined, WRITE);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Stream "Web errors" was resumed.');

    mockFetch.mockResolvedValueOnce(undefined);
    await StreamsActions.remove(stream());
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/streams/aaaaaaaaaaaaaaaaaaaaaaaa', undefined, WRITE);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Stream "Web errors" was deleted successfully.');

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not allowed' }));
    await expect(StreamsActions.resume(stream())).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Resuming stream "Web errors"', 'Not allowed'), 'Could not resume Stream');
  });

  it('stays quiet for bulk runs', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await StreamsActions.remove(stream(), { quiet: true });
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not allowed' }));
    await expect(StreamsActions.pause(stream(), { quiet: true })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.success).not.toHaveBeenCalled();
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('tests a message against the rules and toasts even a refusal naming a field', async () => {
    mockFetch.mockResolvedValueOnce({ matches: false, rules: { r1: true, r2: false } });
    const fields = { source: 'web-1', http_status: 503 };
    await expect(StreamsActions.testMatch('s1', fields)).resolves.toEqual({ matches: false, rules: { r1: true, r2: false } });
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/streams/s1/testMatch', { message: fields }, WRITE);

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'bad', failed: true, errors: { message: ['bad'] } }));
    await expect(StreamsActions.testMatch('s1', fields)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Testing the stream rules', 'bad'), 'Could not test stream rules of stream');
  });
});

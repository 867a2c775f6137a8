import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { OutputsActions, outputTypeName } from './OutputsStore';
import type { Output } from './OutputsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };
const GELF = 'org.graylog2.outputs.GelfOutput';

const output = (overrides: Partial<Output> = {}): Output => ({
  id: 'out-1',
  title: 'Archive',
  type: GELF,
  creator_user_id: 'admin',
  created_at: '2024-03-01T10:00:00.000Z',
  configuration: { hostname: 'archive.example.org', port: 12201, protocol: 'TCP' },
  content_pack: null,
  ...overrides,
});

describe('OutputsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists every output and a stream\'s outputs by title, leaving failures to the list', async () => {
    mockFetch.mockResolvedValueOnce({ total: 2, outputs: [output({ id: 'b', title: 'Zeta' }), output({ id: 'a', title: 'alpha' })] });
    expect((await OutputsActions.list()).map((listed) => listed.id)).toEqual(['a', 'b']);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/outputs', undefined, QUIET);

    mockFetch.mockResolvedValueOnce({ total: 1, outputs: [output()] });
    expect(await OutputsActions.listForStream('stream/1')).toEqual([output()]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/streams/stream%2F1/outputs', undefined, QUIET);

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'no' }));
    await expect(OutputsActions.list()).rejects.toBeInstanceOf(FetchError);
    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'Stream s not found' }));
    await expect(OutputsActions.listForStream('s')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads the available types, and toasts when they cannot be loaded', async () => {
    const gelf = { type: GELF, name: 'GELF Output', human_name: 'GELF Output', link_to_docs: '', requested_configuration: {} };
    mockFetch.mockResolvedValueOnce({ types: { [GELF]: gelf } });
    const available = await OutputsActions.types();
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/outputs/available', undefined, QUIET);
    expect(outputTypeName(available, GELF)).toBe('GELF Output');
    expect(outputTypeName(available, 'plugin.Missing')).toBe('plugin.Missing');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(OutputsActions.types()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading output types failed with status: .*boom/), 'Could not load output types');
  });

  it('creates, updates and deletes an output, naming it in the toasts', async () => {
    const request = { title: 'Archive', type: GELF, configuration: { hostname: 'archive.example.org', port: 12201 } };
    mockFetch.mockResolvedValueOnce(output());
    expect((await OutputsActions.create(request)).id).toBe('out-1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/outputs', request, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Output "Archive" was created successfully.');

    const update = { title: 'Archive 2', configuration: { hostname: 'archive.example.org', port: 12202 } };
    mockFetch.mockResolvedValueOnce(output({ title: 'Archive 2' }));
    await OutputsActions.update('out-1', update);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/outputs/out-1', update, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Output "Archive 2" was updated successfully.');

    mockFetch.mockResolvedValueOnce(undefined);
    await OutputsActions.remove(output());
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/outputs/out-1', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Output "Archive" was deleted successfully.');
  });

  it('leaves a refusal naming a field to the form, and toasts any other failure', async () => {
    const request = { title: 'Archive', type: GELF, configuration: { port: 70000 } };
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Port out of range', failed: true, errors: { port: ['must be between 1 and 65535'] } }));
    await expect(OutputsActions.create(request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not authorized' }));
    await expect(OutputsActions.update('out-1', { title: 'Archive', configuration: {} })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Updating output "Archive" failed with status: .*Forbidden/), 'Could not update output');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'Output out-1 not found' }));
    await expect(OutputsActions.remove(output())).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Deleting output "Archive" failed with status: .*Not Found/), 'Could not delete output');

    // No answer at all: the "server unavailable" dialog says so, not a toast.
    jest.mocked(UserNotification.error).mockReset();
    mockFetch.mockRejectedValueOnce(new FetchError('Failed to fetch', undefined, undefined));
    await expect(OutputsActions.create(request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('attaches an output to a stream and detaches it, with Graylog\'s calls', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await OutputsActions.addToStream('stream-1', output());
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/streams/stream-1/outputs', { outputs: ['out-1'] }, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Output "Archive" was added to the stream.');

    mockFetch.mockResolvedValueOnce(undefined);
    await OutputsActions.removeFromStream('stream-1', output());
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/streams/stream-1/outputs/out-1', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Output "Archive" was removed from the stream.');

    // No form shows fields for attaching, so even a refusal naming one is toasted.
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'bad', failed: true, errors: { outputs: ['unknown output'] } }));
    await expect(OutputsActions.addToStream('stream-1', output())).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Adding output "Archive" to the stream failed with status: .*Bad Request/), 'Could not add output to stream');

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'no' }));
    await expect(OutputsActions.removeFromStream('stream-1', output())).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Removing output "Archive" from the stream failed with status: .*Forbidden/), 'Could not remove output from stream');
  });
});

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { CodecTypesActions, CodecTypesStore } from './CodecTypesStore';
import { configurationField } from 'fixtures/inputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

describe('CodecTypesStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('loads the codecs with their configuration and keeps them', async () => {
    const codecs = { syslog: { type: 'syslog', name: 'Syslog', requested_configuration: { store_full_message: configurationField({ type: 'boolean' }) } } };
    mockFetch.mockResolvedValueOnce(codecs);
    await expect(CodecTypesActions.list()).resolves.toEqual(codecs);
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/codecs/types/all', undefined, { reportPageErrors: false });
    expect(CodecTypesStore.getInitialState().codecTypes).toEqual(codecs);
  });

  it('toasts a failure in the spec\'s words (console spec, section 8)', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(CodecTypesActions.list()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Fetching codec types failed with status: .*boom/), 'Could not retrieve codec types');
  });
});

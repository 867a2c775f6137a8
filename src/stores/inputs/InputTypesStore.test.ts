import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { InputTypesActions, InputTypesStore } from './InputTypesStore';
import { GELF_HTTP, gelfHttpTypeFixture } from 'fixtures/inputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };

describe('InputTypesStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    InputTypesStore.setState({ types: undefined, typeDetails: {} });
  });

  it('lists the types the server offers', async () => {
    mockFetch.mockResolvedValueOnce({ types: { [GELF_HTTP]: 'GELF HTTP' } });
    await expect(InputTypesActions.list()).resolves.toEqual({ [GELF_HTTP]: 'GELF HTTP' });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/inputs/types', undefined, QUIET);
    expect(InputTypesStore.getInitialState().types).toEqual({ [GELF_HTTP]: 'GELF HTTP' });
  });

  it('loads one type\'s details by its encoded class name and keeps them', async () => {
    mockFetch.mockResolvedValueOnce(gelfHttpTypeFixture());
    const info = await InputTypesActions.get(GELF_HTTP);
    expect(mockFetch).toHaveBeenCalledWith('GET', `/api/system/inputs/types/${GELF_HTTP}`, undefined, QUIET);
    expect(info.requested_configuration.port.type).toBe('number');
    expect(InputTypesStore.getInitialState().typeDetails[GELF_HTTP]).toBe(info);
  });

  it('loads all details at once and derives the names from them', async () => {
    mockFetch.mockResolvedValueOnce({ [GELF_HTTP]: gelfHttpTypeFixture() });
    await InputTypesActions.listAll();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/inputs/types/all', undefined, QUIET);
    expect(InputTypesStore.getInitialState().types).toEqual({ [GELF_HTTP]: 'GELF HTTP' });
    expect(InputTypesStore.getInitialState().typeDetails[GELF_HTTP].name).toBe('GELF HTTP');
  });

  it('toasts failures in the spec\'s words', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(InputTypesActions.list()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading input types failed with status: .*boom/), 'Could not load input types');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'No such type' }));
    await expect(InputTypesActions.get('nope')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Loading input type "nope" failed with status/), 'Could not load input type');
  });
});

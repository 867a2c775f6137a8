import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { InputsActions, InputsStore } from './InputsStore';
import { GELF_HTTP, inputFixture, NODE_ID } from 'fixtures/inputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });
const portRefusal = () => new FetchError('Bad Request', 400, {
  type: 'ApiError', message: 'Port must be between 1 and 65535', failed: true, errors: { port: ['must be between 1 and 65535'] },
});
const request = { title: 'Web servers', type: GELF_HTTP, global: false, node: NODE_ID, configuration: { port: 12201 } };

describe('InputsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
    InputsStore.setState({ inputs: undefined });
  });

  describe('list', () => {
    it('loads the whole list and keeps it', async () => {
      mockFetch.mockResolvedValueOnce({ inputs: [inputFixture()], total: 1 });
      const inputs = await InputsActions.list();

      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/inputs');
      expect(inputs.map((input) => input.title)).toEqual(['Web servers']);
      expect(InputsStore.getInitialState().inputs).toEqual(inputs);
    });

    it('leaves a failed load to the table: no toast', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(InputsActions.list()).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('get', () => {
    it('loads one input by its encoded id', async () => {
      mockFetch.mockResolvedValueOnce(inputFixture({ id: 'a/b' }));
      await expect(InputsActions.get('a/b')).resolves.toMatchObject({ id: 'a/b' });
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/inputs/a%2Fb', undefined, {});
    });

    it('leaves a missing input to the not-found page, toasts other failures', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { type: 'ApiError', message: 'No such input' }));
      await expect(InputsActions.get('x')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();

      mockFetch.mockRejectedValueOnce(serverError());
      await expect(InputsActions.get('x')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading input failed with status: .*boom/), 'Could not load input');
    });

    it('loads the input of the extractor pages; a 404 is left to the not-found page', async () => {
      mockFetch.mockResolvedValueOnce(inputFixture({ id: 'in-1', title: 'Web servers' }));
      await expect(InputsActions.get('in-1')).resolves.toMatchObject({ title: 'Web servers' });
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/inputs/in-1', undefined, {});

      mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, undefined));
      await expect(InputsActions.get('nope')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('loads the input beside a message without page errors and without a toast when it fails', async () => {
      mockFetch.mockResolvedValueOnce({ ...inputFixture(), title: 'GELF HTTP' }).mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'gone' }));
      await expect(InputsActions.get('input-1', { reportPageErrors: false })).resolves.toMatchObject({ title: 'GELF HTTP' });
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/inputs/input-1', undefined, { reportPageErrors: false });

      await expect(InputsActions.get('gone', { reportPageErrors: false })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('create', () => {
    it('posts the input without page errors, toasts and answers the new id', async () => {
      mockFetch.mockResolvedValueOnce({ id: 'input-new' });
      await expect(InputsActions.create(request)).resolves.toBe('input-new');
      expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/inputs', request, { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('Input "Web servers" was created successfully.');
    });

    it('rethrows a field refusal for the form without a toast', async () => {
      mockFetch.mockRejectedValueOnce(portRefusal());
      await expect(InputsActions.create(request)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('toasts other refusals in the spec\'s words and rethrows them', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(InputsActions.create(request)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Creating input "Web servers" failed with status: .*boom/), 'Could not create input',
      );
    });
  });

  it('updates an input with PUT and toasts', async () => {
    mockFetch.mockResolvedValueOnce({ id: 'input-1' });
    await InputsActions.update('input-1', request);
    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/system/inputs/input-1', request, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Input "Web servers" was updated successfully.');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(InputsActions.update('input-1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Updating input "Web servers" failed with status/), 'Could not update input');
  });

  describe('delete', () => {
    it('deletes the input, toasts and drops it from the list', async () => {
      InputsStore.setState({ inputs: [inputFixture(), inputFixture({ id: 'input-2', title: 'Other' })] });
      mockFetch.mockResolvedValueOnce(undefined);
      await InputsActions.delete({ id: 'input-1', title: 'Web servers' });

      expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/system/inputs/input-1', undefined, { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('Input "Web servers" was deleted successfully.');
      expect(InputsStore.getInitialState().inputs?.map((input) => input.id)).toEqual(['input-2']);
    });

    it('toasts a refusal and keeps the input', async () => {
      InputsStore.setState({ inputs: [inputFixture()] });
      mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'Not authorized' }));
      await expect(InputsActions.delete({ id: 'input-1', title: 'Web servers' })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Deleting input "Web servers" failed with status: .*Not authorized/), 'Could not delete input');
      expect(InputsStore.getInitialState().inputs).toHaveLength(1);
    });
  });
});

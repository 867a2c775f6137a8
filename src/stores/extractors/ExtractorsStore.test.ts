import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import type { ExtractorDraft } from './extractorPayloads';
import { ExtractorsActions, ExtractorsStore } from './ExtractorsStore';
import { extractorFixture } from 'fixtures/extractorFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });
const refusal = (message: string, field?: string) => new FetchError('Bad Request', 400, {
  type: 'ApiError', message, ...(field ? { failed: true, errors: { [field]: [message] } } : {}),
});

const draft = (partial: Partial<ExtractorDraft> = {}): ExtractorDraft => ({
  title: 'Status code',
  type: 'grok',
  cursor_strategy: 'copy',
  source_field: 'message',
  target_field: '',
  extractor_config: { grok_pattern: '%{NUMBER:status}', named_captures_only: true },
  converters: [{ type: 'numeric', config: {} }, { type: 'date', config: { date_format: 'yyyy-MM-dd', time_zone: 'UTC' } }],
  condition_type: 'none',
  condition_value: 'left over',
  order: 2,
  ...partial,
});

describe('ExtractorsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
    jest.mocked(UserNotification.warning).mockReset();
    ExtractorsStore.setState({ extractorsByInput: {} });
  });

  describe('list', () => {
    it('lists the input\'s extractors in the order they run and keeps them', async () => {
      mockFetch.mockResolvedValueOnce({
        extractors: [extractorFixture({ id: 'b', order: 1 }), extractorFixture({ id: 'a', order: 0 }), extractorFixture({ id: 'c', order: 1 })],
        total: 3,
      });
      const listed = await ExtractorsActions.list('in/1');

      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/inputs/in%2F1/extractors');
      expect(listed.map((extractor) => extractor.id)).toEqual(['a', 'b', 'c']);
      expect(ExtractorsStore.getInitialState().extractorsByInput['in/1'].map((extractor) => extractor.id)).toEqual(['a', 'b', 'c']);
    });

    it('lists without error pages for a page that only consults the list', async () => {
      mockFetch.mockResolvedValueOnce({ extractors: [extractorFixture({ id: 'a', order: 3 })], total: 1 });
      await expect(ExtractorsActions.list('in-1', { reportPageErrors: false })).resolves.toHaveLength(1);
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/inputs/in-1/extractors', undefined, QUIET);
    });

    it('leaves a failed list to the page that shows it: no toast', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(ExtractorsActions.list('in-1')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('get', () => {
    it('loads one extractor', async () => {
      mockFetch.mockResolvedValueOnce(extractorFixture({ id: 'ex-9' }));
      await expect(ExtractorsActions.get('in-1', 'ex-9')).resolves.toMatchObject({ id: 'ex-9' });
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/inputs/in-1/extractors/ex-9');
    });

    it('leaves a missing extractor to the not-found page and toasts other failures', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { type: 'ApiError', message: 'gone' }));
      await expect(ExtractorsActions.get('in-1', 'x')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();

      mockFetch.mockRejectedValueOnce(serverError());
      await expect(ExtractorsActions.get('in-1', 'x')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading extractor failed with status: .*boom/), 'Could not load extractor');
    });
  });

  describe('create', () => {
    it('posts the request shape: cut_or_copy, extractor_type, converters as a map, no condition value without a condition', async () => {
      mockFetch.mockResolvedValueOnce({ extractor_id: 'ex-new' });
      await expect(ExtractorsActions.create('in-1', draft())).resolves.toBe('ex-new');

      expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/inputs/in-1/extractors', {
        title: 'Status code',
        cut_or_copy: 'copy',
        source_field: 'message',
        target_field: '',
        extractor_type: 'grok',
        extractor_config: { grok_pattern: '%{NUMBER:status}', named_captures_only: true },
        converters: { numeric: {}, date: { date_format: 'yyyy-MM-dd', time_zone: 'UTC' } },
        condition_type: 'none',
        condition_value: '',
        order: 2,
      }, QUIET);
      expect(UserNotification.success).toHaveBeenCalledWith('Extractor "Status code" was created successfully.');
    });

    it('sends the condition value with a condition, and cut when asked to cut', async () => {
      mockFetch.mockResolvedValueOnce({ extractor_id: 'ex-new' });
      await ExtractorsActions.create('in-1', draft({ condition_type: 'regex', condition_value: '^GET', cursor_strategy: 'cut' }));
      expect(mockFetch.mock.calls[0][2]).toMatchObject({ condition_type: 'regex', condition_value: '^GET', cut_or_copy: 'cut' });
    });

    it('leaves a field refusal to the form, and toasts other refusals', async () => {
      mockFetch.mockRejectedValueOnce(refusal('Invalid extractor type provided', 'extractor_type'));
      await expect(ExtractorsActions.create('in-1', draft())).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();

      mockFetch.mockRejectedValueOnce(serverError());
      await expect(ExtractorsActions.create('in-1', draft())).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Creating extractor "Status code" failed with status: .*boom/), 'Could not create extractor',
      );
      expect(UserNotification.success).not.toHaveBeenCalled();
    });
  });

  it('takes Graylog\'s message-only refusal of an unknown type for a refusal of extractor_type: no toast, on create and update', async () => {
    const unknownType = () => new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Invalid extractor type provided' });
    mockFetch.mockRejectedValueOnce(unknownType());
    const created = ExtractorsActions.create('in-1', draft());
    await expect(created).rejects.toMatchObject({ status: 400, body: { errors: { extractor_type: ['Invalid extractor type provided'] } } });

    mockFetch.mockRejectedValueOnce(unknownType());
    await expect(ExtractorsActions.update('in-1', 'ex-1', draft())).rejects.toMatchObject({
      status: 400, serverMessage: 'Invalid extractor type provided', body: { errors: { extractor_type: ['Invalid extractor type provided'] } },
    });
    expect(UserNotification.error).not.toHaveBeenCalled();

    // Other message-only refusals are still toasted.
    mockFetch.mockRejectedValueOnce(refusal('Title is too long'));
    await expect(ExtractorsActions.update('in-1', 'ex-1', draft())).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Updating extractor "Status code" failed with status: .*Title is too long/), 'Could not update extractor');
  });

  it('updates by id with the request shape', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await ExtractorsActions.update('in-1', 'ex-1', draft({ title: 'Renamed' }));
    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/system/inputs/in-1/extractors/ex-1', expect.objectContaining({
      title: 'Renamed', extractor_type: 'grok', cut_or_copy: 'copy',
    }), QUIET);
    expect(UserNotification.success).toHaveBeenCalledWith('Extractor "Renamed" was updated successfully.');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(ExtractorsActions.update('in-1', 'ex-1', draft())).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Updating extractor "Status code" failed/), 'Could not update extractor');
  });

  it('deletes, toasts and drops the extractor from the kept list; a failure toasts and rejects', async () => {
    ExtractorsStore.setState({ extractorsByInput: { 'in-1': [extractorFixture({ id: 'ex-1' }), extractorFixture({ id: 'ex-2' })] } });
    mockFetch.mockResolvedValueOnce(undefined);
    await ExtractorsActions.delete('in-1', { id: 'ex-1', title: 'Client address' });

    expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/system/inputs/in-1/extractors/ex-1', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenCalledWith('Extractor "Client address" was deleted successfully.');
    expect(ExtractorsStore.getInitialState().extractorsByInput['in-1'].map((extractor) => extractor.id)).toEqual(['ex-2']);

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(ExtractorsActions.delete('in-1', { id: 'ex-2', title: 'Other' })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Deleting extractor "Other" failed/), 'Could not delete extractor');
  });

  it('saves the order as a map of position to id', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await ExtractorsActions.order('in-1', [{ id: 'c' }, { id: 'a' }, { id: 'b' }]);
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/inputs/in-1/extractors/order', { order: { 0: 'c', 1: 'a', 2: 'b' } }, QUIET);
    expect(UserNotification.success).toHaveBeenCalledWith('The new order of the extractors was saved.');

    mockFetch.mockRejectedValueOnce(serverError());
    await expect(ExtractorsActions.order('in-1', [{ id: 'a' }])).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Changing the order of the extractors failed/), 'Could not save extractor order');
  });

  describe('import', () => {
    const exported = (title: string) => ({
      title, extractor_type: 'regex', cursor_strategy: 'cut', source_field: 'message', target_field: 'x',
      extractor_config: { regex_value: '(\\d+)' }, converters: [{ type: 'numeric', config: {} }],
      condition_type: 'string', condition_value: 'took', order: 4,
    });

    it('creates each entry in turn in the request shape and toasts success with the count', async () => {
      mockFetch.mockResolvedValue({ extractor_id: 'new' });
      const outcome = await ExtractorsActions.import('in-2', [exported('One'), exported('Two')]);

      expect(outcome).toEqual({ imported: 2, failures: [] });
      expect(mockFetch).toHaveBeenCalledTimes(2);
      expect(mockFetch).toHaveBeenNthCalledWith(1, 'POST', '/api/system/inputs/in-2/extractors', {
        title: 'One', cut_or_copy: 'cut', source_field: 'message', target_field: 'x', extractor_type: 'regex',
        extractor_config: { regex_value: '(\\d+)' }, converters: { numeric: {} }, condition_type: 'string', condition_value: 'took', order: 4,
      }, QUIET);
      expect(mockFetch.mock.calls[1][2]).toMatchObject({ title: 'Two' });
      expect(UserNotification.success).toHaveBeenCalledWith('2 extractors imported.', 'Extractors imported');
      expect(UserNotification.warning).not.toHaveBeenCalled();
    });

    it('goes on after a refusal and warns with the count imported and the count of errors, naming each reason', async () => {
      mockFetch.mockResolvedValueOnce({ extractor_id: 'new' }).mockRejectedValueOnce(refusal('Invalid extractor type provided'));
      const outcome = await ExtractorsActions.import('in-2', [exported('One'), { ...exported('Bad'), extractor_type: 'nope' }, 'not an object']);

      expect(mockFetch).toHaveBeenCalledTimes(2);
      expect(outcome.imported).toBe(1);
      expect(outcome.failures).toEqual([
        { title: 'Bad', reason: 'Invalid extractor type provided' },
        { title: 'Extractor 3', reason: 'This entry is not an extractor (a JSON object).' },
      ]);
      expect(UserNotification.warning).toHaveBeenCalledWith('1 extractor imported, 2 errors.', 'Import finished with errors');
      expect(UserNotification.success).not.toHaveBeenCalled();
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });
});

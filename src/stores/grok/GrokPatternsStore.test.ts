import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { GrokPatternsActions, GrokPatternsStore } from './GrokPatternsStore';
import { grokPageResponse, grokPatternFixture } from 'fixtures/grokFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });
const WRITE = { reportPageErrors: false };

describe('GrokPatternsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
    GrokPatternsStore.setState({ patterns: undefined });
  });

  describe('loadPatterns', () => {
    it('loads every pattern, sorted by name ignoring case, and keeps them', async () => {
      mockFetch.mockResolvedValueOnce({ patterns: [grokPatternFixture({ name: 'word' }), grokPatternFixture({ name: 'IP' }), grokPatternFixture({ name: 'BASE10NUM' })] });
      const patterns = await GrokPatternsActions.loadPatterns();

      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/grok');
      expect(patterns.map((pattern) => pattern.name)).toEqual(['BASE10NUM', 'IP', 'word']);
      expect(GrokPatternsStore.getInitialState().patterns).toEqual(patterns);
    });

    it('toasts a failure', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(GrokPatternsActions.loadPatterns()).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading Grok patterns failed with status: .*boom/), 'Could not load Grok patterns');
    });
  });

  describe('searchPaginated', () => {
    it('asks for page, size, query (encoded once) and sort, and answers the table shape', async () => {
      mockFetch.mockResolvedValueOnce(grokPageResponse([grokPatternFixture({ name: 'IPV4' })], { page: 2, per_page: 10, query: 'ip v4', total: 11, grand_total: 130 }));
      const page = await GrokPatternsActions.searchPaginated({ page: 2, perPage: 10, query: 'ip v4', sort: { field: 'name', order: 'desc' } });

      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/grok/paginated?page=2&per_page=10&query=ip%20v4&sort=name&order=desc');
      expect(page.list.map((pattern) => pattern.name)).toEqual(['IPV4']);
      expect(page.pagination).toEqual({ page: 2, perPage: 10, count: 1, total: 11, grandTotal: 130, query: 'ip v4' });
    });

    it('leaves a failed load to the table: no toast', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(GrokPatternsActions.searchPaginated({ page: 1, perPage: 20, query: '' })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('savePattern', () => {
    it('creates with POST when the id is empty, and names the pattern in the toast', async () => {
      const created = grokPatternFixture({ id: 'new-1', name: 'ORDER_ID', pattern: 'ORD-%{INT}' });
      mockFetch.mockResolvedValueOnce(created);
      await expect(GrokPatternsActions.savePattern({ id: '', name: 'ORDER_ID', pattern: 'ORD-%{INT}' })).resolves.toEqual(created);

      expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/grok', { id: '', name: 'ORDER_ID', pattern: 'ORD-%{INT}', content_pack: null }, WRITE);
      expect(UserNotification.success).toHaveBeenCalledWith('Grok pattern "ORDER_ID" was created successfully.');
    });

    it('updates with PUT by id otherwise, keeping the content pack', async () => {
      mockFetch.mockResolvedValueOnce(undefined);
      await expect(GrokPatternsActions.savePattern({ id: 'p/1', name: 'WORD', pattern: '\\w+', content_pack: 'pack-1' })).resolves.toBeUndefined();

      expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/system/grok/p%2F1', { id: 'p/1', name: 'WORD', pattern: '\\w+', content_pack: 'pack-1' }, WRITE);
      expect(UserNotification.success).toHaveBeenCalledWith('Grok pattern "WORD" was updated successfully.');
    });

    it('toasts a refusal in the spec\'s form and rethrows it for the form', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'No definition for key \'NOPE\' found' }));
      await expect(GrokPatternsActions.savePattern({ id: '', name: 'X', pattern: '%{NOPE}' })).rejects.toBeInstanceOf(FetchError);

      expect(UserNotification.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Saving Grok pattern "X" failed with status: .*No definition for key 'NOPE' found/),
        'Could not save Grok pattern',
      );
      expect(UserNotification.success).not.toHaveBeenCalled();
    });

    it('leaves a refusal naming a field to the form: no toast', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, {
        type: 'ApiError', message: 'Grok pattern WORD already exists', failed: true, errors: { name: ['already exists'] },
      }));
      await expect(GrokPatternsActions.savePattern({ id: '', name: 'WORD', pattern: 'x' })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('deletePattern', () => {
    it('deletes by id and names the pattern', async () => {
      mockFetch.mockResolvedValueOnce(undefined);
      await GrokPatternsActions.deletePattern({ id: 'p1', name: 'WORD' });

      expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/system/grok/p1', undefined, WRITE);
      expect(UserNotification.success).toHaveBeenCalledWith('Grok pattern "WORD" was deleted successfully.');
    });

    it('toasts a failure, unless quiet', async () => {
      mockFetch.mockRejectedValueOnce(serverError()).mockRejectedValueOnce(serverError());
      await expect(GrokPatternsActions.deletePattern({ id: 'p1', name: 'WORD' })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Deleting Grok pattern "WORD" failed with status: /), 'Could not delete Grok pattern');

      jest.mocked(UserNotification.error).mockReset();
      await expect(GrokPatternsActions.deletePattern({ id: 'p1', name: 'WORD' }, { quiet: true })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('testPattern', () => {
    it('sends the pattern and the sample in Graylog\'s shape and answers the captures', async () => {
      mockFetch.mockResolvedValueOnce({ ORDER_ID: 'ORD-42', INT: '42' });
      const captures = await GrokPatternsActions.testPattern({ name: 'ORDER_ID', pattern: 'ORD-%{INT}', sampleData: 'ORD-42' });

      expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/grok/test', {
        grok_pattern: { name: 'ORDER_ID', pattern: 'ORD-%{INT}' }, sampleData: 'ORD-42',
      }, WRITE);
      expect(captures).toEqual({ ORDER_ID: 'ORD-42', INT: '42' });
    });

    it('answers no captures for an empty answer, and leaves a refusal to the form: no toast', async () => {
      mockFetch.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Unclosed group' }));
      await expect(GrokPatternsActions.testPattern({ name: 'A', pattern: 'x', sampleData: 'y' })).resolves.toEqual({});
      await expect(GrokPatternsActions.testPattern({ name: 'A', pattern: '(', sampleData: 'y' })).rejects.toMatchObject({ serverMessage: 'Unclosed group' });
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('bulkImport', () => {
    const file = '# ours\nORDER_ID ORD-%{INT}\nTICKET T-%{INT}\n';

    it('posts the pattern file as plain text with the replace flag', async () => {
      mockFetch.mockResolvedValueOnce(undefined).mockResolvedValueOnce(undefined);
      await GrokPatternsActions.bulkImport(file, false);
      expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/grok?replace=false', file, { reportPageErrors: false, plainTextBody: true });
      expect(UserNotification.success).toHaveBeenLastCalledWith('The Grok pattern file was imported successfully.');

      await GrokPatternsActions.bulkImport(file, true);
      expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/grok?replace=true', file, { reportPageErrors: false, plainTextBody: true });
      expect(UserNotification.success).toHaveBeenLastCalledWith(expect.stringContaining('replaced all earlier patterns'));
    });

    it('leaves a refused file (400) to the dialog, which lists the reasons: no toast', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Line 2: invalid pattern' }));
      await expect(GrokPatternsActions.bulkImport(file, false)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('toasts other failures', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(GrokPatternsActions.bulkImport(file, false)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Importing Grok pattern file failed with status: .*boom/), 'Could not import Grok patterns');
    });
  });
});

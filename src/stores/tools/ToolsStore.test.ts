import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { ToolsActions } from './ToolsStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };
const refusal = () => new FetchError('Bad Request', 400, { type: 'ApiError', message: 'bad parameters' });

const JSON_OPTIONS = {
  flatten: true, list_separator: ', ', key_separator: '_', kv_separator: '=', replace_key_whitespace: false,
  key_whitespace_replacement: '_', key_prefix: 'p_',
};

type Case = {
  name: string,
  call: () => Promise<unknown>,
  method: string,
  url: string,
  body: unknown,
  what: string,
  title: string,
};

const CASES: Array<Case> = [
  {
    name: 'grok', call: () => ToolsActions.testGrok('%{IP:ip}', true, '10.0.0.1'), method: 'POST', url: '/api/tools/grok_tester',
    body: { pattern: '%{IP:ip}', string: '10.0.0.1', named_captures_only: true },
    what: 'Running the grok extraction', title: 'We were not able to run the grok extraction. Please check your parameters.',
  },
  {
    name: 'JSON', call: () => ToolsActions.testJSON(JSON_OPTIONS, '{"a":1}'), method: 'POST', url: '/api/tools/json_tester',
    body: { ...JSON_OPTIONS, string: '{"a":1}' },
    what: 'Running the JSON extraction', title: 'We were not able to run the JSON extraction. Please check your parameters.',
  },
  {
    name: 'regex', call: () => ToolsActions.testRegex('(\\d+)', 'took 12ms'), method: 'POST', url: '/api/tools/regex_tester',
    body: { regex: '(\\d+)', string: 'took 12ms' },
    what: 'Trying the regular expression', title: 'Could not try regular expression. Make sure that it is valid.',
  },
  {
    name: 'regex replace', call: () => ToolsActions.testRegexReplace('(\\d+)ms', '$1', false, 'took 12ms'), method: 'POST',
    url: '/api/tools/regex_replace_tester', body: { regex: '(\\d+)ms', replacement: '$1', replace_all: false, string: 'took 12ms' },
    what: 'Trying the regular expression replacement', title: 'Could not try regular expression. Make sure that it is valid.',
  },
  {
    name: 'regex validate', call: () => ToolsActions.validateRegex('a+b&c /d'), method: 'GET',
    url: '/api/tools/regex_tester/validate?regex=a%2Bb%26c%20%2Fd', body: undefined,
    what: 'Validating the regular expression', title: 'Could not validate regular expression. Make sure that it is valid.',
  },
  {
    name: 'split and index', call: () => ToolsActions.testSplitAndIndex(' ', 2, 'a b c'), method: 'POST', url: '/api/tools/split_and_index_tester',
    body: { split_by: ' ', index: 2, string: 'a b c' },
    what: 'Running the split and index extraction', title: 'We were not able to run the split and index extraction. Please check your parameters.',
  },
  {
    name: 'substring', call: () => ToolsActions.testSubstring(1, 3, 'abcdef'), method: 'POST', url: '/api/tools/substring_tester',
    body: { start: 1, end: 3, string: 'abcdef' },
    what: 'Running the substring extraction', title: 'We were not able to run the substring extraction. Please check index boundaries.',
  },
  {
    name: 'contains string', call: () => ToolsActions.testContainsString('GET', 'GET /'), method: 'POST', url: '/api/tools/contains_string_tester',
    body: { search_string: 'GET', string: 'GET /' },
    what: 'Checking whether the field contains the string', title: 'Could not check if field contains the string',
  },
  {
    name: 'natural date', call: () => ToolsActions.testNaturalDate('last week', 'Europe/Berlin'), method: 'GET',
    url: '/api/tools/natural_date_tester?string=last%20week&timezone=Europe%2FBerlin', body: undefined,
    what: 'Loading the keyword preview', title: 'Could not load keyword preview',
  },
  {
    name: 'lookup table', call: () => ToolsActions.testLookupTable('countries', '10.0.0.1'), method: 'POST', url: '/api/tools/lookup_table_tester',
    body: { lookup_table_name: 'countries', string: '10.0.0.1' },
    what: 'Checking whether the lookup table translates the string', title: 'Could not check if lookup table translates the string',
  },
];

describe('ToolsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  describe.each(CASES)('$name tester', ({ call, method, url, body, what, title }) => {
    it('sends its parameters and answers the server\'s result', async () => {
      mockFetch.mockResolvedValueOnce({ answer: 'from the server' });
      await expect(call()).resolves.toEqual({ answer: 'from the server' });
      expect(mockFetch).toHaveBeenCalledWith(method, url, body, QUIET);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('toasts a failure with the catalogue\'s title and rejects', async () => {
      mockFetch.mockRejectedValueOnce(refusal());
      await expect(call()).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledTimes(1);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${what} failed with status: .*bad parameters`)), title);
    });
  });

  it('stays quiet when the server cannot read a natural date (422)', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Unprocessable Entity', 422, { type: 'ApiError', message: 'no date' }));
    await expect(ToolsActions.testNaturalDate('whenever', 'UTC')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});

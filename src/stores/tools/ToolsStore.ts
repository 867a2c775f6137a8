// The server's extractor test tools: each runs one kind of extraction on a sample string and answers what
// it would extract. Failures toast with the catalogue's titles; a natural date the server cannot read
// (422) is an answer, not a failure, so it stays quiet.
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

/** Where a match is in the tested string: `match` is the matched (or, for replacements, the resulting) text. */
export type MatchRange = { match: string, start: number, end: number };

export type GrokTestResult = { matched: boolean, matches: Array<{ name: string, match: unknown }>, pattern: string, string: string };

export type RegexTestResult = { matched: boolean, match: MatchRange | null, regex: string, string: string };

export type RegexReplaceTestResult = RegexTestResult & { replacement: string, replace_all: boolean };

export type RegexValidation = { regex: string, is_valid: boolean, validation_message: string | null };

export type JsonTestOptions = {
  flatten: boolean,
  list_separator: string,
  key_separator: string,
  kv_separator: string,
  replace_key_whitespace: boolean,
  key_whitespace_replacement: string,
  key_prefix: string,
};

export type JsonTestResult = JsonTestOptions & { matches: { [key: string]: unknown }, string: string };

/** Split and index, and substring: `cut` is the extracted part when `successful`. */
export type CutTestResult = { successful: boolean, cut: string | null, begin_index: number, end_index: number };

export type ContainsStringTestResult = { contains: boolean, match: { start: number, end: number } | null, search_string: string, string: string };

export type NaturalDateTestResult = { from: string, to: string, timezone: string };

/** Graylog's LookupTableTesterResponse: `value` is the table's single value for `key`; `error` names a missing table. */
export type LookupTableTestResult = { empty: boolean, error: boolean, error_message: string, key: string | null, value: unknown };

type ToolsActionsType = {
  testGrok: (pattern: string, namedCapturesOnly: boolean, text: string) => Promise<GrokTestResult>,
  testJSON: (options: JsonTestOptions, text: string) => Promise<JsonTestResult>,
  testRegex: (regex: string, text: string) => Promise<RegexTestResult>,
  testRegexReplace: (regex: string, replacement: string, replaceAll: boolean, text: string) => Promise<RegexReplaceTestResult>,
  validateRegex: (regex: string) => Promise<RegexValidation>,
  /** `index` counts from 1, as the split and index extractor does. */
  testSplitAndIndex: (splitBy: string, index: number, text: string) => Promise<CutTestResult>,
  testSubstring: (beginIndex: number, endIndex: number, text: string) => Promise<CutTestResult>,
  testContainsString: (searchString: string, text: string) => Promise<ContainsStringTestResult>,
  /** The time range a phrase such as "last week" stands for; rejects quietly when the server cannot read it (422). */
  testNaturalDate: (text: string, timezone: string) => Promise<NaturalDateTestResult>,
  /** What the lookup table answers for the (trimmed) text. */
  testLookupTable: (lookupTableName: string, text: string) => Promise<LookupTableTestResult>,
};

/** A tool that fails leaves the page as it is: the toast explains. */
const QUIET_PAGE = { reportPageErrors: false } as const;

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const TOOL_FAILURE_TITLES = {
  grok: 'We were not able to run the grok extraction. Please check your parameters.',
  json: 'We were not able to run the JSON extraction. Please check your parameters.',
  regexValidate: 'Could not validate regular expression. Make sure that it is valid.',
  regex: 'Could not try regular expression. Make sure that it is valid.',
  splitAndIndex: 'We were not able to run the split and index extraction. Please check your parameters.',
  substring: 'We were not able to run the substring extraction. Please check index boundaries.',
  containsString: 'Could not check if field contains the string',
  naturalDate: 'Could not load keyword preview',
  lookupTable: 'Could not check if lookup table translates the string',
} as const;

/**
 * Runs a tool call and toasts its failure (unless `quiet` says the failure is an answer), then rethrows.
 * A tool call stores nothing, so it is reported as a load: every refusal is toasted, field refusals too.
 */
const run = <T>(call: Promise<T>, what: string, title: string, quiet: (error: unknown) => boolean = () => false): Promise<T> => (
  call.catch((error: unknown) => {
    if (quiet(error)) {
      throw error;
    }
    return reportLoadFailure(error, what, title);
  })
);

export const ToolsActions = singletonActions('core.Tools', () => createActions<ToolsActionsType>([
  'testGrok', 'testJSON', 'testRegex', 'testRegexReplace', 'validateRegex', 'testSplitAndIndex', 'testSubstring',
  'testContainsString', 'testNaturalDate', 'testLookupTable',
]));

export const ToolsStore = singletonStore('core.Tools', () => createStore({
  listenables: [ToolsActions],
  // The tools keep nothing: each answer goes to whoever asked.
  state: {} as Record<string, never>,

  testGrok(pattern: string, namedCapturesOnly: boolean, text: string) {
    const body = { pattern, string: text, named_captures_only: namedCapturesOnly };
    ToolsActions.testGrok.promise(run(
      fetch<GrokTestResult>('POST', url(ApiRoutes.ToolsApiController.grokTest()), body, QUIET_PAGE),
      'Running the grok extraction', TOOL_FAILURE_TITLES.grok,
    ));
  },

  testJSON(options: JsonTestOptions, text: string) {
    const body = {
      flatten: options.flatten,
      list_separator: options.list_separator,
      key_separator: options.key_separator,
      kv_separator: options.kv_separator,
      replace_key_whitespace: options.replace_key_whitespace,
      key_whitespace_replacement: options.key_whitespace_replacement,
      key_prefix: options.key_prefix,
      string: text,
    };
    ToolsActions.testJSON.promise(run(
      fetch<JsonTestResult>('POST', url(ApiRoutes.ToolsApiController.jsonTest()), body, QUIET_PAGE),
      'Running the JSON extraction', TOOL_FAILURE_TITLES.json,
    ));
  },

  testRegex(regex: string, text: string) {
    ToolsActions.testRegex.promise(run(
      fetch<RegexTestResult>('POST', url(ApiRoutes.ToolsApiController.regexTest()), { regex, string: text }, QUIET_PAGE),
      'Trying the regular expression', TOOL_FAILURE_TITLES.regex,
    ));
  },

  testRegexReplace(regex: string, replacement: string, replaceAll: boolean, text: string) {
    const body = { regex, replacement, replace_all: replaceAll, string: text };
    ToolsActions.testRegexReplace.promise(run(
      fetch<RegexReplaceTestResult>('POST', url(ApiRoutes.ToolsApiController.regexReplaceTest()), body, QUIET_PAGE),
      'Trying the regular expression replacement', TOOL_FAILURE_TITLES.regex,
    ));
  },

  validateRegex(regex: string) {
    ToolsActions.validateRegex.promise(run(
      fetch<RegexValidation>('GET', url(ApiRoutes.ToolsApiController.regexValidate(regex)), undefined, QUIET_PAGE),
      'Validating the regular expression', TOOL_FAILURE_TITLES.regexValidate,
    ));
  },

  testSplitAndIndex(splitBy: string, index: number, text: string) {
    const body = { split_by: splitBy, index, string: text };
    ToolsActions.testSplitAndIndex.promise(run(
      fetch<CutTestResult>('POST', url(ApiRoutes.ToolsApiController.splitAndIndexTest()), body, QUIET_PAGE),
      'Running the split and index extraction', TOOL_FAILURE_TITLES.splitAndIndex,
    ));
  },

  testSubstring(beginIndex: number, endIndex: number, text: string) {
    const body = { start: beginIndex, end: endIndex, string: text };
    ToolsActions.testSubstring.promise(run(
      fetch<CutTestResult>('POST', url(ApiRoutes.ToolsApiController.substringTest()), body, QUIET_PAGE),
      'Running the substring extraction', TOOL_FAILURE_TITLES.substring,
    ));
  },

  testContainsString(searchString: string, text: string) {
    const body = { search_string: searchString, string: text };
    ToolsActions.testContainsString.promise(run(
      fetch<ContainsStringTestResult>('POST', url(ApiRoutes.ToolsApiController.containsStringTest()), body, QUIET_PAGE),
      'Checking whether the field contains the string', TOOL_FAILURE_TITLES.containsString,
    ));
  },

  testNaturalDate(text: string, timezone: string) {
    ToolsActions.testNaturalDate.promise(run(
      fetch<NaturalDateTestResult>('GET', url(ApiRoutes.ToolsApiController.naturalDateTest(text, timezone)), undefined, QUIET_PAGE),
      'Loading the keyword preview', TOOL_FAILURE_TITLES.naturalDate,
      (error) => error instanceof FetchError && error.status === 422,
    ));
  },

  testLookupTable(lookupTableName: string, text: string) {
    const body = { lookup_table_name: lookupTableName, string: text };
    ToolsActions.testLookupTable.promise(run(
      fetch<LookupTableTestResult>('POST', url(ApiRoutes.ToolsApiController.lookupTableTest()), body, QUIET_PAGE),
      'Checking whether the lookup table translates the string', TOOL_FAILURE_TITLES.lookupTable,
    ));
  },
}));

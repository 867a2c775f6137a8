import { FetchError } from '@/logic/errors/FetchError';

import {
  describeSearchError, errorsOfQuery, isQueryParseError, lastUsablePage, queryParseProblem, queryParseRefusal, resultWindowLimitOf,
  resultWindowMessage, searchFailureText,
} from './searchErrors';
import type { SearchError } from './searchTypes';
import { QUERY_ID, queryParseErrorFixture, searchJobFixture } from 'fixtures/searchFixtures';

const windowError = (limit: number): SearchError => ({
  type: 'result_window_limit', result_window_limit: limit, description: 'Result window is too large', query_id: QUERY_ID, search_type_id: 'm', backtrace: null,
});

describe('the result-window message', () => {
  it('states the backend limit and the pages of the current page size that can be used', () => {
    expect(resultWindowMessage(10000, 150)).toBe('The search backend limits results to 10,000 messages; with 150 messages per page, pages 1 to 66 can be used.');
    expect(resultWindowMessage(10000, 100)).toBe('The search backend limits results to 10,000 messages; with 100 messages per page, pages 1 to 100 can be used.');
    expect(resultWindowMessage(500, 500)).toBe('The search backend limits results to 500 messages; with 500 messages per page, only page 1 can be used.');
    expect(resultWindowMessage(100, 150)).toBe('The search backend limits results to 100 messages; with 150 messages per page, no page can be used.');
  });

  it('replaces the description of a result_window_limit error; other errors keep theirs', () => {
    expect(describeSearchError(windowError(10000), 50)).toBe('The search backend limits results to 10,000 messages; with 50 messages per page, pages 1 to 200 can be used.');
    expect(describeSearchError({ ...windowError(10000), result_window_limit: undefined }, 50)).toBe('Result window is too large');
    expect(describeSearchError({ type: 'search_type', description: 'Field not aggregatable', query_id: QUERY_ID, backtrace: null }, 50)).toBe('Field not aggregatable');
  });
});

describe('query errors', () => {
  it('tells a query that does not parse from other errors and keeps its position', () => {
    const parse = queryParseErrorFixture(9);
    expect(isQueryParseError(parse)).toBe(true);
    expect(queryParseProblem(parse)).toEqual({ description: parse.description, line: 1, column: 9 });
    expect(isQueryParseError({ ...parse, type: 'query', line: undefined, column: undefined })).toBe(false);
    expect(isQueryParseError({ ...parse, type: 'query', line: 2, column: 3 })).toBe(true);
    expect(isQueryParseError(windowError(10000))).toBe(false);
  });

  it('collects the query\'s errors and the job\'s that concern it', () => {
    const job = searchJobFixture([], { errors: [queryParseErrorFixture(3)] });
    const jobWide: SearchError = { type: 'search', description: 'Out of memory', query_id: null, backtrace: null };
    const elsewhere: SearchError = { type: 'search', description: 'Other query', query_id: 'q9', backtrace: null };
    expect(errorsOfQuery({ ...job, errors: [jobWide, elsewhere] }, QUERY_ID).map((error) => error.description))
      .toEqual(['Cannot parse query, cause: incomplete query at line 1, column 3', 'Out of memory']);
    expect(errorsOfQuery(undefined, QUERY_ID)).toEqual([]);
  });

  it('lists an error the job repeats from its query once, whatever its type', () => {
    const parse = queryParseErrorFixture(3);
    const window = windowError(10000);
    const histogramProblem: SearchError = { type: 'search_type', description: 'Too many buckets', query_id: QUERY_ID, search_type_id: 'h', backtrace: null };
    const otherTypeSameText: SearchError = { ...histogramProblem, search_type_id: 'h2' };
    const job = searchJobFixture([], { errors: [parse, window, histogramProblem, otherTypeSameText] });
    const repeated = { ...job, errors: [{ ...parse }, { ...window }, { ...histogramProblem }] };
    expect(errorsOfQuery(repeated, QUERY_ID)).toEqual([parse, window, histogramProblem, otherTypeSameText]);
  });

  it('reads a 400 body that refuses the query with its position', () => {
    expect(queryParseRefusal({ type: 'ApiError', message: 'Cannot parse query', line: 1, column: 4 })).toEqual({ description: 'Cannot parse query', line: 1, column: 4 });
    expect(queryParseRefusal({ type: 'ApiError', message: 'Something else' })).toBeUndefined();
    expect(queryParseRefusal('text')).toBeUndefined();
  });
});

describe('the result window', () => {
  it('finds the limit among the errors and the last page it allows', () => {
    expect(resultWindowLimitOf([queryParseErrorFixture(1), windowError(10000)])).toBe(10000);
    expect(resultWindowLimitOf([queryParseErrorFixture(1)])).toBeUndefined();
    expect(lastUsablePage(10000, 150)).toBe(66);
    expect(lastUsablePage(100, 150)).toBe(0);
  });
});

describe('a search that could not run', () => {
  it('says the server did not answer in plain words, never the browser\'s network text', () => {
    const unreachable = new FetchError('the server could not be reached', undefined, 'Request has been terminated Possible causes: the network is offline, Origin is not allowed by Access-Control-Allow-Origin');
    expect(searchFailureText(unreachable)).toBe('The server did not answer, so the search did not run. It runs again as soon as the server answers.');
    expect(searchFailureText(unreachable)).not.toMatch(/Origin|terminated/);
  });

  it('gives the server\'s own message, else its status', () => {
    expect(searchFailureText(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'Disk full' }))).toBe('The search could not be executed: Disk full');
    expect(searchFailureText(new FetchError('Bad Gateway', 502, undefined))).toBe('The search could not be executed: the server answered with status 502.');
  });
});

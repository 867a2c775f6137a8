import { FetchError } from '@/logic/errors/FetchError';
import { placeServerError } from '@/components/common/form/serverErrors';
import type { SearchRunner } from '@/stores/search/searchRunner';
import type { SearchJob, SearchRequest } from '@/stores/search/searchTypes';

import { checkWidgetQuery, QueryCheckCancelled, queryProblemText } from './widgetQueryCheck';
import type { SupportedWidget } from './widgetModel';
import { histogramResultFixture, queryParseErrorFixture, searchJobFixture } from 'fixtures/searchFixtures';

const widget: SupportedWidget = { id: 'w1', kind: 'count', title: 'Errors', query: 'source:(web AND', timerange: { type: 'relative', range: 3600 }, streams: [] };

/** A runner answering each request with what `answer` makes of it. */
const runnerAnswering = (answer: (request: SearchRequest) => Promise<SearchJob | null>): SearchRunner & { run: jest.Mock } => ({
  run: jest.fn(answer),
  cancel: jest.fn(),
});

const queryIdOf = (request: SearchRequest) => request.queries[0].id;
const searchTypeIdOf = (request: SearchRequest) => request.queries[0].search_types[0].id;

describe('checking a widget query before the dialog accepts it', () => {
  it('runs the widget search once and accepts the widget when the query parses', async () => {
    const runner = runnerAnswering(async (request) => searchJobFixture(
      [{ ...histogramResultFixture([['2024-03-01T12:00:00.000Z', 3]]), id: searchTypeIdOf(request) }], { queryId: queryIdOf(request) },
    ));
    await expect(checkWidgetQuery(widget, runner)).resolves.toBe(widget);
    expect(runner.run).toHaveBeenCalledTimes(1);
    expect(runner.run.mock.calls[0][0].queries[0].query.query_string).toBe('source:(web AND');
  });

  it('refuses a query the server cannot parse at the query field, with its position', async () => {
    const runner = runnerAnswering(async (request) => searchJobFixture([], {
      queryId: queryIdOf(request), errors: [{ ...queryParseErrorFixture(16, 'Unexpected end of query'), query_id: queryIdOf(request) }],
    }));
    const refusal = await checkWidgetQuery(widget, runner).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FetchError);
    expect(placeServerError(refusal, ['kind', 'title', 'query'])).toEqual({
      fieldErrors: { query: 'Line 1, column 16: Unexpected end of query.' }, formError: undefined,
    });
  });

  it('refuses a query refused with an HTTP 400 at the query field too', async () => {
    const runner = runnerAnswering(async () => { throw new FetchError('Bad Request', 400, { message: 'Unexpected ) at line 1, column 4', line: 1, column: 4 }); });
    const refusal = await checkWidgetQuery(widget, runner).catch((error: unknown) => error);
    expect(placeServerError(refusal, ['query']).fieldErrors).toEqual({ query: 'Unexpected ) at line 1, column 4.' });
  });

  it('accepts a widget whose other problems the widget itself shows', async () => {
    const runner = runnerAnswering(async (request) => searchJobFixture([], {
      queryId: queryIdOf(request),
      errors: [{ type: 'search_type', description: 'Index unavailable', query_id: queryIdOf(request), search_type_id: searchTypeIdOf(request), backtrace: null }],
    }));
    await expect(checkWidgetQuery(widget, runner)).resolves.toBe(widget);
  });

  it('passes on a search that could not run, and a stopped one', async () => {
    const unreachable = new FetchError('Service Unavailable', 503, { message: 'down' });
    await expect(checkWidgetQuery(widget, runnerAnswering(async () => { throw unreachable; }))).rejects.toBe(unreachable);
    await expect(checkWidgetQuery(widget, runnerAnswering(async () => null))).rejects.toBeInstanceOf(QueryCheckCancelled);
  });

  it('says where the query broke unless the server said so', () => {
    expect(queryProblemText({ message: 'Unexpected )', position: { line: 2, column: 4 } })).toBe('Line 2, column 4: Unexpected )');
    expect(queryProblemText({ message: 'Unexpected ) at line 2, column 4', position: { line: 2, column: 4 } })).toBe('Unexpected ) at line 2, column 4');
  });
});

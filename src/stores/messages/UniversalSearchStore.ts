// Graylog's universal search (GET /search/universal/{relative,absolute,keyword}): a page of messages for a
// query and a time range, 150 unless told (data spec, section 9). The extractor pages take their example
// messages (an input's most recent ones) from here too.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { TimeRange } from '@/stores/search/searchTypes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

import type { Message, ResultMessage } from './MessagesStore';
import { toMessage } from './MessagesStore';

/** Data spec: universal search limit. */
export const UNIVERSAL_SEARCH_LIMIT = 150;

/** How far back "recent" messages of an input go: a month, wide enough for a quiet input, bounded for a busy server. */
export const RECENT_MESSAGES_RANGE_SECONDS = 30 * 24 * 60 * 60;
export const RECENT_MESSAGES_LIMIT = 50;

export type UniversalSearchOptions = {
  limit?: number,
  offset?: number,
  /** Only messages routed into this stream. */
  streamId?: string,
  sort?: { field: string, order: 'asc' | 'desc' },
  /** Only these fields of each message (the id and timestamp always come). */
  fields?: ReadonlyArray<string>,
};

export type UniversalSearchResult = {
  messages: Array<Message>,
  /** The fields the returned messages have, internal ones left out. */
  fields: Array<string>,
  total_results: number,
  /** Server time taken, ms. */
  time: number,
  built_query: string | null,
  used_indices: Array<{ index_name: string }>,
  from: string,
  to: string,
};

type UniversalSearchAnswer = Omit<UniversalSearchResult, 'messages'> & { messages: Array<ResultMessage> };

/** A message an extractor can be tried on: where it is stored and its fields. */
export type ExampleMessage = { id: string, index: string, fields: { [field: string]: unknown } };

type UniversalSearchActionsType = {
  search: (query: string, timerange: TimeRange, options?: UniversalSearchOptions) => Promise<UniversalSearchResult>,
  /** The messages an input received most recently, newest first (examples for its extractors). */
  loadRecentMessages: (inputId: string, limit?: number) => Promise<Array<ExampleMessage>>,
};

const QUIET_PAGE = { reportPageErrors: false } as const;

/** Lucene's special characters, escaped so that an id is always one term. */
const escapeQueryTerm = (term: string) => term.replace(/[+\-&|!(){}[\]^"~*?:\\/\s]/g, (character) => `\\${character}`);

export const inputMessagesQuery = (inputId: string) => `gl2_source_input:${escapeQueryTerm(inputId)}`;

/** Graylog refuses an empty query; "*" is every message. */
const queryOrAll = (query: string) => (query.trim() === '' ? '*' : query);

/** The search path for the kind of time range. */
export const universalSearchUrl = (query: string, timerange: TimeRange, options: UniversalSearchOptions = {}): string => {
  const common = {
    query: queryOrAll(query),
    limit: options.limit ?? UNIVERSAL_SEARCH_LIMIT,
    offset: options.offset,
    filter: options.streamId ? `streams:${options.streamId}` : undefined,
    sort: options.sort ? `${options.sort.field}:${options.sort.order}` : undefined,
    fields: options.fields && options.fields.length > 0 ? options.fields.join(',') : undefined,
  };
  switch (timerange.type) {
    case 'absolute':
      return ApiRoutes.UniversalSearchApiController.absolute({ ...common, from: timerange.from, to: timerange.to }).url;
    case 'keyword':
      return ApiRoutes.UniversalSearchApiController.keyword({ ...common, keyword: timerange.keyword }).url;
    case 'relative':
    default:
      return ApiRoutes.UniversalSearchApiController.relative({ ...common, range: timerange.range }).url;
  }
};

/** `message` as an example, stored in `index` (a loaded message's own index when it names one). */
export const toExampleMessage = (message: Message, index: string): ExampleMessage => ({ id: message.id, index: message.index ?? index, fields: message.fields });

export const UniversalSearchActions = singletonActions('core.UniversalSearch', () => createActions<UniversalSearchActionsType>([
  'search', 'loadRecentMessages',
]));

export const UniversalSearchStore = singletonStore('core.UniversalSearch', () => createStore({
  listenables: [UniversalSearchActions],
  // Each answer goes to whoever asked.
  state: {} as Record<string, never>,

  searchOnce(query: string, timerange: TimeRange, options: UniversalSearchOptions = {}): Promise<UniversalSearchResult> {
    return fetch<UniversalSearchAnswer>('GET', qualifyApiUrl(universalSearchUrl(query, timerange, options)), undefined, QUIET_PAGE)
      .then((answer) => ({ ...answer, messages: answer.messages.map(toMessage) }));
  },

  search(query: string, timerange: TimeRange, options: UniversalSearchOptions = {}) {
    const promise = this.searchOnce(query, timerange, options)
      .catch((error: unknown) => reportLoadFailure(error, 'Fetching messages', 'Could not retrieve messages'));
    UniversalSearchActions.search.promise(promise);
  },

  loadRecentMessages(inputId: string, limit: number = RECENT_MESSAGES_LIMIT) {
    const timerange: TimeRange = { type: 'relative', range: RECENT_MESSAGES_RANGE_SECONDS };
    // A failure is toasted, and the extractor page says that no message could be loaded: no error page.
    const promise = this.searchOnce(inputMessagesQuery(inputId), timerange, { limit, sort: { field: 'timestamp', order: 'desc' } }).then(
      ({ messages }) => messages.map((message) => toExampleMessage(message, '')),
      (error: unknown) => reportLoadFailure(error, 'Loading recent messages', 'Could not load recent messages'),
    );
    UniversalSearchActions.loadRecentMessages.promise(promise);
  },
}));

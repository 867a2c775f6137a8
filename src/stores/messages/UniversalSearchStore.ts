// Graylog's universal search (GET /search/universal/relative), for the messages an input received most
// recently: the examples the extractor pages try an extractor on.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

import type { Message, ResultMessage } from './MessagesStore';
import { toMessage } from './MessagesStore';

/** How far back "recent" messages of an input go: a month, wide enough for a quiet input, bounded for a busy server. */
export const RECENT_MESSAGES_RANGE_SECONDS = 30 * 24 * 60 * 60;
export const RECENT_MESSAGES_LIMIT = 50;

/** A message an extractor can be tried on: where it is stored and its fields. */
export type ExampleMessage = { id: string, index: string, fields: { [field: string]: unknown } };

/** Of Graylog's answer, only the messages are read. */
type UniversalSearchAnswer = { messages: Array<ResultMessage> };

type UniversalSearchActionsType = {
  /** The messages an input received most recently, newest first (examples for its extractors). */
  loadRecentMessages: (inputId: string, limit?: number) => Promise<Array<ExampleMessage>>,
};

/** Lucene's special characters, escaped so that an id is always one term. */
const escapeQueryTerm = (term: string) => term.replace(/[+\-&|!(){}[\]^"~*?:\\/\s]/g, (character) => `\\${character}`);

export const inputMessagesQuery = (inputId: string) => `gl2_source_input:${escapeQueryTerm(inputId)}`;

/** `message` as an example, stored in `index` (a loaded message's own index when it names one). */
export const toExampleMessage = (message: Message, index: string): ExampleMessage => ({ id: message.id, index: message.index ?? index, fields: message.fields });

export const UniversalSearchActions = singletonActions('core.UniversalSearch', () => createActions<UniversalSearchActionsType>([
  'loadRecentMessages',
]));

export const UniversalSearchStore = singletonStore('core.UniversalSearch', () => createStore({
  listenables: [UniversalSearchActions],
  // Each answer goes to whoever asked.
  state: {} as Record<string, never>,

  loadRecentMessages(inputId: string, limit: number = RECENT_MESSAGES_LIMIT) {
    const path = ApiRoutes.UniversalSearchApiController.relative({
      query: inputMessagesQuery(inputId), limit, sort: 'timestamp:desc', range: RECENT_MESSAGES_RANGE_SECONDS,
    });
    // A failure is toasted, and the extractor page says that no message could be loaded: no error page.
    const promise = fetch<UniversalSearchAnswer>('GET', qualifyApiUrl(path.url), undefined, { reportPageErrors: false }).then(
      ({ messages }) => messages.map((result) => toExampleMessage(toMessage(result), '')),
      (error: unknown) => reportLoadFailure(error, 'Loading recent messages', 'Could not load recent messages'),
    );
    UniversalSearchActions.loadRecentMessages.promise(promise);
  },
}));

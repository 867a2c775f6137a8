// Single messages: one stored message (GET /messages/{index}/{id}), how a text is split into terms
// (GET /messages/{index}/analyze) and how a codec would parse a raw message (POST /messages/parse).
// The server's answer is turned into the console's Message shape in one place, `toMessage`.
import { FetchError, isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

export type MessageFields = { [field: string]: unknown };

/** Where a search matched, by field. */
export type HighlightRanges = { [field: string]: Array<{ start: number, length: number }> };

/** What decorators changed in a search result. */
export type DecorationStats = {
  added_fields: MessageFields,
  changed_fields: MessageFields,
  removed_fields: MessageFields,
};

/** A message as the console shows it. */
export type Message = {
  id: string,
  /** As stored: ISO 8601 in UTC; undefined when the message has none. */
  timestamp: string | undefined,
  /** Every field as the server answered it, internal ones included. */
  fields: MessageFields,
  /** The index it is stored in; null for a message that was only parsed. */
  index: string | null,
  /** gl2_source_node: the node whose input received it. */
  source_node_id: string | undefined,
  /** gl2_source_input: the input that received it. */
  source_input_id: string | undefined,
  /** streams: the streams it was routed into. */
  stream_ids: Array<string>,
  highlight_ranges: HighlightRanges,
  decoration_stats: DecorationStats | null,
};

/**
 * Graylog's answer for one message. The embedded server (and search results) send the fields flat with `_id`;
 * a real Graylog 4.0 answers GET /messages/{index}/{id} with the message object, `{id, fields, ...}`.
 */
export type ResultMessage = {
  message: MessageFields,
  index?: string | null,
  highlight_ranges?: HighlightRanges | null,
  decoration_stats?: DecorationStats | null,
};

export type CodecConfiguration = { [key: string]: unknown };

/** The text the data specification gives for a raw message the codec cannot parse (400). */
export const PARSE_REFUSED = 'Please ensure the selected codec and its configuration are right. Check your server logs for more information.';

/**
 * `quiet`: nothing is toasted, the error is only rethrown, for a caller that says why in place (the simulator's
 * loaders); a 403 or 404 is still the page's error unless `reportPageErrors` is false.
 */
export type LoadMessageOptions = { reportPageErrors?: boolean, quiet?: boolean };

/** `quiet`: nothing is toasted, the error is only rethrown, for a caller that says why in place. */
export type ParseOptions = { quiet?: boolean };

type MessagesActionsType = {
  /**
   * A 403 or 404 shows the matching error page instead of a toast, unless `reportPageErrors` is false (a page
   * that gets on without the message, e.g. an extractor's example): then every failure is toasted.
   */
  loadMessage: (index: string, messageId: string, options?: LoadMessageOptions) => Promise<Message>,
  /** The terms `text` is split into when stored in `index`. */
  analyze: (index: string, text: string) => Promise<Array<string>>,
  /** How `codec` with `configuration` would parse `message` sent from `remoteAddress`. */
  parse: (message: string, remoteAddress: string, codec: string, configuration: CodecConfiguration, options?: ParseOptions) => Promise<Message>,
};

export type MessagesState = {
  /** The message loaded last, for a page that shows it. */
  message: Message | undefined,
};

const isObject = (value: unknown): value is MessageFields => typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const stringList = (value: unknown): Array<string> => (
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
);

/** Elasticsearch's stored form ("2024-03-01 12:00:00.000", UTC without a zone) read as the instant it means. */
const ZONELESS = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/;

const normalizeTimestamp = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return new Date(value).toISOString();
  }
  if (typeof value !== 'string' || value === '') {
    return undefined;
  }
  const zoneless = ZONELESS.exec(value);
  return zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : value;
};

/** The Graylog answer as the console's Message. */
export const toMessage = (result: ResultMessage): Message => {
  const { message } = result;
  const nested = !('_id' in message) && typeof message.id === 'string' && isObject(message.fields);
  const fields: MessageFields = nested ? (message.fields as MessageFields) : message;
  const id = nested ? String(message.id) : String(message._id ?? '');
  return {
    id,
    timestamp: normalizeTimestamp(fields.timestamp ?? message.timestamp),
    fields,
    index: result.index ?? null,
    source_node_id: stringOrUndefined(fields.gl2_source_node),
    source_input_id: stringOrUndefined(fields.gl2_source_input),
    stream_ids: stringList(fields.streams ?? message.stream_ids),
    highlight_ranges: result.highlight_ranges ?? {},
    decoration_stats: result.decoration_stats ?? null,
  };
};


export const MessagesActions = singletonActions('core.Messages', () => createActions<MessagesActionsType>([
  'loadMessage', 'analyze', 'parse',
]));

export const MessagesStore = singletonStore('core.Messages', () => createStore({
  listenables: [MessagesActions],
  state: { message: undefined } as MessagesState,

  loadMessage(index: string, messageId: string, options: LoadMessageOptions = {}) {
    const { quiet = false, ...fetchOptions } = options;
    const path = ApiRoutes.MessagesController.single(index.trim(), messageId.trim());
    // By default a missing message (404) or one in a stream the user may not read (403) is the page's error.
    const promise = fetch<ResultMessage>('GET', qualifyApiUrl(path.url), undefined, fetchOptions).then((result) => {
      const message = toMessage(result);
      this.setState({ message });
      return message;
    }, (error: unknown) => {
      const shownByErrorPage = options.reportPageErrors !== false && isPageError(error);
      if (shownByErrorPage || quiet) {
        throw error;
      }
      return reportLoadFailure(error, 'Loading message information', 'Could not load message information');
    });
    MessagesActions.loadMessage.promise(promise);
  },

  analyze(index: string, text: string) {
    const path = ApiRoutes.MessagesController.analyze(index, text);
    const promise = fetch<{ tokens: Array<string> }>('GET', qualifyApiUrl(path.url), undefined, { reportPageErrors: false })
      .then((response) => response.tokens, (error: unknown) => reportLoadFailure(error, 'Loading field terms', 'Could not load field terms'));
    MessagesActions.analyze.promise(promise);
  },

  parse(message: string, remoteAddress: string, codec: string, configuration: CodecConfiguration, { quiet = false }: ParseOptions = {}) {
    const body = { message, remote_address: remoteAddress, codec, configuration };
    const promise = fetch<ResultMessage>('POST', qualifyApiUrl(ApiRoutes.MessagesController.parse().url), body, { reportPageErrors: false })
      .then(toMessage, (error: unknown) => {
        if (quiet) {
          throw error;
        }
        if (error instanceof FetchError && error.status === 400) {
          UserNotification.error(PARSE_REFUSED, 'Could not load raw message');
          throw error;
        }
        return reportLoadFailure(error, 'Loading raw message', 'Could not load raw message');
      });
    MessagesActions.parse.promise(promise);
  },

}));

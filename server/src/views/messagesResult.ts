// The `messages` search type: one page of matching messages (limit, default 150, and offset; sorted by
// the first sort entry, default newest first), their total, highlight ranges of the query's terms in
// `message`, and the search type's decorators applied to the page.
import { applicableDecorators, decorateMessage } from '../decorators/apply';
import { checkDecorator } from '../decorators/validation';
import { MAX_RESULT_WINDOW } from '../messages/search';
import type { MessageFilter, MessageSearchRequest, MessageStore } from '../messages/types';
import { DEFAULT_LIMIT } from '../search/routes';
import { highlightRanges } from './highlight';
import { ResultWindowExceeded } from './searchErrors';
import type { SearchTypeInput } from './searchSchema';
import { effectiveTimeRange } from './timeRanges';

export interface SearchTypeContext {
  store: MessageStore;
  filter: MessageFilter;
  /** Streams the search type names (for decorators limited to a stream). */
  namedStreams: readonly string[];
  /** Patterns of the query's terms, for highlighting. */
  highlight: readonly RegExp[];
}

function sortOf(searchType: SearchTypeInput): MessageSearchRequest['sort'] {
  const first = (searchType.sort ?? [])[0];
  if (!first || !('order' in first)) return undefined;
  return { field: first.field, order: first.order === 'ASC' ? 'asc' : 'desc' };
}

export function messagesResult(searchType: SearchTypeInput, context: SearchTypeContext) {
  const limit = searchType.limit ?? DEFAULT_LIMIT;
  const offset = searchType.offset ?? 0;
  if (offset + limit > MAX_RESULT_WINDOW) throw new ResultWindowExceeded(limit, offset);
  const { filter } = context;
  const result = context.store.search({ ...filter, limit, offset, sort: sortOf(searchType) });
  const decorators = applicableDecorators((searchType.decorators ?? []).map((decorator) => checkDecorator(decorator)), context.namedStreams);
  return {
    id: searchType.id,
    type: 'messages' as const,
    messages: result.messages.map((stored) => {
      const text = stored.fields.message;
      const ranges = typeof text === 'string' && context.highlight.length > 0 ? highlightRanges(text, context.highlight) : [];
      const decorated = decorateMessage(stored.fields, decorators);
      return {
        message: decorated.fields,
        index: stored.index,
        highlight_ranges: ranges.length > 0 ? { message: ranges } : {},
        decoration_stats: decorated.stats,
      };
    }),
    total_results: result.total,
    effective_timerange: effectiveTimeRange({ fromMs: filter.fromMs, toMs: filter.toMs }),
  };
}

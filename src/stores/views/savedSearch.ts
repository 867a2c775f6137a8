// A saved search is a view of type SEARCH whose stored search has one query (the query string, time range
// and stream filter) with one messages search type, shown by one message list widget with the selected
// fields. Saving goes through ViewsActions.saveView, which stores the search first, then the view.
import { messagesSearchType, newId, searchQuery, searchRequest } from '@/stores/search/searchBuilders';
import { SearchJobsActions } from '@/stores/search/SearchJobsStore';
import type { SearchFilter, SearchQuery, SearchRequest, TimeRange } from '@/stores/search/searchTypes';

import { messagesWidgetConfig, viewState } from './viewState';
import type { View } from './ViewsStore';
import { ViewsActions } from './ViewsStore';

export type SavedSearchState = {
  query: string,
  timerange: TimeRange,
  /** Stream ids; empty: all streams the user may read. */
  streams: Array<string>,
  selectedFields: Array<string>,
};

/** What the message table shows when a saved search names no fields: Graylog's standard selection. */
export const DEFAULT_SELECTED_FIELDS = ['source', 'message'];

const MESSAGE_LIST_POSITION = { col: 1, row: 1, height: 6, width: 12 };

/** The stream ids a search filter names. */
export const streamsOfFilter = (filter: SearchFilter | null | undefined): Array<string> => {
  if (!filter) {
    return [];
  }
  return filter.type === 'stream' ? [filter.id] : filter.filters.map((stream) => stream.id);
};

/** The search a saved search stores, and the view's state for its one query: one message list widget with the selected fields. */
const savedSearchStorage = (state: SavedSearchState): { search: SearchRequest, viewStates: View['state'] } => {
  const searchTypeId = newId();
  const queryId = newId();
  const widgetId = newId();
  const query = searchQuery({
    id: queryId,
    query: state.query,
    timerange: state.timerange,
    streams: state.streams,
    searchTypes: [messagesSearchType({ id: searchTypeId })],
  });
  const fields = ['timestamp', ...state.selectedFields.filter((field) => field !== 'timestamp')];
  return {
    search: searchRequest([query]),
    viewStates: {
      [queryId]: viewState({
        selected_fields: state.selectedFields,
        widgets: [{
          id: widgetId,
          type: 'messages',
          config: messagesWidgetConfig(fields, state.selectedFields.includes('message')),
          filter: null,
          timerange: null,
          query: null,
          streams: [],
        }],
        widget_mapping: { [widgetId]: [searchTypeId] },
        positions: { [widgetId]: MESSAGE_LIST_POSITION },
      }),
    },
  };
};

/** Saves `state` as a new saved search titled `title`; answers the created view. */
export const saveSearch = (title: string, state: SavedSearchState): Promise<View> => {
  const { search, viewStates } = savedSearchStorage(state);
  return ViewsActions.saveView({ type: 'SEARCH', title, summary: '', description: '', properties: [], requires: {} }, search, viewStates);
};

/** Replaces what the saved search `view` holds with `state` (a new stored search); answers the saved view. */
export const updateSavedSearch = (view: View, state: SavedSearchState): Promise<View> => {
  const { search, viewStates } = savedSearchStorage(state);
  return ViewsActions.saveView(view, search, viewStates);
};

/** The query the view shows: the first of the search that the view has a state for, else the first. */
const shownQuery = (view: View, search: SearchRequest): SearchQuery | undefined => (
  search.queries.find((query) => query.id in view.state) ?? search.queries[0]
);

/** The search state a saved search holds. */
export const savedSearchStateOf = (view: View, search: SearchRequest): SavedSearchState => {
  const query = shownQuery(view, search);
  const stored = query ? view.state[query.id]?.selected_fields : undefined;
  return {
    query: query?.query.query_string ?? '',
    timerange: query?.timerange ?? { type: 'relative', range: 300 },
    streams: streamsOfFilter(query?.filter),
    selectedFields: stored && stored.length > 0 ? stored : DEFAULT_SELECTED_FIELDS,
  };
};

/** Loads a saved search: the view and the state its stored search holds. */
export const loadSavedSearch = (viewId: string): Promise<{ view: View, state: SavedSearchState }> => ViewsActions.get(viewId).then((view) => (
  SearchJobsActions.get(view.search_id).then((search) => ({ view, state: savedSearchStateOf(view, search) }))
));

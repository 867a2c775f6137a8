// The events search: events (and alerts, events whose definition has the alert flag) that event
// definitions created, newest first. The store keeps nothing: the alerts page holds what it shows, and
// shows a failure in place.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { TimeRange } from '@/stores/search/searchTypes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

/** Which events a search returns: only alerts, events and alerts, or events that are not alerts. */
export type AlertsFilter = 'only' | 'include' | 'exclude';

export type EventsSearchParameters = {
  query: string,
  page: number,
  per_page: number,
  filter: { alerts: AlertsFilter, event_definitions?: Array<string> },
  timerange: TimeRange,
  sort_by?: string,
  sort_direction?: 'asc' | 'desc',
};

/** The data spec's defaults: page 1, 25 per page, alerts only (over the last day). */
export const DEFAULT_EVENTS_SEARCH: EventsSearchParameters = {
  query: '',
  page: 1,
  per_page: 25,
  filter: { alerts: 'only' },
  timerange: { type: 'relative', range: 86400 },
};

export type Event = {
  id: string,
  event_definition_type: string,
  event_definition_id: string,
  /** Where the event came from, e.g. `urn:graylog:message:es:<index>:<id>` or an aggregation's time range. */
  origin_context?: string | null,
  timestamp: string,
  timestamp_processing?: string,
  timerange_start?: string | null,
  timerange_end?: string | null,
  streams: Array<string>,
  source_streams: Array<string>,
  message: string,
  source?: string,
  key_tuple: Array<string>,
  key?: string | null,
  priority: number,
  alert: boolean,
  fields: { [name: string]: string },
};

export type EventSummary = { id: string, title: string, description: string };

export type EventsSearchResult = {
  events: Array<{ event: Event, index_name: string, index_type: string }>,
  used_indices?: Array<string>,
  parameters: EventsSearchParameters,
  total_events: number,
  duration?: number,
  context: {
    event_definitions: { [definitionId: string]: EventSummary },
    streams: { [streamId: string]: EventSummary },
  },
};

type EventsActionsType = {
  /** Missing parameters take the defaults; a failure is not toasted (the page shows it with "Try again"). */
  search: (parameters?: Partial<EventsSearchParameters>) => Promise<EventsSearchResult>,
};

export const EventsActions = singletonActions('core.Events', () => createActions<EventsActionsType>(['search']));

export const EventsStore = singletonStore('core.Events', () => createStore({
  listenables: [EventsActions],
  state: {} as Record<string, never>,

  search(parameters: Partial<EventsSearchParameters> = {}) {
    const body: EventsSearchParameters = { ...DEFAULT_EVENTS_SEARCH, ...parameters };
    const promise = fetch<EventsSearchResult>('POST', qualifyApiUrl(ApiRoutes.EventsApiController.search().url), body).then((result) => ({
      ...result,
      events: result.events ?? [],
      context: { event_definitions: result.context?.event_definitions ?? {}, streams: result.context?.streams ?? {} },
    }));
    EventsActions.search.promise(promise);
  },
}));

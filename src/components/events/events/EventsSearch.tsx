import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Form } from 'react-bootstrap';
import { Link, useHistory, useLocation } from 'react-router-dom';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import { perPageChoices } from '@/components/common/entity-table/tableView';
import TableFooter from '@/components/common/entity-table/TableFooter';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import useTableView from '@/components/common/entity-table/useTableView';
import Spinner from '@/components/common/Spinner';
import Timestamp from '@/components/common/Timestamp';
import useUserTimezone from '@/components/common/useUserTimezone';
import { DEFAULT_SEARCH, parseSearchUrl, searchUrlQuery } from '@/components/search/searchUrl';
import TimeRangePicker from '@/components/search/TimeRangePicker';
import { reasonOf } from '@/logic/errors/FetchError';
import Routes from '@/routing/Routes';
import { PRIORITY_NAMES } from '@/stores/events/EventDefinitionsStore';
import type { EventPriority } from '@/stores/events/EventDefinitionsStore';
import type { AlertsFilter, Event, EventsSearchParameters, EventsSearchResult } from '@/stores/events/EventsStore';
import { DEFAULT_EVENTS_SEARCH, EventsActions } from '@/stores/events/EventsStore';
import type { TimeRange } from '@/stores/search/searchTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import formatCount from '@/util/formatCount';

import EventDetails from './EventDetails';

const FILTERS: Array<{ value: AlertsFilter, label: string }> = [
  { value: 'only', label: 'Alerts only' },
  { value: 'exclude', label: 'Events only' },
  { value: 'include', label: 'Alerts and events' },
];

const DEFAULT_PER_PAGE = DEFAULT_EVENTS_SEARCH.per_page;
const PER_PAGE_CHOICES = perPageChoices(DEFAULT_PER_PAGE);
/** The server sorts events newest first; the list offers no other order. */
const NEWEST_FIRST = { field: 'timestamp', order: 'desc' } as const;
const NOT_SORTABLE: Array<string> = [];

// The view lives in the URL, as every list's does, so reload, back and a copied link reproduce it: the table's
// `query`, `page` and `per_page`, the alerts `filter`, and the time range in the search page's own parameters.
const FILTER_PARAM = 'filter';
const RANGE_PARAMS = ['rangetype', 'relative', 'from', 'to', 'keyword'];

const filterOf = (search: string): AlertsFilter => {
  const named = new URLSearchParams(search).get(FILTER_PARAM);
  return FILTERS.find((filter) => filter.value === named)?.value ?? DEFAULT_EVENTS_SEARCH.filter.alerts;
};

const timerangeOf = (search: string): TimeRange => parseSearchUrl(search).timerange ?? DEFAULT_EVENTS_SEARCH.timerange;

const isDefaultTimerange = (timerange: TimeRange) => JSON.stringify(timerange) === JSON.stringify(DEFAULT_EVENTS_SEARCH.timerange);

/** `params` with the filter and time range replaced (left out when they are the defaults). */
const withFilterAndRange = (params: URLSearchParams, filter: AlertsFilter, timerange: TimeRange) => {
  params.delete(FILTER_PARAM);
  RANGE_PARAMS.forEach((name) => params.delete(name));
  if (filter !== DEFAULT_EVENTS_SEARCH.filter.alerts) params.set(FILTER_PARAM, filter);
  if (!isDefaultTimerange(timerange)) {
    // The search page's spelling of a range, so both read a range the same way.
    new URLSearchParams(searchUrlQuery({ ...DEFAULT_SEARCH, timerange })).forEach((value, name) => {
      if (RANGE_PARAMS.includes(name)) params.set(name, value);
    });
  }
};

/** A query string as the table writes one: each value encoded once, '' when empty. */
const searchOf = (params: URLSearchParams) => {
  const parts = Array.from(params.entries()).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

const PRIORITY_VARIANTS: Record<number, string> = { 1: 'secondary', 2: 'info', 3: 'danger' };

type Outcome = { result: EventsSearchResult } | { failure: string } | undefined;

/** The id of an event's details row, which its toggle controls. */
const detailsIdOf = (event: Event) => `event-${event.id}`;

const what = (filter: AlertsFilter) => (filter === 'only' ? { singular: 'alert', plural: 'alerts' } : { singular: 'event', plural: 'events' });

/**
 * The events search of `/alerts`: a query over the events' messages, a time range, alerts, events or both;
 * 25 a page, newest first. Each row opens the event's details.
 */
const EventsSearch = () => {
  const timezone = useUserTimezone();
  const location = useLocation();
  const history = useHistory();
  const { view, changeView } = useTableView({
    defaultPerPage: DEFAULT_PER_PAGE, rememberedPerPage: undefined, defaultSort: NEWEST_FIRST, sortableFields: NOT_SORTABLE, searchable: true,
  });
  const filter = filterOf(location.search);
  const timerange = timerangeOf(location.search);
  const parametersKey = JSON.stringify({ query: view.query, page: view.page, per_page: view.perPage, alerts: filter, timerange });
  // One object per distinct search, so that the search runs once per change.
  const parameters: EventsSearchParameters = useMemo(() => {
    const { alerts, ...rest } = JSON.parse(parametersKey) as Omit<EventsSearchParameters, 'filter'> & { alerts: AlertsFilter };
    return { ...DEFAULT_EVENTS_SEARCH, ...rest, filter: { alerts } };
  }, [parametersKey]);
  const [queryText, setQueryText] = useState(view.query);
  // Back, forward and a new link change the query under the box.
  useEffect(() => { setQueryText(view.query); }, [view.query]);
  const [outcome, setOutcome] = useState<Outcome>();
  const [loading, setLoading] = useState(true);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  useReloadOnReconnect(reload);

  useEffect(() => {
    let active = true;
    setLoading(true);
    EventsActions.search(parameters).then((result) => {
      if (active) setOutcome({ result });
    }, (error: unknown) => {
      if (active) setOutcome({ failure: reasonOf(error) });
    }).finally(() => { if (active) setLoading(false); });
    return () => { active = false; };
  }, [parameters, reloadKey]);

  /** A new filter or time range: a history entry, back on the first page. */
  const changeFilterAndRange = (nextFilter: AlertsFilter, nextTimerange: TimeRange) => {
    const current = history.location;
    const params = new URLSearchParams(current.search);
    withFilterAndRange(params, nextFilter, nextTimerange);
    params.delete('page');
    history.push({ pathname: current.pathname, search: searchOf(params), hash: current.hash });
  };
  const submitQuery = (query: string) => {
    // Searching again for the same words looks again, as the Search button promises.
    if (query === view.query) reload(); else changeView({ query, page: 1 });
  };
  const toggle = (id: string) => setExpanded((previous) => {
    const next = new Set(previous);
    if (next.has(id)) next.delete(id); else next.add(id);
    return next;
  });

  const result = outcome && 'result' in outcome ? outcome.result : undefined;
  const events = useMemo(() => result?.events.map(({ event }) => event) ?? [], [result]);
  const definitions = result?.context.event_definitions ?? {};
  const columns: Array<ColumnDefinition<Event>> = [
    {
      id: 'details',
      title: 'Details',
      titleHidden: true,
      width: '2.5rem',
      render: (event) => {
        const open = expanded.has(event.id);
        return (
          <Button variant="link" size="sm" className="p-0" aria-expanded={open} aria-controls={detailsIdOf(event)}
                  aria-label={`${open ? 'Hide' : 'Show'} details of ${event.message}`} onClick={() => toggle(event.id)}>
            {open ? '▾' : '▸'}
          </Button>
        );
      },
    },
    {
      id: 'priority',
      title: 'Priority',
      width: '6rem',
      render: (event) => <Badge bg={PRIORITY_VARIANTS[event.priority] ?? 'secondary'}>{PRIORITY_NAMES[event.priority as EventPriority] ?? event.priority}</Badge>,
    },
    { id: 'message', title: 'Message', render: (event) => <span className="text-break">{event.message}</span> },
    {
      id: 'event_definition_id',
      title: 'Event definition',
      width: '16rem',
      render: (event) => {
        const definition = definitions[event.event_definition_id];
        return definition ? <Link to={Routes.ALERTS.DEFINITIONS.show(definition.id)}>{definition.title}</Link> : <code>{event.event_definition_id}</code>;
      },
    },
    { id: 'timestamp', title: 'Time', width: '13rem', render: (event) => <Timestamp dateTime={event.timestamp} /> },
    {
      id: 'alert',
      title: 'Type',
      width: '5rem',
      render: (event) => (event.alert ? <Badge bg="warning" text="dark">Alert</Badge> : <Badge bg="light" text="dark">Event</Badge>),
    },
  ];
  const names = what(parameters.filter.alerts);
  const total = result?.total_events ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / parameters.per_page));
  const from = total === 0 ? 0 : (parameters.page - 1) * parameters.per_page + 1;
  const to = Math.min(total, from + (result?.events.length ?? 0) - 1);

  return (
    <section aria-label="Events search">
      <Form className="d-flex flex-wrap align-items-end gap-2 mb-3" role="search"
            onSubmit={(event: React.FormEvent) => { event.preventDefault(); submitQuery(queryText.trim()); }}>
        <div className="flex-grow-1" style={{ minWidth: '18rem' }}>
          <Form.Label htmlFor="events-query" className="small mb-1">Search events</Form.Label>
          <Form.Control id="events-query" value={queryText} placeholder="Words of the event messages, e.g. burst"
                        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQueryText(event.target.value)} />
        </div>
        <div>
          <div className="small mb-1">Time range</div>
          <TimeRangePicker id="events-timerange" value={timerange} timezone={timezone} onChange={(next) => changeFilterAndRange(filter, next)} />
        </div>
        <div>
          <Form.Label htmlFor="events-filter" className="small mb-1">Show</Form.Label>
          <Form.Select id="events-filter" value={filter}
                       onChange={(event: React.ChangeEvent<HTMLSelectElement>) => changeFilterAndRange(event.target.value as AlertsFilter, timerange)}>
            {FILTERS.map((filter) => <option key={filter.value} value={filter.value}>{filter.label}</option>)}
          </Form.Select>
        </div>
        <Button type="submit" variant="primary">Search</Button>
        <Button variant="outline-secondary" onClick={reload} disabled={loading}>Refresh</Button>
      </Form>
      {outcome && 'failure' in outcome && (
        <Alert variant="danger">
          <p className="mb-2">The events could not be loaded: {outcome.failure}</p>
          <Button size="sm" variant="outline-danger" onClick={reload}>Try again</Button>
        </Alert>
      )}
      {!outcome && <Spinner text="Loading events…" />}
      {result && result.events.length === 0 && (
        <p className="text-body-secondary">
          {/* The server shows only events of definitions the user may read: an empty list may be one of those alone. */}
          {parameters.query === ''
            ? `No ${names.plural} to show in this time range: none happened, or none comes from an event definition shared with you.`
            : `No ${names.plural} match "${parameters.query}" in this time range.`}
          {' '}Event definitions create them: <Link to={Routes.ALERTS.DEFINITIONS.LIST}>see the definitions</Link>.
        </p>
      )}
      {result && events.length > 0 && (
        <EntityDataTable rows={events} columns={columns} getId={(event) => event.id} getTitle={(event) => event.message}
                         caption={`${names.plural} found`} busy={loading} compact
                         renderDetails={(event) => expanded.has(event.id) && (
                           <div className="bg-body-tertiary p-2"><EventDetails event={event} context={result.context} /></div>
                         )}
                         detailsId={detailsIdOf} />
      )}
      {result && (
        <TableFooter summary={<>{`Showing ${formatCount(from)}-${formatCount(to)} of ${formatCount(total)} ${names.plural}`}{loading && <span className="ms-2 text-body-secondary">Loading…</span>}</>}
                     page={parameters.page} totalPages={totalPages} pagerLabel="Events pages"
                     onPageChange={(page) => changeView({ page })}
                     perPage={parameters.per_page} perPageChoices={PER_PAGE_CHOICES} perPageLabel="Events per page" perPageId="events-per-page"
                     onPerPageChange={(perPage) => changeView({ perPage, page: 1 })} />
      )}
    </section>
  );
};

export default EventsSearch;

import React, { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { Fact, Facts, None } from '@/components/common/Facts';
import Timestamp from '@/components/common/Timestamp';
import { fieldValueQuery, searchLink } from '@/components/search/searchUrl';
import { reasonOf } from '@/logic/errors/FetchError';
import Routes from '@/routing/Routes';
import { EventDefinitionsActions } from '@/stores/events/EventDefinitionsStore';
import type { Event, EventsSearchResult } from '@/stores/events/EventsStore';

type Props = { event: Event, context: EventsSearchResult['context'] };

/** Where a message an event came from can be opened: Graylog's `urn:graylog:message:es:<index>:<id>`. */
const messageOrigin = (origin: string | null | undefined): { index: string, id: string } | undefined => {
  const match = /^urn:graylog:message:es:([^:]+):(.+)$/.exec(origin ?? '');
  return match ? { index: match[1], id: match[2] } : undefined;
};

/** Graylog's own event streams, which a user who may not read them still sees named. */
const SYSTEM_STREAM_TITLES: { [id: string]: string } = {
  '000000000000000000000002': 'All events',
  '000000000000000000000003': 'All system events',
};

const streamTitles = (ids: ReadonlyArray<string>, context: Props['context']) => (
  ids.map((id) => context.streams[id]?.title ?? SYSTEM_STREAM_TITLES[id] ?? id).join(', ')
);

/**
 * Graylog's "Replay search": the definition's query over the event's source streams in the time range the event
 * was found in. One stream opens that stream's search; several narrow a search over all streams to them.
 */
export const replaySearchLink = (event: Event, query: string): string | undefined => {
  if (!event.timerange_start || !event.timerange_end) return undefined;
  const timerange = { type: 'absolute' as const, from: event.timerange_start, to: event.timerange_end };
  const streams = event.source_streams;
  if (streams.length === 1) return searchLink({ query, timerange, streamId: streams[0] });
  if (streams.length === 0) return searchLink({ query, timerange });
  const inStreams = streams.map((id) => fieldValueQuery('streams', id)).join(' OR ');
  const within = query.trim() === '' || query.trim() === '*' ? inStreams : `(${query}) AND (${inStreams})`;
  return searchLink({ query: within, timerange });
};

type QueryState = { query?: string, failure?: string };

/** The query of the event's definition, loaded as a side load: a failure is said here, not as a page error. */
const useDefinitionQuery = (definitionId: string): QueryState => {
  const [state, setState] = useState<QueryState>({});
  useEffect(() => {
    let active = true;
    EventDefinitionsActions.get(definitionId, { sideLoad: true }).then(({ eventDefinition }) => {
      const { query } = eventDefinition.config;
      if (active) setState({ query: typeof query === 'string' ? query : '' });
    }, (error: unknown) => { if (active) setState({ failure: reasonOf(error) }); });
    return () => { active = false; };
  }, [definitionId]);
  return state;
};

const ReplaySearch = ({ event }: { event: Event }) => {
  const { query, failure } = useDefinitionQuery(event.event_definition_id);
  if (failure !== undefined) return <None>{`The event definition could not be loaded: ${failure}`}</None>;
  if (query === undefined) return <None>Loading the event definition…</None>;
  const link = replaySearchLink(event, query);
  if (link === undefined) return <None>The event has no time range to search.</None>;
  return (
    <>
      <Link to={link}>Replay search</Link>
      <span className="text-body-secondary ms-2">(the definition&apos;s query over its streams, in the searched time range)</span>
    </>
  );
};

/** Everything an event carries, as text: its definition, time range, key, streams and fields. */
const EventDetails = ({ event, context }: Props) => {
  const definition = context.event_definitions[event.event_definition_id];
  const message = messageOrigin(event.origin_context);
  const fields = Object.entries(event.fields ?? {});
  return (
    <Facts>
      <Fact label="ID"><code>{event.id}</code></Fact>
      <Fact label="Event definition">
        {definition ? <Link to={Routes.ALERTS.DEFINITIONS.show(definition.id)}>{definition.title}</Link> : <code>{event.event_definition_id}</code>}
        <span className="text-body-secondary ms-2">({event.event_definition_type})</span>
      </Fact>
      <Fact label="Time">
        <Timestamp dateTime={event.timestamp} />
        {event.timestamp_processing && <span className="text-body-secondary ms-2">(processed <Timestamp dateTime={event.timestamp_processing} />)</span>}
      </Fact>
      <Fact label="Searched">
        {event.timerange_start && event.timerange_end
          ? <><Timestamp dateTime={event.timerange_start} /> to <Timestamp dateTime={event.timerange_end} /></>
          : <None>No time range</None>}
      </Fact>
      <Fact label="Key">{event.key ? <code>{event.key}</code> : <None>No key</None>}</Fact>
      <Fact label="Messages"><ReplaySearch event={event} /></Fact>
      <Fact label="Source streams">{event.source_streams.length > 0 ? streamTitles(event.source_streams, context) : <None>All streams</None>}</Fact>
      <Fact label="Stored in streams">{event.streams.length > 0 ? streamTitles(event.streams, context) : <None />}</Fact>
      {message && <Fact label="Source message"><Link to={Routes.message(message.index, message.id)}>{message.id}</Link></Fact>}
      {!message && event.origin_context && <Fact label="Origin"><code>{event.origin_context}</code></Fact>}
      <Fact label="Fields">
        {fields.length === 0 ? <None>No custom fields</None> : (
          <ul className="list-unstyled mb-0">
            {fields.map(([name, value]) => <li key={name}><code>{name}</code>: {value}</li>)}
          </ul>
        )}
      </Fact>
    </Facts>
  );
};

export default EventDetails;

import React from 'react';
import { Link } from 'react-router-dom';

import Timestamp from '@/components/common/Timestamp';
import Routes from '@/routing/Routes';
import type { Event, EventsSearchResult } from '@/stores/events/EventsStore';

import { Fact, Facts, None } from '../Facts';

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

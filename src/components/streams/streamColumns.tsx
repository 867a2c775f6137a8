import React from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { IndexSet } from '@/stores/indices/IndexSetsStore';
import { EVENTS_STREAM_IDS } from '@/stores/streams/streamTypes';
import type { Stream } from '@/stores/streams/streamTypes';

import { rulesSummary } from './streamRuleTexts';
import StreamThroughput from './StreamThroughput';

export const StreamStateBadge = ({ stream }: { stream: Pick<Stream, 'disabled'> }) => (
  stream.disabled
    ? <Badge bg="warning" text="dark">Paused</Badge>
    : <Badge bg="success">Running</Badge>
);

/** The index set's title; nothing while the sets load, a dash when the user may not see the set. */
const IndexSetTitle = ({ indexSets, id }: { indexSets: ReadonlyMap<string, IndexSet> | undefined, id: string }) => {
  const title = indexSets?.get(id)?.title;
  if (title !== undefined) return <span className="text-break">{title}</span>;
  return indexSets ? <span className="text-body-secondary" title="You may not see this index set">—</span> : null;
};

/** The streams table's columns; `indexSets` names each stream's index set. */
export const streamColumns = (indexSets: ReadonlyMap<string, IndexSet> | undefined): Array<ColumnDefinition<Stream>> => [
  {
    id: 'title',
    title: 'Title',
    sortable: true,
    render: (stream) => (
      <div>
        {/* The events streams' contents are events, which the alerts page searches. */}
        <Link to={EVENTS_STREAM_IDS.includes(stream.id) ? Routes.ALERTS.LIST : Routes.streamSearch(stream.id)} className="fw-semibold text-break">
          {stream.title}
        </Link>
        {stream.is_default && <Badge bg="secondary" className="ms-2">Default</Badge>}
        {stream.description && <div className="small text-body-secondary text-break">{stream.description}</div>}
      </div>
    ),
  },
  {
    id: 'index_set_id',
    title: 'Index set',
    render: (stream) => <IndexSetTitle indexSets={indexSets} id={stream.index_set_id} />,
  },
  // Wide enough for a summary on two short lines; the title takes what is left.
  { id: 'rules', title: 'Rules', width: '16rem', render: (stream) => <span className="small">{rulesSummary(stream)}</span> },
  { id: 'throughput', title: 'Throughput', width: '8rem', render: (stream) => <StreamThroughput streamId={stream.id} /> },
  { id: 'disabled', title: 'State', width: '6rem', sortable: true, render: (stream) => <StreamStateBadge stream={stream} /> },
  {
    id: 'remove_matches_from_default_stream',
    title: 'Removes from "All messages"',
    hiddenByDefault: true,
    render: (stream) => (stream.remove_matches_from_default_stream ? 'Yes' : 'No'),
  },
  { id: 'created_at', title: 'Created', hiddenByDefault: true, sortable: true },
];

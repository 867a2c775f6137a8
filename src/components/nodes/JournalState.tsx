// One line about a node's journal, live from its journal metrics: the backlog and its flow in and out.
import React from 'react';

import { useMetrics } from '@/stores/metrics/useMetrics';
import formatCount from '@/util/formatCount';

import { JOURNAL_METRICS, namesOf, nodeValues } from './nodeMetrics';

const NAMES = namesOf(JOURNAL_METRICS);

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

const JournalState = ({ nodeId }: { nodeId: string }) => {
  const metrics = useMetrics(NAMES);
  const { uncommitted, append, read } = nodeValues(metrics, nodeId, JOURNAL_METRICS);
  if (metrics === undefined) return <span className="text-body-secondary">Loading journal figures…</span>;
  if (uncommitted === undefined) return <span className="text-body-secondary">Journal figures unavailable.</span>;
  return (
    <span data-testid="journal-state">
      The journal holds <strong>{plural(uncommitted, 'unprocessed message', 'unprocessed messages')}</strong>;
      {' '}{plural(append ?? 0, 'message', 'messages')} appended and {formatCount(read ?? 0)} read in the last second.
    </span>
  );
};

export default JournalState;

// A node's disk journal: where it is and how it is bounded (its summary, loaded once), and what it holds
// now (its metrics, live). While processing is paused the backlog grows here; resuming drains it.
import React from 'react';
import { Alert, Col, Row } from 'react-bootstrap';

import Timestamp from '@/components/common/Timestamp';
import useLoaded from '@/components/common/useLoaded';
import { useMetrics } from '@/stores/metrics/useMetrics';
import { NodeDetailsActions } from '@/stores/nodes/NodeDetailsStore';
import formatBytes from '@/util/formatBytes';
import { describeMillis } from '@/util/durations';
import formatCount from '@/util/formatCount';

import { JOURNAL_METRICS, namesOf, nodeValues } from './nodeMetrics';
import UsageBar from './UsageBar';

const NAMES = namesOf(JOURNAL_METRICS);
const loadJournal = (nodeId: string) => NodeDetailsActions.journal(nodeId);

const duration = (ms: number) => (ms <= 0 ? 'unlimited' : describeMillis(ms));

const JournalDetails = ({ nodeId }: { nodeId: string }) => {
  const summary = useLoaded(loadJournal, nodeId);
  const metrics = useMetrics(NAMES);
  const live = nodeValues(metrics, nodeId, JOURNAL_METRICS);

  if (summary.failed) return <Alert variant="warning" className="mb-0">The journal could not be described.</Alert>;
  const journal = summary.value;
  if (!journal) return <p className="text-body-secondary mb-0">Loading journal…</p>;
  if (!journal.enabled) {
    return (
      <Alert variant="info" className="mb-0">
        This node runs without a disk journal: received messages go straight to processing through its input buffer.
      </Alert>
    );
  }
  const uncommitted = live.uncommitted ?? journal.uncommitted_journal_entries;
  const size = live.size ?? journal.journal_size;
  const limit = live.sizeLimit ?? journal.journal_size_limit;
  const ratio = live.utilization ?? (limit > 0 ? size / limit : 0);
  const segments = live.segments ?? journal.number_of_segments;
  const config = journal.journal_config;
  return (
    <Row className="g-4">
      <Col md={6}>
        <h3 className="h6">Configuration</h3>
        <dl className="console-node-facts mb-0">
          {config && <><dt>Path</dt><dd><code>{config.directory}</code></dd></>}
          {journal.oldest_segment && <><dt>Earliest entry</dt><dd><Timestamp dateTime={journal.oldest_segment} /></dd></>}
          {config && (
            <>
              <dt>Maximum size</dt><dd>{formatBytes(config.max_size)}</dd>
              <dt>Maximum age</dt><dd>{duration(config.max_age)}</dd>
              <dt>Flush policy</dt>
              <dd>
                Every {formatCount(config.flush_interval)} {config.flush_interval === 1 ? 'message' : 'messages'}
                {config.flush_age > 0 && <> or {duration(config.flush_age)}</>}
              </dd>
            </>
          )}
        </dl>
      </Col>
      <Col md={6}>
        <h3 className="h6">Utilization</h3>
        <UsageBar ratio={ratio} label="Journal utilization" variant={ratio >= 1 ? 'danger' : 'info'} />
        {ratio >= 1 && <Alert variant="danger" className="mt-2 mb-0">The journal holds more than its maximum size.</Alert>}
        <p className="mt-2 mb-0" data-testid="journal-details">
          <strong>{formatCount(uncommitted)} unprocessed {uncommitted === 1 ? 'message' : 'messages'}</strong> are in the journal
          ({formatBytes(size)} of {formatBytes(limit)}, {segments === 1 ? '1 segment' : `${formatCount(segments)} segments`}).
          {' '}{formatCount(live.append ?? journal.append_events_per_second)} appended and
          {' '}{formatCount(live.read ?? journal.read_events_per_second)} read in the last second.
        </p>
      </Col>
    </Row>
  );
};

export default JournalDetails;

import React from 'react';
import { Badge } from 'react-bootstrap';

import type { ClusterHealth } from '@/stores/indices/IndexerClusterStore';

const STATUS_VARIANTS: { [status: string]: string } = { green: 'success', yellow: 'warning', red: 'danger' };

const STATUS_TEXTS: { [status: string]: string } = {
  green: 'Every index is available.',
  yellow: 'Every index is available, but some copies are missing.',
  red: 'Some indices are not available: messages written to them are lost and searches over them fail.',
};

type Props = {
  health: ClusterHealth | undefined,
  /** The last attempt failed: what is shown may be out of date, or there is nothing. */
  failed: boolean,
};

/** The indexer cluster's status and its shards at a glance. */
const IndexerClusterHealth = ({ health, failed }: Props) => {
  if (!health) {
    return <p className="text-body-secondary mb-0">{failed ? 'The health of the indexer cluster could not be loaded.' : 'Loading the indexer cluster health…'}</p>;
  }
  const status = health.status.toLowerCase();
  const { shards } = health;
  return (
    <div aria-label="Indexer cluster health">
      <p className="mb-2">
        <Badge bg={STATUS_VARIANTS[status] ?? 'secondary'} className="me-2 text-uppercase">{status}</Badge>
        {STATUS_TEXTS[status] ?? `The cluster reports the status "${health.status}".`}
      </p>
      <p className="mb-0 text-body-secondary">
        Shards: {shards.active} active, {shards.initializing} initializing, {shards.relocating} relocating, {shards.unassigned} unassigned.
      </p>
      {failed && <p className="small text-warning mb-0 mt-1">The last update failed; this may be out of date.</p>}
    </div>
  );
};

export default IndexerClusterHealth;

import React from 'react';
import { Alert, Button } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import { sortedNodes } from '@/stores/nodes/NodesStore';

import NodeListItem from './NodeListItem';
import type { ClusterNodes } from './useClusterNodes';

/** Every node of the cluster, with a line saying how many there are. */
const NodesList = ({ cluster }: { cluster: ClusterNodes }) => {
  const { nodes, overview, failure, reload } = cluster;
  const stale = failure && (
    <Alert variant="warning" className="d-flex justify-content-between align-items-center">
      <span>The nodes could not be asked for their state: {failure}{nodes ? ' What is shown may be out of date.' : ''}</span>
      <Button size="sm" variant="outline-secondary" onClick={reload}>Try again</Button>
    </Alert>
  );
  if (!nodes) return stale || <Spinner text="Loading nodes…" />;
  const list = sortedNodes(nodes);
  return (
    <section aria-labelledby="nodes-count">
      {stale}
      <h2 id="nodes-count" className="h5">
        {list.length === 1 ? 'There is 1 active node' : `There are ${list.length} active nodes`}
      </h2>
      {list.length === 0 ? <p>There are no active nodes.</p> : (
        <ul className="list-unstyled mb-0">
          {list.map((node) => <NodeListItem key={node.node_id} node={node} overview={overview ? overview[node.node_id] ?? null : undefined} />)}
        </ul>
      )}
    </section>
  );
};

export default NodesList;

// One node in the nodes list: who it is, its states, its journal backlog, its throughput and its memory.
import React from 'react';
import { Badge, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ThroughputChart from '@/components/throughput/ThroughputChart';
import Routes from '@/routing/Routes';
import type { Node } from '@/stores/nodes/NodesStore';
import type { SystemOverview } from '@/stores/system/SystemStore';

import HeapUsage from './HeapUsage';
import JournalState from './JournalState';
import NodeActionsMenu from './NodeActionsMenu';
import NodeStateBadges from './NodeStateBadges';
import { useNodePermissions } from './useNodeControls';

type Props = {
  node: Node,
  /** Undefined while loading; null when the node did not answer. */
  overview: SystemOverview | null | undefined,
};

const NodeListItem = ({ node, overview }: Props) => {
  const can = useNodePermissions(node.node_id);
  return (
    <Card as="li" className="mb-3" aria-label={`Node ${node.hostname}`}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <h3 className="h5 mb-0"><Link to={Routes.SYSTEM.NODES.show(node.node_id)}>{node.hostname}</Link></h3>
          <code className="small" title="Node id">{node.node_id}</code>
          {node.is_master && <Badge bg="info" text="dark">Leader</Badge>}
        </div>
        <div className="d-flex gap-2">
          <Link className="btn btn-sm btn-outline-primary" to={Routes.SYSTEM.NODES.show(node.node_id)}>Details</Link>
          {can.metrics && <Link className="btn btn-sm btn-outline-primary" to={Routes.SYSTEM.METRICS(node.node_id)}>Metrics</Link>}
          <NodeActionsMenu node={node} overview={overview} withMetrics={false} />
        </div>
      </Card.Header>
      <Card.Body>
        {overview === null && <p className="mb-0 text-body-secondary">This node did not describe itself: its system information is unavailable.</p>}
        {overview === undefined && <p className="mb-0 text-body-secondary">Loading system information…</p>}
        {overview && (
          <Row className="g-3">
            <Col lg={6}>
              <p className="mb-2"><NodeStateBadges overview={overview} /></p>
              <p className="mb-2 small">
                Graylog {overview.version} ({overview.codename}) on {overview.operating_system}, time zone {overview.timezone}.
              </p>
              <p className="mb-0 small"><JournalState nodeId={node.node_id} /></p>
            </Col>
            <Col lg={3} sm={6}>
              <h4 className="h6">Throughput</h4>
              <ThroughputChart nodeId={node.node_id} compact />
            </Col>
            <Col lg={3} sm={6}>
              <h4 className="h6">Memory</h4>
              <HeapUsage nodeId={node.node_id} />
            </Col>
          </Row>
        )}
      </Card.Body>
    </Card>
  );
};

export default NodeListItem;

// The three states an operator acts on, each with what it means and, where permitted, the way to change it.
import React from 'react';
import { Alert, Button, Col, Dropdown, Row } from 'react-bootstrap';

import type { NodeRef } from '@/stores/nodes/NodeDetailsStore';
import { LOAD_BALANCER_STATUSES } from '@/stores/nodes/NodeDetailsStore';
import type { SystemOverview } from '@/stores/system/SystemStore';

import { lifecycleLabel } from './NodeStateBadges';
import useNodeControls, { useNodePermissions } from './useNodeControls';

type Props = { node: NodeRef, overview: SystemOverview };

const ProcessingStatus = ({ node, overview }: Props) => {
  const can = useNodePermissions(node.node_id);
  const controls = useNodeControls(node);
  const lbStatus = overview.lb_status.toUpperCase();
  return (
    <Row className="g-3 mb-3">
      <Col md={4}>
        <Alert variant="secondary" className="h-100 mb-0">
          Lifecycle state: <strong>{lifecycleLabel(overview.lifecycle)}</strong>
        </Alert>
      </Col>
      <Col md={4}>
        <Alert variant={lbStatus === 'ALIVE' ? 'success' : 'danger'} className="h-100 mb-0 d-flex justify-content-between align-items-start gap-2"
               data-testid="lb-status">
          <span>Marked as <strong>{lbStatus}</strong> for load balancers</span>
          {can.changeLoadBalancer && (
            <Dropdown align="end">
              <Dropdown.Toggle size="sm" variant="outline-dark">Override</Dropdown.Toggle>
              <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
                {LOAD_BALANCER_STATUSES.map((status) => (
                  <Dropdown.Item key={status} as="button" disabled={status === lbStatus} onClick={() => controls.askLoadBalancer(status)}>
                    {status}
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
          )}
        </Alert>
      </Col>
      <Col md={4}>
        <Alert variant={overview.is_processing ? 'success' : 'danger'} className="h-100 mb-0 d-flex justify-content-between align-items-start gap-2"
               data-testid="processing-status">
          {overview.is_processing
            ? <span>Node is <strong>processing</strong> messages</span>
            : <span>Node is <strong>not</strong> processing messages: what it receives waits in its journal</span>}
          {can.changeProcessing && (overview.is_processing
            ? <Button size="sm" variant="danger" onClick={controls.askPause}>Pause processing</Button>
            : <Button size="sm" variant="success" onClick={controls.resume}>Resume processing</Button>)}
        </Alert>
      </Col>
      {controls.dialogs}
    </Row>
  );
};

export default ProcessingStatus;

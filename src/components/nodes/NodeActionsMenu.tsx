// The menu of everything the current user may do with a node: processing, load balancer status, shutdown,
// and the node's diagnostic pages. Nothing at all for a user who may do none of it.
import React from 'react';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Routes from '@/routing/Routes';
import type { NodeRef } from '@/stores/nodes/NodeDetailsStore';
import { LOAD_BALANCER_STATUSES } from '@/stores/nodes/NodeDetailsStore';
import type { SystemOverview } from '@/stores/system/SystemStore';

import useNodeControls, { useNodePermissions } from './useNodeControls';

type Props = {
  node: NodeRef,
  /** The node's own state; without it the state-changing items are left out (nothing says which applies). */
  overview: SystemOverview | null | undefined,
  /** Leaves out the metrics link where a button of its own shows it. */
  withMetrics?: boolean,
};

const NodeActionsMenu = ({ node, overview, withMetrics = true }: Props) => {
  const can = useNodePermissions(node.node_id);
  const controls = useNodeControls(node);
  const nodeId = node.node_id;
  const changes = overview ? [
    can.changeProcessing && (overview.is_processing
      ? <Dropdown.Item key="pause" as="button" onClick={controls.askPause}>Pause message processing</Dropdown.Item>
      : <Dropdown.Item key="resume" as="button" onClick={controls.resume}>Resume message processing</Dropdown.Item>),
    ...(can.changeLoadBalancer ? LOAD_BALANCER_STATUSES
      .filter((status) => status !== overview.lb_status.toUpperCase())
      .map((status) => (
        <Dropdown.Item key={`lb-${status}`} as="button" onClick={() => controls.askLoadBalancer(status)}>
          Mark as {status} for load balancers
        </Dropdown.Item>
      )) : []),
    can.shutdown && <Dropdown.Item key="shutdown" as="button" className="text-danger" onClick={controls.askShutdown}>Shut down…</Dropdown.Item>,
  ].filter(Boolean) : [];
  const pages = [
    withMetrics && can.metrics && <Dropdown.Item key="metrics" as={Link} to={Routes.SYSTEM.METRICS(nodeId)}>Metrics</Dropdown.Item>,
    can.threadDump && <Dropdown.Item key="threads" as={Link} to={Routes.SYSTEM.THREADDUMP(nodeId)}>Thread dump</Dropdown.Item>,
    can.processBufferDump && <Dropdown.Item key="buffer" as={Link} to={Routes.SYSTEM.PROCESSBUFFERDUMP(nodeId)}>Process buffer dump</Dropdown.Item>,
    can.logging && <Dropdown.Item key="logging" as={Link} to={Routes.SYSTEM.LOGGING}>Configure internal logging</Dropdown.Item>,
  ].filter(Boolean);

  if (changes.length === 0 && pages.length === 0) return null;
  return (
    <>
      <Dropdown align="end">
        <Dropdown.Toggle size="sm" variant="outline-secondary" aria-label={`Actions for node ${node.hostname}`}>Actions</Dropdown.Toggle>
        <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount>
          {changes}
          {changes.length > 0 && pages.length > 0 && <Dropdown.Divider />}
          {pages}
        </Dropdown.Menu>
      </Dropdown>
      {controls.dialogs}
    </>
  );
};

export default NodeActionsMenu;

import React from 'react';
import { Badge } from 'react-bootstrap';

import type { SystemOverview } from '@/stores/system/SystemStore';

type States = Pick<SystemOverview, 'lifecycle' | 'is_processing' | 'lb_status'>;

/** Graylog's lifecycle ("RUNNING", "OVERRIDE_LB_ALIVE"...) as every node page writes it: "Running". */
export const lifecycleLabel = (lifecycle: string) => lifecycle.charAt(0).toUpperCase() + lifecycle.slice(1).toLowerCase();

const LB_VARIANTS: { [status: string]: string } = { ALIVE: 'success', THROTTLED: 'warning' };

/** What a load balancer status means, for whoever does not know Graylog's words: a tooltip and screen readers. */
const LB_MEANINGS: { [status: string]: string } = {
  ALIVE: 'load balancers see the node as alive and send it traffic',
  DEAD: 'load balancers see the node as dead and send it nothing',
  THROTTLED: 'load balancers see the node as throttled and should send it less',
};

/**
 * A node's lifecycle, processing and load balancer states, in the one wording every page uses ("Running",
 * "Processing" or "Processing paused", "Load balancer: ALIVE"); colour only repeats the words.
 */
const NodeStateBadges = ({ overview }: { overview: States }) => {
  const lbStatus = overview.lb_status.toUpperCase();
  const lbMeaning = LB_MEANINGS[lbStatus];
  return (
    <span className="d-inline-flex flex-wrap gap-1 align-items-center" data-testid="node-states">
      <Badge bg={overview.lifecycle.toLowerCase() === 'running' ? 'success' : 'warning'}
             text={overview.lifecycle.toLowerCase() === 'running' ? undefined : 'dark'}>
        {lifecycleLabel(overview.lifecycle)}
      </Badge>
      {overview.is_processing
        ? <Badge bg="success">Processing</Badge>
        : <Badge bg="danger">Processing paused</Badge>}
      <Badge bg={LB_VARIANTS[lbStatus] ?? 'danger'} text={lbStatus === 'THROTTLED' ? 'dark' : undefined} title={lbMeaning}>
        Load balancer: {lbStatus}
        {lbMeaning && <span className="visually-hidden"> ({lbMeaning})</span>}
      </Badge>
    </span>
  );
};

export default NodeStateBadges;

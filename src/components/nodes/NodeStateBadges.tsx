import React from 'react';
import { Badge } from 'react-bootstrap';

import type { SystemOverview } from '@/stores/system/SystemStore';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** A node's lifecycle, processing and load balancer states as words (colour only repeats them). */
const NodeStateBadges = ({ overview }: { overview: SystemOverview }) => {
  const lbStatus = overview.lb_status.toUpperCase();
  return (
    <span className="d-inline-flex flex-wrap gap-1 align-items-center">
      <Badge bg="secondary">{capitalised(overview.lifecycle)}</Badge>
      {overview.is_processing
        ? <Badge bg="success">Processing</Badge>
        : <Badge bg="danger">Processing paused</Badge>}
      <Badge bg={lbStatus === 'ALIVE' ? 'success' : lbStatus === 'THROTTLED' ? 'warning' : 'danger'}
             text={lbStatus === 'THROTTLED' ? 'dark' : undefined}>
        Load balancer: {lbStatus}
      </Badge>
    </span>
  );
};

export default NodeStateBadges;

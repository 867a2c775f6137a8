// How much of its heap a node uses, live from its memory gauges.
import React from 'react';

import { useMetrics } from '@/stores/metrics/useMetrics';
import formatBytes from '@/util/formatBytes';

import { HEAP_METRICS, namesOf, nodeValues } from './nodeMetrics';
import UsageBar from './UsageBar';

const NAMES = namesOf(HEAP_METRICS);

const HeapUsage = ({ nodeId }: { nodeId: string }) => {
  const metrics = useMetrics(NAMES);
  const { used, committed, max } = nodeValues(metrics, nodeId, HEAP_METRICS);
  if (metrics === undefined) return <p className="text-body-secondary mb-0">Loading memory figures…</p>;
  if (used === undefined || max === undefined || max <= 0) return <p className="text-body-secondary mb-0">Memory figures unavailable.</p>;
  return (
    <div>
      <UsageBar ratio={used / max} label="Heap usage" variant={used / max > 0.9 ? 'danger' : 'info'} />
      <p className="small mb-0 mt-1">
        <strong>{formatBytes(used)}</strong> of the heap used, {committed !== undefined && <>{formatBytes(committed)} reserved, </>}
        {formatBytes(max)} at most.
      </p>
    </div>
  );
};

export default HeapUsage;

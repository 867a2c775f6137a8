// How full one of a node's buffers is, live from its usage and size gauges.
import React from 'react';
import { Link } from 'react-router-dom';

import Routes from '@/routing/Routes';
import { useMetrics } from '@/stores/metrics/useMetrics';
import formatCount from '@/util/formatCount';

import type { BufferType } from './nodeMetrics';
import { bufferMetrics, bufferMetricsFilter, namesOf, nodeValues } from './nodeMetrics';
import UsageBar from './UsageBar';

type Props = {
  nodeId: string,
  type: BufferType,
  /** "Input buffer". */
  title: string,
  /** Links to the buffer's metrics. */
  withMetricsLink: boolean,
};

const BufferUsage = ({ nodeId, type, title, withMetricsLink }: Props) => {
  const names = bufferMetrics(type);
  const metrics = useMetrics(namesOf(names));
  const { usage, size } = nodeValues(metrics, nodeId, names);
  const ratio = usage !== undefined && size ? usage / size : 0;
  return (
    <section aria-label={title}>
      <div className="d-flex justify-content-between align-items-baseline">
        <h3 className="h6 mb-1">{title}</h3>
        {withMetricsLink && <Link className="small" to={Routes.SYSTEM.METRICS(nodeId, bufferMetricsFilter(type))}>Metrics</Link>}
      </div>
      {usage === undefined ? (
        <p className="small text-body-secondary mb-0">{metrics === undefined ? 'Loading…' : 'Figures unavailable.'}</p>
      ) : (
        <>
          <UsageBar ratio={ratio} label={`${title} usage`} variant={ratio > 0.9 ? 'danger' : 'warning'} />
          <p className="small mb-0 mt-1">
            <strong>{formatCount(usage)} {usage === 1 ? 'message' : 'messages'}</strong> in the {title.toLowerCase()}
            {size ? `, ${((usage / size) * 100).toFixed(0)}% of its ${formatCount(size)} slots.` : '.'}
          </p>
        </>
      )}
    </section>
  );
};

export default BufferUsage;

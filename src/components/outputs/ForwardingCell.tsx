import React from 'react';

import { useStore } from '@/stores/connect';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import formatCount from '@/util/formatCount';

import { outputForwarding } from './outputMetrics';

const RATE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** Messages sent, failed and dropped, and how many wait, summed over the nodes; kept current by the page's metrics subscription. */
const ForwardingCell = ({ outputId }: { outputId: string }) => {
  const forwarding = useStore(MetricsStore, (state) => outputForwarding(outputId, state.metricsByNode));
  if (!forwarding) {
    // Not started yet (no stream routed a message to it), or a server that does not count per output.
    return <span className="text-body-secondary">No figures</span>;
  }
  const troubles = forwarding.failed > 0 || forwarding.dropped > 0;
  return (
    <div className="text-nowrap">
      <div><span className="fw-semibold">{plural(forwarding.sent, 'message', 'messages')}</span> sent</div>
      <div className="small text-body-secondary">1-minute rate: {RATE_FORMAT.format(forwarding.sentRate)} msg/s</div>
      {troubles && (
        <div className="small fw-semibold text-danger">
          {forwarding.failed > 0 && `${formatCount(forwarding.failed)} failed`}
          {forwarding.failed > 0 && forwarding.dropped > 0 && ' · '}
          {forwarding.dropped > 0 && `${formatCount(forwarding.dropped)} dropped`}
        </div>
      )}
      {forwarding.queued > 0 && <div className="small text-body-secondary">{plural(forwarding.queued, 'message', 'messages')} waiting</div>}
    </div>
  );
};

export default ForwardingCell;

import React from 'react';

import useMetrics from '@/stores/metrics/useMetrics';

import { formatStreamRate, streamMetricName, streamThroughput } from './streamThroughput';

/** Messages per second routed into the stream, kept current while shown (one metrics poll for the whole page). */
const StreamThroughput = ({ streamId }: { streamId: string }) => {
  const metricsByNode = useMetrics([streamMetricName(streamId)]);
  const rate = streamThroughput(streamId, metricsByNode);
  if (rate === undefined) {
    return <span className="text-body-secondary" title="No node reports a throughput for this stream yet">—</span>;
  }
  return <span className="text-nowrap">{formatStreamRate(rate)}</span>;
};

export default StreamThroughput;

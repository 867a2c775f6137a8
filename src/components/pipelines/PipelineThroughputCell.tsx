import React from 'react';

import useMetrics from '@/stores/metrics/useMetrics';
import formatCount from '@/util/formatCount';

import { formatPipelineRate, pipelineMetricName, pipelineThroughput } from './pipelineMetrics';

/** Messages per second the pipeline runs on, kept current while shown (one metrics poll for the whole page). */
const PipelineThroughputCell = ({ pipelineId }: { pipelineId: string }) => {
  const metricsByNode = useMetrics([pipelineMetricName(pipelineId)]);
  const throughput = pipelineThroughput(pipelineId, metricsByNode);
  if (!throughput) {
    return <span className="text-body-secondary" title="This pipeline has not processed a message since the server started">—</span>;
  }
  return (
    <div className="text-nowrap">
      <div>{formatPipelineRate(throughput.rate)}</div>
      <div className="small text-body-secondary">{formatCount(throughput.total)} processed</div>
    </div>
  );
};

export default PipelineThroughputCell;

import React, { useMemo } from 'react';

import useMetrics from '@/stores/metrics/useMetrics';
import formatCount from '@/util/formatCount';

import { formatPipelineRate, pipelineErrorCount, pipelineMetricName, pipelineThroughput } from './pipelineMetrics';

type Props = {
  pipelineId: string,
  /** While rule metrics are on: the failure meters of the pipeline's rules, whose sum the cell shows as its errors. */
  errorMetricNames?: ReadonlyArray<string>,
};

/** Messages per second the pipeline runs on (and its rules' errors), kept current while shown (one metrics poll for the whole page). */
const PipelineThroughputCell = ({ pipelineId, errorMetricNames }: Props) => {
  const names = useMemo(() => [pipelineMetricName(pipelineId), ...(errorMetricNames ?? [])], [pipelineId, errorMetricNames]);
  const metricsByNode = useMetrics(names);
  const throughput = pipelineThroughput(pipelineId, metricsByNode);
  if (!throughput) {
    return <span className="text-body-secondary" title="This pipeline has not processed a message since the server started">—</span>;
  }
  const errors = errorMetricNames && pipelineErrorCount(errorMetricNames, metricsByNode);
  return (
    <div className="text-nowrap">
      <div>{formatPipelineRate(throughput.rate)}</div>
      <div className="small text-body-secondary">{formatCount(throughput.total)} processed</div>
      {errors !== undefined && (
        <div className={errors > 0 ? 'small text-danger fw-semibold' : 'small text-body-secondary'}>
          {formatCount(errors)} {errors === 1 ? 'error' : 'errors'}
        </div>
      )}
    </div>
  );
};

export default PipelineThroughputCell;

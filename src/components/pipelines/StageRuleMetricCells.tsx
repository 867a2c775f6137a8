import React from 'react';

import { figuresOf, ruleStageMetricNames } from '@/components/rules/ruleMetrics';
import { useStore } from '@/stores/connect';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import formatCount from '@/util/formatCount';

import { formatPipelineRate } from './pipelineMetrics';

type Props = { ruleId: string, pipelineId: string, stage: number };

const ERROR_RATE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * The throughput and errors of one rule in one stage of one pipeline (Graylog's stage rule table), kept current by
 * the page's metrics subscription: two cells of the stage's rule table.
 */
const StageRuleMetricCells = ({ ruleId, pipelineId, stage }: Props) => {
  const figures = useStore(MetricsStore, (state) => figuresOf(ruleStageMetricNames(ruleId, pipelineId, stage), state.metricsByNode));
  if (!figures) {
    return (
      <>
        <td className="text-body-secondary" title="This rule has not run in this stage since rule metrics were switched on">—</td>
        <td className="text-body-secondary">—</td>
      </>
    );
  }
  const { executed, failed } = figures;
  return (
    <>
      <td className="text-nowrap">
        <div>{formatPipelineRate(executed.rate)}</div>
        <div className="small text-body-secondary">{formatCount(executed.count)} evaluated</div>
      </td>
      <td className={failed.count > 0 ? 'text-nowrap text-danger fw-semibold' : 'text-nowrap'}>
        <div>{formatCount(failed.count)} {failed.count === 1 ? 'error' : 'errors'}</div>
        <div className="small text-body-secondary">{ERROR_RATE_FORMAT.format(failed.rate)} errors/s</div>
      </td>
    </>
  );
};

export default StageRuleMetricCells;

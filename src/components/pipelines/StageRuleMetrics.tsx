import React from 'react';

import { figuresOf, ruleStageMetricNames } from '@/components/rules/ruleMetrics';
import { useStore } from '@/stores/connect';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import formatCount from '@/util/formatCount';

import { formatPipelineRate } from './pipelineMetrics';

type Props = { ruleId: string, pipelineId: string, stage: number };

const ERROR_RATE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** The rule's figures in this stage of this pipeline, kept current by the page's metrics subscription. */
const useStageRuleFigures = ({ ruleId, pipelineId, stage }: Props) => (
  useStore(MetricsStore, (state) => figuresOf(ruleStageMetricNames(ruleId, pipelineId, stage), state.metricsByNode))
);

const NotRunYet = () => (
  <span className="text-body-secondary" title="This rule has not run in this stage since rule metrics were switched on">—</span>
);

/** The throughput column of a stage's rule table (Graylog's stage rule table): rate, and how many were evaluated. */
export const StageRuleThroughput = (props: Props) => {
  const figures = useStageRuleFigures(props);
  if (!figures) return <NotRunYet />;
  return (
    <div className="text-nowrap">
      <div>{formatPipelineRate(figures.executed.rate)}</div>
      <div className="small text-body-secondary">{formatCount(figures.executed.count)} evaluated</div>
    </div>
  );
};

/** The errors column of a stage's rule table: how many failed, and how often. */
export const StageRuleErrors = (props: Props) => {
  const figures = useStageRuleFigures(props);
  if (!figures) return <NotRunYet />;
  const { failed } = figures;
  return (
    <div className={failed.count > 0 ? 'text-nowrap text-danger fw-semibold' : 'text-nowrap'}>
      <div>{formatCount(failed.count)} {failed.count === 1 ? 'error' : 'errors'}</div>
      <div className="small text-body-secondary">{ERROR_RATE_FORMAT.format(failed.rate)} errors/s</div>
    </div>
  );
};

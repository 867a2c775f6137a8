import React from 'react';

import { useStore } from '@/stores/connect';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import formatCount from '@/util/formatCount';

import type { RuleFigure } from './ruleMetrics';
import { ruleFigures } from './ruleMetrics';

const RATE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const Figure = ({ label, figure, danger = false }: { label: string, figure: RuleFigure, danger?: boolean }) => (
  <div className={danger && figure.count > 0 ? 'text-danger fw-semibold' : undefined}>
    {label}: <span className="fw-semibold">{formatCount(figure.count)}</span>
    <span className="text-body-secondary"> ({RATE_FORMAT.format(figure.rate)}/s)</span>
  </div>
);

/** Evaluations, matches, non-matches and errors of one rule, kept current by the page's metrics subscription. */
const RuleMetricsCell = ({ ruleId }: { ruleId: string }) => {
  const figures = useStore(MetricsStore, (state) => ruleFigures(ruleId, state.metricsByNode));
  if (!figures) {
    return <span className="text-body-secondary">Not run since metrics were switched on</span>;
  }
  return (
    <div className="small text-nowrap" data-testid={`rule-metrics-${ruleId}`}>
      <Figure label="Evaluated" figure={figures.executed} />
      <Figure label="Matched" figure={figures.matched} />
      <Figure label="Not matched" figure={figures.notMatched} />
      <Figure label="Errors" figure={figures.failed} danger />
    </div>
  );
};

export default RuleMetricsCell;

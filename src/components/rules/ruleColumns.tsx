import React from 'react';
import { Link } from 'react-router-dom';

import Timestamp from '@/components/common/Timestamp';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { Rule } from '@/stores/rules/RulesStore';

import type { PipelinesByRuleTitle } from './pipelinesUsingRule';
import RuleMetricsCell from './RuleMetricsCell';

const UsedInCell = ({ rule, usage }: { rule: Rule, usage: PipelinesByRuleTitle | undefined }) => {
  if (!usage) return <span className="text-body-secondary">Pipelines could not be loaded</span>;
  const pipelines = usage.get(rule.title) ?? [];
  if (pipelines.length === 0) return <span className="text-body-secondary">Not used</span>;
  return (
    <ul className="list-unstyled mb-0">
      {pipelines.map((pipeline) => (
        <li key={pipeline.id}><Link to={Routes.SYSTEM.PIPELINES.show(pipeline.id)}>{pipeline.title}</Link></li>
      ))}
    </ul>
  );
};

export type RuleColumnsOptions = {
  /** The pipelines using each rule; undefined when they could not be loaded. */
  usage: PipelinesByRuleTitle | undefined,
  /** Adds the figures of each rule (rule metrics are on and the user may read metrics). */
  metrics: boolean,
};

export const ruleColumns = ({ usage, metrics }: RuleColumnsOptions): Array<ColumnDefinition<Rule>> => [
  {
    id: 'title',
    title: 'Title',
    sortable: true,
    render: (rule) => <Link to={Routes.SYSTEM.PIPELINES.rule(rule.id)} className="fw-semibold">{rule.title}</Link>,
  },
  { id: 'description', title: 'Description', sortable: true, render: (rule) => rule.description },
  { id: 'created_at', title: 'Created', sortable: true, render: (rule) => <Timestamp dateTime={rule.created_at} /> },
  { id: 'modified_at', title: 'Last modified', sortable: true, render: (rule) => <Timestamp dateTime={rule.modified_at} /> },
  { id: 'pipelines', title: 'Used in pipelines', render: (rule) => <UsedInCell rule={rule} usage={usage} /> },
  ...(metrics ? [{ id: 'metrics', title: 'Metrics', render: (rule: Rule) => <RuleMetricsCell ruleId={rule.id} /> }] : []),
];

/** What the search box matches: title and description. */
export const ruleSearchText = (rule: Rule): Array<string> => [rule.title, rule.description ?? ''];

export const ruleSortValue = (rule: Rule, field: string): string | number => {
  switch (field) {
    case 'description': return rule.description ?? '';
    case 'created_at': return Date.parse(rule.created_at) || 0;
    case 'modified_at': return Date.parse(rule.modified_at) || 0;
    default: return rule.title;
  }
};

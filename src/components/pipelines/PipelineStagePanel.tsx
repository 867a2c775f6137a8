import React from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { PipelineStage } from '@/stores/pipelines/PipelinesStore';
import type { Rule } from '@/stores/rules/RulesStore';

import { MATCH_ALL_TEXT, MATCH_EITHER_TEXT } from './pipelineStages';
import { StageRuleErrors, StageRuleThroughput } from './StageRuleMetrics';

type Props = {
  stage: PipelineStage,
  isLastStage: boolean,
  /** The rules by title; undefined while they load or when they could not be loaded. */
  rulesByTitle: Map<string, Rule> | undefined,
  /** Edit and remove, for those allowed to change the pipeline. */
  actions?: { onEdit: () => void, onRemove?: () => void },
  /** While rule metrics are on (and the user may read them): the pipeline whose per-stage rule figures to show. */
  metrics?: { pipelineId: string },
};

/** A rule the stage names, with the rule itself when it exists (undefined: renamed, removed, or not loaded). */
type StageRule = { title: string, rule: Rule | undefined };

const stageRuleColumns = (stage: number, rulesKnown: boolean, metrics: Props['metrics']): Array<ColumnDefinition<StageRule>> => {
  const columns: Array<ColumnDefinition<StageRule>> = [
    {
      id: 'title',
      title: 'Rule',
      width: '35%',
      render: ({ title, rule }) => (
        <span className="text-break">{rule ? <Link to={Routes.SYSTEM.PIPELINES.rule(rule.id)}>{rule.title}</Link> : title}</span>
      ),
    },
    {
      id: 'description',
      title: 'Description',
      render: ({ title, rule }) => {
        if (!rule) {
          return (
            <span className={rulesKnown ? 'text-danger' : 'text-body-secondary'}>
              {rulesKnown ? `Rule ${title} has been renamed or removed. This rule will be skipped.` : 'Rule details could not be loaded.'}
            </span>
          );
        }
        return <span className="text-break">{rule.description || <span className="text-body-secondary">No description</span>}</span>;
      },
    },
  ];
  if (!metrics) return columns;
  return [
    ...columns,
    { id: 'throughput', title: 'Throughput', render: ({ rule }) => rule && <StageRuleThroughput ruleId={rule.id} pipelineId={metrics.pipelineId} stage={stage} /> },
    { id: 'errors', title: 'Errors', render: ({ rule }) => rule && <StageRuleErrors ruleId={rule.id} pipelineId={metrics.pipelineId} stage={stage} /> },
  ];
};

/** One stage of a pipeline: its number, when messages go on, and its rules with their descriptions. */
const PipelineStagePanel = ({ stage, isLastStage, rulesByTitle, actions, metrics }: Props) => {
  const headingId = `pipeline-stage-${stage.stage}`;
  const ruleCount = `Contains ${stage.rules.length === 1 ? '1 rule' : `${stage.rules.length} rules`}`;
  return (
    <Card as="section" className="mb-3" aria-labelledby={headingId}>
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <div>
          <h3 id={headingId} className="h5 d-inline mb-0 me-2">Stage {stage.stage}</h3>
          <span className="text-body-secondary">{ruleCount}</span>
        </div>
        {actions && (
          <div className="d-flex gap-1">
            <Button size="sm" variant="outline-secondary" onClick={actions.onEdit} aria-label={`Edit stage ${stage.stage}`}>Edit</Button>
            <Button size="sm" variant="outline-danger" onClick={actions.onRemove} disabled={!actions.onRemove}
                    title={actions.onRemove ? undefined : 'A pipeline needs at least one stage.'} aria-label={`Remove stage ${stage.stage}`}>
              Remove
            </Button>
          </div>
        )}
      </Card.Header>
      <Card.Body>
        <p className="mb-1"><span className="fw-semibold">Match: </span>{stage.match_all ? MATCH_ALL_TEXT : MATCH_EITHER_TEXT}</p>
        <p className="text-body-secondary">
          {isLastStage
            ? 'There are no further stages in this pipeline. Once rules in this stage are applied, the pipeline will have finished processing.'
            : <>Messages satisfying <strong>{stage.match_all ? 'all rules' : 'at least one rule'}</strong> in this stage, will continue to the next stage.</>}
        </p>
        {stage.rules.length === 0 ? (
          <p className="mb-0 text-body-secondary">This stage has no rules yet.{actions ? ' Click on edit to add some.' : ''}</p>
        ) : (
          <EntityDataTable compact caption={`Rules of stage ${stage.stage}`} getId={(row) => row.title}
                           rows={stage.rules.map((title) => ({ title, rule: rulesByTitle?.get(title) }))}
                           columns={stageRuleColumns(stage.stage, rulesByTitle !== undefined, metrics)} />
        )}
      </Card.Body>
    </Card>
  );
};

export default PipelineStagePanel;

import React, { useMemo, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useParams } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import Timestamp from '@/components/common/Timestamp';
import useLoaded from '@/components/common/useLoaded';
import PipelineConnectionsSection from '@/components/pipelines/PipelineConnectionsSection';
import PipelineDetailsDialog from '@/components/pipelines/PipelineDetailsDialog';
import PipelinesHeaderLinks from '@/components/pipelines/PipelinesHeaderLinks';
import { stageRuleMetricNames } from '@/components/pipelines/pipelineMetrics';
import PipelineStagePanel from '@/components/pipelines/PipelineStagePanel';
import { stagesOf } from '@/components/pipelines/pipelineStages';
import StageDialog from '@/components/pipelines/StageDialog';
import { usePipelineConnections, useRules } from '@/components/pipelines/usePipelinePageData';
import useRuleMetricsEnabled from '@/components/rules/useRuleMetricsEnabled';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import useMetrics from '@/stores/metrics/useMetrics';
import { pipelineSourceOf, withoutStage } from '@/stores/pipelines/pipelineSource';
import type { Pipeline, PipelineStage } from '@/stores/pipelines/PipelinesStore';
import { PipelinesActions } from '@/stores/pipelines/PipelinesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** The pipeline of the page; one loaded for another id is not it. */
const usePipeline = (pipelineId: string) => {
  const { value, reason: failure, reload, set: setPipeline } = useLoaded(PipelinesActions.get, pipelineId);
  return { pipeline: value?.id === pipelineId ? value : undefined, setPipeline, failure, reload };
};

type Dialog = { kind: 'details' } | { kind: 'stage', stage?: PipelineStage } | { kind: 'remove', stage: PipelineStage };

/**
 * `/system/pipelines/{id}`: a pipeline's title and description, the streams it runs on, and its stages with
 * their rules. Every change rewrites the pipeline's source and saves it whole.
 */
const PipelineDetailsPage = () => {
  const { pipelineId } = useParams<{ pipelineId: string }>();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { pipeline, setPipeline, failure, reload } = usePipeline(pipelineId);
  const { rules, failed: rulesFailed } = useRules(isPermitted(permissions, 'pipeline_rule:read'));
  const { connections, reload: reloadConnections } = usePipelineConnections(pipelineId, permissions);
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const rulesByTitle = useMemo(() => (rules ? new Map(rules.map((rule) => [rule.title, rule])) : undefined), [rules]);
  const showMetrics = useRuleMetricsEnabled(isPermitted(permissions, ['metrics:read', 'pipeline_rule:read']));
  const metricNames = useMemo(() => (showMetrics && pipeline && rules
    ? stageRuleMetricNames(pipeline.id, stagesOf(pipeline), new Map(rules.map((rule) => [rule.title, rule.id])))
    : []), [showMetrics, pipeline, rules]);
  useMetrics(metricNames);

  if (failure !== undefined) {
    return <LoadFailure what="pipeline" reason={failure} onRetry={reload} />;
  }
  if (!pipeline) {
    return <Spinner page text="Loading pipeline…" />;
  }

  const mayEdit = isPermitted(permissions, `pipeline:edit:${pipeline.id}`);
  const stages = stagesOf(pipeline);
  const lastStage = stages.length > 0 ? stages[stages.length - 1].stage : undefined;
  const saved = (updated: Pipeline) => {
    setDialog(undefined);
    setPipeline(updated);
  };
  const removeStage = (stage: PipelineStage) => {
    const source = pipelineSourceOf(pipeline.title, withoutStage(stages, stage.stage));
    return PipelinesActions.update(pipeline.id, { title: pipeline.title, description: pipeline.description, source }).then(saved);
  };

  return (
    <>
      <PageHeader
        title={<>Pipeline <em className="text-break">{pipeline.title}</em></>}
        documentTitle={`Pipeline ${pipeline.title}`}
        description="Pipelines let you transform and process messages coming from streams. They consist of stages where rules are evaluated and applied."
        documentationLink={{ title: 'Pipelines', path: DocsHelper.PAGES.PIPELINES }}
        actions={<PipelinesHeaderLinks />}>
        After each stage is completed, you can decide if messages matching all or one of the rules continue to the next stage.
      </PageHeader>

      <Card className="mb-4">
        <Card.Body>
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <dl className="row mb-0 flex-grow-1">
              <dt className="col-sm-2">Title</dt>
              <dd className="col-sm-10 text-break">{pipeline.title}</dd>
              <dt className="col-sm-2">Description</dt>
              <dd className="col-sm-10 text-break">{pipeline.description || <span className="text-body-secondary">No description</span>}</dd>
              <dt className="col-sm-2">Created</dt>
              <dd className="col-sm-10"><Timestamp dateTime={pipeline.created_at} /></dd>
              <dt className="col-sm-2">Last modified</dt>
              <dd className="col-sm-10 mb-0"><Timestamp dateTime={pipeline.modified_at} /></dd>
            </dl>
            {mayEdit && (
              <div><Button variant="outline-primary" onClick={() => setDialog({ kind: 'details' })}>Edit pipeline details</Button></div>
            )}
          </div>
        </Card.Body>
      </Card>

      <PipelineConnectionsSection pipeline={pipeline} connections={connections} mayEdit={isPermitted(permissions, 'pipeline_connection:edit')}
                                  onChanged={reloadConnections} />

      <section aria-labelledby="pipeline-stages-heading">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id="pipeline-stages-heading" className="h4 mb-0">Pipeline stages</h2>
          {mayEdit && <Button variant="success" onClick={() => setDialog({ kind: 'stage' })}>Add new stage</Button>}
        </div>
        <p className="text-body-secondary">
          Stages are groups of conditions and actions which need to run in order, and provide the necessary control flow to decide whether
          or not to run the rest of a pipeline.
        </p>
        {rulesFailed && <p className="text-warning-emphasis">The rules could not be loaded: their links and descriptions are not shown.</p>}
        {stages.map((stage) => (
          <PipelineStagePanel key={stage.stage} stage={stage} isLastStage={stage.stage === lastStage} rulesByTitle={rulesByTitle}
                              metrics={showMetrics ? { pipelineId: pipeline.id } : undefined}
                              actions={mayEdit ? {
                                onEdit: () => setDialog({ kind: 'stage', stage }),
                                onRemove: stages.length > 1 ? () => setDialog({ kind: 'remove', stage }) : undefined,
                              } : undefined} />
        ))}
      </section>

      {dialog?.kind === 'details' && <PipelineDetailsDialog pipeline={pipeline} onClose={() => setDialog(undefined)} onSaved={saved} />}
      {dialog?.kind === 'stage' && (
        <StageDialog pipeline={pipeline} stage={dialog.stage} rules={rules} rulesFailed={rulesFailed} onClose={() => setDialog(undefined)} onSaved={saved} />
      )}
      <ConfirmDialog show={dialog?.kind === 'remove'} title="Remove stage" confirmLabel="Remove"
                     onConfirm={() => (dialog?.kind === 'remove' ? removeStage(dialog.stage) : undefined)} onCancel={() => setDialog(undefined)}>
        Do you really want to remove stage <b>{dialog?.kind === 'remove' ? dialog.stage.stage : ''}</b> from the pipeline <b>{pipeline.title}</b>?
        Its rules stay, but no longer run in this pipeline.
      </ConfirmDialog>
    </>
  );
};

export default PipelineDetailsPage;

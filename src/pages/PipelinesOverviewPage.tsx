import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useHistory } from 'react-router-dom';

import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { PageRequest } from '@/components/common/entity-table/types';
import PageHeader from '@/components/common/PageHeader';
import { seesEveryStream } from '@/components/pipelines/connectedStreams';
import PipelineDetailsDialog from '@/components/pipelines/PipelineDetailsDialog';
import type { StreamsByPipeline } from '@/components/pipelines/pipelineColumns';
import { pipelineColumns, pipelineSearchText, streamsByPipelineOf } from '@/components/pipelines/pipelineColumns';
import PipelineRowActions from '@/components/pipelines/PipelineRowActions';
import PipelinesHeaderLinks from '@/components/pipelines/PipelinesHeaderLinks';
import useRuleMetricsEnabled from '@/components/rules/useRuleMetricsEnabled';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { PipelineConnectionsActions } from '@/stores/pipelines/PipelineConnectionsStore';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import { PipelinesActions } from '@/stores/pipelines/PipelinesStore';
import { RulesActions } from '@/stores/rules/RulesStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'pipeline', plural: 'pipelines' };

/** The connected streams of every pipeline; undefined (the column says so) when connections or streams could not be loaded. */
const loadStreamsByPipeline = (permissions: ReadonlyArray<string> | undefined): Promise<StreamsByPipeline> => (
  isPermitted(permissions, 'pipeline_connection:read')
    ? Promise.all([PipelineConnectionsActions.list(), StreamsActions.listAll()])
      .then(([connections, streams]) => streamsByPipelineOf(connections, streams, permissions), () => undefined)
    : Promise.resolve(undefined)
);

/** While rule metrics are on, the rule ids by title (for each pipeline's error count); undefined otherwise or when the rules could not be loaded. */
const useRuleIdsWhileMetricsOn = (mayShow: boolean): ReadonlyMap<string, string> | undefined => {
  const metricsOn = useRuleMetricsEnabled(mayShow);
  const [ruleIds, setRuleIds] = useState<ReadonlyMap<string, string> | undefined>();
  useEffect(() => {
    let current = true;
    setRuleIds(undefined);
    if (metricsOn) {
      RulesActions.list().then((rules) => { if (current) setRuleIds(new Map(rules.map((rule) => [rule.title, rule.id]))); }, () => {});
    }
    return () => { current = false; };
  }, [metricsOn]);
  return ruleIds;
};

/**
 * `/system/pipelines`: every pipeline with its stages, the streams it runs on and its throughput; creating one
 * (then opening it to add rules) and deleting.
 */
const PipelinesOverviewPage = () => {
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [streamsByPipeline, setStreamsByPipeline] = useState<StreamsByPipeline>();
  const [creating, setCreating] = useState(false);

  const fetchPage = useCallback((request: PageRequest) => Promise.all([PipelinesActions.list(), loadStreamsByPipeline(permissions)])
    .then(([pipelines, byPipeline]) => {
      setStreamsByPipeline(byPipeline);
      return localPage(pipelines, request, {
        searchText: (pipeline) => pipelineSearchText(pipeline, byPipeline),
        sortValue: (pipeline) => pipeline.title,
      });
    }), [permissions]);
  const ruleIdsByTitle = useRuleIdsWhileMetricsOn(isPermitted(permissions, ['metrics:read', 'pipeline_rule:read']));
  const everyStream = seesEveryStream(permissions);
  const columns = useMemo(() => pipelineColumns({ streamsByPipeline, seesEveryStream: everyStream, ruleIdsByTitle }), [streamsByPipeline, everyStream, ruleIdsByTitle]);

  return (
    <>
      <PageHeader
        title="Pipelines"
        description="Pipelines transform and enrich the messages of the streams they are connected to, stage by stage."
        documentationLink={{ title: 'Pipelines', path: DocsHelper.PAGES.PIPELINES }}
        actions={(
          <PipelinesHeaderLinks current="pipelines">
            {isPermitted(permissions, 'pipeline:create') && <Button variant="success" onClick={() => setCreating(true)}>Create pipeline</Button>}
          </PipelinesHeaderLinks>
        )}>
        Each stage runs its rules on a message; whether the message goes on to the next stage depends on whether all or at least one of
        them matched. A pipeline runs only on the streams it is connected to.
      </PageHeader>
      <PaginatedEntityTable<Pipeline>
        id="pipelines"
        entityName={ENTITY_NAME}
        fetchPage={fetchPage}
        columns={columns}
        defaultSort={{ field: 'title', order: 'asc' }}
        getId={(pipeline) => pipeline.id}
        getTitle={(pipeline) => pipeline.title}
        searchPlaceholder="Search by title, description, rule or stream"
        emptyState={<p className="mb-0">No pipelines yet: messages are stored as extractors and stream rules leave them.</p>}
        rowActions={(pipeline, table) => {
          const mayEdit = isPermitted(permissions, `pipeline:edit:${pipeline.id}`);
          const mayDelete = isPermitted(permissions, `pipeline:delete:${pipeline.id}`);
          // No actions is null, so that the table leaves out an Actions column no row would use (a reader's).
          return mayEdit || mayDelete ? <PipelineRowActions pipeline={pipeline} reload={table.reload} mayEdit={mayEdit} mayDelete={mayDelete} /> : null;
        }} />
      {creating && (
        <PipelineDetailsDialog onClose={() => setCreating(false)} onSaved={(created) => history.push(Routes.SYSTEM.PIPELINES.show(created.id))} />
      )}
    </>
  );
};

export default PipelinesOverviewPage;

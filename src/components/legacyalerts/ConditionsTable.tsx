import React, { useCallback, useMemo } from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { AlertCondition, AlertConditionTypes } from '@/stores/alerts/AlertConditionsStore';
import { AlertConditionsActions } from '@/stores/alerts/AlertConditionsStore';
import type { Stream } from '@/stores/streams/streamTypes';

import { mayManageStreamAlerts } from './alertPermissions';
import ConditionRowActions from './ConditionRowActions';
import ConfigurationSummary from './ConfigurationSummary';
import { conditionStreamId, conditionTitle, conditionTypeName, streamTitle, streamTitlesOf } from './legacyAlertTexts';

const ENTITY_NAME = { singular: 'condition', plural: 'conditions' };

type Props = {
  id: string,
  /** One stream's conditions; without it, those of every stream the user may read. */
  streamId?: string,
  urlPrefix?: string,
  streams: ReadonlyArray<Stream>,
  types: AlertConditionTypes | undefined,
  permissions: ReadonlyArray<string> | undefined,
  emptyState?: React.ReactNode,
  /** Changing it reloads the list. */
  reloadKey?: unknown,
};

/** Legacy alert conditions with their stream, type and parameters; tested, edited and deleted in place. */
const ConditionsTable = ({ id, streamId, urlPrefix, streams, types, permissions, emptyState, reloadKey }: Props) => {
  const titles = useMemo(() => streamTitlesOf(streams), [streams]);
  const streamOf = useCallback((condition: AlertCondition) => conditionStreamId(condition, streams), [streams]);

  const fetchPage = useCallback((request: PageRequest) => (streamId ? AlertConditionsActions.list(streamId) : AlertConditionsActions.listAll())
    .then((conditions) => localPage(conditions, request, {
      searchText: (condition) => [conditionTitle(condition, types), conditionTypeName(types, condition.type), streamTitle(titles, streamOf(condition))],
      sortValue: (condition, field) => {
        if (field === 'type') return conditionTypeName(types, condition.type);
        if (field === 'stream') return streamTitle(titles, streamOf(condition));
        return conditionTitle(condition, types);
      },
    })), [streamId, types, titles, streamOf]);

  const columns = useMemo((): Array<ColumnDefinition<AlertCondition>> => [
    {
      id: 'title',
      title: 'Title',
      sortable: true,
      render: (condition) => (
        <>
          <span className="fw-semibold">{conditionTitle(condition, types)}</span>
          {condition.in_grace && <> <Badge bg="secondary" title="It alerted recently and waits for its grace period to end.">In grace period</Badge></>}
          {condition.failing && (
            <div className="text-danger small">
              <Badge bg="danger">Not checked</Badge> {condition.failing}.
            </div>
          )}
        </>
      ),
    },
    { id: 'type', title: 'Type', sortable: true, render: (condition) => conditionTypeName(types, condition.type) },
    ...(streamId ? [] : [{
      id: 'stream',
      title: 'Stream',
      sortable: true,
      render: (condition: AlertCondition) => {
        const conditionStream = streamOf(condition);
        return conditionStream
          ? <Link to={Routes.legacyAlertsOfStream(conditionStream)}>{streamTitle(titles, conditionStream)}</Link>
          : streamTitle(titles, conditionStream);
      },
    }]),
    {
      id: 'parameters',
      title: 'Parameters',
      render: (condition) => <ConfigurationSummary configuration={condition.parameters} requested={types?.[condition.type]?.requested_configuration} />,
    },
  ], [streamId, types, titles, streamOf]);

  return (
    <PaginatedEntityTable<AlertCondition>
      id={id}
      urlPrefix={urlPrefix}
      entityName={ENTITY_NAME}
      fetchPage={fetchPage}
      reloadKey={reloadKey}
      columns={columns}
      defaultSort={{ field: 'title', order: 'asc' }}
      getId={(condition) => condition.id}
      getTitle={(condition) => conditionTitle(condition, types)}
      searchPlaceholder="Search by title, type or stream"
      emptyState={emptyState}
      rowActions={(condition, table) => {
        const conditionStream = streamOf(condition);
        return (
          <ConditionRowActions condition={condition} streamId={conditionStream} streamTitle={streamTitle(titles, conditionStream)} types={types}
                               mayManage={mayManageStreamAlerts(permissions, conditionStream)} reload={table.reload} />
        );
      }} />
  );
};

export default ConditionsTable;

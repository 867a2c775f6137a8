import React, { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';

import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { AlarmCallback } from '@/stores/alerts/AlarmCallbacksStore';
import { AlarmCallbacksActions } from '@/stores/alerts/AlarmCallbacksStore';
import type { AlarmCallbackTypes } from '@/stores/alerts/AlertNotificationsStore';
import { alarmCallbackTypeName, AlertNotificationsActions } from '@/stores/alerts/AlertNotificationsStore';
import type { Stream } from '@/stores/streams/streamTypes';

import { mayManageStreamAlerts } from './alertPermissions';
import ConfigurationSummary from './ConfigurationSummary';
import { streamTitle, streamTitlesOf } from './legacyAlertTexts';
import NotificationRowActions from './NotificationRowActions';

const ENTITY_NAME = { singular: 'notification', plural: 'notifications' };

type Props = {
  id: string,
  /** One stream's notifications; without it, those of every stream the user may read. */
  streamId?: string,
  urlPrefix?: string,
  streams: ReadonlyArray<Stream>,
  types: AlarmCallbackTypes | undefined,
  permissions: ReadonlyArray<string> | undefined,
  emptyState?: React.ReactNode,
};

/** Alarm callbacks (legacy alert notifications) with their stream, type and configuration; tested, edited and deleted in place. */
const NotificationsTable = ({ id, streamId, urlPrefix, streams, types, permissions, emptyState }: Props) => {
  const titles = useMemo(() => streamTitlesOf(streams), [streams]);
  const name = useCallback((callback: AlarmCallback) => callback.title || alarmCallbackTypeName(types, callback.type), [types]);

  const fetchPage = useCallback((request: PageRequest) => (streamId ? AlarmCallbacksActions.list(streamId) : AlertNotificationsActions.listAll())
    .then((callbacks) => localPage(callbacks, request, {
      searchText: (callback) => [name(callback), alarmCallbackTypeName(types, callback.type), streamTitle(titles, callback.stream_id)],
      sortValue: (callback, field) => {
        if (field === 'type') return alarmCallbackTypeName(types, callback.type);
        if (field === 'stream') return streamTitle(titles, callback.stream_id);
        return name(callback);
      },
    })), [streamId, types, titles, name]);

  const columns = useMemo((): Array<ColumnDefinition<AlarmCallback>> => [
    { id: 'title', title: 'Title', sortable: true, render: (callback) => <span className="fw-semibold">{name(callback)}</span> },
    { id: 'type', title: 'Type', sortable: true, render: (callback) => alarmCallbackTypeName(types, callback.type) },
    ...(streamId ? [] : [{
      id: 'stream',
      title: 'Stream',
      sortable: true,
      render: (callback: AlarmCallback) => <Link to={Routes.legacyAlertsOfStream(callback.stream_id)}>{streamTitle(titles, callback.stream_id)}</Link>,
    }]),
    {
      id: 'configuration',
      title: 'Configuration',
      render: (callback) => <ConfigurationSummary configuration={callback.configuration} requested={types?.[callback.type]?.requested_configuration} />,
    },
  ], [streamId, types, titles, name]);

  return (
    <PaginatedEntityTable<AlarmCallback>
      id={id}
      urlPrefix={urlPrefix}
      entityName={ENTITY_NAME}
      fetchPage={fetchPage}
      columns={columns}
      defaultSort={{ field: 'title', order: 'asc' }}
      getId={(callback) => callback.id}
      getTitle={name}
      searchPlaceholder="Search by title, type or stream"
      emptyState={emptyState}
      rowActions={(callback, table) => (
        <NotificationRowActions callback={callback} streamTitle={streamTitle(titles, callback.stream_id)} types={types}
                                mayManage={mayManageStreamAlerts(permissions, callback.stream_id)} reload={table.reload} />
      )} />
  );
};

export default NotificationsTable;

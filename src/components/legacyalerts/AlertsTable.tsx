import React, { useCallback, useMemo, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Timestamp from '@/components/common/Timestamp';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, Page, PageRequest } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { AlertCondition, AlertConditionTypes } from '@/stores/alerts/AlertConditionsStore';
import type { AlarmCallbackTypes } from '@/stores/alerts/AlertNotificationsStore';
import type { Alert, AlertState, AlertsPageRequest } from '@/stores/alerts/AlertsStore';
import { ALERT_STATES, AlertsActions, DEFAULT_ALERT_STATE, isAlertResolved } from '@/stores/alerts/AlertsStore';

import AlertHistoryDialog from './AlertHistoryDialog';
import { conditionTitle, streamTitle } from './legacyAlertTexts';
import type { StreamTitles } from './legacyAlertTexts';
import useAlertStateFilter from './useAlertStateFilter';

const ENTITY_NAME = { singular: 'alert', plural: 'alerts' };

const STATE_LABELS: { [state in AlertState]: string } = { any: 'Any state', resolved: 'Resolved', unresolved: 'Unresolved' };

type Props = {
  /** Remembered columns and page size; also names the table's URL parameters when `urlPrefix` is given. */
  id: string,
  /** One stream's alerts; without it, those of every stream the user may read. */
  streamId?: string,
  urlPrefix?: string,
  streamTitles: StreamTitles,
  conditions: ReadonlyArray<AlertCondition>,
  conditionTypes: AlertConditionTypes | undefined,
  callbackTypes: AlarmCallbackTypes | undefined,
  /** Changing it reloads the list (after a test alert was sent). */
  reloadKey?: unknown,
};

const StateBadge = ({ alert }: { alert: Alert }) => (
  isAlertResolved(alert) ? <Badge bg="success">Resolved</Badge> : <Badge bg="danger">Unresolved</Badge>
);

/**
 * Alerts, newest first, a page at a time, filtered by state (any by default), each with its stream, its
 * condition, when it triggered and was resolved, and the history of the notifications it called.
 */
const AlertsTable = ({ id, streamId, urlPrefix, streamTitles, conditions, conditionTypes, callbackTypes, reloadKey }: Props) => {
  const [state, setState] = useAlertStateFilter(urlPrefix);
  const [shown, setShown] = useState<Alert | undefined>();
  const conditionNames = useMemo(() => new Map(conditions.map((condition) => [condition.id, conditionTitle(condition, conditionTypes)])), [conditions, conditionTypes]);
  const conditionName = useCallback((alert: Alert) => conditionNames.get(alert.condition_id) ?? `Condition ${alert.condition_id}`, [conditionNames]);

  // Graylog's alerts API pages (skip, limit) and filters by state, newest first; it takes no query and no sort.
  const fetchPage = useCallback((request: PageRequest): Promise<Page<Alert>> => {
    const pageRequest: AlertsPageRequest = { skip: (request.page - 1) * request.perPage, limit: request.perPage, state };
    const answer = streamId ? AlertsActions.listPaginated(streamId, pageRequest) : AlertsActions.listAllPaginated(pageRequest);
    return answer.then(({ total, alerts }) => ({
      list: alerts,
      pagination: { page: request.page, perPage: request.perPage, count: alerts.length, total, grandTotal: total, query: '' },
    }));
  }, [streamId, state]);

  const columns = useMemo((): Array<ColumnDefinition<Alert>> => [
    { id: 'state', title: 'State', width: '8rem', render: (alert) => <StateBadge alert={alert} /> },
    { id: 'condition', title: 'Condition', render: (alert) => <span className="fw-semibold">{conditionName(alert)}</span> },
    ...(streamId ? [] : [{
      id: 'stream',
      title: 'Stream',
      render: (alert: Alert) => <Link to={Routes.legacyAlertsOfStream(alert.stream_id)}>{streamTitle(streamTitles, alert.stream_id)}</Link>,
    }]),
    { id: 'description', title: 'Found', render: (alert) => <span className="text-break">{alert.description}</span> },
    { id: 'triggered_at', title: 'Triggered', render: (alert) => <Timestamp dateTime={alert.triggered_at} /> },
    {
      id: 'resolved_at',
      title: 'Resolved',
      render: (alert) => (alert.resolved_at ? <Timestamp dateTime={alert.resolved_at} /> : <span className="text-body-secondary">Not yet</span>),
    },
  ], [streamId, streamTitles, conditionName]);

  const stateId = `${id}-state-filter`;
  const toolbar = (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={stateId} className="form-label mb-0 text-nowrap">State</label>
      <select id={stateId} className="form-select form-select-sm" value={state} onChange={(event) => setState(ALERT_STATES.find((candidate) => candidate === event.target.value) ?? DEFAULT_ALERT_STATE)}>
        {ALERT_STATES.map((candidate) => <option key={candidate} value={candidate}>{STATE_LABELS[candidate]}</option>)}
      </select>
    </div>
  );
  const emptyText = state === DEFAULT_ALERT_STATE ? `No alerts yet: an alert opens when a condition of ${streamId ? 'the' : 'a'} stream triggers.` : `No ${STATE_LABELS[state].toLowerCase()} alerts.`;

  return (
    <>
      <PaginatedEntityTable<Alert>
        id={id}
        urlPrefix={urlPrefix}
        entityName={ENTITY_NAME}
        fetchPage={fetchPage}
        reloadKey={reloadKey}
        columns={columns}
        defaultSort={{ field: 'triggered_at', order: 'desc' }}
        getId={(alert) => alert.id}
        getTitle={(alert) => `${conditionName(alert)} at ${alert.triggered_at}`}
        searchable={false}
        toolbar={toolbar}
        emptyState={<p className="mb-0">{emptyText}</p>}
        rowActions={(alert) => (
          <Button size="sm" variant="outline-secondary" onClick={() => setShown(alert)} aria-label={`Show history of the alert of ${conditionName(alert)}`}>
            History
          </Button>
        )} />
      {shown && (
        <AlertHistoryDialog alert={shown} conditionTitle={conditionName(shown)} streamTitle={streamTitle(streamTitles, shown.stream_id)}
                            callbackTypes={callbackTypes} onClose={() => setShown(undefined)} />
      )}
    </>
  );
};

export default AlertsTable;

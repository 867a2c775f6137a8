import React, { useEffect, useState } from 'react';
import { Alert as Callout, Badge, Button, Modal } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import Timestamp from '@/components/common/Timestamp';
import { reasonOf } from '@/logic/errors/FetchError';
import type { AlarmCallbackHistory } from '@/stores/alerts/AlarmCallbackHistoryStore';
import { AlarmCallbackHistoryActions } from '@/stores/alerts/AlarmCallbackHistoryStore';
import type { AlarmCallbackTypes } from '@/stores/alerts/AlertNotificationsStore';
import { alarmCallbackTypeName } from '@/stores/alerts/AlertNotificationsStore';
import type { Alert } from '@/stores/alerts/AlertsStore';
import { isAlertResolved } from '@/stores/alerts/AlertsStore';

type Props = {
  alert: Alert,
  /** Names the alert in the heading: its condition. */
  conditionTitle: string,
  streamTitle: string,
  callbackTypes: AlarmCallbackTypes | undefined,
  onClose: () => void,
};

type Loaded = { histories: Array<AlarmCallbackHistory> } | { error: unknown } | undefined;

const HistoryEntry = ({ entry, callbackTypes }: { entry: AlarmCallbackHistory, callbackTypes: AlarmCallbackTypes | undefined }) => {
  const callback = entry.alarmcallbackconfiguration;
  const typeName = alarmCallbackTypeName(callbackTypes, callback.type);
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <span>
          <span className="fw-semibold">{callback.title || typeName}</span>
          {callback.title && <span className="text-body-secondary"> ({typeName})</span>}
        </span>
        <Timestamp dateTime={entry.created_at} />
      </div>
      {entry.result.type === 'success'
        ? <Badge bg="success">Sent</Badge>
        : (
          <div>
            <Badge bg="danger">Failed</Badge> <span className="text-break">{entry.result.error || 'No reason given'}</span>
          </div>
        )}
    </li>
  );
};

/** One alert: what it found, when, and what each of its stream's notifications did with it. */
const AlertHistoryDialog = ({ alert, conditionTitle, streamTitle, callbackTypes, onClose }: Props) => {
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    AlarmCallbackHistoryActions.list(alert.stream_id, alert.id).then(
      (histories) => { if (current) setLoaded({ histories }); },
      (error: unknown) => { if (current) setLoaded({ error }); },
    );
    return () => { current = false; };
  }, [alert.stream_id, alert.id, attempt]);

  const titleId = `alert-history-${alert.id}`;
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">Alert of {conditionTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-3">
          <dt className="col-sm-3">Stream</dt><dd className="col-sm-9">{streamTitle}</dd>
          <dt className="col-sm-3">Found</dt><dd className="col-sm-9 text-break">{alert.description}</dd>
          <dt className="col-sm-3">Triggered</dt><dd className="col-sm-9"><Timestamp dateTime={alert.triggered_at} /></dd>
          <dt className="col-sm-3">Resolved</dt>
          <dd className="col-sm-9">{isAlertResolved(alert) && alert.resolved_at ? <Timestamp dateTime={alert.resolved_at} /> : 'Not yet'}</dd>
        </dl>
        <h3 className="h6">Notification history</h3>
        {loaded === undefined && <Spinner text="Loading notification history…" />}
        {loaded && 'error' in loaded && (
          <Callout variant="danger">
            <p className="mb-2">Could not load the notification history: {reasonOf(loaded.error)}</p>
            <Button size="sm" variant="outline-danger" onClick={() => setAttempt((count) => count + 1)}>Try again</Button>
          </Callout>
        )}
        {loaded && 'histories' in loaded && loaded.histories.length === 0 && (
          <p className="text-body-secondary mb-0">No notification was called for this alert: the stream had none when it triggered.</p>
        )}
        {loaded && 'histories' in loaded && loaded.histories.length > 0 && (
          <ul className="list-group" aria-label="Notification history">
            {loaded.histories.map((entry) => <HistoryEntry key={entry.id} entry={entry} callbackTypes={callbackTypes} />)}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>Close</Button>
      </Modal.Footer>
    </Modal>
  );
};

export default AlertHistoryDialog;

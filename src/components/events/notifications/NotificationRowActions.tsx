import React, { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import ShareButton from '@/components/permissions/ShareButton';
import { reasonOf } from '@/logic/errors/FetchError';
import Routes from '@/routing/Routes';
import type { EventNotification } from '@/stores/events/EventNotificationsStore';
import { EventNotificationsActions, TEST_SUCCESS_TEXT } from '@/stores/events/EventNotificationsStore';
import { grnOf } from '@/stores/permissions/shareTypes';

import { NOTIFICATION_GRN_TYPE } from '../eventPermissions';

type Props = {
  notification: EventNotification,
  mayEdit: boolean,
  mayDelete: boolean,
  mayShare: boolean,
  onDeleted: () => void,
};

type TestState = { state: 'running' } | { state: 'passed' } | { state: 'failed', reason: string } | undefined;

/** Test (the saved notification), edit, share and delete, each for those allowed to; the test's outcome shows in the row. */
const NotificationRowActions = ({ notification, mayEdit, mayDelete, mayShare, onDeleted }: Props) => {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [test, setTest] = useState<TestState>();
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  const runTest = () => {
    setTest({ state: 'running' });
    EventNotificationsActions.testPersisted(notification).then(
      () => { if (mounted.current) setTest({ state: 'passed' }); },
      (error: unknown) => { if (mounted.current) setTest({ state: 'failed', reason: reasonOf(error) }); },
    );
  };
  const remove = () => EventNotificationsActions.delete(notification).then(() => {
    setConfirmingDelete(false);
    onDeleted();
  });
  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <div className="d-flex flex-wrap justify-content-end gap-1">
        {mayEdit && (
          <Button size="sm" variant="outline-info" onClick={runTest} disabled={test?.state === 'running'} aria-label={`Test notification ${notification.title}`}>
            {test?.state === 'running' ? 'Testing…' : 'Test'}
          </Button>
        )}
        {mayEdit && (
          <Link className="btn btn-sm btn-outline-secondary" to={Routes.ALERTS.NOTIFICATIONS.edit(notification.id)} aria-label={`Edit notification ${notification.title}`}>
            Edit
          </Link>
        )}
        {mayShare && <ShareButton size="sm" entityGRN={grnOf(NOTIFICATION_GRN_TYPE, notification.id)} entityType={NOTIFICATION_GRN_TYPE} entityTitle={notification.title} />}
        {mayDelete && (
          <Button size="sm" variant="outline-danger" onClick={() => setConfirmingDelete(true)} aria-label={`Delete notification ${notification.title}`}>Delete</Button>
        )}
      </div>
      {test?.state === 'passed' && <div className="small text-success" role="status">{TEST_SUCCESS_TEXT}.</div>}
      {test?.state === 'failed' && <div className="small text-danger text-end" role="alert" style={{ maxWidth: '28rem' }}>The test failed: {test.reason}</div>}
      <ConfirmDialog show={confirmingDelete} title="Delete notification" confirmLabel="Delete" onConfirm={remove} onCancel={() => setConfirmingDelete(false)}>
        Do you really want to delete the notification <b>{notification.title}</b>? Event definitions using it will no longer notify through it.
      </ConfirmDialog>
    </div>
  );
};

export default NotificationRowActions;

import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import type { AlarmCallback } from '@/stores/alerts/AlarmCallbacksStore';
import { AlarmCallbacksActions } from '@/stores/alerts/AlarmCallbacksStore';
import type { AlarmCallbackTypes } from '@/stores/alerts/AlertNotificationsStore';
import { alarmCallbackTypeName, AlertNotificationsActions } from '@/stores/alerts/AlertNotificationsStore';

import NotificationDialog from './NotificationDialog';

type Props = {
  callback: AlarmCallback,
  streamTitle: string,
  types: AlarmCallbackTypes | undefined,
  mayManage: boolean,
  reload: () => void,
};

/** Test (the store says how it went), edit and delete, for those who may change the stream's alerting. */
const NotificationRowActions = ({ callback, streamTitle, types, mayManage, reload }: Props) => {
  const [open, setOpen] = useState<'edit' | 'delete' | undefined>();
  const [testing, setTesting] = useState(false);
  if (!mayManage) return null;
  const title = callback.title || alarmCallbackTypeName(types, callback.type);
  const type = types?.[callback.type];
  const close = () => setOpen(undefined);
  const test = () => {
    setTesting(true);
    // The store toasts the outcome either way.
    AlertNotificationsActions.testAlert(callback.id).catch(() => undefined).then(() => setTesting(false));
  };
  const remove = () => AlarmCallbacksActions.remove(callback.stream_id, callback.id).then(() => {
    close();
    reload();
  });
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      <Button size="sm" variant="outline-secondary" onClick={test} disabled={testing} aria-label={`Test notification ${title}`}>
        {testing ? 'Testing…' : 'Test'}
      </Button>
      {type && <Button size="sm" variant="outline-secondary" onClick={() => setOpen('edit')} aria-label={`Edit notification ${title}`}>Edit</Button>}
      <Button size="sm" variant="outline-danger" onClick={() => setOpen('delete')} aria-label={`Delete notification ${title}`}>Delete</Button>
      {open === 'edit' && type && <NotificationDialog callback={callback} type={type} onClose={close} onSaved={() => { close(); reload(); }} />}
      <ConfirmDialog show={open === 'delete'} title="Delete notification" confirmLabel="Delete" onConfirm={remove} onCancel={close}>
        Do you really want to delete the notification <b>{title}</b> of stream <b>{streamTitle}</b>? Alerts of the stream will no longer call it.
      </ConfirmDialog>
    </div>
  );
};

export default NotificationRowActions;

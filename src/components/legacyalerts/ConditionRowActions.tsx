import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import type { AlertCondition, AlertConditionTypes } from '@/stores/alerts/AlertConditionsStore';
import { AlertConditionsActions } from '@/stores/alerts/AlertConditionsStore';

import ConditionDialog from './ConditionDialog';
import ConditionTestDialog from './ConditionTestDialog';
import { conditionTitle } from './legacyAlertTexts';

type Props = {
  condition: AlertCondition,
  /** undefined when the stream is not among those the user may read. */
  streamId: string | undefined,
  streamTitle: string,
  types: AlertConditionTypes | undefined,
  mayManage: boolean,
  reload: () => void,
};

type Open = 'test' | 'edit' | 'delete' | undefined;

/** Test, edit and delete, for those who may change the stream's alerting. */
const ConditionRowActions = ({ condition, streamId, streamTitle, types, mayManage, reload }: Props) => {
  const [open, setOpen] = useState<Open>();
  if (!mayManage || streamId === undefined) return null;
  const title = conditionTitle(condition, types);
  const type = types?.[condition.type];
  const close = () => setOpen(undefined);
  const remove = () => AlertConditionsActions.remove(streamId, condition.id).then(() => {
    close();
    reload();
  });
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      <Button size="sm" variant="outline-secondary" onClick={() => setOpen('test')} aria-label={`Test condition ${title}`}>Test</Button>
      {type && <Button size="sm" variant="outline-secondary" onClick={() => setOpen('edit')} aria-label={`Edit condition ${title}`}>Edit</Button>}
      <Button size="sm" variant="outline-danger" onClick={() => setOpen('delete')} aria-label={`Delete condition ${title}`}>Delete</Button>
      {open === 'test' && <ConditionTestDialog streamId={streamId} conditionId={condition.id} conditionTitle={title} onClose={close} />}
      {open === 'edit' && type && (
        <ConditionDialog streamId={streamId} condition={condition} type={type} onClose={close} onSaved={() => { close(); reload(); }} />
      )}
      <ConfirmDialog show={open === 'delete'} title="Delete condition" confirmLabel="Delete" onConfirm={remove} onCancel={close}>
        Do you really want to delete the condition <b>{title}</b> of stream <b>{streamTitle}</b>? It will no longer open alerts.
      </ConfirmDialog>
    </div>
  );
};

export default ConditionRowActions;

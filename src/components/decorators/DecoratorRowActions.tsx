import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import type { AvailableDecorators, Decorator } from '@/stores/decorators/DecoratorsStore';
import { DecoratorsActions, decoratorTypeName } from '@/stores/decorators/DecoratorsStore';

type Props = {
  decorator: Decorator,
  available: AvailableDecorators | undefined,
  /** Graylog lets holders of decorators:create update decorators, and of decorators:edit delete them. */
  mayUpdate: boolean,
  mayDelete: boolean,
  onEdit: () => void,
  reload: () => void,
};

/** Edit and delete, each for those allowed to use it. */
const DecoratorRowActions = ({ decorator, available, mayUpdate, mayDelete, onEdit, reload }: Props) => {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const name = decoratorTypeName(available, decorator.type);
  const remove = () => DecoratorsActions.remove(decorator, name).then(() => {
    setConfirmingDelete(false);
    reload();
  });
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      {mayUpdate && <Button size="sm" variant="outline-secondary" onClick={onEdit} aria-label={`Edit decorator ${name} (order ${decorator.order})`}>Edit</Button>}
      {mayDelete && <Button size="sm" variant="outline-danger" onClick={() => setConfirmingDelete(true)} aria-label={`Delete decorator ${name} (order ${decorator.order})`}>Delete</Button>}
      <ConfirmDialog show={confirmingDelete} title="Delete decorator" confirmLabel="Delete" onConfirm={remove} onCancel={() => setConfirmingDelete(false)}>
        Do you really want to delete the decorator <b>{name}</b> (order {decorator.order})? Search results will no longer be decorated by it.
      </ConfirmDialog>
    </div>
  );
};

export default DecoratorRowActions;

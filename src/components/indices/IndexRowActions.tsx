import React, { useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import RowActionsMenu from '@/components/common/entity-table/RowActionsMenu';
import { isPermitted } from '@/logic/permissions';
import { IndexRangesActions } from '@/stores/indices/IndexRangesStore';
import { IndicesActions } from '@/stores/indices/IndicesStore';

import type { IndexRow } from './indexRows';

type Props = {
  index: IndexRow,
  permissions: ReadonlyArray<string> | undefined,
  /** After a change the set's overview is asked for again. */
  onChanged: () => void,
};

type Confirming = 'close' | 'delete' | undefined;

const ignore = () => undefined;

type Allowed = { mayChangeState: boolean, mayDelete: boolean, mayRecalculate: boolean };

/** What the user may do with the index: the write index can be neither closed nor deleted, a closed index has no range to compute. */
export const indexActionsAllowed = (index: IndexRow, permissions: ReadonlyArray<string> | undefined): Allowed => ({
  mayChangeState: !index.is_deflector && isPermitted(permissions, `indices:changestate:${index.name}`),
  mayDelete: !index.is_deflector && isPermitted(permissions, `indices:delete:${index.name}`),
  mayRecalculate: !index.is_closed && isPermitted(permissions, 'indexranges:rebuild'),
});

export const mayManageIndex = (index: IndexRow, permissions: ReadonlyArray<string> | undefined): boolean => (
  Object.values(indexActionsAllowed(index, permissions)).some(Boolean)
);

/** Close (its messages are no longer searched) or reopen an index, recalculate its range, delete it, each for those who may. */
const IndexRowActions = ({ index, permissions, onChanged }: Props) => {
  const [confirming, setConfirming] = useState<Confirming>();
  const { name } = index;
  const { mayChangeState, mayDelete, mayRecalculate } = indexActionsAllowed(index, permissions);
  const done = () => {
    setConfirming(undefined);
    onChanged();
  };
  return (
    <div className="d-flex justify-content-end gap-1">
      {mayChangeState && !index.is_closed && (
        <Button size="sm" variant="outline-secondary" onClick={() => setConfirming('close')} aria-label={`Close index ${name}`}>Close</Button>
      )}
      {mayChangeState && index.is_closed && (
        <Button size="sm" variant="outline-secondary" onClick={() => { IndicesActions.reopen(name).then(onChanged, ignore); }} aria-label={`Reopen index ${name}`}>
          Reopen
        </Button>
      )}
      {(mayRecalculate || mayDelete) && (
        <RowActionsMenu label={`More actions for index ${name}`}>
          {mayRecalculate && (
            <Dropdown.Item as="button" onClick={() => { IndexRangesActions.rebuildIndex(name).then(onChanged, ignore); }}>Recalculate index range</Dropdown.Item>
          )}
          {mayDelete && <Dropdown.Item as="button" className="text-danger" onClick={() => setConfirming('delete')}>Delete index</Dropdown.Item>}
        </RowActionsMenu>
      )}
      {mayChangeState && (
        <ConfirmDialog show={confirming === 'close'} title="Close index" confirmLabel="Close index" variant="primary"
                       onConfirm={() => IndicesActions.close(name).then(done)} onCancel={() => setConfirming(undefined)}>
          Do you really want to close the index <b>{name}</b>? Searches no longer find its messages until it is reopened.
        </ConfirmDialog>
      )}
      {mayDelete && (
        <ConfirmDialog show={confirming === 'delete'} title="Delete index" confirmLabel="Delete index"
                       onConfirm={() => IndicesActions.remove(name).then(done)} onCancel={() => setConfirming(undefined)}>
          Do you really want to delete the index <b>{name}</b>? The {index.size ? `${index.size.events.toLocaleString('en-US')} ` : ''}messages it holds are lost.
        </ConfirmDialog>
      )}
    </div>
  );
};

export default IndexRowActions;

import React, { useEffect, useState } from 'react';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import type { IndexSetRef } from '@/stores/indices/IndexSetsStore';
import { IndexSetsActions } from '@/stores/indices/IndexSetsStore';

type Props = {
  indexSet: IndexSetRef,
  show: boolean,
  onCancel: () => void,
  onDeleted: () => void,
};

/** Deleting an index set, with the choice to delete its indices (and so their messages) too: the default. */
const IndexSetDeleteDialog = ({ indexSet, show, onCancel, onDeleted }: Props) => {
  const [deleteIndices, setDeleteIndices] = useState(true);
  useEffect(() => { if (show) setDeleteIndices(true); }, [show]);
  const checkboxId = `delete-indices-${indexSet.id}`;
  return (
    <ConfirmDialog show={show} title="Delete index set" confirmLabel="Delete" onCancel={onCancel}
                   onConfirm={() => IndexSetsActions.remove(indexSet, deleteIndices).then(onDeleted)}>
      <p>Do you really want to delete the index set <b>{indexSet.title}</b>?</p>
      <div className="form-check mb-0">
        <input id={checkboxId} type="checkbox" className="form-check-input" checked={deleteIndices}
               onChange={(event) => setDeleteIndices(event.target.checked)} aria-describedby={`${checkboxId}-help`} />
        <label htmlFor={checkboxId} className="form-check-label">Delete the set&apos;s indices too</label>
        <div id={`${checkboxId}-help`} className="form-text">
          {deleteIndices ? 'Every index of the set is deleted with the messages it holds.' : 'The indices are kept, but no index set manages or searches them any more.'}
        </div>
      </div>
    </ConfirmDialog>
  );
};

export default IndexSetDeleteDialog;

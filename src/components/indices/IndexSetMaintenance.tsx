import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import { isPermitted } from '@/logic/permissions';
import { DeflectorActions } from '@/stores/indices/DeflectorStore';
import type { IndexSet } from '@/stores/indices/IndexSetsStore';
import { IndexRangesActions } from '@/stores/indices/IndexRangesStore';

type Props = {
  indexSet: IndexSet,
  permissions: ReadonlyArray<string> | undefined,
  /** After the write index was rotated or the ranges' job started. */
  onDone: () => void,
};

type Confirming = 'cycle' | 'ranges' | undefined;

/** Rotating the write index now, and recalculating the ranges of every index of the set in a system job. */
const IndexSetMaintenance = ({ indexSet, permissions, onDone }: Props) => {
  const [confirming, setConfirming] = useState<Confirming>();
  // A set that is not writable has no write index to rotate.
  const mayCycle = indexSet.writable && isPermitted(permissions, 'deflector:cycle');
  const mayRecalculate = isPermitted(permissions, 'indexranges:rebuild');
  const done = () => {
    setConfirming(undefined);
    onDone();
  };
  return (
    <>
      {mayRecalculate && <Button variant="outline-secondary" onClick={() => setConfirming('ranges')}>Recalculate index ranges</Button>}
      {mayCycle && <Button variant="outline-primary" onClick={() => setConfirming('cycle')}>Rotate active write index</Button>}
      <ConfirmDialog show={confirming === 'cycle'} title="Rotate active write index" confirmLabel="Rotate" variant="primary"
                     onConfirm={() => DeflectorActions.cycle(indexSet).then(done)} onCancel={() => setConfirming(undefined)}>
        Do you really want to rotate the write index of the index set <b>{indexSet.title}</b>? New messages go to a new index from now on.
      </ConfirmDialog>
      <ConfirmDialog show={confirming === 'ranges'} title="Recalculate index ranges" confirmLabel="Recalculate" variant="primary"
                     onConfirm={() => IndexRangesActions.rebuildIndexSet(indexSet).then(done)} onCancel={() => setConfirming(undefined)}>
        Recalculate the time ranges of every index of the index set <b>{indexSet.title}</b>? A system job does it in the background; its progress
        shows on the system overview.
      </ConfirmDialog>
    </>
  );
};

export default IndexSetMaintenance;

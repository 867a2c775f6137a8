import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import Routes from '@/routing/Routes';
import { ExtractorsActions } from '@/stores/extractors/ExtractorsStore';

import type { ExtractorRow } from './extractorsTable';

type Props = {
  extractor: ExtractorRow,
  inputId: string,
  nodeId: string,
  /** Reloads the table after a deletion. */
  reload: () => void,
};

/** Edit and delete one extractor; deleting asks first and names it. */
const ExtractorRowActions = ({ extractor, inputId, nodeId, reload }: Props) => {
  const [confirming, setConfirming] = useState(false);
  const remove = () => ExtractorsActions.delete(inputId, extractor).then(() => {
    setConfirming(false);
    reload();
  });
  return (
    <div className="d-flex justify-content-end gap-1">
      <Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.EXTRACTORS.edit(inputId, nodeId, extractor.id)}
            aria-label={`Edit extractor ${extractor.title}`}>
        Edit
      </Link>
      <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)} aria-label={`Delete extractor ${extractor.title}`}>Delete</Button>
      <ConfirmDialog show={confirming} title="Delete extractor" confirmLabel="Delete" onConfirm={remove} onCancel={() => setConfirming(false)}>
        Do you really want to delete extractor <b>{extractor.title}</b>? Messages this input receives from now on will no longer be extracted by it.
      </ConfirmDialog>
    </div>
  );
};

export default ExtractorRowActions;

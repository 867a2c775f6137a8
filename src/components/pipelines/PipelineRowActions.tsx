import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import Routes from '@/routing/Routes';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import { PipelinesActions } from '@/stores/pipelines/PipelinesStore';

type Props = {
  pipeline: Pipeline,
  /** pipeline:edit:<id>. */
  mayEdit: boolean,
  /** pipeline:delete:<id>. */
  mayDelete: boolean,
  reload: () => void,
};

/** Edit (the pipeline's page) and delete, each for those allowed to use it. */
const PipelineRowActions = ({ pipeline, mayEdit, mayDelete, reload }: Props) => {
  const [confirming, setConfirming] = useState(false);
  const remove = () => PipelinesActions.remove(pipeline).then(() => {
    setConfirming(false);
    reload();
  });
  return (
    <div className="d-flex flex-nowrap justify-content-end gap-1">
      {mayEdit && (
        <Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.PIPELINES.show(pipeline.id)} aria-label={`Edit pipeline ${pipeline.title}`}>Edit</Link>
      )}
      {mayDelete && (
        <>
          <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)} aria-label={`Delete pipeline ${pipeline.title}`}>Delete</Button>
          <ConfirmDialog show={confirming} title="Delete pipeline" confirmLabel="Delete" onConfirm={remove} onCancel={() => setConfirming(false)}>
            Do you really want to delete the pipeline <b>{pipeline.title}</b>? It stops processing the messages of its connected streams at once;
            its rules stay.
          </ConfirmDialog>
        </>
      )}
    </div>
  );
};

export default PipelineRowActions;

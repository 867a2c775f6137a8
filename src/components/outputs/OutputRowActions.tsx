import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import type { Output } from '@/stores/outputs/OutputsStore';
import { OutputsActions } from '@/stores/outputs/OutputsStore';

type Props = {
  output: Output,
  /** Shown when the output's type is offered and the user holds outputs:edit:<id>. */
  mayEdit: boolean,
  /** outputs:terminate:<id>. */
  mayDelete: boolean,
  /** On a stream's outputs page: the stream the output can be removed from (when the user may). */
  removableFrom?: { id: string, title: string },
  onEdit: () => void,
  /** After a removal or deletion the list changed. */
  reload: () => void,
};

type Confirming = 'remove' | 'delete' | undefined;

/** Edit, remove from the stream, and delete everywhere, each for those allowed to use it. */
const OutputRowActions = ({ output, mayEdit, mayDelete, removableFrom, onEdit, reload }: Props) => {
  const [confirming, setConfirming] = useState<Confirming>();
  const done = () => {
    setConfirming(undefined);
    reload();
  };
  const removeFromStream = () => (removableFrom ? OutputsActions.removeFromStream(removableFrom.id, output).then(done) : undefined);
  const deleteGlobally = () => OutputsActions.remove(output).then(done);
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      {mayEdit && <Button size="sm" variant="outline-secondary" onClick={onEdit} aria-label={`Edit output ${output.title}`}>Edit</Button>}
      {removableFrom && (
        <Button size="sm" variant="outline-secondary" onClick={() => setConfirming('remove')} aria-label={`Remove output ${output.title} from this stream`}>
          Remove from stream
        </Button>
      )}
      {mayDelete && (
        <Button size="sm" variant="outline-danger" onClick={() => setConfirming('delete')} aria-label={`Delete output ${output.title}`}>
          {removableFrom ? 'Delete globally' : 'Delete'}
        </Button>
      )}
      {removableFrom && (
        <ConfirmDialog show={confirming === 'remove'} title="Remove output from stream" confirmLabel="Remove" onConfirm={removeFromStream}
                       onCancel={() => setConfirming(undefined)}>
          Do you really want to remove the output <b>{output.title}</b> from the stream <b>{removableFrom.title}</b>? Its messages will no longer
          be forwarded there; the output itself stays, with any other streams it forwards.
        </ConfirmDialog>
      )}
      <ConfirmDialog show={confirming === 'delete'} title="Delete output" confirmLabel="Delete" onConfirm={deleteGlobally}
                     onCancel={() => setConfirming(undefined)}>
        Do you really want to delete the output <b>{output.title}</b>? It is removed from every stream that uses it, and their messages are no
        longer forwarded by it.
      </ConfirmDialog>
    </div>
  );
};

export default OutputRowActions;

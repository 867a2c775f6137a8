import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import type { GrokPattern } from '@/stores/grok/GrokPatternsStore';
import { GrokPatternsActions } from '@/stores/grok/GrokPatternsStore';

type Props = {
  pattern: GrokPattern,
  onEdit: (pattern: GrokPattern) => void,
  onDeleted: () => void,
};

/** Edit and Delete (with confirmation) for one pattern; offered only to those who may change patterns. */
const GrokPatternRowActions = ({ pattern, onEdit, onDeleted }: Props) => {
  const [confirming, setConfirming] = useState(false);
  const remove = () => GrokPatternsActions.deletePattern(pattern).then(() => {
    setConfirming(false);
    onDeleted();
  });

  return (
    <div className="d-flex gap-1 justify-content-end">
      <Button size="sm" variant="outline-primary" onClick={() => onEdit(pattern)} aria-label={`Edit Grok pattern ${pattern.name}`}>Edit</Button>
      <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)} aria-label={`Delete Grok pattern ${pattern.name}`}>Delete</Button>
      <ConfirmDialog show={confirming} title="Delete Grok pattern" confirmLabel="Delete" onConfirm={remove} onCancel={() => setConfirming(false)}>
        Do you really want to delete Grok pattern <b className="text-break">{pattern.name}</b>? Patterns and extractors that
        refer to it as <code>{`%{${pattern.name}}`}</code> stop working.
      </ConfirmDialog>
    </div>
  );
};

export default GrokPatternRowActions;

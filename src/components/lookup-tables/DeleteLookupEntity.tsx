import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';

type Props = {
  /** "lookup table", "cache", "data adapter". */
  noun: string,
  entity: { title: string, name: string },
  /** The store's delete action; a refusal (still in use) keeps the dialog open with its reason. */
  onDelete: () => Promise<unknown>,
  onDeleted: () => void,
  /** Extra sentence on what deleting does. */
  consequence: string,
  size?: 'sm',
};

/** A delete button that asks first, naming the entity. */
const DeleteLookupEntity = ({ noun, entity, onDelete, onDeleted, consequence, size }: Props) => {
  const [confirming, setConfirming] = useState(false);
  const remove = () => onDelete().then(() => {
    setConfirming(false);
    onDeleted();
  });
  return (
    <>
      <Button size={size} variant="outline-danger" onClick={() => setConfirming(true)} aria-label={`Delete ${noun} ${entity.title}`}>Delete</Button>
      <ConfirmDialog show={confirming} title={`Delete ${noun}`} confirmLabel="Delete" onConfirm={remove} onCancel={() => setConfirming(false)}>
        Do you really want to delete the {noun} <b>{entity.title}</b> ({entity.name})? {consequence}
      </ConfirmDialog>
    </>
  );
};

export default DeleteLookupEntity;

import React, { Suspense, useState } from 'react';
import { Button } from 'react-bootstrap';

import type { EntityShareState, GRN } from '@/stores/permissions/EntityShareStore';

// Loaded when first opened: pages that merely offer sharing (the search page) do not carry the dialog and its table.
const EntityShareModal = React.lazy(() => import(/* webpackChunkName: "EntityShareModal" */ './EntityShareModal'));

type Props = {
  entityGRN: GRN,
  /** As the GRN names it: "stream", "dashboard", "search", … */
  entityType: string,
  entityTitle: string,
  disabled?: boolean,
  size?: 'sm' | 'lg',
  onSaved?: (state: EntityShareState) => void,
};

/** "Share" for any entity: opens the share dialog. Render it only for users who may share the entity. */
const ShareButton = ({ entityGRN, entityType, entityTitle, disabled = false, size, onSaved }: Props) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-primary" size={size} disabled={disabled} onClick={() => setOpen(true)} title={`Share ${entityTitle}`}>
        Share
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EntityShareModal
            show
            entityGRN={entityGRN}
            entityType={entityType}
            entityTitle={entityTitle}
            onClose={() => setOpen(false)}
            onSaved={onSaved} />
        </Suspense>
      )}
    </>
  );
};

export default ShareButton;

import React from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import type { EntityShareState, GRN } from '@/stores/permissions/EntityShareStore';

import GranteeAdder from './GranteeAdder';
import SelectedGranteesList from './SelectedGranteesList';
import ShareImplications from './ShareImplications';
import { entityTypeName } from './shareTexts';
import useEntityShare from './useEntityShare';

export type EntityShareModalProps = {
  show: boolean,
  /** The entity's GRN, e.g. `grn::::stream:000000000000000000000001`. */
  entityGRN: GRN,
  /** The entity's type as the GRN names it ("stream", "dashboard", "search"). */
  entityType: string,
  entityTitle: string,
  onClose: () => void,
  /** Called after a successful save, with the server's answer. */
  onSaved?: (state: EntityShareState) => void,
};

const idOf = (entityGRN: GRN) => `share-${entityGRN.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * Who may view, manage or own one entity. Every change is previewed by the server (prepare) so the
 * dialog can say what it implies before anything is saved; Save sends the whole selection.
 */
const EntityShareModal = ({ show, entityGRN, entityType, entityTitle, onClose, onSaved }: EntityShareModalProps) => {
  const share = useEntityShare({ entityGRN, entityType, entityTitle }, show);
  const { state, selection } = share;
  const idPrefix = idOf(entityGRN);
  const busy = share.preparing || share.saving;
  const blocked = state?.validationResult.failed ?? false;

  const save = () => {
    share.save().then((answer) => {
      onSaved?.(answer);
      onClose();
    }, () => { /* the store toasted it, or the dialog shows the server's reasons */ });
  };

  const body = () => {
    if (share.loadError) {
      return <Alert variant="danger">The shares of this {entityTypeName(entityType)} could not be loaded: {share.loadError}</Alert>;
    }
    if (!state) {
      return <Spinner text="Loading shares…" />;
    }
    return (
      <>
        <GranteeAdder
          idPrefix={idPrefix}
          grantees={state.availableGrantees}
          capabilities={state.availableCapabilities}
          selected={Object.keys(selection)}
          disabled={share.saving}
          onAdd={share.add} />
        <h3 className="h6">Collaborators</h3>
        <SelectedGranteesList
          idPrefix={idPrefix}
          state={state}
          selection={selection}
          disabled={share.saving}
          onChangeCapability={share.changeCapability}
          onRemove={share.remove} />
        <div aria-live="polite">
          {share.preparing ? <Spinner text="Checking what this change means…" /> : <ShareImplications state={state} />}
        </div>
      </>
    );
  };

  return (
    <Modal show={show} onHide={() => { if (!share.saving) onClose(); }} size="lg" aria-labelledby={`${idPrefix}-title`}>
      <Modal.Header closeButton={!share.saving}>
        <Modal.Title id={`${idPrefix}-title`} as="h2" className="h5">Sharing {entityTypeName(entityType)}: {entityTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{body()}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={share.saving}>Cancel</Button>
        <Button variant="primary" onClick={save} disabled={!state || !share.dirty || busy || blocked} aria-busy={share.saving}>
          {share.saving ? 'Saving…' : 'Save'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
};

export default EntityShareModal;

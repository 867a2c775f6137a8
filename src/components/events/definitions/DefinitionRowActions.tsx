import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import ShareButton from '@/components/permissions/ShareButton';
import Routes from '@/routing/Routes';
import { grnOf } from '@/stores/permissions/shareTypes';
import type { EventDefinition } from '@/stores/events/EventDefinitionsStore';
import { EventDefinitionsActions } from '@/stores/events/EventDefinitionsStore';

import { DEFINITION_GRN_TYPE } from '../eventPermissions';

type Props = {
  definition: EventDefinition,
  scheduled: boolean,
  mayEdit: boolean,
  mayDelete: boolean,
  mayShare: boolean,
  /** After a change: the table reloads (the scheduler state with it). */
  onChange: () => void,
};

/** Enable or disable (schedule, unschedule), edit, share and delete, each for those allowed to. */
const DefinitionRowActions = ({ definition, scheduled, mayEdit, mayDelete, mayShare, onChange }: Props) => {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [switching, setSwitching] = useState(false);
  const toggle = () => {
    setSwitching(true);
    const action = scheduled ? EventDefinitionsActions.disable(definition) : EventDefinitionsActions.enable(definition);
    action.then(onChange, () => {}).finally(() => setSwitching(false));
  };
  const remove = () => EventDefinitionsActions.delete(definition).then(() => {
    setConfirmingDelete(false);
    onChange();
  });
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      {mayEdit && (
        <Button size="sm" variant="outline-secondary" onClick={toggle} disabled={switching}
                aria-label={`${scheduled ? 'Disable' : 'Enable'} event definition ${definition.title}`}>
          {scheduled ? 'Disable' : 'Enable'}
        </Button>
      )}
      {mayEdit && (
        <Link className="btn btn-sm btn-outline-secondary" to={Routes.ALERTS.DEFINITIONS.edit(definition.id)} aria-label={`Edit event definition ${definition.title}`}>
          Edit
        </Link>
      )}
      {mayShare && <ShareButton size="sm" entityGRN={grnOf(DEFINITION_GRN_TYPE, definition.id)} entityType={DEFINITION_GRN_TYPE} entityTitle={definition.title} />}
      {mayDelete && (
        <Button size="sm" variant="outline-danger" onClick={() => setConfirmingDelete(true)} aria-label={`Delete event definition ${definition.title}`}>Delete</Button>
      )}
      <ConfirmDialog show={confirmingDelete} title="Delete event definition" confirmLabel="Delete" onConfirm={remove} onCancel={() => setConfirmingDelete(false)}>
        Do you really want to delete the event definition <b>{definition.title}</b>? It will no longer create events; the events it created stay.
      </ConfirmDialog>
    </div>
  );
};

export default DefinitionRowActions;

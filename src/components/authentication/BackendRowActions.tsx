import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import Routes from '@/routing/Routes';
import { AuthenticationActions } from '@/stores/authentication/AuthenticationStore';
import type { AuthenticationBackend } from '@/stores/authentication/authenticationTypes';

import { mayChangeActiveBackend, mayDeleteBackend, mayEditBackend } from './authenticationPermissions';
import { serviceTypeOf } from './serviceTypes';

type Props = {
  backend: AuthenticationBackend,
  isActive: boolean,
  userPermissions: ReadonlyArray<string> | undefined,
  /** After a change: the table and the active service section load again. */
  onChanged: () => void,
};

export const ACTIVE_NOT_DELETABLE = 'The active service cannot be deleted: deactivate it first.';

type Confirming = 'activate' | 'deactivate' | 'delete' | undefined;

/** Edit, Activate or Deactivate, and Delete (never the active service), each change confirmed first. */
const BackendRowActions = ({ backend, isActive, userPermissions, onChanged }: Props) => {
  const [confirming, setConfirming] = useState<Confirming>();
  const mayEdit = serviceTypeOf(backend.config.type) !== undefined && mayEditBackend(userPermissions, backend.id);
  const mayToggle = mayChangeActiveBackend(userPermissions);
  const mayDelete = mayDeleteBackend(userPermissions, backend.id);
  if (!mayEdit && !mayToggle && !mayDelete) return null;

  const done = () => { setConfirming(undefined); onChanged(); };
  const confirm = () => {
    if (confirming === 'delete') return AuthenticationActions.delete(backend).then(done);
    return AuthenticationActions.setActiveBackend(confirming === 'activate' ? backend.id : null, backend.title).then(done);
  };

  return (
    <div className="d-flex gap-1 justify-content-end">
      {mayEdit && (
        <Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.edit(backend.id)} className="btn btn-sm btn-outline-primary" aria-label={`Edit ${backend.title}`}>Edit</Link>
      )}
      {mayToggle && (isActive
        ? <Button size="sm" variant="outline-warning" onClick={() => setConfirming('deactivate')} aria-label={`Deactivate ${backend.title}`}>Deactivate</Button>
        : <Button size="sm" variant="outline-success" onClick={() => setConfirming('activate')} aria-label={`Activate ${backend.title}`}>Activate</Button>)}
      {mayDelete && isActive && (
        // A disabled button gets no pointer or focus events: the wrapper carries the explanation.
        <span className="d-inline-block" tabIndex={0} title={ACTIVE_NOT_DELETABLE} aria-label={`Delete ${backend.title}: ${ACTIVE_NOT_DELETABLE}`}>
          <Button size="sm" variant="outline-danger" disabled style={{ pointerEvents: 'none' }} aria-hidden="true" tabIndex={-1}>Delete</Button>
        </span>
      )}
      {mayDelete && !isActive && (
        <Button size="sm" variant="outline-danger" onClick={() => setConfirming('delete')} aria-label={`Delete ${backend.title}`}>Delete</Button>
      )}
      <ConfirmDialog
        show={confirming !== undefined}
        title={confirming === 'delete' ? 'Delete authentication service' : `${confirming === 'activate' ? 'Activate' : 'Deactivate'} authentication service`}
        confirmLabel={confirming === 'delete' ? 'Delete' : `${confirming === 'activate' ? 'Activate' : 'Deactivate'}`}
        variant={confirming === 'delete' ? 'danger' : 'primary'}
        onConfirm={confirm}
        onCancel={() => setConfirming(undefined)}>
        {confirming === 'activate' && <>Do you really want to activate the authentication service <b>{backend.title}</b>? Users then log in with its directory; local users still log in as before.</>}
        {confirming === 'deactivate' && <>Do you really want to deactivate the authentication service <b>{backend.title}</b>? Its users can no longer log in until a service is active again.</>}
        {confirming === 'delete' && <>Do you really want to delete the authentication service <b>{backend.title}</b>?</>}
      </ConfirmDialog>
    </div>
  );
};

export default BackendRowActions;

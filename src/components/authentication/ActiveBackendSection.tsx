import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import SectionCard from '@/components/common/SectionCard';
import Spinner from '@/components/common/Spinner';
import Routes from '@/routing/Routes';
import { AuthenticationActions } from '@/stores/authentication/AuthenticationStore';
import type { AuthenticationBackend } from '@/stores/authentication/authenticationTypes';

import { mayChangeActiveBackend } from './authenticationPermissions';
import { serviceTypeTitle } from './serviceTypes';

type Props = {
  /** undefined while unknown, null for none. */
  activeBackend: AuthenticationBackend | null | undefined,
  userPermissions: ReadonlyArray<string> | undefined,
  onChanged: () => void,
};

export const NO_ACTIVE_SERVICE = 'No authentication service is active: only local users can log in.';

/** Which service users log in with, with its details link and, for those allowed, Deactivate. */
const ActiveBackendSection = ({ activeBackend, userPermissions, onChanged }: Props) => {
  const [confirming, setConfirming] = useState(false);
  let content: React.ReactNode;
  if (activeBackend === undefined) {
    content = <Spinner text="Loading…" />;
  } else if (activeBackend === null) {
    content = <p className="mb-0">{NO_ACTIVE_SERVICE}</p>;
  } else {
    const deactivate = () => AuthenticationActions.setActiveBackend(null, activeBackend.title).then(() => {
      setConfirming(false);
      onChanged();
    });
    content = (
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
        <div>
          <Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.ACTIVE}>{activeBackend.title}</Link>
          <span className="text-body-secondary ms-2">{serviceTypeTitle(activeBackend.config.type)}</span>
          {activeBackend.description && <div className="small text-body-secondary">{activeBackend.description}</div>}
        </div>
        {mayChangeActiveBackend(userPermissions) && (
          <Button size="sm" variant="outline-warning" onClick={() => setConfirming(true)}>Deactivate</Button>
        )}
        <ConfirmDialog show={confirming} title="Deactivate authentication service" confirmLabel="Deactivate" variant="primary"
                       onConfirm={deactivate} onCancel={() => setConfirming(false)}>
          Do you really want to deactivate the authentication service <b>{activeBackend.title}</b>? Its users can no longer log in until a service is active again.
        </ConfirmDialog>
      </div>
    );
  }
  return <SectionCard title="Active service">{content}</SectionCard>;
};

export default ActiveBackendSection;

import React from 'react';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import { Fact, Facts, None } from '@/components/common/Facts';
import SectionCard from '@/components/common/SectionCard';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import type { AuthenticationBackend } from '@/stores/authentication/authenticationTypes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import { mayEditBackend } from './authenticationPermissions';
import { serviceTypeOf, serviceTypeTitle } from './serviceTypes';
import useRoleList, { roleNames } from './useRoleList';
import type { StepKey } from './wizardValues';
import { SERVER_CONFIG_STEP, STEP_TITLES, USER_SYNC_STEP } from './wizardValues';

const TRANSPORT_SECURITY: { [mode: string]: string } = { none: 'None', tls: 'TLS', start_tls: 'StartTLS' };

// In the section's header row, at its right (a card is positioned, the header is as tall as a small button), so
// the facts start right under the header instead of under a row of their own.
const EditLink = ({ backend, step }: { backend: AuthenticationBackend, step: StepKey }) => (
  <Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.edit(backend.id, step)} className="btn btn-sm btn-outline-primary position-absolute top-0 end-0 mt-1 me-2"
        aria-label={`Edit ${STEP_TITLES[step].toLowerCase()} of ${backend.title}`}>
    Edit
  </Link>
);

const text = (value: string | undefined) => (value ? value : <None />);

/** A service's configuration in two sections, the steps of its wizard, each with a link to edit that step. */
const BackendDetails = ({ backend }: { backend: AuthenticationBackend }) => {
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { roles } = useRoleList(isPermitted(userPermissions, 'roles:read'));
  const serviceType = serviceTypeOf(backend.config.type);
  const { config } = backend;
  const mayEdit = serviceType !== undefined && mayEditBackend(userPermissions, backend.id);

  if (!serviceType) {
    // A type this console does not know (a plugin's): its configuration as the server sent it, as text.
    return (
      <SectionCard title="Configuration" description={`A service of type ${backend.config.type}, which this console cannot edit.`}>
        <pre className="small mb-0">{JSON.stringify(config, null, 2)}</pre>
      </SectionCard>
    );
  }
  return (
    <Row className="g-3 mb-3">
      <Col lg={6}>
        <SectionCard title={STEP_TITLES[SERVER_CONFIG_STEP]} className="h-100">
          {mayEdit && <EditLink backend={backend} step={SERVER_CONFIG_STEP} />}
          <Facts>
            <Fact label="Type">{serviceTypeTitle(config.type)}</Fact>
            <Fact label="Server address">
              {(config.servers ?? []).length > 0 ? (config.servers ?? []).map((server) => `${server.host}:${server.port}`).join(', ') : <None />}
            </Fact>
            <Fact label="Transport security">{TRANSPORT_SECURITY[config.transport_security ?? ''] ?? text(config.transport_security)}</Fact>
            <Fact label="Verify certificates">{config.verify_certificates ? 'Yes' : 'No'}</Fact>
            <Fact label="System user DN">{text(config.system_user_dn)}</Fact>
            <Fact label="System password">{config.system_user_password?.is_set ? 'Set' : <None>Not set</None>}</Fact>
          </Facts>
        </SectionCard>
      </Col>
      <Col lg={6}>
        <SectionCard title={STEP_TITLES[USER_SYNC_STEP]} className="h-100">
          {mayEdit && <EditLink backend={backend} step={USER_SYNC_STEP} />}
          <Facts>
            <Fact label="Search base DN">{text(config.user_search_base)}</Fact>
            <Fact label="Search pattern">{config.user_search_pattern ? <code>{config.user_search_pattern}</code> : <None />}</Fact>
            <Fact label="Name attribute">{text(config.user_name_attribute)}</Fact>
            <Fact label="Full name attribute">{text(config.user_full_name_attribute)}</Fact>
            {serviceType.hasUniqueIdAttribute && <Fact label="ID attribute">{text(config.user_unique_id_attribute)}</Fact>}
            <Fact label="Default roles">{backend.default_roles.length > 0 ? roleNames(backend.default_roles, roles) : <None>No roles</None>}</Fact>
          </Facts>
        </SectionCard>
      </Col>
    </Row>
  );
};

export default BackendDetails;

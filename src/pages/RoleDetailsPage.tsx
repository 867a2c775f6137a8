import React from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import { BuiltInBadge } from '@/components/roles/roleColumns';
import RoleAssigneesSection from '@/components/roles/RoleAssigneesSection';
import RoleLoadFailure from '@/components/roles/RoleLoadFailure';
import useAuthzRole from '@/components/roles/useAuthzRole';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const DOCUMENTATION = { title: 'Roles', path: DocsHelper.PAGES.ROLES };

/** `/system/roles/:roleId`: what a role grants and who holds it. */
const RoleDetailsPage = () => {
  const { roleId } = useParams<{ roleId: string }>();
  const { role, failure, reload } = useAuthzRole(roleId);
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);

  if (failure) {
    return <RoleLoadFailure failure={failure} onRetry={reload} />;
  }
  if (!role) {
    return <Spinner page text="Loading role…" />;
  }

  const editLink = !role.read_only && isPermitted(userPermissions, `roles:edit:${role.name}`)
    ? <Link to={Routes.SYSTEM.ROLES.edit(role.id)} className="btn btn-primary">Edit role</Link>
    : undefined;

  return (
    <>
      <PageHeader
        title={<>Role {role.name}{role.read_only && <BuiltInBadge />}</>}
        documentTitle={`Role ${role.name}`}
        description={role.description || 'No description.'}
        documentationLink={DOCUMENTATION}
        actions={<><Link to={Routes.SYSTEM.ROLES.LIST} className="btn btn-outline-secondary me-2">All roles</Link>{editLink}</>} />
      <Row className="g-3 mb-3">
        <Col lg={6}>
          <Card>
            <Card.Header as="h2" className="h6 mb-0">Details</Card.Header>
            <Card.Body>
              <dl className="row mb-0">
                <dt className="col-sm-4">Name</dt>
                <dd className="col-sm-8">{role.name}</dd>
                <dt className="col-sm-4">Description</dt>
                <dd className="col-sm-8">{role.description || <span className="text-body-secondary">none</span>}</dd>
                <dt className="col-sm-4">Kind</dt>
                <dd className="col-sm-8">{role.read_only ? 'Built-in: cannot be changed or deleted' : 'Custom'}</dd>
              </dl>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card>
            <Card.Header as="h2" className="h6 mb-0">Permissions</Card.Header>
            <Card.Body>
              {role.permissions.length === 0
                ? <p className="text-body-secondary mb-0">This role grants no permissions.</p>
                : (
                  <ul className="list-unstyled mb-0" aria-label={`Permissions of ${role.name}`}>
                    {role.permissions.map((permission) => <li key={permission}><code>{permission}</code></li>)}
                  </ul>
                )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <RoleAssigneesSection role={role} />
    </>
  );
};

export default RoleDetailsPage;

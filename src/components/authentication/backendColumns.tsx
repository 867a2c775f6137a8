import React from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { AuthenticationBackend } from '@/stores/authentication/authenticationTypes';
import type { AuthzRole } from '@/stores/roles/AuthzRolesStore';

import { serviceTypeTitle } from './serviceTypes';
import { roleNames } from './useRoleList';

/** The marker of the one service users log in with. */
export const ActiveBadge = () => <Badge bg="success" className="ms-2">active</Badge>;

/** The services table's columns; `activeId` marks the active one, `roles` names default roles. */
export const backendColumns = (activeId: string | undefined, roles: ReadonlyArray<AuthzRole> | undefined): Array<ColumnDefinition<AuthenticationBackend>> => [
  {
    id: 'title',
    title: 'Title',
    sortable: true,
    render: (backend) => (
      <>
        <Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.show(backend.id)}>{backend.title}</Link>
        {backend.id === activeId && <ActiveBadge />}
      </>
    ),
  },
  { id: 'description', title: 'Description', sortable: true },
  { id: 'type', title: 'Type', render: (backend) => serviceTypeTitle(backend.config.type) },
  { id: 'default_roles', title: 'Default roles', render: (backend) => roleNames(backend.default_roles, roles) },
];

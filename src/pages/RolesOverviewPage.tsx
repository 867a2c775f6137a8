import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { Page, PageRequest } from '@/components/common/entity-table/types';
import PageHeader from '@/components/common/PageHeader';
import CreateRoleDialog from '@/components/roles/CreateRoleDialog';
import type { RoleWithUsers } from '@/components/roles/roleColumns';
import { roleColumns } from '@/components/roles/roleColumns';
import RoleRowActions from '@/components/roles/RoleRowActions';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import { AuthzRolesActions } from '@/stores/roles/AuthzRolesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const DOCUMENTATION = { title: 'Roles', path: DocsHelper.PAGES.ROLES };
const ENTITY_NAME = { singular: 'role', plural: 'roles' };
const DEFAULT_SORT = { field: 'name', order: 'asc' as const };

/** A page of roles, each with the users holding it (the server sends those beside the list, by role id). */
const fetchRolesWithUsers = (request: PageRequest): Promise<Page<RoleWithUsers>> => AuthzRolesActions.loadRolesPaginated(request)
  .then(({ list, pagination, usersByRole }) => ({
    list: list.map((role) => ({ ...role, users: usersByRole ? usersByRole[role.id] ?? [] : undefined })),
    pagination,
  }));

/** `/system/roles`: every role with the users holding it; create, edit and delete custom roles. */
const RolesOverviewPage = () => {
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [creating, setCreating] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const reloadTable = () => setReloadKey((key) => key + 1);

  const createButton = isPermitted(userPermissions, 'roles:create')
    ? <Button variant="primary" onClick={() => setCreating(true)}>Create role</Button>
    : undefined;

  return (
    <>
      <PageHeader
        title="Roles"
        description="Roles bundle permissions; users holding a role get all of them."
        documentationLink={DOCUMENTATION}
        actions={createButton} />
      <PaginatedEntityTable<RoleWithUsers>
        id="roles"
        entityName={ENTITY_NAME}
        fetchPage={fetchRolesWithUsers}
        columns={roleColumns}
        defaultSort={DEFAULT_SORT}
        getId={(role) => role.id}
        getTitle={(role) => role.name}
        searchPlaceholder="Search roles by name or description"
        reloadKey={reloadKey}
        rowActions={(role, table) => <RoleRowActions role={role} userPermissions={userPermissions} onDeleted={table.reload} />} />
      {creating && (
        <CreateRoleDialog
          onClose={() => setCreating(false)}
          onCreated={() => { setCreating(false); reloadTable(); }} />
      )}
    </>
  );
};

export default RolesOverviewPage;

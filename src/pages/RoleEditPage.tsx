import React, { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useHistory, useParams } from 'react-router-dom';

import EntityForm from '@/components/common/form/EntityForm';
import useEntityForm from '@/components/common/form/useEntityForm';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import RoleFormFields, { EMPTY_ROLE, validateRole } from '@/components/roles/RoleFormFields';
import RoleLoadFailure from '@/components/roles/RoleLoadFailure';
import useAuthzRole from '@/components/roles/useAuthzRole';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { RolesActions } from '@/stores/roles/RolesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const DOCUMENTATION = { title: 'Roles', path: DocsHelper.PAGES.ROLES };

/**
 * `/system/roles/edit/:roleId`: a custom role's description and permissions. The role is found by id
 * (authorization API) and saved by name (the older API's PUT /roles/{name}, which Graylog 4.0 keeps for it).
 */
const RoleEditPage = () => {
  const { roleId } = useParams<{ roleId: string }>();
  const history = useHistory();
  const { role, failure, reload } = useAuthzRole(roleId);
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const form = useEntityForm({
    initialValues: EMPTY_ROLE,
    validate: validateRole,
    onSubmit: (values) => RolesActions.update(role?.name ?? values.name, values),
    onSuccess: () => history.push(Routes.SYSTEM.ROLES.show(roleId)),
  });
  const { reset } = form;

  useEffect(() => {
    if (role) {
      reset({ name: role.name, description: role.description, permissions: role.permissions });
    }
  }, [role, reset]);

  if (failure) {
    return <RoleLoadFailure failure={failure} onRetry={reload} />;
  }
  if (!role) {
    return <Spinner page text="Loading role…" />;
  }
  if (!isPermitted(userPermissions, `roles:edit:${role.name}`)) {
    return <MissingPermissions />;
  }

  const title = `Edit role ${role.name}`;
  return (
    <>
      <PageHeader title={title} description="Change what the role grants. Users holding it get the change at once." documentationLink={DOCUMENTATION} />
      {role.read_only ? (
        <Alert variant="info">
          {role.name} is a built-in role; it cannot be changed. <Link to={Routes.SYSTEM.ROLES.show(role.id)}>Back to the role</Link>
        </Alert>
      ) : (
        <EntityForm form={form} submitLabel="Update role" cancelTo={Routes.SYSTEM.ROLES.show(role.id)}>
          <RoleFormFields form={form} nameEditable={false} />
        </EntityForm>
      )}
    </>
  );
};

export default RoleEditPage;

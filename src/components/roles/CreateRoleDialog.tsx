import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { Role } from '@/stores/roles/RolesStore';
import { RolesActions } from '@/stores/roles/RolesStore';

import RoleFormFields, { EMPTY_ROLE, validateRole } from './RoleFormFields';

type Props = {
  onClose: () => void,
  /** After the server created the role (the store has said so in a toast). */
  onCreated: (role: Role) => void,
};

/** "Create role" on the roles overview: name, description and permissions, through the older roles API. */
const CreateRoleDialog = ({ onClose, onCreated }: Props) => {
  const form = useEntityForm({
    initialValues: EMPTY_ROLE,
    validate: validateRole,
    onSubmit: (values) => RolesActions.create(values).then(onCreated),
  });
  return (
    <EntityFormDialog form={form} title="Create role" submitLabel="Create role" onClose={onClose} size="lg">
      <RoleFormFields form={form} nameEditable />
    </EntityFormDialog>
  );
};

export default CreateRoleDialog;

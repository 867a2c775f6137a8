import React from 'react';
import { Modal } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
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
    <Modal show onHide={() => { if (!form.submitting) onClose(); }} size="lg" aria-labelledby="create-role-title">
      <Modal.Header closeButton={!form.submitting}>
        <Modal.Title id="create-role-title" as="h2" className="h5">Create role</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <EntityForm form={form} submitLabel="Create role" onCancel={onClose}>
          <RoleFormFields form={form} nameEditable />
        </EntityForm>
      </Modal.Body>
    </Modal>
  );
};

export default CreateRoleDialog;

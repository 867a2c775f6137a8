import React from 'react';
import { Modal } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import type { InputReference } from '@/stores/inputs/InputsStore';
import type { StaticField } from '@/stores/inputs/StaticFieldsStore';
import { StaticFieldsActions } from '@/stores/inputs/StaticFieldsStore';

type Props = {
  input: InputReference,
  onSaved: () => void,
  onClose: () => void,
};

const EMPTY: StaticField = { key: '', value: '' };

/** "Add static field": a key and a value every message the input receives from now on gets. */
const StaticFieldDialog = ({ input, onSaved, onClose }: Props) => {
  const form = useEntityForm<StaticField>({
    initialValues: EMPTY,
    validate: (values) => requireFields(values, { key: 'Field name', value: 'Value' }),
    onSubmit: (values) => StaticFieldsActions.create(input, { key: values.key.trim(), value: values.value }),
    onSuccess: onSaved,
  });
  const titleId = `${form.formId}-title`;
  return (
    <Modal show onHide={() => { if (!form.submitting) onClose(); }} aria-labelledby={titleId} backdrop="static">
      <Modal.Header closeButton={!form.submitting}>
        <Modal.Title id={titleId} as="h2" className="h5">Add static field to {input.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <EntityForm form={form} submitLabel="Add static field" onCancel={onClose}>
          <FormField form={form} name="key" label="Field name" required autoComplete="off"
                     help="Letters, digits, underscores, dots and dashes; not a name the server reserves (such as message or source)." />
          <FormField form={form} name="value" label="Value" required autoComplete="off" />
        </EntityForm>
      </Modal.Body>
    </Modal>
  );
};

export default StaticFieldDialog;

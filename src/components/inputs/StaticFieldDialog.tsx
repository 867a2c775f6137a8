import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
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
  return (
    <EntityFormDialog form={form} title={`Add static field to ${input.title}`} submitLabel="Add static field" onClose={onClose} backdrop="static">
      <FormField form={form} name="key" label="Field name" required autoComplete="off"
                 help="Letters, digits, underscores, dots and dashes; not a name the server reserves (such as message or source)." />
      <FormField form={form} name="value" label="Value" required autoComplete="off" />
    </EntityFormDialog>
  );
};

export default StaticFieldDialog;

import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import { useServerValidation, withServerReasons } from '@/components/common/form/serverValidation';
import useEntityForm from '@/components/common/form/useEntityForm';
import MonospaceTextField from '@/components/grok/MonospaceTextField';
import { ConfigurationVariablesActions } from '@/stores/sidecars/ConfigurationVariablesStore';
import type { ConfigurationVariable } from '@/stores/sidecars/sidecarTypes';

type Values = { name: string, description: string, content: string };

type Props = { variable?: ConfigurationVariable, onClose: () => void, onSaved: () => void };

/** Creates or edits a variable, checked by the server as the user types (its name must be unique and simple). */
const VariableDialog = ({ variable, onClose, onSaved }: Props) => {
  const form = useEntityForm<Values>({
    initialValues: { name: variable?.name ?? '', description: variable?.description ?? '', content: variable?.content ?? '' },
    validate: (values) => ({
      name: values.name.trim() === '' ? 'Enter a name.' : undefined,
      content: values.content === '' ? 'Enter the content.' : undefined,
    }),
    onSubmit: (values) => ConfigurationVariablesActions.save({ id: variable?.id, ...values }),
    onSuccess: onSaved,
  });
  const request = { id: variable?.id, ...form.values };
  const reasons = useServerValidation(request, ConfigurationVariablesActions.validate, form.dirty);
  const shown = withServerReasons(form, reasons);
  return (
    <EntityFormDialog form={shown} title={variable ? `Edit variable "${variable.name}"` : 'Create variable'} submitLabel={variable ? 'Update' : 'Create'} onClose={onClose}>
      <FormField form={shown} name="name" label="Name" required
                 help={<>Used in templates as <code>{`\${user.${form.values.name || 'name'}}`}</code>. Letters, digits and _, not starting with a digit.</>} />
      <FormField form={shown} name="description" label="Description" />
      <MonospaceTextField form={shown} name="content" label="Content" required rows={4} help="The text the variable stands for." />
    </EntityFormDialog>
  );
};

export default VariableDialog;

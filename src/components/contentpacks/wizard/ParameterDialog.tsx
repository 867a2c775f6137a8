import React from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import { useEntityForm } from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import {
  PARAMETER_NAME_PATTERN, PARAMETER_TYPES, parameterValue, parameterValueProblem, parameterValueText,
} from '@/stores/contentpacks/contentPackModel';
import type { ContentPackParameter } from '@/stores/contentpacks/contentPackTypes';

type ParameterValues = { name: string, title: string, description: string, type: string, default_value: string };

type Props = {
  /** The parameter being edited; a new one otherwise. */
  parameter?: ContentPackParameter,
  /** The pack's parameters, for the unique name. */
  parameters: ReadonlyArray<ContentPackParameter>,
  onClose: () => void,
  onSave: (parameter: ContentPackParameter) => void,
};

const TYPE_OPTIONS = PARAMETER_TYPES.map((type) => ({ value: type, label: type[0].toUpperCase() + type.slice(1) }));

const validateParameter = (parameters: ReadonlyArray<ContentPackParameter>, editedName: string | undefined) => (values: ParameterValues) => {
  const errors: Partial<Record<keyof ParameterValues, string>> = requireFields(values, { title: 'Title', name: 'Name', description: 'Description' });
  const name = values.name.trim();
  if (!errors.name && !PARAMETER_NAME_PATTERN.test(name)) {
    errors.name = 'The parameter name must only contain A-Z, a-z, 0-9 and _';
  } else if (!errors.name && name !== editedName && parameters.some((parameter) => parameter.name === name)) {
    errors.name = 'The parameter name must be unique.';
  }
  const problem = parameterValueProblem(values.type, values.default_value);
  if (problem) errors.default_value = problem;
  return errors;
};

/**
 * Creates or edits a pack parameter: its name (what values refer to), title, description, value type and
 * default value. An edited parameter keeps its type: values already refer to it as that type.
 */
const ParameterDialog = ({ parameter, parameters, onClose, onSave }: Props) => {
  const form = useEntityForm<ParameterValues>({
    initialValues: {
      name: parameter?.name ?? '',
      title: parameter?.title ?? '',
      description: parameter?.description ?? '',
      type: parameter?.type ?? 'string',
      default_value: parameterValueText(parameter?.default_value),
    },
    validate: validateParameter(parameters, parameter?.name),
    // Nothing is sent: the parameter is part of the pack being built, saved with it.
    onSubmit: async (values): Promise<ContentPackParameter> => ({
      name: values.name.trim(),
      title: values.title.trim(),
      description: values.description.trim(),
      type: values.type,
      ...(values.default_value.trim() === '' ? {} : { default_value: parameterValue(values.type, values.default_value) }),
    }),
    onSuccess: (saved) => onSave(saved as ContentPackParameter),
  });
  return (
    <EntityFormDialog form={form} title={parameter ? 'Edit parameter' : 'Create parameter'} submitLabel={parameter ? 'Save parameter' : 'Create parameter'} onClose={onClose}>
      <FormField form={form} name="title" label="Title" required help="A descriptive title, shown when the pack is installed." />
      <FormField form={form} name="name" label="Name" required help="The parameter's reference in entity values: letters, digits and _ only." />
      <FormField form={form} name="description" label="Description" required help="What is done with this parameter." />
      <FormField form={form} type="select" name="type" label="Value type" options={TYPE_OPTIONS} disabled={parameter !== undefined}
                 help={parameter ? 'The type cannot be changed once values refer to the parameter.' : undefined} />
      <FormField form={form} name="default_value" label="Default value" help="Prefilled when the pack is installed." />
    </EntityFormDialog>
  );
};

export default ParameterDialog;

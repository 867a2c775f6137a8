import React from 'react';

import FormField from '@/components/common/form/FormField';
import type { SelectOption } from '@/components/common/form/FormField';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import type { ConfigurationField, RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

import type { InputFormValues } from './inputFormValues';
import { configurationKey, orderedFields } from './inputFormValues';

type Props = {
  form: EntityFormState<InputFormValues>,
  requested: RequestedConfiguration,
};

/** A dropdown's choices; a stored value the type no longer offers stays choosable, so saving does not change it. */
const dropdownOptions = (field: ConfigurationField, current: unknown): Array<SelectOption> => {
  const options = Object.entries(field.additional_info.values ?? {}).map(([value, label]) => ({ value, label: String(label) }));
  if (typeof current === 'string' && current !== '' && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: current });
  }
  return options;
};

const ConfigurationControl = ({ form, name, field }: { form: EntityFormState<InputFormValues>, name: string, field: ConfigurationField }) => {
  const key = configurationKey(name);
  const common = { form, name: key, label: field.human_name, help: field.description || undefined };
  const required = !field.is_optional;
  switch (field.type) {
    case 'boolean':
      return <FormField {...common} type="checkbox" />;
    case 'number':
      return <FormField {...common} type="number" required={required} />;
    case 'dropdown':
      return (
        <FormField {...common} type="select" required={required} options={dropdownOptions(field, form.values[key])}
                   placeholder={required ? undefined : '(none)'} />
      );
    default: {
      if (field.attributes.includes('textarea')) {
        return <FormField {...common} type="textarea" required={required} rows={3} />;
      }
      const secret = field.attributes.includes('is_password');
      return <FormField {...common} type={secret ? 'password' : 'text'} required={required} autoComplete={secret ? 'new-password' : 'off'} />;
    }
  }
};

/** The fields an input type (or codec) asks for, in its order, each with its label, help and default. */
const ConfigurationFields = ({ form, requested }: Props) => (
  <>
    {orderedFields(requested).map(([name, field]) => <ConfigurationControl key={name} form={form} name={name} field={field} />)}
  </>
);

export default ConfigurationFields;

import React from 'react';

import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import type { ContentPackParameter } from '@/stores/contentpacks/contentPackTypes';

type Props = {
  form: EntityFormState<{ [field: string]: string }>,
  /** The form field holding the value as text. */
  name: string,
  parameter: ContentPackParameter,
};

const NUMBER_STEP: { [type: string]: string } = { integer: '1', long: '1', double: 'any', float: 'any' };

/** One parameter's value, with an input for its type: a number, true or false, or text. */
const ParameterValueField = ({ form, name, parameter }: Props) => {
  const id = `${form.formId}-${name}`;
  const error = form.errors[name];
  const help = parameter.description || undefined;
  const common = {
    id,
    name,
    required: true,
    disabled: form.submitting,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, { error, help }),
    value: form.values[name] ?? '',
    onBlur: () => form.markTouched(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => form.setValue(name, event.target.value),
  };
  const invalid = error ? ' is-invalid' : '';
  const label = <>{parameter.title || parameter.name} <small className="text-body-secondary">({parameter.type})</small></>;
  let control: React.ReactNode;
  if (parameter.type === 'boolean') {
    control = (
      <select {...common} className={`form-select${invalid}`}>
        <option value="">Choose…</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  } else if (NUMBER_STEP[parameter.type]) {
    control = <input {...common} type="number" step={NUMBER_STEP[parameter.type]} className={`form-control${invalid}`} />;
  } else {
    control = <input {...common} type="text" className={`form-control${invalid}`} />;
  }
  return <FormGroup label={label} htmlFor={id} error={error} help={help} required>{control}</FormGroup>;
};

export default ParameterValueField;

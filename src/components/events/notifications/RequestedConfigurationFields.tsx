import React from 'react';
import { Form } from 'react-bootstrap';

import { describedBy, errorIdOf, helpIdOf } from '@/components/common/form/FormGroup';
import FormGroup from '@/components/common/form/FormGroup';
import { orderedFields } from '@/components/inputs/inputFormValues';
import type { ConfigurationField, RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

type Values = { [name: string]: unknown };

type Props = {
  idPrefix: string,
  requested: RequestedConfiguration,
  values: Values,
  onChange: (values: Values) => void,
  errors: { [name: string]: string | undefined },
  disabled?: boolean,
};

/** The values a type asks for, with its defaults for those not set yet. */
export const withDefaults = (requested: RequestedConfiguration, values: Values): Values => Object.fromEntries(
  orderedFields(requested).map(([name, field]) => [name, values[name] ?? field.default_value ?? (field.type === 'boolean' ? false : '')]),
);

const Control = ({ id, name, field, value, onChange, error, disabled }: {
  id: string, name: string, field: ConfigurationField, value: unknown, onChange: (value: unknown) => void, error?: string, disabled: boolean,
}) => {
  const help = field.description || undefined;
  const aria = { 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(id, { error, help }) };
  if (field.type === 'boolean') {
    return (
      <div className="mb-3 form-check console-form-group">
        <input id={id} name={name} type="checkbox" className="form-check-input" checked={value === true} disabled={disabled} {...aria}
               onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id} className="form-check-label">{field.human_name}</label>
        {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
        {help && <div id={helpIdOf(id)} className="form-text">{help}</div>}
      </div>
    );
  }
  const text = value === undefined || value === null ? '' : String(value);
  let control: React.ReactNode;
  if (field.type === 'dropdown') {
    control = (
      <Form.Select id={id} value={text} disabled={disabled} {...aria} onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
        {field.is_optional && <option value="">(none)</option>}
        {Object.entries(field.additional_info.values ?? {}).map(([option, label]) => <option key={option} value={option}>{String(label)}</option>)}
      </Form.Select>
    );
  } else if (field.type === 'number') {
    control = (
      <Form.Control id={id} type="number" value={text} disabled={disabled} {...aria}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? undefined : Number(event.target.value))} />
    );
  } else {
    const onText = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
    control = field.attributes.includes('textarea')
      ? <Form.Control id={id} as="textarea" rows={4} disabled={disabled} {...aria} value={text} onChange={onText} />
      : <Form.Control id={id} type={field.attributes.includes('is_password') ? 'password' : 'text'} disabled={disabled} {...aria} value={text} onChange={onText} />;
  }
  return <FormGroup label={field.human_name} htmlFor={id} error={error} help={help} required={!field.is_optional}>{control}</FormGroup>;
};

/**
 * The configuration a legacy alarm callback type asks for, bound to a plain values object (the notification
 * form holds it inside the notification's configuration, not as form fields of its own).
 */
const RequestedConfigurationFields = ({ idPrefix, requested, values, onChange, errors, disabled = false }: Props) => (
  <>
    {orderedFields(requested).map(([name, field]) => (
      <Control key={name} id={`${idPrefix}-${name}`} name={name} field={field} value={values[name]} error={errors[name]} disabled={disabled}
               onChange={(value) => onChange({ ...values, [name]: value })} />
    ))}
  </>
);

export default RequestedConfigurationFields;

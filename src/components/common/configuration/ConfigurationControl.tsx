import React, { useState } from 'react';

import FormGroup, { describedBy, errorIdOf, helpIdOf } from '@/components/common/form/FormGroup';
import type { ConfigurationField } from '@/stores/inputs/InputTypesStore';

import type { ConfigurationFormValue } from './configurationFormValues';

/** Where one field's control reads and writes its value, whichever kind of form holds it. */
export type FieldBinding = {
  id: string,
  name: string,
  value: ConfigurationFormValue,
  error: string | undefined,
  disabled: boolean,
  onChange: (value: ConfigurationFormValue) => void,
  onBlur?: () => void,
};

type SelectOption = { value: string, label: string };

/** A dropdown's choices; a stored value the type no longer offers stays choosable, so saving does not change it. */
const dropdownOptions = (field: ConfigurationField, current: ConfigurationFormValue): Array<SelectOption> => {
  const options = Object.entries(field.additional_info.values ?? {}).map(([value, label]) => ({ value, label: String(label) }));
  if (typeof current === 'string' && current !== '' && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: current });
  }
  return options;
};

const LIST_HINT = 'One value per line.';

/** A list's values from its text: one per line, blank lines left out. */
export const listValuesOf = (text: string): Array<string> => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

const sameValues = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => a.length === b.length && a.every((item, index) => item === b[index]);

type ListInputProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  values: ReadonlyArray<string>,
  onValuesChange: (values: Array<string>) => void,
};

/**
 * Several values, one per line; the field holds them as a list. The text keeps what is typed (a new empty line,
 * spaces) as long as it still says what the field holds; when the field changes from elsewhere (another type
 * chosen, the form reset) the text shows the new values.
 */
const ListInput = ({ values, onValuesChange, ...attributes }: ListInputProps) => {
  const [text, setText] = useState(() => values.join('\n'));
  const shown = sameValues(listValuesOf(text), values) ? text : values.join('\n');
  return (
    <textarea {...attributes} value={shown} rows={Math.min(Math.max(values.length + 1, 3), 8)}
              onChange={(event) => {
                setText(event.target.value);
                onValuesChange(listValuesOf(event.target.value));
              }} />
  );
};

const helpOf = (field: ConfigurationField): string | undefined => {
  const description = field.description.trim();
  if (field.type !== 'list') return description || undefined;
  return description ? `${description.replace(/\.?$/, '.')} ${LIST_HINT}` : LIST_HINT;
};

const textOf = (value: ConfigurationFormValue): string => (value === undefined || Array.isArray(value) ? '' : String(value));

/** One requested-configuration field: its label, the control its type asks for, the error under it and its help. */
const ConfigurationControl = ({ field, binding }: { field: ConfigurationField, binding: FieldBinding }) => {
  const { id, name, value, error, disabled, onChange, onBlur } = binding;
  const help = helpOf(field);
  const required = !field.is_optional && field.type !== 'boolean';
  const common = {
    id, name, disabled, required, onBlur, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(id, { error, help }),
  };
  const invalidClass = error ? ' is-invalid' : '';

  if (field.type === 'boolean') {
    return (
      <div className="mb-3 form-check console-form-group">
        <input {...common} type="checkbox" className={`form-check-input${invalidClass}`} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id} className="form-check-label">{field.human_name}</label>
        {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
        {help && <div id={helpIdOf(id)} className="form-text">{help}</div>}
      </div>
    );
  }

  let control: React.ReactNode;
  if (field.type === 'number') {
    control = (
      <input {...common} type="number" className={`form-control${invalidClass}`} value={textOf(value)}
             onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))} />
    );
  } else if (field.type === 'dropdown') {
    control = (
      <select {...common} className={`form-select${invalidClass}`} value={textOf(value)} onChange={(event) => onChange(event.target.value)}>
        {!required && <option value="">(none)</option>}
        {dropdownOptions(field, value).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    );
  } else if (field.type === 'list') {
    control = <ListInput {...common} className={`form-control${invalidClass}`} values={Array.isArray(value) ? value : []} onValuesChange={onChange} />;
  } else if (field.attributes.includes('textarea')) {
    control = <textarea {...common} className={`form-control${invalidClass}`} rows={3} value={textOf(value)} onChange={(event) => onChange(event.target.value)} />;
  } else {
    const secret = field.attributes.includes('is_password');
    control = (
      <input {...common} type={secret ? 'password' : 'text'} autoComplete={secret ? 'new-password' : 'off'} className={`form-control${invalidClass}`}
             value={textOf(value)} onChange={(event) => onChange(event.target.value)} />
    );
  }
  return <FormGroup label={field.human_name} htmlFor={id} error={error} help={help} required={required}>{control}</FormGroup>;
};

export default ConfigurationControl;

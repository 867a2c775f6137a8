import React from 'react';

import FormGroup, { describedBy, errorIdOf, helpIdOf, RequiredMark } from './FormGroup';
import type { EntityFormState } from './useEntityForm';

/** The fields of V that can hold every value of T: a number input may also be empty (undefined). */
type KeysAccepting<V, T> = { [K in keyof V]-?: [T] extends [V[K]] ? K : never }[keyof V] & string;

export type SelectOption = { value: string, label: string };

type CommonProps<V> = {
  form: EntityFormState<V>,
  label: React.ReactNode,
  help?: React.ReactNode,
  required?: boolean,
  disabled?: boolean,
  /** Default: the form's id prefix and the field name. */
  id?: string,
  placeholder?: string,
  autoComplete?: string,
};

type TextProps<V> = CommonProps<V> & { type?: 'text' | 'email' | 'password' | 'textarea', name: KeysAccepting<V, string>, rows?: number };
type NumberProps<V> = CommonProps<V> & { type: 'number', name: KeysAccepting<V, number | undefined>, min?: number, max?: number, step?: number };
type SelectProps<V> = CommonProps<V> & { type: 'select', name: KeysAccepting<V, string>, options: Array<SelectOption> };
type CheckboxProps<V> = CommonProps<V> & { type: 'checkbox', name: KeysAccepting<V, boolean> };

export type FormFieldProps<V> = TextProps<V> | NumberProps<V> | SelectProps<V> | CheckboxProps<V>;

type ControlChange = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** What the control holds, as the field's value: `name`'s type guarantees the field accepts it. */
const valueFromControl = (kind: FormFieldProps<object>['type'], event: ControlChange): string | number | boolean | undefined => {
  const { target } = event;
  if (kind === 'checkbox') {
    return (target as HTMLInputElement).checked;
  }
  if (kind === 'number') {
    return target.value === '' ? undefined : Number(target.value);
  }
  return target.value;
};

/**
 * One field of an entity form: label, control, the browser check or the server's reason under it, help.
 * `name` only accepts fields whose type suits the control (text: string, number: number | undefined,
 * checkbox: boolean).
 */
const FormField = <V extends object>(props: FormFieldProps<V>) => {
  const { form, name, label, help, required = false, disabled, placeholder, autoComplete } = props;
  const id = props.id ?? `${form.formId}-${name}`;
  const error = form.errors[name];
  const value: unknown = form.values[name];
  const onChange = (event: ControlChange) => {
    // The cast is safe by construction: KeysAccepting limits `name` to fields holding the control's type.
    form.setValue(name, valueFromControl(props.type, event) as V[typeof name]);
  };
  const common = {
    id,
    name,
    disabled: disabled || form.submitting,
    required,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, { error, help }),
    onBlur: () => form.markTouched(name),
    onChange,
  };

  if (props.type === 'checkbox') {
    return (
      <div className="mb-3 form-check console-form-group">
        <input {...common} type="checkbox" className={`form-check-input${error ? ' is-invalid' : ''}`} checked={value === true} />
        <label htmlFor={id} className="form-check-label">{label}{required && <RequiredMark />}</label>
        {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
        {help && <div id={helpIdOf(id)} className="form-text">{help}</div>}
      </div>
    );
  }

  const text = value === undefined || value === null ? '' : String(value);
  const invalidClass = error ? ' is-invalid' : '';
  let control: React.ReactNode;
  if (props.type === 'select') {
    control = (
      <select {...common} className={`form-select${invalidClass}`} value={text}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {props.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    );
  } else if (props.type === 'textarea') {
    control = <textarea {...common} className={`form-control${invalidClass}`} value={text} rows={props.rows ?? 4} placeholder={placeholder} />;
  } else {
    const numberLimits = props.type === 'number' ? { min: props.min, max: props.max, step: props.step } : {};
    control = (
      <input {...common} {...numberLimits} type={props.type ?? 'text'} className={`form-control${invalidClass}`} value={text} placeholder={placeholder} autoComplete={autoComplete} />
    );
  }
  return <FormGroup label={label} htmlFor={id} error={error} help={help} required={required}>{control}</FormGroup>;
};

export default FormField;

import React from 'react';
import { Button, Form } from 'react-bootstrap';

import { describedBy, errorIdOf, helpIdOf } from '@/components/common/form/FormGroup';

export type Choice = { value: string, label: string };

type Props = {
  id: string,
  label: string,
  /** What one chosen item is called in the remove buttons' labels, e.g. "stream". */
  itemName: string,
  value: ReadonlyArray<string>,
  onChange: (values: Array<string>) => void,
  /** undefined while loading. */
  choices: ReadonlyArray<Choice> | undefined,
  error?: string,
  help?: string,
  disabled?: boolean,
};

/** Chosen items as removable chips and a select that adds one more; a chosen item no longer offered shows its value. */
const ChoicePicker = ({ id, label, itemName, value, onChange, choices, error, help, disabled = false }: Props) => {
  const labelOf = (chosen: string) => choices?.find((choice) => choice.value === chosen)?.label ?? chosen;
  const addable = (choices ?? []).filter((choice) => !value.includes(choice.value));
  return (
    <div className="mb-3 console-form-group">
      <label htmlFor={id} className="form-label">{label}</label>
      {value.length > 0 && (
        <ul className="list-inline mb-2" aria-label={`Chosen: ${label}`}>
          {value.map((chosen) => (
            <li key={chosen} className="list-inline-item badge text-bg-light border me-1 mb-1 fs-6 fw-normal">
              {labelOf(chosen)}
              <Button variant="link" size="sm" className="p-0 ms-2 align-baseline text-decoration-none" disabled={disabled}
                      aria-label={`Remove ${itemName} ${labelOf(chosen)}`}
                      onClick={() => onChange(value.filter((other) => other !== chosen))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form.Select id={id} value="" disabled={disabled || choices === undefined} aria-invalid={Boolean(error)}
                   aria-describedby={describedBy(id, { error, help })} className={error ? 'is-invalid' : undefined}
                   onChange={(event: React.ChangeEvent<HTMLSelectElement>) => { if (event.target.value) onChange([...value, event.target.value]); }}>
        <option value="">{choices === undefined ? 'Loading…' : `Add a ${itemName}…`}</option>
        {addable.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
      </Form.Select>
      {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
      {help && <div id={helpIdOf(id)} className="form-text">{help}</div>}
    </div>
  );
};

export default ChoicePicker;

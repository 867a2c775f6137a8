import React, { useState } from 'react';
import { Form, InputGroup } from 'react-bootstrap';

import { describedBy, errorIdOf, helpIdOf } from '@/components/common/form/FormGroup';

import { DURATION_UNITS, durationOf, msOf, UNIT_MS } from './durations';
import type { DurationUnit } from './durations';

type Props = {
  id: string,
  label: string,
  /** Milliseconds. */
  value: number,
  onChange: (ms: number) => void,
  error?: string,
  help?: string,
  disabled?: boolean,
  /** The smallest number accepted (default 1; 0 for "none"). */
  min?: number,
};

/** A duration typed as a number and a unit, held in milliseconds as Graylog stores it. */
const DurationInput = ({ id, label, value, onChange, error, help, disabled = false, min = 1 }: Props) => {
  // The unit is the user's choice once made: typing 60 minutes does not turn into 1 hour under their hands.
  const [unit, setUnit] = useState<DurationUnit>(() => durationOf(value).unit);
  const amount = value / UNIT_MS[unit];
  return (
    <div className="mb-3 console-form-group">
      <label htmlFor={id} className="form-label">{label}</label>
      <InputGroup>
        <Form.Control id={id} type="number" min={min} step={1} value={Number.isFinite(amount) ? amount : ''} disabled={disabled}
                      aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error, help })} className={error ? 'is-invalid' : undefined}
                      onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(msOf({ value: Number(event.target.value || 0), unit }))} />
        <Form.Select aria-label={`${label}: unit`} value={unit} disabled={disabled} style={{ maxWidth: '10rem' }}
                     onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
                       const next = event.target.value as DurationUnit;
                       setUnit(next);
                       onChange(msOf({ value: amount, unit: next }));
                     }}>
          {DURATION_UNITS.map((candidate) => <option key={candidate} value={candidate}>{candidate}</option>)}
        </Form.Select>
      </InputGroup>
      {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
      {help && <div id={helpIdOf(id)} className="form-text">{help}</div>}
    </div>
  );
};

export default DurationInput;

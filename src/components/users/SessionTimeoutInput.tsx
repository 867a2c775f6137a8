import React, { useEffect, useState } from 'react';
import { Form, InputGroup } from 'react-bootstrap';

import type { DisplayedTimeout, TimeoutUnit } from './sessionTimeout';
import { TIMEOUT_UNITS, toDisplayedTimeout, toMilliseconds } from './sessionTimeout';

type Props = {
  /** Given to the number input, so that a label's htmlFor points at it. */
  id: string,
  /** Milliseconds; -1 never expires. */
  value: number,
  onChange: (ms: number) => void,
  invalid?: boolean,
  /** The id of the error or help text. */
  describedBy?: string,
};

/** What unchecking "Never expire" offers: Graylog's default session length. */
const DEFAULT_WHEN_EXPIRING: DisplayedTimeout = { neverExpires: false, value: '8', unit: 'hours' };

/**
 * A session timeout: a number, a unit (days, hours, minutes, seconds) and "Never expire". It reports
 * milliseconds; what is typed stays as typed (24 hours is not turned into 1 day while the user types).
 */
const SessionTimeoutInput = ({ id, value, onChange, invalid = false, describedBy }: Props) => {
  const [displayed, setDisplayed] = useState<DisplayedTimeout>(() => toDisplayedTimeout(value));

  // A value from outside (a reset, a loaded user) replaces what is shown; our own changes come back unchanged.
  useEffect(() => {
    setDisplayed((current) => (Object.is(toMilliseconds(current), value) ? current : toDisplayedTimeout(value)));
  }, [value]);

  const change = (next: DisplayedTimeout) => {
    setDisplayed(next);
    onChange(toMilliseconds(next));
  };

  const toggleNever = (neverExpires: boolean) => {
    if (!neverExpires && displayed.value.trim() === '') {
      change(DEFAULT_WHEN_EXPIRING);
    } else {
      change({ ...displayed, neverExpires });
    }
  };

  return (
    <div className="console-timeout-input">
      <InputGroup>
        <Form.Control
          id={id}
          type="number"
          min={1}
          step={1}
          value={displayed.neverExpires ? '' : displayed.value}
          disabled={displayed.neverExpires}
          isInvalid={invalid}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => change({ ...displayed, value: event.target.value })} />
        <Form.Select
          aria-label="Timeout unit"
          value={displayed.unit}
          disabled={displayed.neverExpires}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => change({ ...displayed, unit: event.target.value as TimeoutUnit })}>
          {TIMEOUT_UNITS.map(({ unit, label }) => <option key={unit} value={unit}>{label}</option>)}
        </Form.Select>
      </InputGroup>
      <Form.Check
        type="checkbox"
        id={`${id}-never`}
        className="mt-1"
        label="Never expire"
        checked={displayed.neverExpires}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => toggleNever(event.target.checked)} />
    </div>
  );
};

export default SessionTimeoutInput;

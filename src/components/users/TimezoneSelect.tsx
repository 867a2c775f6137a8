import React, { useMemo } from 'react';
import { Form } from 'react-bootstrap';
import moment from 'moment-timezone';

import AppConfig from '@/util/AppConfig';

type Props = {
  id: string,
  /** A zone name, or '' for the default (the server's root time zone). */
  value: string,
  onChange: (zone: string) => void,
  invalid?: boolean,
  describedBy?: string,
};

/** The zones moment-timezone knows, the same list the console formats times with. */
export const timezoneNames = (): Array<string> => moment.tz.names();

/** A time zone, or "Use the default" (stored as no zone, so the root time zone applies). */
const TimezoneSelect = ({ id, value, onChange, invalid = false, describedBy }: Props) => {
  const names = useMemo(timezoneNames, []);
  // A zone the list does not know (e.g. saved by another client) must stay selectable, not silently change.
  const options = value && !names.includes(value) ? [value, ...names] : names;
  return (
    <Form.Select
      id={id}
      value={value}
      isInvalid={invalid}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
      <option value="">Use the default ({AppConfig.rootTimeZone()})</option>
      {options.map((name) => <option key={name} value={name}>{name}</option>)}
    </Form.Select>
  );
};

export default TimezoneSelect;

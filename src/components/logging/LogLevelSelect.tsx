import React, { useState } from 'react';
import { Form } from 'react-bootstrap';

import type { LogLevel } from '@/stores/logging/LoggingStore';
import { LOG_LEVELS } from '@/stores/logging/LoggingStore';

type Props = {
  /** The level as the server reports it (any case). */
  level: string,
  /** Names the control for assistive technology, e.g. "Level of org.graylog2". */
  label: string,
  /** Absent when the user may not change it: the level is shown as text. */
  onChange?: (level: LogLevel) => Promise<unknown>,
};

/** A level, changed as soon as another one is chosen; the control waits for the server's answer. */
const LogLevelSelect = ({ level, label, onChange }: Props) => {
  const [saving, setSaving] = useState(false);
  const current = level.toLowerCase();
  if (!onChange) {
    return <span className="text-uppercase">{current}</span>;
  }
  const choose = (event: React.ChangeEvent<HTMLSelectElement>) => {
    setSaving(true);
    // The store toasts the outcome; the caller reloads the levels, so a refused change shows the old one.
    onChange(event.target.value as LogLevel).catch(() => {}).finally(() => setSaving(false));
  };
  const known = (LOG_LEVELS as ReadonlyArray<string>).includes(current);
  return (
    <Form.Select size="sm" aria-label={label} value={current} disabled={saving} onChange={choose} style={{ maxWidth: '9rem' }}>
      {!known && <option value={current}>{current}</option>}
      {LOG_LEVELS.map((choice) => <option key={choice} value={choice}>{choice.toUpperCase()}</option>)}
    </Form.Select>
  );
};

export default LogLevelSelect;

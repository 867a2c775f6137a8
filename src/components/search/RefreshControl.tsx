import React from 'react';
import { Form } from 'react-bootstrap';

import { MIN_REFRESH_MS } from './useAutoRefresh';

/** Refresh intervals offered, in ms, on the search page and (the longer ones) in TV mode; none shorter than a second. */
export const REFRESH_INTERVALS: ReadonlyArray<{ ms: number, label: string }> = [
  { ms: 1000, label: 'Every second' },
  { ms: 2000, label: 'Every 2 seconds' },
  { ms: 5000, label: 'Every 5 seconds' },
  { ms: 10000, label: 'Every 10 seconds' },
  { ms: 30000, label: 'Every 30 seconds' },
  { ms: 60000, label: 'Every minute' },
  { ms: 300000, label: 'Every 5 minutes' },
].filter(({ ms }) => ms >= MIN_REFRESH_MS);

type Props = {
  /** null: off, the default. */
  value: number | null,
  onChange: (intervalMs: number | null) => void,
};

/** Whether and how often the search runs again by itself; it waits while the tab is hidden or the server is away. */
const RefreshControl = ({ value, onChange }: Props) => (
  <Form.Select id="search-refresh" aria-label="Refresh the search automatically" className="console-refresh-select" value={value ?? 'off'}
               onChange={(event) => {
                 const chosen = REFRESH_INTERVALS.find(({ ms }) => String(ms) === event.target.value);
                 onChange(chosen ? chosen.ms : null);
               }}>
    <option value="off">Refresh: off</option>
    {REFRESH_INTERVALS.map(({ ms, label }) => <option key={ms} value={ms}>{`Refresh: ${label.toLowerCase()}`}</option>)}
  </Form.Select>
);

export default RefreshControl;

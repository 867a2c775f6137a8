import React from 'react';

import type { GrokTestCaptures } from '@/stores/grok/GrokPatternsStore';

/** A captured value as text: strings as they are, anything else (numbers, lists) as JSON. */
export const captureText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
};

/** What a test captured, name by name, in the order the server gave them. */
const CapturesTable = ({ captures }: { captures: GrokTestCaptures }) => (
  <table className="table table-sm table-bordered mb-0 bg-white">
    <caption className="visually-hidden">Captures</caption>
    <thead>
      <tr>
        <th scope="col" style={{ width: '30%' }}>Capture</th>
        <th scope="col">Value</th>
      </tr>
    </thead>
    <tbody>
      {Object.entries(captures).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" className="font-monospace fw-normal text-break">{name}</th>
          <td className="font-monospace text-break" style={{ whiteSpace: 'pre-wrap' }}>{captureText(value)}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

export default CapturesTable;

import React from 'react';

import FieldValueTable from '@/components/common/FieldValueTable';

import type { GrokTestCaptures } from '@/stores/grok/GrokPatternsStore';

/** A captured value as text: strings as they are, anything else (numbers, lists) as JSON. */
export const captureText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
};

/** What a test captured, name by name, in the order the server gave them. */
const CapturesTable = ({ captures }: { captures: GrokTestCaptures }) => (
  <FieldValueTable nameTitle="Capture" caption="Captures"
                   rows={Object.entries(captures).map(([name, value]) => ({ name, value: captureText(value) }))} />
);

export default CapturesTable;

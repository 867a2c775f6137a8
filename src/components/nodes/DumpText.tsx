import React from 'react';

import type { ProcessBufferDump } from '@/stores/nodes/ClusterOverviewStore';

/** One line per processor, in their numeric order: its name, then what it is doing. */
export const processBufferDumpText = (dump: ProcessBufferDump): string => Object.entries(dump)
  .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))
  .map(([processor, state]) => `${processor}: ${state}`)
  .join('\n');

/** A dump as the server wrote it: plain monospace text that keeps its lines, never interpreted as markup. */
const DumpText = ({ text, label }: { text: string, label: string }) => (
  <pre className="console-dump border rounded p-3 bg-body-tertiary" aria-label={label} tabIndex={0}>{text}</pre>
);

export default DumpText;

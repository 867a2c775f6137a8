import React from 'react';

import type { TraceEntry } from '@/stores/simulator/SimulatorStore';
import formatCount from '@/util/formatCount';

import './simulator.css';

/** Graylog's trace of the simulation, collapsed at first: when each step happened, in microseconds from the start. */
const SimulationTrace = ({ trace, tookMicroseconds }: { trace: ReadonlyArray<TraceEntry>, tookMicroseconds: number }) => (
  <details className="mb-3">
    <summary>Simulation trace ({formatCount(trace.length)} {trace.length === 1 ? 'step' : 'steps'}, {formatCount(tookMicroseconds)} µs in all)</summary>
    {trace.length === 0
      ? <p className="mt-2 mb-0 text-body-secondary">The server traced no steps.</p>
      : (
        <dl className="console-simulation-trace">
          {trace.map((entry, position) => (
            // The same step may repeat at the same time: the position is what tells entries apart.
            <React.Fragment key={position}>
              <dt>{formatCount(entry.time)} µs</dt>
              <dd>{entry.message}</dd>
            </React.Fragment>
          ))}
        </dl>
      )}
  </details>
);

export default SimulationTrace;

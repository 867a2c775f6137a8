import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import type { Output } from '@/stores/outputs/OutputsStore';

type Props = {
  /** The outputs not yet attached to the stream, by title. */
  assignable: ReadonlyArray<Output>,
  /** Attaches the output; the store toasts the outcome. */
  onAssign: (output: Output) => Promise<unknown>,
};

/** Attaches an output that already exists (and may already forward other streams) to this stream. */
const AssignOutputControl = ({ assignable, onAssign }: Props) => {
  const [selected, setSelected] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = assignable.find((output) => output.id === selected);
  const assign = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen || busy) return;
    setBusy(true);
    // The store toasts a failure; either way the choice is over.
    onAssign(chosen).catch(() => undefined).then(() => {
      setBusy(false);
      setSelected('');
    });
  };
  const placeholder = assignable.length === 0 ? 'No other outputs to assign' : 'Select existing output';
  return (
    <form className="d-flex flex-wrap gap-2" onSubmit={assign} aria-label="Assign existing output">
      <select className="form-select w-auto" aria-label="Existing output" value={selected} disabled={assignable.length === 0 || busy}
              onChange={(event) => setSelected(event.target.value)}>
        <option value="">{placeholder}</option>
        {assignable.map((output) => <option key={output.id} value={output.id}>{output.title}</option>)}
      </select>
      <Button type="submit" variant="outline-primary" disabled={!chosen || busy} aria-busy={busy}>
        {busy ? 'Assigning…' : 'Assign existing output'}
      </Button>
    </form>
  );
};

export default AssignOutputControl;

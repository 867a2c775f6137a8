import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import type { AvailableOutputTypes, Output } from '@/stores/outputs/OutputsStore';
import { outputTypeName } from '@/stores/outputs/OutputsStore';

import OutputDialog from './OutputDialog';

type Props = {
  /** Undefined while loading or when they could not be loaded. */
  types: AvailableOutputTypes | undefined,
  typesFailed: boolean,
  /** After the server created the output. */
  onLaunched: (output: Output) => void,
};

/** The types the server offers, and "Launch new output" with the chosen one's configuration form. */
const LaunchOutputControl = ({ types, typesFailed, onLaunched }: Props) => {
  const [selected, setSelected] = useState('');
  const [launching, setLaunching] = useState<string | undefined>();

  const choices = Object.keys(types ?? {})
    .map((type) => ({ type, name: outputTypeName(types, type) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  let placeholder = 'Select output type';
  if (types === undefined) placeholder = typesFailed ? 'Output types could not be loaded' : 'Loading output types…';
  const launch = (event: React.FormEvent) => {
    event.preventDefault();
    if (selected !== '') setLaunching(selected);
  };
  const launchingType = launching ? types?.[launching] : undefined;

  return (
    <>
      <form className="d-flex flex-wrap gap-2" onSubmit={launch} aria-label="Launch new output">
        <select className="form-select w-auto" aria-label="Output type" value={selected} disabled={types === undefined}
                onChange={(event) => setSelected(event.target.value)}>
          <option value="">{placeholder}</option>
          {choices.map(({ type, name }) => <option key={type} value={type}>{name}</option>)}
        </select>
        <Button type="submit" variant="primary" disabled={selected === ''}>Launch new output</Button>
      </form>
      {launchingType && (
        <OutputDialog type={launchingType} onClose={() => setLaunching(undefined)}
                      onSaved={(output) => { setLaunching(undefined); setSelected(''); onLaunched(output); }} />
      )}
    </>
  );
};

export default LaunchOutputControl;

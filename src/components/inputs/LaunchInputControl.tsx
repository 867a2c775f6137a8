import React, { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';

import { useStore } from '@/stores/connect';
import { InputTypesActions, InputTypesStore } from '@/stores/inputs/InputTypesStore';

import InputDialog from './InputDialog';

type Props = {
  nodeIds: ReadonlyArray<string>,
  /** After the server created the input. */
  onLaunched: () => void,
};

/** The types the server offers, and "Launch new input" with the chosen one's configuration form. */
const LaunchInputControl = ({ nodeIds, onLaunched }: Props) => {
  const types = useStore(InputTypesStore, (state) => state.types);
  const [selected, setSelected] = useState('');
  const [launching, setLaunching] = useState<string | undefined>();
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let current = true;
    // The store toasts the failure; the control says why it offers nothing.
    InputTypesActions.list().catch(() => { if (current) setLoadFailed(true); });
    return () => { current = false; };
  }, []);

  const choices = Object.entries(types ?? {}).sort(([, a], [, b]) => a.localeCompare(b));
  let placeholder = 'Select input type';
  if (types === undefined) placeholder = loadFailed ? 'Input types could not be loaded' : 'Loading input types…';
  const launch = (event: React.FormEvent) => {
    event.preventDefault();
    if (selected !== '') setLaunching(selected);
  };

  return (
    <>
      <form className="d-flex flex-wrap gap-2" onSubmit={launch} aria-label="Launch new input">
        <select className="form-select w-auto" aria-label="Input type" value={selected} disabled={types === undefined}
                onChange={(event) => setSelected(event.target.value)}>
          <option value="">{placeholder}</option>
          {choices.map(([type, name]) => <option key={type} value={type}>{name}</option>)}
        </select>
        <Button type="submit" variant="primary" disabled={selected === ''}>Launch new input</Button>
      </form>
      {launching && (
        <InputDialog type={launching} nodeIds={nodeIds} onClose={() => setLaunching(undefined)}
                     onSaved={() => { setLaunching(undefined); setSelected(''); onLaunched(); }} />
      )}
    </>
  );
};

export default LaunchInputControl;

// A choice of lookup table by name, for the lookup table extractor and converter.
import React, { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Routes from '@/routing/Routes';
import type { LookupTable } from '@/stores/lookup-tables/lookupPayloads';
import { LookupTablesActions } from '@/stores/lookup-tables/LookupTablesStore';

type Props = {
  id: string,
  /** The table's name; a name no table has (deleted since) stays selected and says so. */
  value: string,
  onChange: (name: string) => void,
  disabled?: boolean,
  invalid?: boolean,
  describedBy?: string,
  small?: boolean,
};

type Tables = { list?: Array<LookupTable>, failed: boolean };

const LookupTableSelect = ({ id, value, onChange, disabled, invalid, describedBy, small }: Props) => {
  const [tables, setTables] = useState<Tables>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    LookupTablesActions.listAll().then((list) => { if (active) setTables({ list, failed: false }); }, () => { if (active) setTables({ failed: true }); });
    return () => { active = false; };
  }, [attempt]);
  const size = small ? ' form-select-sm' : '';

  if (tables.failed) {
    return (
      <div className="d-flex align-items-center gap-2">
        <span className="text-danger">The lookup tables could not be loaded.</span>
        <Button size="sm" variant="outline-danger" onClick={() => setAttempt((count) => count + 1)}>Try again</Button>
      </div>
    );
  }
  const list = tables.list ?? [];
  const unknown = value !== '' && tables.list !== undefined && !list.some((table) => table.name === value);
  return (
    <>
      <select id={id} className={`form-select${size}${invalid ? ' is-invalid' : ''}`} value={value} disabled={disabled || tables.list === undefined}
              aria-invalid={invalid} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
        <option value="">{tables.list === undefined ? 'Loading lookup tables…' : 'Select a lookup table'}</option>
        {unknown && <option value={value}>{value} (no such table)</option>}
        {list.map((table) => <option key={table.id} value={table.name}>{table.title} ({table.name})</option>)}
      </select>
      {tables.list !== undefined && list.length === 0 && (
        <div className="form-text">No lookup tables yet: <Link to={Routes.SYSTEM.LOOKUPTABLES.CREATE}>create one</Link> first.</div>
      )}
    </>
  );
};

export default LookupTableSelect;

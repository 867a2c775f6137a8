import React from 'react';

type Props = {
  /** Class name to human name, of the types to choose from. */
  types: { [type: string]: string },
  /** '' for all types. */
  value: string,
  onChange: (type: string) => void,
};

/** Shows only inputs of one type; beside the table's search. */
const InputTypeFilter = ({ types, value, onChange }: Props) => {
  const choices = Object.entries(types).sort(([, a], [, b]) => a.localeCompare(b));
  return (
    <select className="form-select w-auto" aria-label="Filter inputs by type" value={value in types ? value : ''}
            onChange={(event) => onChange(event.target.value)}>
      <option value="">All types</option>
      {choices.map(([type, name]) => <option key={type} value={type}>{name}</option>)}
    </select>
  );
};

export default InputTypeFilter;

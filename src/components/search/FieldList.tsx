import React, { useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';

type Field = { name: string, type?: string };

type Props = {
  /** Every field the searched messages may have. */
  fields: ReadonlyArray<Field>,
  /** The columns of the message table, in their order. */
  selected: ReadonlyArray<string>,
  onToggle: (field: string) => void,
};

/** Prefix of the element ids: the list is on the search page only, once. */
const ID_PREFIX = 'search-fields';

const matches = (name: string, filter: string) => name.toLowerCase().includes(filter.trim().toLowerCase());

/** The fields of the searched messages: filter them by name, and add or remove each as a column of the message table. */
const FieldList = ({ fields, selected, onToggle }: Props) => {
  const [filter, setFilter] = useState('');
  const filterId = `${ID_PREFIX}-filter`;
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => fields.filter((field) => matches(field.name, filter)), [fields, filter]);

  return (
    <section aria-labelledby={`${ID_PREFIX}-title`} className="console-field-list">
      <h2 id={`${ID_PREFIX}-title`} className="h6 mb-2">Fields</h2>
      <Form.Label htmlFor={filterId} visuallyHidden>Filter fields</Form.Label>
      <Form.Control id={filterId} type="search" size="sm" placeholder="Filter fields" value={filter}
                    onChange={(event) => setFilter(event.target.value)} className="mb-2" />
      <p className={fields.length === 0 ? 'visually-hidden' : 'small text-body-secondary mb-2'} aria-live="polite">
        {filter.trim() === '' ? `${fields.length} ${fields.length === 1 ? 'field' : 'fields'}, ${selected.length} shown as columns` : `${shown.length} of ${fields.length} fields match`}
      </p>
      <ul className="list-unstyled mb-0 console-field-list-items">
        {shown.map((field, position) => {
          const isSelected = selectedSet.has(field.name);
          return (
            <li key={field.name} title={field.type && field.type !== 'unknown' ? `${field.name} (${field.type})` : field.name}>
              <Form.Check type="checkbox" id={`${ID_PREFIX}-field-${position}`} checked={isSelected} onChange={() => onToggle(field.name)}
                          aria-label={`${isSelected ? 'Remove' : 'Add'} column ${field.name}`}
                          label={<span className="font-monospace console-field-name">{field.name}</span>} className="mb-0" />
            </li>
          );
        })}
        {shown.length === 0 && <li className="small text-body-secondary">{fields.length === 0 ? 'No fields in the searched messages.' : 'No field matches.'}</li>}
      </ul>
    </section>
  );
};

export default FieldList;

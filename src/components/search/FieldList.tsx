import React, { useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';

import useSearchesConfig from '@/stores/search/useSearchesConfig';

import { analysisDisabledReason } from './fieldAnalysis';
import type { AnalysedSearch } from './FieldTopValues';
import FieldTopValues from './FieldTopValues';

type Field = { name: string, type?: string };

type Props = {
  /** Every field the searched messages may have. */
  fields: ReadonlyArray<Field>,
  /** The columns of the message table, in their order. */
  selected: ReadonlyArray<string>,
  onToggle: (field: string) => void,
  /** What the page searched, for the fields' top values; without it they are not offered. */
  search?: AnalysedSearch,
};

const ChartIcon = () => (
  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
    <rect x="1" y="9" width="3" height="6" rx="0.5" /><rect x="6" y="5" width="3" height="10" rx="0.5" /><rect x="11" y="1" width="3" height="14" rx="0.5" />
  </svg>
);

/** Prefix of the element ids: the list is on the search page only, once. */
const ID_PREFIX = 'search-fields';

const matches = (name: string, filter: string) => name.toLowerCase().includes(filter.trim().toLowerCase());

/** The fields of the searched messages: filter them by name, and add or remove each as a column of the message table. */
const FieldList = ({ fields, selected, onToggle, search }: Props) => {
  const [filter, setFilter] = useState('');
  const [analysed, setAnalysed] = useState<string | undefined>();
  const config = useSearchesConfig();
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
          const disabledReason = analysisDisabledReason(field.name, config);
          const showsValues = search !== undefined && analysed === field.name && !disabledReason;
          return (
            <li key={field.name} title={field.type && field.type !== 'unknown' ? `${field.name} (${field.type})` : field.name}>
              <div className="d-flex align-items-center gap-1">
                <Form.Check type="checkbox" id={`${ID_PREFIX}-field-${position}`} checked={isSelected} onChange={() => onToggle(field.name)}
                            aria-label={`${isSelected ? 'Remove' : 'Add'} column ${field.name}`}
                            label={<span className="font-monospace console-field-name">{field.name}</span>} className="mb-0 flex-grow-1 console-field-check" />
                {search && (
                  // Not `disabled`: a disabled button shows no tooltip, and the tooltip says why.
                  <Button variant="link" size="sm" className={`p-0 console-field-analyse${disabledReason ? ' text-body-tertiary' : ''}`}
                          aria-disabled={disabledReason !== undefined} aria-expanded={disabledReason ? undefined : showsValues}
                          aria-label={`Top values of ${field.name}`} title={disabledReason ?? `Show the most frequent values of ${field.name}`}
                          onClick={() => { if (!disabledReason) setAnalysed(showsValues ? undefined : field.name); }}>
                    <ChartIcon />
                  </Button>
                )}
              </div>
              {showsValues && <div className="console-field-top-values"><FieldTopValues field={field.name} search={search} /></div>}
            </li>
          );
        })}
        {shown.length === 0 && <li className="small text-body-secondary">{fields.length === 0 ? 'No fields in the searched messages.' : 'No field matches.'}</li>}
      </ul>
    </section>
  );
};

export default FieldList;

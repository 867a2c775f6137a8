import React, { useState } from 'react';
import { Button, Form } from 'react-bootstrap';

import { describedBy, errorIdOf, helpIdOf } from '@/components/common/form/FormGroup';
import Spinner from '@/components/common/Spinner';

export type MultiSelectOption = { value: string, label: string, description?: string };

type Props = {
  id: string,
  label: string,
  /** What one item is called in texts, e.g. "rule". */
  itemName: string,
  /** The chosen values, in the order they were chosen. */
  value: ReadonlyArray<string>,
  onChange: (values: Array<string>) => void,
  /** undefined while loading. */
  options: ReadonlyArray<MultiSelectOption> | undefined,
  help?: React.ReactNode,
  error?: string,
  disabled?: boolean,
  /** Why nothing can be offered (the options could not be loaded); chosen values can still be removed. */
  unavailable?: string,
};

const matches = (option: MultiSelectOption, filter: string) => {
  const needle = filter.trim().toLowerCase();
  return needle === '' || option.label.toLowerCase().includes(needle) || (option.description ?? '').toLowerCase().includes(needle);
};

/**
 * Many choices out of a long list: the chosen ones as removable chips (in the order chosen), a filter box, and a
 * checkbox per option that matches the filter. A chosen value no longer offered stays visible so it can be removed.
 */
const SearchableMultiSelect = ({ id, label, itemName, value, onChange, options, help, error, disabled = false, unavailable }: Props) => {
  const [filter, setFilter] = useState('');
  const labelOf = (chosen: string) => options?.find((option) => option.value === chosen)?.label ?? chosen;
  const shown = (options ?? []).filter((option) => matches(option, filter));
  const toggle = (chosen: string, checked: boolean) => onChange(checked ? [...value.filter((other) => other !== chosen), chosen] : value.filter((other) => other !== chosen));
  const filterId = `${id}-filter`;

  return (
    <fieldset className="mb-3 console-form-group" id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error, help })}>
      <legend className="form-label fs-6 mb-1">{label}</legend>
      {value.length > 0 ? (
        <ul className="list-inline mb-2" aria-label={`Chosen: ${label}`}>
          {value.map((chosen) => (
            <li key={chosen} className="list-inline-item badge text-bg-light border me-1 mb-1 fs-6 fw-normal">
              {labelOf(chosen)}
              <Button variant="link" size="sm" className="p-0 ms-2 align-baseline text-decoration-none" disabled={disabled}
                      aria-label={`Remove ${itemName} ${labelOf(chosen)}`} onClick={() => toggle(chosen, false)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : <p className="text-body-secondary small mb-2">No {itemName} chosen.</p>}
      {unavailable !== undefined && <p className="text-danger small mb-2">{unavailable}</p>}
      {unavailable === undefined && options === undefined && <Spinner text={`Loading ${itemName}s…`} />}
      {unavailable === undefined && options !== undefined && (
        <>
          <Form.Control id={filterId} type="search" size="sm" className="mb-2" placeholder={`Filter ${itemName}s`} aria-label={`Filter ${itemName}s`}
                        value={filter} disabled={disabled} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setFilter(event.target.value)} />
          <div className="border rounded px-2 py-1 console-multiselect-options" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
            {options.length === 0 && <p className="text-body-secondary small my-1">There are no {itemName}s yet.</p>}
            {options.length > 0 && shown.length === 0 && <p className="text-body-secondary small my-1">No {itemName} matches “{filter}”.</p>}
            {shown.map((option, index) => (
              <Form.Check key={option.value} type="checkbox" id={`${id}-option-${index}`} disabled={disabled}
                          checked={value.includes(option.value)}
                          onChange={(event: React.ChangeEvent<HTMLInputElement>) => toggle(option.value, event.target.checked)}
                          label={option.description
                            ? <>{option.label} <span className="text-body-secondary small">{option.description}</span></>
                            : option.label} />
            ))}
          </div>
        </>
      )}
      {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
      {help && <div id={helpIdOf(id)} className="form-text">{help}</div>}
    </fieldset>
  );
};

export default SearchableMultiSelect;

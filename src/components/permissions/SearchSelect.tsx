import React, { useEffect, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';

export type SearchOption = { value: string, label: string, /** A second, quieter line (e.g. "user", an e-mail). */ detail?: string };

type Props = {
  id: string,
  /** The visible label of the search box. */
  label: string,
  placeholder?: string,
  /** The options matching `query`: a list at hand (share grantees) or a server search (users). */
  search: (query: string) => Promise<Array<SearchOption>> | Array<SearchOption>,
  onSelect: (option: SearchOption) => void,
  /** Waiting time after typing before searching; keep it for server searches so each key is not a request. */
  debounceMs?: number,
  disabled?: boolean,
  /** What a failed search says; the store has toasted the details. */
  failureText?: string,
};

const MAX_OPTIONS = 20;

// Inline because the console's style sheet belongs to the shared components: floats above the fields
// below it (also inside a dialog) and scrolls instead of running off the screen.
const LIST_STYLE: React.CSSProperties = { zIndex: 1070, maxHeight: '16rem', overflowY: 'auto' };

/**
 * A search box with a list of matches to pick from (the ARIA combobox pattern): type to narrow the list,
 * Arrow keys to move, Enter to pick, Escape to close. Picking empties the box for the next pick.
 */
const SearchSelect = ({ id, label, placeholder, search, onSelect, debounceMs = 0, disabled = false, failureText = 'The search failed.' }: Props) => {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Array<SearchOption>>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'searching' | 'failed'>('idle');
  const latestSearch = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const searchNumber = latestSearch.current + 1;
    latestSearch.current = searchNumber;
    const run = () => {
      setStatus('searching');
      Promise.resolve(searchRef.current(query)).then((found) => {
        // An answer to an older query must not replace the list of the newer one.
        if (latestSearch.current === searchNumber) {
          setOptions(found.slice(0, MAX_OPTIONS));
          setActive(found.length > 0 ? 0 : -1);
          setStatus('idle');
        }
      }, () => {
        if (latestSearch.current === searchNumber) {
          setOptions([]);
          setStatus('failed');
        }
      });
    };
    if (debounceMs <= 0) {
      run();
      return undefined;
    }
    const timer = setTimeout(run, debounceMs);
    return () => clearTimeout(timer);
  }, [query, open, debounceMs]);

  const pick = (option: SearchOption) => {
    onSelect(option);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => Math.min(current + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => Math.max(current - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks; it must never submit a surrounding form.
      event.preventDefault();
      if (open && active >= 0 && options[active]) {
        pick(options[active]);
      }
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not a surrounding dialog.
      event.stopPropagation();
      setOpen(false);
    }
  };

  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && (options.length > 0 || status !== 'searching');

  return (
    <div className="console-search-select position-relative">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={query}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => { setQuery(event.target.value); setOpen(true); }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown} />
      {expanded && (
        <ul id={listboxId} role="listbox" aria-label={label} className="list-group position-absolute w-100 shadow-sm" style={LIST_STYLE}>
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`list-group-item list-group-item-action${index === active ? ' active' : ''}`}
              // mousedown would blur the input (and close the list) before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}>
              {option.label}
              {option.detail && <small className="ms-2 opacity-75">{option.detail}</small>}
            </li>
          ))}
          {options.length === 0 && status === 'idle' && <li className="list-group-item text-body-secondary" role="presentation">No matches</li>}
          {status === 'failed' && <li className="list-group-item text-danger" role="presentation">{failureText}</li>}
        </ul>
      )}
    </div>
  );
};

export default SearchSelect;

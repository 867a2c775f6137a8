import React, { useEffect, useRef, useState } from 'react';

import type { QueryParseProblem } from '@/stores/search/searchErrors';

import type { WordAtCaret } from './queryCompletion';
import { completeField, offsetOf, suggestFields, wordAtCaret } from './queryCompletion';

type Props = {
  /**
   * The input's id, the root of its suggestion list's and error's ids; give each bar on a page its own.
   * Default `search-query`, the search page's bar.
   */
  id?: string,
  value: string,
  onChange: (value: string) => void,
  /** Field names to complete from. */
  fieldNames: ReadonlyArray<string>,
  /** Why the query last searched did not parse, and where; shown in the bar at that place. */
  error: QueryParseProblem | undefined,
  /** The query `error` is about: once the text differs, the place no longer fits and the error is not shown. */
  errorQuery: string | undefined,
};

type Completion = { at: WordAtCaret, suggestions: Array<string>, active: number };

/** The query's text with the character at the error marked, to show where the parser stopped. */
const ErrorPlace = ({ query, problem }: { query: string, problem: QueryParseProblem }) => {
  if (problem.line === undefined || problem.column === undefined) return null;
  const offset = offsetOf(query, problem.line, problem.column);
  const marked = query.slice(offset, offset + 1);
  return (
    <code className="console-query-error-place d-block mt-1" data-testid="query-error-place">
      {query.slice(0, offset)}
      <mark className="console-query-error-mark">{marked === '' ? '\u00a0' : marked}</mark>
      {query.slice(offset + 1)}
    </code>
  );
};

/**
 * The query bar's input: completes field names while a word is typed (arrows to choose, Enter or Tab to take,
 * Escape to close) and shows a query that did not parse as invalid, with the reason and the place under it.
 */
const QueryInput = ({ id = 'search-query', value, onChange, fieldNames, error, errorQuery }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const [completion, setCompletion] = useState<Completion | undefined>(undefined);
  const listId = `${id}-fields`;
  const errorId = `${id}-error`;
  const shownError = error && errorQuery === value ? error : undefined;

  // When the answer says where the query broke, the caret goes there (if the user is still in the bar).
  useEffect(() => {
    const element = input.current;
    if (!shownError || shownError.line === undefined || shownError.column === undefined || !element) return;
    if (document.activeElement !== element) return;
    const offset = offsetOf(element.value, shownError.line, shownError.column);
    element.setSelectionRange(offset, Math.min(offset + 1, element.value.length));
  }, [shownError]);

  const suggest = (text: string, caret: number | null) => {
    const at = caret === null ? undefined : wordAtCaret(text, caret);
    const suggestions = at ? suggestFields(fieldNames, at.word) : [];
    setCompletion(at && suggestions.length > 0 ? { at, suggestions, active: 0 } : undefined);
  };

  const take = (field: string) => {
    if (!completion) return;
    const next = completeField(value, completion.at, field);
    onChange(next.text);
    setCompletion(undefined);
    // After React has put the new text in, the caret goes right after the colon.
    requestAnimationFrame(() => input.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!completion) return;
    const count = completion.suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setCompletion({ ...completion, active: (completion.active + step + count) % count });
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      take(completion.suggestions[completion.active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setCompletion(undefined);
    }
  };

  const describedBy = shownError ? errorId : undefined;
  return (
    <div className="console-query-input position-relative flex-grow-1">
      <input ref={input} id={id} type="text" className={shownError ? 'form-control font-monospace is-invalid' : 'form-control font-monospace'}
             value={value} placeholder="Type your search query here, e.g. source:web AND http_status:>=500"
             autoComplete="off" spellCheck={false} aria-label="Search query"
             role="combobox" aria-autocomplete="list" aria-expanded={completion !== undefined} aria-controls={listId}
             aria-activedescendant={completion ? `${listId}-${completion.active}` : undefined}
             aria-invalid={shownError ? true : undefined} aria-describedby={describedBy}
             onChange={(event) => {
               onChange(event.target.value);
               suggest(event.target.value, event.target.selectionStart);
             }}
             onKeyDown={onKeyDown}
             onBlur={() => setCompletion(undefined)} />
      <ul id={listId} role="listbox" aria-label="Field names" className={completion ? 'dropdown-menu show console-query-completion' : 'd-none'}>
        {completion?.suggestions.map((field, position) => (
          <li key={field} id={`${listId}-${position}`} role="option" aria-selected={position === completion.active}
              className={position === completion.active ? 'dropdown-item active font-monospace' : 'dropdown-item font-monospace'}
              // Taken on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => { event.preventDefault(); take(field); }}>
            {field}
          </li>
        ))}
      </ul>
      {shownError && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          <span>{shownError.description}</span>
          <ErrorPlace query={value} problem={shownError} />
        </div>
      )}
    </div>
  );
};

export default QueryInput;

import React, { useEffect, useRef, useState } from 'react';

type Props = {
  /** The query of the view on screen (from the URL). */
  query: string,
  onSearch: (query: string) => void,
  label: string,
  placeholder: string,
  debounceMs?: number,
};

/** A search box that searches on Enter, or once the user pauses typing. */
const TableSearch = ({ query, onSearch, label, placeholder, debounceMs = 500 }: Props) => {
  const [text, setText] = useState(query);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The view changed from elsewhere (back, forward, "Reset search"): show its query.
  useEffect(() => { setText(query); }, [query]);

  useEffect(() => {
    if (text.trim() === query) {
      return undefined;
    }
    const timer = setTimeout(() => onSearchRef.current(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text, query, debounceMs]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" className="console-table-search" onSubmit={submit}>
      <input type="search" className="form-control" aria-label={label} placeholder={placeholder}
             value={text} onChange={(event) => setText(event.target.value)} />
    </form>
  );
};

export default TableSearch;

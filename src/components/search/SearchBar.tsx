import React from 'react';
import { Button } from 'react-bootstrap';

import type { QueryParseProblem } from '@/stores/search/searchErrors';
import type { TimeRange } from '@/stores/search/searchTypes';

import QueryInput from './QueryInput';
import RefreshControl from './RefreshControl';
import TimeRangePicker from './TimeRangePicker';
import './search.css';

const SearchIcon = () => (
  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" className="me-2 align-text-bottom" fill="none" stroke="currentColor" strokeWidth="1.8">
    <circle cx="6.5" cy="6.5" r="4.75" />
    <path d="M10 10l4.25 4.25" strokeLinecap="round" />
  </svg>
);

type Props = {
  query: string,
  onQueryChange: (query: string) => void,
  /** Searches for the typed query (and the range on show). */
  onSubmit: () => void,
  timerange: TimeRange,
  onTimeRangeChange: (timerange: TimeRange) => void,
  timezone: string,
  fieldNames: ReadonlyArray<string>,
  queryError: QueryParseProblem | undefined,
  queryErrorFor: string | undefined,
  refreshMs: number | null,
  onRefreshChange: (intervalMs: number | null) => void,
  running: boolean,
};

/** The time range, the query with field completion and its parse error, the search button and the refresh choice. */
const SearchBar = ({
  query, onQueryChange, onSubmit, timerange, onTimeRangeChange, timezone, fieldNames, queryError, queryErrorFor,
  refreshMs, onRefreshChange, running,
}: Props) => (
  <form role="search" aria-label="Search messages" className="console-search-bar"
        onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
    <div className="d-flex flex-wrap align-items-start gap-2">
      <TimeRangePicker value={timerange} onChange={onTimeRangeChange} timezone={timezone} />
      <QueryInput value={query} onChange={onQueryChange} fieldNames={fieldNames} error={queryError} errorQuery={queryErrorFor} />
      <Button type="submit" variant="primary" className="text-nowrap console-search-submit">
        {running ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : <SearchIcon />}
        Search
      </Button>
      <RefreshControl value={refreshMs} onChange={onRefreshChange} />
    </div>
  </form>
);

export default SearchBar;

import React from 'react';

import TablePagination from './TablePagination';

type Props = {
  /** What the page shows: "Showing 21-40 of 57 users", and anything to show beside it (a spinner). */
  summary: React.ReactNode,
  page: number,
  totalPages: number,
  onPageChange: (page: number) => void,
  /** Names what is paged, for the pager's navigation landmark: "Users pages". */
  pagerLabel: string,
  perPage: number,
  perPageChoices: ReadonlyArray<number>,
  onPerPageChange: (perPage: number) => void,
  /** "Rows per page". */
  perPageLabel: string,
  /** Unique on the page: the per-page choice's id. */
  perPageId: string,
  className?: string,
};

/** Under a paged list: what the page shows, the pager (when there is another page to go to) and the page size. */
const TableFooter = ({
  summary, page, totalPages, onPageChange, pagerLabel, perPage, perPageChoices, onPerPageChange, perPageLabel, perPageId, className,
}: Props) => (
  <div className={className ? `console-entity-table-footer ${className}` : 'console-entity-table-footer'}>
    <span aria-live="polite">{summary}</span>
    {/* A page beyond the last one (the list shrank, or a link named it) needs the pager to get back. */}
    {(totalPages > 1 || page > totalPages) && <TablePagination page={page} totalPages={totalPages} label={pagerLabel} onChange={onPageChange} />}
    {/* One size only (the server fixes it): nothing to choose. */}
    {perPageChoices.length > 1 && (
      <label className="console-per-page" htmlFor={perPageId}>
        <span>{perPageLabel}</span>
        <select id={perPageId} className="form-select form-select-sm" value={perPage} onChange={(event) => onPerPageChange(Number(event.target.value))}>
          {perPageChoices.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
        </select>
      </label>
    )}
  </div>
);

export default TableFooter;

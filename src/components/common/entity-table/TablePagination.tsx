import React, { useEffect, useRef } from 'react';

type Props = {
  page: number,
  totalPages: number,
  onChange: (page: number) => void,
  /** Names what is paged, for the navigation landmark: "Users pages". */
  label: string,
};

/** How many page numbers are offered around the current one. */
const WINDOW = 2;

const pageWindow = (page: number, totalPages: number): Array<number> => {
  const first = Math.max(1, Math.min(page - WINDOW, totalPages - 2 * WINDOW));
  const last = Math.min(totalPages, first + 2 * WINDOW);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
};

/**
 * First, previous, page numbers, next, last. After paging with it the focus goes to the new current page's
 * number: the pressed button may have become disabled (next on the last page) or gone (a number that
 * scrolled out), and a keyboard user should not be thrown back to the start of the document.
 */
const TablePagination = ({ page, totalPages, onChange, label }: Props) => {
  const navRef = useRef<HTMLElement>(null);
  const pagedFromHere = useRef(false);

  useEffect(() => {
    if (pagedFromHere.current) {
      pagedFromHere.current = false;
      navRef.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);

  const go = (target: number) => {
    if (target !== page) {
      pagedFromHere.current = true;
      onChange(target);
    }
  };

  const item = (target: number, text: React.ReactNode, ariaLabel: string, disabled: boolean, current = false) => (
    <li key={ariaLabel} className={`page-item${disabled ? ' disabled' : ''}${current ? ' active' : ''}`}>
      <button type="button" className="page-link" aria-label={ariaLabel} aria-current={current ? 'page' : undefined}
              disabled={disabled} onClick={() => go(target)}>
        {text}
      </button>
    </li>
  );

  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav ref={navRef} aria-label={label}>
      <ul className="pagination pagination-sm mb-0">
        {item(1, '«', 'First page', atStart)}
        {item(page - 1, '‹', 'Previous page', atStart)}
        {pageWindow(page, totalPages).map((number) => item(number, number, `Page ${number}`, false, number === page))}
        {item(page + 1, '›', 'Next page', atEnd)}
        {item(totalPages, '»', 'Last page', atEnd)}
      </ul>
    </nav>
  );
};

export default TablePagination;

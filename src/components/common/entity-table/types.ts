// The contract between a list page and the one table component every paginated list uses.
import type React from 'react';

export type SortOrder = 'asc' | 'desc';

export type Sort = { field: string, order: SortOrder };

/** What the table asks a store action for: one page of a server-side paged, sorted and searched list. */
export type PageRequest = { page: number, perPage: number, query: string, sort: Sort };

/** One page as the store hands it over, from Graylog's page, per_page, query, count, total, grand_total. */
export type Page<E> = {
  list: Array<E>,
  pagination: {
    page: number,
    perPage: number,
    /** Entities on this page. */
    count: number,
    /** Entities matching the query. */
    total: number,
    /**
     * Entities without any query. A server that does not send it gets the total instead, which under a
     * query counts only the matches: so only without a query does 0 mean there are none at all.
     */
    grandTotal: number,
    query: string,
  },
};

export type ColumnDefinition<E> = {
  /** The entity field shown (and sent as `sort`), unless `render` shows something else. */
  id: string,
  title: string,
  /** The title only for assistive technology, e.g. a column of toggle buttons. */
  titleHidden?: boolean,
  sortable?: boolean,
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean,
  /** default: String(entity[id]), empty for null and undefined */
  render?: (entity: E) => React.ReactNode,
  /** A CSS width for the column, e.g. '10rem' or '20%'. */
  width?: string,
};

export type BulkAction<E> = {
  label: string,
  /** 'danger' asks for confirmation naming the count */
  variant?: 'danger' | 'default',
  /** Runs for one selected entity; a rejection is listed as that entity's failure. */
  run: (entity: E) => Promise<unknown>,
  /** Names the entity in confirmations and failure lists, e.g. the user name. */
  describe: (entity: E) => string,
};

export type EntityName = { singular: string, plural: string };

export const PER_PAGE_CHOICES = [10, 20, 50, 100];

export const DEFAULT_PER_PAGE = 20;

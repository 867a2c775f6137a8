// The table's view (page, page size, query, sort) lives in the URL, so back, forward, reload and a copied
// link reproduce it. Values equal to the table's defaults are left out; each value is encoded once.
import { PER_PAGE_CHOICES } from './types';
import type { PageRequest, Sort, SortOrder } from './types';

export type ViewParamNames = { page: string, perPage: string, query: string, sort: string, order: string };

export type ViewDefaults = {
  perPage: number,
  sort: Sort,
  /** Only these fields may come from the URL as `sort`; anything else falls back to the default. */
  sortableFields: Array<string>,
  /** False for a list the server cannot search: a `query` in the URL is ignored (and dropped on the next change). */
  searchable: boolean,
  /** The server pages the list with a size of its own (`perPage`): a `per_page` in the URL is ignored. */
  fixedPerPage?: boolean,
};

/** `page`, `per_page`, `query`, `sort`, `order`, each prefixed with `<prefix>_` when a page shows two tables. */
export const viewParamNames = (prefix?: string): ViewParamNames => {
  const p = prefix ? `${prefix}_` : '';
  return { page: `${p}page`, perPage: `${p}per_page`, query: `${p}query`, sort: `${p}sort`, order: `${p}order` };
};

/** The page sizes offered: the usual choices plus the table's own default; only the default when the server fixes it. */
export const perPageChoices = (defaultPerPage: number, fixed = false): Array<number> => (
  fixed ? [defaultPerPage] : Array.from(new Set([...PER_PAGE_CHOICES, defaultPerPage])).sort((a, b) => a - b)
);

const positiveInteger = (text: string | null): number | undefined => {
  if (text === null || !/^\d+$/.test(text)) {
    return undefined;
  }
  const value = Number(text);
  return value > 0 ? value : undefined;
};

const sortOrder = (text: string | null): SortOrder | undefined => (text === 'asc' || text === 'desc' ? text : undefined);

/** The view a URL's query string describes; missing or invalid values read as the defaults. */
export const readView = (search: string, names: ViewParamNames, defaults: ViewDefaults): PageRequest => {
  const params = new URLSearchParams(search);
  const perPage = positiveInteger(params.get(names.perPage));
  const sortField = params.get(names.sort);
  const field = sortField !== null && defaults.sortableFields.includes(sortField) ? sortField : defaults.sort.field;
  const fallbackOrder = field === defaults.sort.field ? defaults.sort.order : 'asc';
  return {
    page: positiveInteger(params.get(names.page)) ?? 1,
    perPage: perPage !== undefined && perPageChoices(defaults.perPage, defaults.fixedPerPage).includes(perPage) ? perPage : defaults.perPage,
    query: defaults.searchable ? params.get(names.query) ?? '' : '',
    sort: { field, order: sortOrder(params.get(names.order)) ?? fallbackOrder },
  };
};

const isDefaultSort = (sort: Sort, defaults: ViewDefaults) => sort.field === defaults.sort.field && sort.order === defaults.sort.order;

/**
 * `search` with the table's parameters replaced by `view` (other parameters, such as a second table's,
 * stay); '' or '?…'. Encodes each value exactly once.
 */
export const writeView = (search: string, view: PageRequest, names: ViewParamNames, defaults: ViewDefaults): string => {
  const params = new URLSearchParams(search);
  Object.values(names).forEach((name) => params.delete(name));
  if (view.page !== 1) params.set(names.page, String(view.page));
  if (view.perPage !== defaults.perPage) params.set(names.perPage, String(view.perPage));
  if (view.query !== '') params.set(names.query, view.query);
  if (!isDefaultSort(view.sort, defaults)) {
    params.set(names.sort, view.sort.field);
    params.set(names.order, view.sort.order);
  }
  const parts = Array.from(params.entries()).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

/** A stable text for a view, for comparing views and keying requests. */
export const viewKey = (view: PageRequest): string => JSON.stringify([view.page, view.perPage, view.query, view.sort.field, view.sort.order]);

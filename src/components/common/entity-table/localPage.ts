// Some Graylog endpoints answer a whole list at once (a user's tokens, for instance). Such lists still use
// the one entity table: `localPage` pages, sorts and searches them in the browser the way the server does
// for paginated endpoints (case-insensitive substring search, case-insensitive sort), so the table, its URL
// and its states behave the same everywhere.
import type { Page, PageRequest } from './types';

export type LocalListOptions<E> = {
  /** The texts a query is matched against. */
  searchText: (entity: E) => Array<string>,
  /** The value a column sorts by; null sorts first in ascending order. */
  sortValue: (entity: E, field: string) => string | number | null,
};

const compare = (a: string | number | null, b: string | number | null): number => {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base' });
};

/** The page `request` asks for, out of the complete list `entities`. */
export const localPage = <E>(entities: ReadonlyArray<E>, request: PageRequest, options: LocalListOptions<E>): Page<E> => {
  const query = request.query.trim().toLowerCase();
  const matching = query === ''
    ? [...entities]
    : entities.filter((entity) => options.searchText(entity).some((text) => text.toLowerCase().includes(query)));
  const direction = request.sort.order === 'desc' ? -1 : 1;
  // Array.prototype.sort is stable, so entities with equal values keep the server's order.
  matching.sort((a, b) => direction * compare(options.sortValue(a, request.sort.field), options.sortValue(b, request.sort.field)));
  const start = (request.page - 1) * request.perPage;
  const list = request.perPage === 0 ? matching : matching.slice(start, start + request.perPage);
  return {
    list,
    pagination: {
      page: request.page, perPage: request.perPage, count: list.length, total: matching.length, grandTotal: entities.length, query: request.query,
    },
  };
};

export default localPage;

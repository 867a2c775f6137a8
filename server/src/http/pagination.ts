// The one way an endpoint answers a paginated list, in Graylog's shape:
//   { <listKey>: [...], query, page, per_page, count, total, grand_total, context? }
// `total` counts what matches the query, `grand_total` everything in the list, `count` this page.
// Sorting and filtering happen in SQL with bound parameters; only declared columns can be sorted on
// or searched, so a query string can never reach the SQL text.
import { Type, type Static } from '@sinclair/typebox';
import type { Db } from '../db/types';
import { badRequest } from './errors';

/** The query string every paginated endpoint accepts. */
export const PaginationQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    per_page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    query: Type.Optional(Type.String({ maxLength: 1000 })),
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: true },
);
export type PaginationQuery = Static<typeof PaginationQuery>;

export interface PaginatedList<Item> {
  query: string;
  page: number;
  per_page: number;
  count: number;
  total: number;
  grand_total: number;
  items: Item[];
}

export interface ListSource<Row> {
  db: Db;
  /** FROM clause: a table name or a subquery with an alias. */
  from: string;
  /** Optional fixed condition (e.g. a scope) with its parameters, ANDed with the search. */
  where?: { sql: string; params: unknown[] };
  /** API field name -> SQL expression for the fields a client may sort by. */
  sortable: Record<string, string>;
  /** Field used when the client names none, and its direction. */
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** API field name -> SQL expression searched by `field:value` terms; free terms search all of them. */
  searchable: Record<string, string>;
  /** The fields free terms search, when not all of them (the views lists search titles only, never ids). */
  freeTextFields?: readonly string[];
  /** Column that orders rows sharing the sorted value, so pages are stable; default rowid (tables only). */
  tiebreaker?: string;
  /** Turns one selected row into what the client sees. */
  map?: (row: Row) => unknown;
  /**
   * Hides rows the caller may not see (e.g. without `streams:read:<id>`). Per-row permissions cannot
   * be expressed in SQL, so with it the matching rows are read in full and counted and paged here.
   */
  visible?: (row: Row) => boolean;
}

export const DEFAULT_PER_PAGE = 50;

interface SearchTerm {
  field: string | null;
  value: string;
}

/** Splits `admin username:jane "full name"` into terms; `field:value` names a field. */
export function parseSearchQuery(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const pattern = /(?:(\w+):)?(?:"([^"]*)"|(\S+))/g;
  for (let match = pattern.exec(query); match; match = pattern.exec(query)) {
    const value = match[2] ?? match[3] ?? '';
    if (value !== '') terms.push({ field: match[1] ?? null, value });
  }
  return terms;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(terms: SearchTerm[], searchable: Record<string, string>, freeTextFields?: readonly string[]): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const term of terms) {
    const pattern = `%${escapeLike(term.value)}%`;
    if (term.field !== null) {
      // Own keys only: `__proto__` or `constructor` must not reach Object.prototype (and the SQL text).
      const column = Object.hasOwn(searchable, term.field) ? searchable[term.field] : undefined;
      if (!column) throw badRequest(`Unknown search field "${term.field}"; searchable fields: ${Object.keys(searchable).join(', ')}`);
      clauses.push(`${column} LIKE ? ESCAPE '\\'`);
      params.push(pattern);
    } else {
      const columns = freeTextFields ? freeTextFields.map((field) => searchable[field]) : Object.values(searchable);
      clauses.push(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      columns.forEach(() => params.push(pattern));
    }
  }
  return { sql: clauses.join(' AND '), params };
}

/**
 * Runs a paginated, sorted, searched list query. `per_page` 0 means "everything" (Graylog's convention);
 * an unknown sort field is a 400 naming the fields that can be sorted on.
 */
export function paginate<Row, Item = Row>(source: ListSource<Row>, request: PaginationQuery): PaginatedList<Item> {
  const page = request.page ?? 1;
  const perPage = request.per_page ?? DEFAULT_PER_PAGE;
  const query = (request.query ?? '').trim();
  const sortField = request.sort ?? source.defaultSort.field;
  const sortColumn = Object.hasOwn(source.sortable, sortField) ? source.sortable[sortField] : undefined;
  if (!sortColumn) throw badRequest(`Cannot sort by "${sortField}"; sortable fields: ${Object.keys(source.sortable).join(', ')}`);
  const order = (request.order ?? (request.sort ? 'asc' : source.defaultSort.order)) === 'desc' ? 'DESC' : 'ASC';

  const scope = source.where ?? { sql: '1 = 1', params: [] };
  // `*` is Graylog's "everything" in list searches.
  const search = query === '*' ? { sql: '', params: [] } : searchCondition(parseSearchQuery(query), source.searchable, source.freeTextFields);
  const where = search.sql ? `(${scope.sql}) AND ${search.sql}` : scope.sql;
  const params = [...scope.params, ...search.params];

  const { db } = source;
  // A second sort key keeps pages stable when many rows share the sorted value.
  const orderBy = `ORDER BY ${sortColumn} COLLATE NOCASE ${order}, ${source.tiebreaker ?? 'rowid'} ${order}`;
  if (source.visible) {
    const { visible } = source;
    const selectAll = (condition: string, values: unknown[]) =>
      (db.prepare(`SELECT * FROM ${source.from} WHERE ${condition} ${orderBy}`).all(...values) as Row[]).filter(visible);
    const matching = selectAll(where, params);
    const grand = search.sql ? selectAll(scope.sql, scope.params).length : matching.length;
    const pageRows = perPage === 0 ? matching : matching.slice((page - 1) * perPage, page * perPage);
    const visibleItems = (source.map ? pageRows.map(source.map) : pageRows) as Item[];
    return { query, page, per_page: perPage, count: visibleItems.length, total: matching.length, grand_total: grand, items: visibleItems };
  }
  const grandTotal = (db.prepare(`SELECT COUNT(*) AS n FROM ${source.from} WHERE ${scope.sql}`).get(...scope.params) as { n: number }).n;
  const total = search.sql
    ? (db.prepare(`SELECT COUNT(*) AS n FROM ${source.from} WHERE ${where}`).get(...params) as { n: number }).n
    : grandTotal;
  const limit = perPage === 0 ? -1 : perPage;
  const offset = perPage === 0 ? 0 : (page - 1) * perPage;
  const rows = db
    .prepare(`SELECT * FROM ${source.from} WHERE ${where} ${orderBy} LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as Row[];
  const items = (source.map ? rows.map(source.map) : rows) as Item[];
  return { query, page, per_page: perPage, count: items.length, total, grand_total: grandTotal, items };
}

/** The Graylog JSON of a paginated list: the items under `listKey`, plus `context` when given. */
export function paginatedBody<Item>(listKey: string, list: PaginatedList<Item>, context?: Record<string, unknown>): Record<string, unknown> {
  const { items, ...info } = list;
  return { ...info, [listKey]: items, ...(context ? { context } : {}) };
}

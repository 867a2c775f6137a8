// Graylog's paginated answers ({<key>: [...], page, per_page, query, count, total, grand_total}) turned into
// the shape the entity table consumes. The two types mirror the table's `PageRequest` and `Page<E>`
// (components/common/entity-table/types.ts) structurally, so a store action can be handed to the table
// as its `fetchPage` without the store depending on a component module.
import ApiRoutes from '@/routing/ApiRoutes';

export type PaginatedRequest = {
  page: number,
  perPage: number,
  query: string,
  sort?: { field: string, order: 'asc' | 'desc' },
};

export type PaginatedList<E> = {
  list: Array<E>,
  pagination: { page: number, perPage: number, count: number, total: number, grandTotal: number, query: string },
};

/** The fields every Graylog paginated answer carries besides its entity list and context. */
export type PaginatedResponse = {
  page: number,
  per_page: number,
  query: string | null,
  count: number,
  total: number,
  grand_total?: number,
};

/** `path` with page, per_page, query (encoded once), sort/order when given, and the list's own filters. */
export const paginatedPath = (path: string, request: PaginatedRequest, extra?: Record<string, string | number | boolean>): string => (
  ApiRoutes.paginated(path, request.page, request.perPage, request.query, request.sort, extra).url
);

/** The entity table's page from a Graylog answer whose entities are `list`. */
export const toPaginatedList = <E>(list: Array<E>, response: PaginatedResponse): PaginatedList<E> => ({
  list,
  pagination: {
    page: response.page,
    perPage: response.per_page,
    count: response.count,
    total: response.total,
    // Older servers leave grand_total out; the total is then the best we know. With a query that is only
    // the number of matches, so the table never takes a 0 under a query for "there are none at all".
    grandTotal: response.grand_total ?? response.total,
    query: response.query ?? '',
  },
});

// The sidecar API pages its lists its own way: `{query, pagination: {page, per_page, count, total}, total, ...}`,
// where `pagination.total` counts the matches and the top-level `total` every entity (Graylog's
// PaginatedList.PaginationInfo and the count of the collection). This turns such an answer into the table's page.
import type { PaginatedList } from '@/stores/paginatedList';

export type SidecarPagination = { page: number, per_page: number, count: number, total: number };

export type SidecarPagedResponse = { query: string | null, pagination: SidecarPagination, total: number };

export const fromSidecarPage = <E>(list: Array<E> | undefined, response: SidecarPagedResponse): PaginatedList<E> => ({
  list: list ?? [],
  pagination: {
    page: response.pagination.page,
    perPage: response.pagination.per_page,
    count: response.pagination.count,
    total: response.pagination.total,
    grandTotal: response.total ?? response.pagination.total,
    query: response.query ?? '',
  },
});

/** Graylog's 404 texts for the sidecar entities (data-spec section 8). */
export const notFoundText = (what: 'Configuration' | 'Collector', id: string) => `Unable to find ${what} with id <${id}>, please ensure it wasn't deleted.`;

export const sidecarNotFoundText = (id: string) => `Unable to find Sidecar with id <${id}>, maybe it was inactive for too long.`;

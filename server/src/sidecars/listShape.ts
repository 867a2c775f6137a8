// The sidecar area's paginated answers nest the page under `pagination` (Graylog's PaginationInfo) and give the
// unfiltered count as `total`, unlike the flat lists of paginatedBody().
import type { PaginatedList } from '../http/pagination';
import type { PaginationInfo } from './types';

export function paginationInfo(list: PaginatedList<unknown>): PaginationInfo {
  return { total: list.total, count: list.count, page: list.page, per_page: list.per_page };
}

/** {query, pagination, total, sort, order, <listKey>: items} with `extra` fields in between. */
export function sidecarListBody(
  listKey: string,
  list: PaginatedList<unknown>,
  sort: { sort: string | null; order: string | null },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { query: list.query, pagination: paginationInfo(list), total: list.grand_total, ...extra, ...sort, [listKey]: list.items };
}

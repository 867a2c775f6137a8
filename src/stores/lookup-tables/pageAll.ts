import type { PaginatedList, PaginatedRequest } from '@/stores/paginatedList';

const PAGE_SIZE = 100;

/** Every entity of a paginated list, page after page, sorted by title: for pickers that offer them all. */
export const pageAll = async <E>(searchPaginated: (request: PaginatedRequest) => Promise<PaginatedList<E>>): Promise<Array<E>> => {
  const all: Array<E> = [];
  for (let page = 1; ; page += 1) {
    // Awaited in turn: the next page exists only if this one was full.
    const { list, pagination } = await searchPaginated({ page, perPage: PAGE_SIZE, query: '', sort: { field: 'title', order: 'asc' } });
    all.push(...list);
    if (list.length === 0 || all.length >= pagination.total) return all;
  }
};

import { perPageChoices, readView, viewParamNames, writeView } from './tableView';

const defaults = { perPage: 20, sort: { field: 'title', order: 'asc' as const }, sortableFields: ['title', 'created_at'], searchable: true };
const names = viewParamNames();

describe('tableView', () => {
  it('leaves defaults out of the URL and keeps other parameters', () => {
    expect(writeView('?tab=2', { page: 1, perPage: 20, query: '', sort: { field: 'title', order: 'asc' } }, names, defaults)).toBe('?tab=2');
    expect(writeView('', { page: 3, perPage: 50, query: '', sort: { field: 'title', order: 'asc' } }, names, defaults)).toBe('?page=3&per_page=50');
  });

  it('encodes the query exactly once and reads it back unchanged', () => {
    const query = 'name:"a b" & 100%';
    const search = writeView('', { page: 1, perPage: 20, query, sort: defaults.sort }, names, defaults);
    expect(search).toBe(`?query=${encodeURIComponent(query)}`);
    expect(readView(search, names, defaults).query).toBe(query);
  });

  it('writes sort and order together whenever the sort is not the default', () => {
    expect(writeView('', { page: 1, perPage: 20, query: '', sort: { field: 'title', order: 'desc' } }, names, defaults)).toBe('?sort=title&order=desc');
    expect(readView('?sort=created_at', names, defaults).sort).toEqual({ field: 'created_at', order: 'asc' });
  });

  it('reads no query for a list the server cannot search, and drops it on the next write', () => {
    const unsearchable = { ...defaults, searchable: false };
    const view = readView('?query=x&page=2', names, unsearchable);
    expect(view).toEqual({ page: 2, perPage: 20, query: '', sort: { field: 'title', order: 'asc' } });
    expect(writeView('?query=x&page=2', { ...view, page: 3 }, names, unsearchable)).toBe('?page=3');
  });

  it('prefixes every parameter for a second table', () => {
    const prefixed = viewParamNames('members');
    const search = writeView('?page=2', { page: 4, perPage: 10, query: 'x', sort: { field: 'created_at', order: 'desc' } }, prefixed, defaults);
    expect(search).toBe('?page=2&members_page=4&members_per_page=10&members_query=x&members_sort=created_at&members_order=desc');
    expect(readView(search, prefixed, defaults)).toEqual({ page: 4, perPage: 10, query: 'x', sort: { field: 'created_at', order: 'desc' } });
    expect(readView(search, names, defaults).page).toBe(2);
  });

  it('offers the usual page sizes plus the table\'s own default', () => {
    expect(perPageChoices(20)).toEqual([10, 20, 50, 100]);
    expect(perPageChoices(25)).toEqual([10, 20, 25, 50, 100]);
  });

  it('offers only the server\'s own page size when the server fixes it, and reads no other from the URL', () => {
    expect(perPageChoices(30, true)).toEqual([30]);
    const fixed = { ...defaults, perPage: 30, fixedPerPage: true };
    expect(readView('?per_page=50&page=2', names, fixed)).toMatchObject({ perPage: 30, page: 2 });
    expect(readView('?per_page=50', names, defaults).perPage).toBe(50);
  });
});

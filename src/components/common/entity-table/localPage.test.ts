import { localPage } from './localPage';

type Token = { name: string, uses: number | null };

const tokens: Array<Token> = [{ name: 'deploy', uses: 3 }, { name: 'Backup', uses: null }, { name: 'ci', uses: 10 }, { name: 'ci-nightly', uses: 1 }];
const options = { searchText: (t: Token) => [t.name], sortValue: (t: Token, field: string) => (field === 'uses' ? t.uses : t.name) };
const request = { page: 1, perPage: 2, query: '', sort: { field: 'name', order: 'asc' as const } };

describe('localPage', () => {
  it('pages and sorts case-insensitively, reporting the Graylog-like counts', () => {
    const first = localPage(tokens, request, options);
    expect(first.list.map((t) => t.name)).toEqual(['Backup', 'ci']);
    expect(first.pagination).toEqual({ page: 1, perPage: 2, count: 2, total: 4, grandTotal: 4, query: '' });
    expect(localPage(tokens, { ...request, page: 2 }, options).list.map((t) => t.name)).toEqual(['ci-nightly', 'deploy']);
  });

  it('searches case-insensitively and counts the matches apart from the whole list', () => {
    const found = localPage(tokens, { ...request, query: 'CI' }, options);
    expect(found.list.map((t) => t.name)).toEqual(['ci', 'ci-nightly']);
    expect(found.pagination).toMatchObject({ total: 2, grandTotal: 4, query: 'CI' });
  });

  it('sorts numbers numerically, missing values first, and descending on request', () => {
    const byUses = localPage(tokens, { ...request, perPage: 0, sort: { field: 'uses', order: 'asc' } }, options);
    expect(byUses.list.map((t) => t.uses)).toEqual([null, 1, 3, 10]);
    const descending = localPage(tokens, { ...request, perPage: 0, sort: { field: 'uses', order: 'desc' } }, options);
    expect(descending.list.map((t) => t.uses)).toEqual([10, 3, 1, null]);
  });
});

import Database from 'better-sqlite3';
import { paginate, paginatedBody, parseSearchQuery, type ListSource } from './pagination';
import { ApiError } from './errors';

interface Row { name: string; mail: string }

function source(): ListSource<Row> {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE people (name TEXT, mail TEXT)');
  const insert = db.prepare('INSERT INTO people VALUES (?, ?)');
  ['anna', 'Bob', 'carla', 'dave', 'eve_x', 'Frank'].forEach((name) => insert.run(name, `${name.toLowerCase()}@example.org`));
  return { db, from: 'people', sortable: { name: 'name' }, searchable: { name: 'name', email: 'mail' }, defaultSort: { field: 'name', order: 'asc' } };
}

describe('paginate', () => {
  it('pages, sorts case-insensitively and counts', () => {
    const list = paginate(source(), { page: 2, per_page: 2 });
    expect(list.items.map((r) => r.name)).toEqual(['carla', 'dave']);
    expect(list).toMatchObject({ page: 2, per_page: 2, count: 2, total: 6, grand_total: 6, query: '' });
    expect(paginate(source(), { sort: 'name', order: 'desc', per_page: 1 }).items[0].name).toBe('Frank');
  });

  it('searches free terms in every searchable field and field terms in one', () => {
    expect(paginate(source(), { query: 'BOB' }).items.map((r) => r.name)).toEqual(['Bob']);
    expect(paginate(source(), { query: 'email:example' }).total).toBe(6);
    const underscore = paginate(source(), { query: 'e_x' });
    expect(underscore.items.map((r) => r.name)).toEqual(['eve_x']);
    expect(underscore.grand_total).toBe(6);
  });

  it('searches free terms only in the free-text fields when a list names them, and reads * as everything', () => {
    const namesOnly = { ...source(), freeTextFields: ['name'] };
    expect(paginate(namesOnly, { query: 'example' }).total).toBe(0);
    expect(paginate(namesOnly, { query: 'email:example' }).total).toBe(6);
    expect(paginate(namesOnly, { query: 'bob' }).items.map((r) => r.name)).toEqual(['Bob']);
    expect(paginate(source(), { query: '*' }).total).toBe(6);
  });

  it('answers everything for per_page 0', () => {
    expect(paginate(source(), { per_page: 0 }).count).toBe(6);
  });

  it('refuses unknown sort and search fields with a 400 naming the allowed ones', () => {
    expect(() => paginate(source(), { sort: 'mail; DROP TABLE people' })).toThrow(ApiError);
    expect(() => paginate(source(), { query: 'password:x' })).toThrow(/searchable fields: name, email/);
  });

  it('treats names of Object.prototype members as unknown fields, not as columns', () => {
    for (const sort of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => paginate(source(), { sort })).toThrow(/Cannot sort by/);
    }
    for (const query of ['__proto__:x', 'constructor:x', 'valueOf:x']) {
      expect(() => paginate(source(), { query })).toThrow(/Unknown search field/);
    }
  });

  it('builds the Graylog body with the list key and context', () => {
    const body = paginatedBody('users', paginate(source(), { per_page: 1 }), { admin_user: null });
    expect(Object.keys(body).sort()).toEqual(['context', 'count', 'grand_total', 'page', 'per_page', 'query', 'total', 'users']);
  });

  it('hides rows the caller may not see, counting and paging only the visible ones', () => {
    const hidden = new Set(['Bob', 'dave']);
    const visible = (row: Row) => !hidden.has(row.name);
    const list = paginate({ ...source(), visible }, { page: 2, per_page: 2 });
    expect(list.items.map((r) => r.name)).toEqual(['eve_x', 'Frank']);
    expect(list).toMatchObject({ count: 2, total: 4, grand_total: 4 });
    const searched = paginate({ ...source(), visible }, { query: 'name:a' });
    expect(searched.items.map((r) => r.name)).toEqual(['anna', 'carla', 'Frank']);
    expect(searched).toMatchObject({ total: 3, grand_total: 4 });
    expect(paginate({ ...source(), visible }, { per_page: 0 }).count).toBe(4);
  });

  it('parses quoted and field terms', () => {
    expect(parseSearchQuery('a name:"x y" b')).toEqual([{ field: null, value: 'a' }, { field: 'name', value: 'x y' }, { field: null, value: 'b' }]);
  });
});

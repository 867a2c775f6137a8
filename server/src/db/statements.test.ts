import Database from 'better-sqlite3';
import { cachedStatement } from './statements';

describe('cachedStatement', () => {
  const db = new Database(':memory:');
  beforeAll(() => db.exec("CREATE TABLE t (a INTEGER, b TEXT); INSERT INTO t VALUES (1, 'x'), (2, 'y')"));
  afterAll(() => db.close());

  it('keeps one statement per SQL and mode, each reading rows in its own mode', () => {
    const sql = 'SELECT a, b FROM t ORDER BY a';
    expect(cachedStatement(db, sql, { mode: 'values' }).all()).toEqual([1, 2]);
    expect(cachedStatement(db, sql).all()).toEqual([{ a: 1, b: 'x' }, { a: 2, b: 'y' }]);
    expect(cachedStatement(db, sql, { mode: 'arrays' }).all()).toEqual([[1, 'x'], [2, 'y']]);
    expect(cachedStatement(db, sql, { mode: 'values' }).all()).toEqual([1, 2]);
    expect(cachedStatement(db, sql, { mode: 'arrays' })).toBe(cachedStatement(db, sql, { mode: 'arrays' }));
    expect(cachedStatement(db, sql)).not.toBe(cachedStatement(db, sql, { mode: 'arrays' }));
  });

  it('starts over once the connection holds maxStatements statements', () => {
    const other = new Database(':memory:');
    try {
      const first = cachedStatement(other, 'SELECT 1', { maxStatements: 2 });
      expect(cachedStatement(other, 'SELECT 1', { maxStatements: 2 })).toBe(first);
      cachedStatement(other, 'SELECT 2', { maxStatements: 2 });
      cachedStatement(other, 'SELECT 3', { maxStatements: 2 });
      expect(cachedStatement(other, 'SELECT 1', { maxStatements: 2 })).not.toBe(first);
    } finally {
      other.close();
    }
  });
});

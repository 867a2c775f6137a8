import { openDatabase, runMigrations } from './database';
import type { Migration } from './types';
import { tempDir } from '../../test/helpers';

describe('migrations', () => {
  it('applies each migration once, in order, and records it', () => {
    const db = openDatabase(tempDir(), []);
    const order: string[] = [];
    const list: Migration[] = [
      { id: 'a', up: (d) => { order.push('a'); d.exec('CREATE TABLE t (x INTEGER)'); } },
      { id: 'b', up: (d) => { order.push('b'); d.exec('INSERT INTO t VALUES (1)'); } },
    ];
    expect(runMigrations(db, list)).toEqual(['a', 'b']);
    expect(runMigrations(db, list)).toEqual([]);
    expect(order).toEqual(['a', 'b']);
    const next: Migration = { id: 'c', up: (d) => d.exec('INSERT INTO t VALUES (2)') };
    expect(runMigrations(db, [...list, next])).toEqual(['c']);
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 2 });
    db.close();
  });

  it('rolls back a failing migration completely', () => {
    const db = openDatabase(tempDir(), []);
    const broken: Migration = { id: 'broken', up: (d) => { d.exec('CREATE TABLE u (x)'); throw new Error('boom'); } };
    expect(() => runMigrations(db, [broken])).toThrow('boom');
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'u'").get()).toBeUndefined();
    expect(db.prepare('SELECT id FROM migrations').all()).toEqual([]);
    db.close();
  });

  it('uses WAL mode', () => {
    const db = openDatabase(tempDir());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});

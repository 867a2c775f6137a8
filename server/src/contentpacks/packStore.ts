// The content_packs table: one row per pack id and revision, holding the pack as the API serves it.
import type { Db } from '../db/types';
import type { ContentPack } from './packModel';

interface PackRow {
  pack: string;
}

const parse = (row: PackRow): ContentPack => JSON.parse(row.pack) as ContentPack;

/** Every revision of every pack, by id then revision. */
export function listPacks(db: Db): ContentPack[] {
  return (db.prepare('SELECT pack FROM content_packs ORDER BY id, rev').all() as PackRow[]).map(parse);
}

/** The highest revision of each pack. */
export function listLatestPacks(db: Db): ContentPack[] {
  const rows = db.prepare(`SELECT pack FROM content_packs p
    WHERE rev = (SELECT MAX(rev) FROM content_packs q WHERE q.id = p.id) ORDER BY id`).all() as PackRow[];
  return rows.map(parse);
}

export function findPackRevisions(db: Db, id: string): ContentPack[] {
  return (db.prepare('SELECT pack FROM content_packs WHERE id = ? ORDER BY rev').all(id) as PackRow[]).map(parse);
}

export function findPack(db: Db, id: string, rev: number): ContentPack | undefined {
  const row = db.prepare('SELECT pack FROM content_packs WHERE id = ? AND rev = ?').get(id, rev) as PackRow | undefined;
  return row ? parse(row) : undefined;
}

export function insertPack(db: Db, pack: ContentPack): void {
  db.prepare('INSERT INTO content_packs (id, rev, pack) VALUES (?, ?, ?)').run(pack.id, pack.rev, JSON.stringify(pack));
}

/** Deletes one revision, or every revision when `rev` is not given; answers how many rows went. */
export function deletePack(db: Db, id: string, rev?: number): number {
  if (rev === undefined) return db.prepare('DELETE FROM content_packs WHERE id = ?').run(id).changes;
  return db.prepare('DELETE FROM content_packs WHERE id = ? AND rev = ?').run(id, rev).changes;
}

// The grok_patterns table. Callers validate before writing and wrap multi-row writes in a transaction.
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';

/** Graylog's wire shape of a grok pattern. */
export interface GrokPattern {
  id: string;
  name: string;
  pattern: string;
  content_pack: string | null;
}

export function listGrokPatterns(db: Db): GrokPattern[] {
  return db.prepare('SELECT id, name, pattern, content_pack FROM grok_patterns ORDER BY name').all() as GrokPattern[];
}

/** Every stored pattern by name, as grok compilation looks them up. */
export function loadGrokPatterns(db: Db): Map<string, string> {
  const rows = db.prepare('SELECT name, pattern FROM grok_patterns').all() as { name: string; pattern: string }[];
  return new Map(rows.map((row) => [row.name, row.pattern]));
}

export function findGrokPattern(db: Db, id: string): GrokPattern | undefined {
  return db.prepare('SELECT id, name, pattern, content_pack FROM grok_patterns WHERE id = ?').get(id) as GrokPattern | undefined;
}

export function findGrokPatternByName(db: Db, name: string): GrokPattern | undefined {
  return db.prepare('SELECT id, name, pattern, content_pack FROM grok_patterns WHERE name = ?').get(name) as GrokPattern | undefined;
}

export function countGrokPatterns(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM grok_patterns').get() as { n: number }).n;
}

export function insertGrokPattern(db: Db, name: string, pattern: string, nowMs: number): GrokPattern {
  const created: GrokPattern = { id: newObjectId(nowMs), name, pattern, content_pack: null };
  db.prepare('INSERT INTO grok_patterns (id, name, pattern, content_pack) VALUES (@id, @name, @pattern, @content_pack)').run(created);
  return created;
}

export function updateGrokPattern(db: Db, id: string, name: string, pattern: string): void {
  db.prepare('UPDATE grok_patterns SET name = ?, pattern = ? WHERE id = ?').run(name, pattern, id);
}

/** Adds a pattern, or replaces the pattern text of the one with the same name (bulk import). */
export function upsertGrokPattern(db: Db, name: string, pattern: string, nowMs: number): void {
  const existing = findGrokPatternByName(db, name);
  if (existing) updateGrokPattern(db, existing.id, name, pattern);
  else insertGrokPattern(db, name, pattern, nowMs);
}

export function deleteGrokPattern(db: Db, id: string): void {
  db.prepare('DELETE FROM grok_patterns WHERE id = ?').run(id);
}

export function deleteAllGrokPatterns(db: Db): void {
  db.prepare('DELETE FROM grok_patterns').run();
}

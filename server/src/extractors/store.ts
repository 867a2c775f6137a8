// The extractors table: each extractor's definition as JSON, its input, and its position in the
// input's chain (ties keep the order they were created in).
import type { Db } from '../db/types';
import type { ExtractorDefinition } from './types';

interface ExtractorRow {
  data: string;
}

export function inputExists(db: Db, inputId: string): boolean {
  return db.prepare('SELECT 1 FROM inputs WHERE id = ?').get(inputId) !== undefined;
}

/** The input's extractors in the order they run. */
export function listExtractors(db: Db, inputId: string): ExtractorDefinition[] {
  const rows = db.prepare('SELECT data FROM extractors WHERE input_id = ? ORDER BY position, rowid').all(inputId) as ExtractorRow[];
  return rows.map((row) => JSON.parse(row.data) as ExtractorDefinition);
}

export function findExtractor(db: Db, inputId: string, extractorId: string): ExtractorDefinition | undefined {
  const row = db.prepare('SELECT data FROM extractors WHERE input_id = ? AND id = ?').get(inputId, extractorId) as ExtractorRow | undefined;
  return row ? (JSON.parse(row.data) as ExtractorDefinition) : undefined;
}

/** The position after the input's last extractor. */
export function nextPosition(db: Db, inputId: string): number {
  const row = db.prepare('SELECT MAX(position) AS last FROM extractors WHERE input_id = ?').get(inputId) as { last: number | null };
  return row.last === null ? 0 : row.last + 1;
}

export function insertExtractor(db: Db, inputId: string, extractor: ExtractorDefinition): void {
  db.prepare('INSERT INTO extractors (id, input_id, position, data) VALUES (?, ?, ?, ?)').run(extractor.id, inputId, extractor.order, JSON.stringify(extractor));
}

export function replaceExtractor(db: Db, extractor: ExtractorDefinition): void {
  db.prepare('UPDATE extractors SET position = ?, data = ? WHERE id = ?').run(extractor.order, JSON.stringify(extractor), extractor.id);
}

export function deleteExtractor(db: Db, extractorId: string): void {
  db.prepare('DELETE FROM extractors WHERE id = ?').run(extractorId);
}

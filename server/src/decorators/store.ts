// Stored message decorators, listed in their order (Graylog's `order`, the column `position`).
import type { Db } from '../db/types';
import type { DecoratorConfig } from './types';
import type { CheckedDecorator } from './validation';

export interface StoredDecorator extends CheckedDecorator {
  id: string;
}

interface DecoratorRow {
  id: string;
  type: string;
  config: string;
  stream: string | null;
  position: number;
}

const fromRow = (row: DecoratorRow): StoredDecorator => ({
  id: row.id,
  type: row.type,
  config: JSON.parse(row.config) as DecoratorConfig,
  stream: row.stream,
  order: row.position,
});

export function listDecorators(db: Db): StoredDecorator[] {
  return (db.prepare('SELECT * FROM decorators ORDER BY position, id').all() as DecoratorRow[]).map(fromRow);
}

export function findDecorator(db: Db, id: string): StoredDecorator | undefined {
  const row = db.prepare('SELECT * FROM decorators WHERE id = ?').get(id) as DecoratorRow | undefined;
  return row ? fromRow(row) : undefined;
}

export function saveDecorator(db: Db, decorator: StoredDecorator): void {
  db.prepare(`INSERT INTO decorators (id, type, config, stream, position) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET type = excluded.type, config = excluded.config, stream = excluded.stream, position = excluded.position`)
    .run(decorator.id, decorator.type, JSON.stringify(decorator.config), decorator.stream, decorator.order);
}

export function deleteDecorator(db: Db, id: string): void {
  db.prepare('DELETE FROM decorators WHERE id = ?').run(id);
}

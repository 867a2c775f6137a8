// Stored event definitions (Graylog's EventDefinitionDto as JSON) and their grants: the creator owns a new
// definition, as in Graylog, so the share dialog and `eventdefinitions:*:<id>` checks work for it.
import { deleteGrantsForTarget, registerNewEntity } from '../authz/grantsStore';
import { grnString } from '../authz/grn';
import type { Db } from '../db/types';
import type { UserRecord } from '../users/store';
import type { EventDefinition } from './types';

export interface DefinitionRow {
  id: string;
  title: string;
  description: string;
  owner_id: string | null;
  data: string;
}

export const definitionGrn = (id: string) => grnString('event_definition', id);

export function definitionFromRow(row: DefinitionRow): EventDefinition {
  return JSON.parse(row.data) as EventDefinition;
}

export function findDefinitionRow(db: Db, id: string): DefinitionRow | undefined {
  return db.prepare('SELECT * FROM event_definitions WHERE id = ?').get(id) as DefinitionRow | undefined;
}

export function findDefinition(db: Db, id: string): EventDefinition | undefined {
  const row = findDefinitionRow(db, id);
  return row ? definitionFromRow(row) : undefined;
}

export function insertDefinition(db: Db, definition: EventDefinition, creator: UserRecord, nowMs: number): void {
  db.prepare('INSERT INTO event_definitions (id, title, description, owner_id, data) VALUES (?, ?, ?, ?, ?)')
    .run(definition.id, definition.title, definition.description, creator.id, JSON.stringify(definition));
  registerNewEntity(db, definitionGrn(definition.id), creator, nowMs);
}

export function updateDefinition(db: Db, definition: EventDefinition): void {
  db.prepare('UPDATE event_definitions SET title = ?, description = ?, data = ? WHERE id = ?')
    .run(definition.title, definition.description, JSON.stringify(definition), definition.id);
}

/** Removes the definition, its trigger, grants and notification statuses; its events stay, as in Graylog. */
export function deleteDefinition(db: Db, id: string): void {
  db.prepare('DELETE FROM event_definitions WHERE id = ?').run(id);
  db.prepare('DELETE FROM event_triggers WHERE definition_id = ?').run(id);
  db.prepare('DELETE FROM event_notification_status WHERE definition_id = ?').run(id);
  deleteGrantsForTarget(db, definitionGrn(id));
}

/** Definitions sending `notificationId`. */
export function definitionsUsingNotification(db: Db, notificationId: string): EventDefinition[] {
  const rows = db.prepare(`SELECT d.* FROM event_definitions d
    WHERE EXISTS (SELECT 1 FROM json_each(d.data, '$.notifications') n WHERE json_extract(n.value, '$.notification_id') = ?)`)
    .all(notificationId) as DefinitionRow[];
  return rows.map(definitionFromRow);
}

/** Titles and descriptions of the given definitions that exist. */
export function definitionSummaries(db: Db, ids: Iterable<string>): Map<string, { id: string; title: string; description: string }> {
  const summaries = new Map<string, { id: string; title: string; description: string }>();
  const select = db.prepare('SELECT id, title, description FROM event_definitions WHERE id = ?');
  for (const id of new Set(ids)) {
    const row = select.get(id) as { id: string; title: string; description: string } | undefined;
    if (row) summaries.set(id, row);
  }
  return summaries;
}

/** Every definition, by title (the content pack catalog lists them). */
export function listDefinitions(db: Db): EventDefinition[] {
  return (db.prepare('SELECT * FROM event_definitions ORDER BY title COLLATE NOCASE, id').all() as DefinitionRow[]).map(definitionFromRow);
}

// Event definitions and notifications can be shared (GRN types event_definition and notification).
import { registerShareableType } from '../authz/entityTypes';
import type { Db } from '../db/types';

const titleIn = (table: 'event_definitions' | 'event_notifications') => (db: Db, id: string) =>
  (db.prepare(`SELECT title FROM ${table} WHERE id = ?`).get(id) as { title: string } | undefined)?.title;

registerShareableType({ type: 'event_definition', findTitle: titleIn('event_definitions') });
registerShareableType({ type: 'notification', findTitle: titleIn('event_notifications') });

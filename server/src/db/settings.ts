// Typed access to the `settings` key/value table (JSON values).
import type { Db } from './types';

export function getSetting<T>(db: Db, key: string): T | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export function setSetting(db: Db, key: string, value: unknown): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
    .run(key, JSON.stringify(value));
}

/** Returns the stored value, creating it first if absent (used for ids made once on first start). */
export function getOrCreateSetting<T>(db: Db, key: string, create: () => T): T {
  const existing = getSetting<T>(db, key);
  if (existing !== undefined) return existing;
  const value = create();
  setSetting(db, key, value);
  return value;
}

export function deleteSetting(db: Db, key: string): void {
  db.prepare('DELETE FROM settings WHERE key = ?').run(key);
}

import type { Migration } from '../db/types';

/**
 * Content packs (one row per id and revision, the pack's JSON as uploaded and normalised) and their
 * installations. An installation's entities get a table of their own, in install order, so "how many
 * installations use this native entity" is one indexed count; each row also keeps the entity's
 * fingerprint at install time, which the API never shows (an entity changed since is not uninstalled).
 */
export const contentPacksMigration: Migration = {
  id: '0025-content-packs',
  up: (db) => {
    db.exec(`CREATE TABLE content_packs (
      id TEXT NOT NULL,
      rev INTEGER NOT NULL,
      pack TEXT NOT NULL,
      PRIMARY KEY (id, rev)
    )`);
    db.exec(`CREATE TABLE content_pack_installations (
      id TEXT PRIMARY KEY,
      content_pack_id TEXT NOT NULL,
      content_pack_revision INTEGER NOT NULL,
      parameters TEXT NOT NULL,
      comment TEXT NOT NULL,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL
    )`);
    db.exec('CREATE INDEX content_pack_installations_pack ON content_pack_installations (content_pack_id, content_pack_revision)');
    db.exec(`CREATE TABLE content_pack_installation_entities (
      installation_id TEXT NOT NULL REFERENCES content_pack_installations (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      native_id TEXT NOT NULL,
      content_pack_entity_id TEXT NOT NULL,
      type_name TEXT NOT NULL,
      type_version TEXT NOT NULL,
      title TEXT NOT NULL,
      found_on_system INTEGER NOT NULL,
      fingerprint TEXT NULL,
      PRIMARY KEY (installation_id, position)
    )`);
    db.exec('CREATE INDEX content_pack_installation_entities_native ON content_pack_installation_entities (type_name, native_id)');
  },
};

// The installations of content packs and, per installation, the native entities it created or reused,
// in install order, each with its fingerprint at install time (kept here only, never sent).
import type { Db } from '../db/types';
import type { ContentPackInstallation } from './packModel';
import type { ModelType, NativeEntityDescriptor, ValueReference } from './types';

/** An installed entity as stored: the descriptor Graylog shows, plus the fingerprint taken at install. */
export interface InstalledEntity extends NativeEntityDescriptor {
  fingerprint: string | null;
}

export interface StoredInstallation extends Omit<ContentPackInstallation, 'entities'> {
  entities: InstalledEntity[];
}

interface InstallationRow {
  id: string;
  content_pack_id: string;
  content_pack_revision: number;
  parameters: string;
  comment: string;
  created_at: string;
  created_by: string;
}

interface EntityRow {
  installation_id: string;
  native_id: string;
  content_pack_entity_id: string;
  type_name: string;
  type_version: string;
  title: string;
  found_on_system: number;
  fingerprint: string | null;
}

function toEntity(row: EntityRow): InstalledEntity {
  const type: ModelType = { name: row.type_name, version: row.type_version };
  return {
    id: row.native_id,
    content_pack_entity_id: row.content_pack_entity_id,
    type,
    title: row.title,
    found_on_system: row.found_on_system === 1,
    fingerprint: row.fingerprint,
  };
}

function load(db: Db, rows: InstallationRow[]): StoredInstallation[] {
  if (rows.length === 0) return [];
  const entities = new Map<string, InstalledEntity[]>(rows.map((row) => [row.id, []]));
  const select = db.prepare('SELECT * FROM content_pack_installation_entities WHERE installation_id = ? ORDER BY position');
  for (const row of rows) {
    for (const entity of select.all(row.id) as EntityRow[]) entities.get(row.id)?.push(toEntity(entity));
  }
  return rows.map((row) => ({
    _id: row.id,
    content_pack_id: row.content_pack_id,
    content_pack_revision: row.content_pack_revision,
    parameters: JSON.parse(row.parameters) as Record<string, ValueReference>,
    entities: entities.get(row.id) ?? [],
    comment: row.comment,
    created_at: row.created_at,
    created_by: row.created_by,
  }));
}

/** What the API shows of an installation: the fingerprints stay here. */
export function publicInstallation(installation: StoredInstallation): ContentPackInstallation {
  return { ...installation, entities: installation.entities.map(publicEntity) };
}

export function publicEntity({ fingerprint: _fingerprint, ...descriptor }: InstalledEntity): NativeEntityDescriptor {
  return descriptor;
}

export function findInstallation(db: Db, id: string): StoredInstallation | undefined {
  return load(db, db.prepare('SELECT * FROM content_pack_installations WHERE id = ?').all(id) as InstallationRow[])[0];
}

export function listInstallations(db: Db, packId: string): StoredInstallation[] {
  const rows = db.prepare('SELECT * FROM content_pack_installations WHERE content_pack_id = ? ORDER BY created_at, id').all(packId) as InstallationRow[];
  return load(db, rows);
}

/** How many installations each revision of each of these packs has: {packId: {rev: count}}. */
export function installationCounts(db: Db, packIds: readonly string[]): Map<string, Map<number, number>> {
  const counts = new Map<string, Map<number, number>>();
  const select = db.prepare(`SELECT content_pack_revision AS rev, COUNT(*) AS n FROM content_pack_installations
    WHERE content_pack_id = ? GROUP BY content_pack_revision`);
  for (const packId of new Set(packIds)) {
    const rows = select.all(packId) as Array<{ rev: number; n: number }>;
    if (rows.length > 0) counts.set(packId, new Map(rows.map((row) => [row.rev, row.n])));
  }
  return counts;
}

export function countInstallationsOfPack(db: Db, packId: string, rev?: number): number {
  const row = rev === undefined
    ? db.prepare('SELECT COUNT(*) AS n FROM content_pack_installations WHERE content_pack_id = ?').get(packId)
    : db.prepare('SELECT COUNT(*) AS n FROM content_pack_installations WHERE content_pack_id = ? AND content_pack_revision = ?').get(packId, rev);
  return (row as { n: number }).n;
}

/**
 * How many installations name this native entity, and how many of those found it on the system rather
 * than created it (Graylog's countInstallationOfEntityById / ...AndFoundOnSystem).
 */
export function entityUse(db: Db, type: ModelType, nativeId: string): { installations: number; foundOnSystem: number } {
  const row = db.prepare(`SELECT COUNT(DISTINCT installation_id) AS installations,
      COUNT(DISTINCT CASE WHEN found_on_system = 1 THEN installation_id END) AS foundOnSystem
    FROM content_pack_installation_entities WHERE type_name = ? AND native_id = ?`).get(type.name, nativeId) as { installations: number; foundOnSystem: number };
  return row;
}

export function insertInstallation(db: Db, installation: StoredInstallation): void {
  db.prepare(`INSERT INTO content_pack_installations (id, content_pack_id, content_pack_revision, parameters, comment, created_at, created_by)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
    installation._id, installation.content_pack_id, installation.content_pack_revision, JSON.stringify(installation.parameters),
    installation.comment, installation.created_at, installation.created_by,
  );
  const insert = db.prepare(`INSERT INTO content_pack_installation_entities
    (installation_id, position, native_id, content_pack_entity_id, type_name, type_version, title, found_on_system, fingerprint)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  installation.entities.forEach((entity, position) => {
    insert.run(installation._id, position, entity.id, entity.content_pack_entity_id, entity.type.name, entity.type.version,
      entity.title, entity.found_on_system ? 1 : 0, entity.fingerprint);
  });
}

export function deleteInstallation(db: Db, id: string): void {
  db.prepare('DELETE FROM content_pack_installation_entities WHERE installation_id = ?').run(id);
  db.prepare('DELETE FROM content_pack_installations WHERE id = ?').run(id);
}

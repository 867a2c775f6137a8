// The entity types that can be shared. Each area that owns a shareable entity registers its type
// once (at module load) with how to find an entity's title; "no title" means "no such entity".
// The permissions a grant gives come from the GRN type (grn.ts), not from this registry, so a
// grant keeps working even while its area is not loaded.
//
//   registerShareableType({ type: 'dashboard', findTitle: (db, id) => lookUpDashboardTitle(db, id) });
import type { Db } from '../db/types';
import { GRN_TYPES, type Grn } from './grn';

export interface ShareableEntityType {
  /** The GRN type, e.g. 'stream'; one of Graylog's GRN types (grn.ts). */
  type: string;
  /** The entity's title, or undefined when it does not exist. */
  findTitle: (db: Db, id: string) => string | undefined;
}

/** Types that name who receives a grant, never what is shared. */
const GRANTEE_TYPES = new Set(['user', 'team', 'builtin-team']);

const registry = new Map<string, ShareableEntityType>();

/** Registers (or replaces) a shareable type. A type Graylog does not know, or a grantee type, is a programming error. */
export function registerShareableType(definition: ShareableEntityType): void {
  if (!Object.prototype.hasOwnProperty.call(GRN_TYPES, definition.type) || GRANTEE_TYPES.has(definition.type)) {
    throw new Error(`Cannot register shareable entity type <${definition.type}>`);
  }
  registry.set(definition.type, definition);
}

export function shareableType(type: string): ShareableEntityType | undefined {
  return registry.get(type);
}

export function isGranteeType(type: string): boolean {
  return GRANTEE_TYPES.has(type);
}

/** The entity's title, or undefined when the type is not shareable here or the entity does not exist. */
export function entityTitle(db: Db, grn: Grn): string | undefined {
  return registry.get(grn.type)?.findTitle(db, grn.entity);
}

registerShareableType({
  type: 'stream',
  findTitle: (db, id) => (db.prepare('SELECT title FROM streams WHERE id = ?').get(id) as { title: string } | undefined)?.title,
});

// Saved searches and dashboards are both views (views/viewStore.ts); the GRN type tells which.
const viewTitle = (db: Db, id: string, type: 'SEARCH' | 'DASHBOARD') =>
  (db.prepare('SELECT title FROM views WHERE id = ? AND type = ?').get(id, type) as { title: string } | undefined)?.title;

registerShareableType({ type: 'search', findTitle: (db, id) => viewTitle(db, id, 'SEARCH') });
registerShareableType({ type: 'dashboard', findTitle: (db, id) => viewTitle(db, id, 'DASHBOARD') });

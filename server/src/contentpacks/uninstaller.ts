// Uninstalling removes exactly what an installation created, newest first, and keeps:
// - entities it found on the system rather than created;
// - entities another installation also uses (the last one using them removes them);
// - entities changed since they were installed (their fingerprint differs);
// - entities something outside the installation depends on (a user's stream the pack's output is attached
//   to, a user's pipeline using the pack's rule...): deleting them would change or break the user's own;
// - and what a kept entity refers to within the pack, so a kept entity never loses something it points at
//   (the same holds for an entity whose delete failed).
// Each kept entity carries the reason it was kept.
// Entities already gone are neither removed nor kept (Graylog leaves them out too).
import { getLogger } from '../logging/logger';
import type { FacadeRegistry } from './facadeRegistry';
import { deleteInstallation, entityUse, publicEntity, type InstalledEntity, type StoredInstallation } from './installationStore';
import type { ContentPack, ContentPackUninstallation } from './packModel';
import type { EntityFacade, FacadeContext, PackEntity, SkippedEntityDescriptor } from './types';

const log = getLogger('org.graylog2.contentpacks.ContentPackService');

type Decision = { action: 'remove'; facade: EntityFacade } | { action: 'keep'; reason: string } | { action: 'failed' } | { action: 'gone' };

export interface Planned {
  entity: InstalledEntity;
  decision: Decision;
}

function currentFingerprint(fc: FacadeContext, facade: EntityFacade, entity: InstalledEntity): string | undefined | null {
  try {
    return facade.fingerprint(fc, entity.id);
  } catch (error) {
    log.warn(`Could not read ${entity.type.name} ${entity.id} to compare it with its installed state: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** Who outside the installation uses the entity; a failed check keeps it too (deleting it might break something). */
function outsideUse(fc: FacadeContext, facade: EntityFacade, entity: InstalledEntity, installationIds: ReadonlySet<string>): string | undefined {
  try {
    return facade.usedOutside?.(fc, entity.id, installationIds);
  } catch (error) {
    log.warn(`Could not find out what uses ${entity.type.name} ${entity.id}: ${error instanceof Error ? error.message : String(error)}`);
    return 'Could not find out whether something else uses it';
  }
}

/** The reason of each kept entity, in the order of the checks. */
const KEPT = {
  unknownType: 'Its entity type is not known to this server',
  foundOnSystem: 'It existed before the installation',
  neededByKept: 'A kept entity of this installation refers to it',
  otherInstallation: 'Another installation uses it too',
  changed: 'It was changed since the installation',
} as const;

const keep = (reason: string): Decision => ({ action: 'keep', reason });

function decide(fc: FacadeContext, facade: EntityFacade | undefined, entity: InstalledEntity, neededByKept: boolean, installationIds: ReadonlySet<string>): Decision {
  if (!facade) return keep(KEPT.unknownType);
  const fingerprint = currentFingerprint(fc, facade, entity);
  if (fingerprint === undefined) return { action: 'gone' };
  if (entity.found_on_system) return keep(KEPT.foundOnSystem);
  if (neededByKept) return keep(KEPT.neededByKept);
  if (entityUse(fc.ctx.db, entity.type, entity.id).installations > 1) return keep(KEPT.otherInstallation);
  if (fingerprint === null || entity.fingerprint === null || fingerprint !== entity.fingerprint) return keep(KEPT.changed);
  const usedBy = outsideUse(fc, facade, entity, installationIds);
  return usedBy === undefined ? { action: 'remove', facade } : keep(usedBy);
}

/**
 * Walks the installation's entities newest first and decides for each; `remove` deletes one and says
 * whether that worked (without it, nothing is deleted: the plan is what uninstalling would do). An entity
 * kept, or whose delete failed, keeps what it refers to within the pack.
 */
function walk(
  fc: FacadeContext,
  facades: FacadeRegistry,
  installation: StoredInstallation,
  pack: ContentPack | undefined,
  remove?: (entity: InstalledEntity, facade: EntityFacade) => boolean,
): Planned[] {
  const packEntities = new Map<string, PackEntity>((pack?.entities ?? []).map((entity) => [entity.id, entity]));
  // Pack entity ids a kept entity refers to: those stay too.
  const neededByKept = new Set<string>();
  const installationIds: ReadonlySet<string> = new Set(installation.entities.map((entity) => entity.id));
  const plan: Planned[] = [];
  for (const entity of [...installation.entities].reverse()) {
    const facade = facades.forType(entity.type.name);
    let decision = decide(fc, facade, entity, neededByKept.has(entity.content_pack_entity_id), installationIds);
    if (decision.action === 'remove' && remove && !remove(entity, decision.facade)) decision = { action: 'failed' };
    if (decision.action === 'keep' || decision.action === 'failed') {
      const packEntity = packEntities.get(entity.content_pack_entity_id);
      if (packEntity && facade) for (const id of facade.installDependencies(packEntity, pack?.entities ?? [])) neededByKept.add(id);
    }
    plan.push({ entity, decision });
  }
  return plan;
}

/** A kept entity as the API shows it: the descriptor with the reason it is kept. */
export function skippedEntity(entity: InstalledEntity, reason: string): SkippedEntityDescriptor {
  return { ...publicEntity(entity), reason };
}

/** What uninstalling would do with each entity of the installation, in removal order (newest first). */
export function planUninstall(fc: FacadeContext, facades: FacadeRegistry, installation: StoredInstallation, pack: ContentPack | undefined): Planned[] {
  return walk(fc, facades, installation, pack);
}

export function uninstallPack(fc: FacadeContext, facades: FacadeRegistry, installation: StoredInstallation, pack: ContentPack | undefined): ContentPackUninstallation {
  const remove = (entity: InstalledEntity, facade: EntityFacade): boolean => {
    try {
      facade.delete(fc, entity.id);
      return true;
    } catch (error) {
      log.warn(`Couldn't remove ${entity.type.name} ${entity.id} of content pack installation ${installation._id}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  };
  const result: ContentPackUninstallation = { entities: [], failed_entities: [], skipped_entities: [] };
  for (const { entity, decision } of walk(fc, facades, installation, pack, remove)) {
    if (decision.action === 'keep') result.skipped_entities.push(skippedEntity(entity, decision.reason));
    else if (decision.action === 'remove') result.entities.push(publicEntity(entity));
    else if (decision.action === 'failed') result.failed_entities.push(publicEntity(entity));
  }
  const { db } = fc.ctx;
  db.transaction(() => deleteInstallation(db, installation._id))();
  return result;
}

// Uninstalling removes exactly what an installation created, newest first, and keeps:
// - entities it found on the system rather than created;
// - entities another installation also uses (the last one using them removes them);
// - entities changed since they were installed (their fingerprint differs), and what such a kept entity
//   refers to within the pack, so a kept entity never loses something it points at (the same holds for an
//   entity whose delete failed).
// Entities already gone are neither removed nor kept (Graylog leaves them out too).
import { getLogger } from '../logging/logger';
import type { FacadeRegistry } from './facadeRegistry';
import { deleteInstallation, entityUse, publicEntity, type InstalledEntity, type StoredInstallation } from './installationStore';
import type { ContentPack, ContentPackUninstallation } from './packModel';
import type { EntityFacade, FacadeContext, PackEntity } from './types';

const log = getLogger('org.graylog2.contentpacks.ContentPackService');

type Decision = { action: 'remove'; facade: EntityFacade } | { action: 'keep' } | { action: 'failed' } | { action: 'gone' };

interface Planned {
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
  const plan: Planned[] = [];
  for (const entity of [...installation.entities].reverse()) {
    const facade = facades.forType(entity.type.name);
    let decision: Decision;
    if (!facade) {
      decision = { action: 'keep' };
    } else {
      const fingerprint = currentFingerprint(fc, facade, entity);
      if (fingerprint === undefined) decision = { action: 'gone' };
      else if (entity.found_on_system || neededByKept.has(entity.content_pack_entity_id)) decision = { action: 'keep' };
      else if (entityUse(fc.ctx.db, entity.type, entity.id).installations > 1) decision = { action: 'keep' };
      else if (fingerprint === null || entity.fingerprint === null || fingerprint !== entity.fingerprint) decision = { action: 'keep' };
      else decision = { action: 'remove', facade };
    }
    if (decision.action === 'remove' && remove && !remove(entity, decision.facade)) decision = { action: 'failed' };
    if (decision.action === 'keep' || decision.action === 'failed') {
      const packEntity = packEntities.get(entity.content_pack_entity_id);
      if (packEntity && facade) for (const id of facade.installDependencies(packEntity, pack?.entities ?? [])) neededByKept.add(id);
    }
    plan.push({ entity, decision });
  }
  return plan;
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
    if (decision.action === 'keep') result.skipped_entities.push(publicEntity(entity));
    else if (decision.action === 'remove') result.entities.push(publicEntity(entity));
    else if (decision.action === 'failed') result.failed_entities.push(publicEntity(entity));
  }
  const { db } = fc.ctx;
  db.transaction(() => deleteInstallation(db, installation._id))();
  return result;
}

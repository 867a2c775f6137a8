// Installing a content pack revision: constraints and entity types checked, parameter values settled,
// entities ordered by their references, then each entity reused (an equal one already exists) or
// created. A failure deletes what this installation created so far, newest first, and answers 400: an
// install never half-saves. The installation records every entity it created or reused, with the
// entity's fingerprint at that moment, which uninstalling compares against.
import { newObjectId } from '../http/ids';
import { ApiError, badRequest } from '../http/errors';
import { getLogger } from '../logging/logger';
import { SERVER_VERSION } from '../system/overview';
import { checkConstraints, describeConstraint } from './constraints';
import type { FacadeRegistry } from './facadeRegistry';
import { entityUse, insertInstallation, type InstalledEntity, type StoredInstallation } from './installationStore';
import { installOrder } from './installOrder';
import type { ContentPack } from './packModel';
import { installationParameters, resolveValue } from './parameters';
import type { EntityFacade, FacadeContext, InstallContext, PackEntity } from './types';

const log = getLogger('org.graylog2.contentpacks.ContentPackService');

export interface InstallRequest {
  parameters: Record<string, unknown>;
  comment: string;
}

/** Refuses a pack whose constraints this server does not meet, naming each. */
export function assertConstraints(pack: ContentPack): void {
  const failed = checkConstraints(pack.entities).filter((result) => !result.fulfilled);
  if (failed.length === 0) return;
  throw badRequest(`Failed constraints: ${failed.map((result) => describeConstraint(result.constraint)).join(', ')} `
    + `(this server is version ${SERVER_VERSION} and runs no plugins)`);
}

/** Refuses types, and versions of a type (Graylog 2/3 dashboards are `dashboard` version 1), no facade installs. */
function assertSupportedTypes(pack: ContentPack, facades: FacadeRegistry): void {
  const supported = (entity: ContentPack['entities'][number]) => facades.forType(entity.type.name)?.type.version === entity.type.version;
  const unsupported = [...new Set(pack.entities.filter((entity) => !supported(entity)).map((entity) => `${entity.type.name} (version ${entity.type.version})`))];
  if (unsupported.length > 0) {
    throw badRequest(`This server cannot install entities of type ${unsupported.join(', ')}: nothing was installed`);
  }
}

interface Created {
  facade: EntityFacade;
  nativeId: string;
  entity: PackEntity;
}

/** Deletes what an interrupted installation created, newest first; a failure is logged and the rest still go. */
function rollback(fc: FacadeContext, created: readonly Created[]): void {
  for (const { facade, nativeId, entity } of [...created].reverse()) {
    try {
      facade.delete(fc, nativeId);
    } catch (error) {
      log.error(`Rolling back content pack entity ${entity.type.name} ${entity.id}: could not delete ${nativeId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function failureReason(error: unknown): string {
  if (error instanceof ApiError && error.statusCode < 500) return error.message;
  // Not the caller's fault: logged in full, answered with the message only.
  log.error(`Installing a content pack entity failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  return error instanceof Error ? error.message : String(error);
}

export function installPack(fc: FacadeContext, facades: FacadeRegistry, pack: ContentPack, request: InstallRequest, username: string): StoredInstallation {
  const { db } = fc.ctx;
  assertConstraints(pack);
  assertSupportedTypes(pack, facades);
  const parameters = installationParameters(pack.parameters, request.parameters);
  const ordered = installOrder(pack.entities, facades);

  const nativeIds = new Map<string, string>();
  const ic: InstallContext = {
    ...fc,
    username,
    resolve: (value) => resolveValue(parameters, value),
    nativeIdFor: (packEntityId) => nativeIds.get(packEntityId),
  };
  const created: Created[] = [];
  const entities: InstalledEntity[] = [];
  let current: PackEntity | undefined;
  try {
    for (const entity of ordered) {
      current = entity;
      const facade = facades.forType(entity.type.name) as EntityFacade;
      const existing = facade.findExisting(entity, ic);
      let native: { id: string; title: string };
      let foundOnSystem = false;
      if (existing) {
        native = existing;
        // Found on the system, unless another installation created it: then the last installation
        // using it is the one that removes it (as Graylog decides).
        const use = entityUse(db, facade.type, existing.id);
        foundOnSystem = use.installations === 0 || use.foundOnSystem > 0;
      } else {
        native = facade.create(entity, ic);
        created.push({ facade, nativeId: native.id, entity });
      }
      nativeIds.set(entity.id, native.id);
      entities.push({
        id: native.id,
        content_pack_entity_id: entity.id,
        type: facade.type,
        title: native.title,
        found_on_system: foundOnSystem,
        fingerprint: null,
      });
    }
    current = undefined;
    for (const [index, entity] of entities.entries()) {
      current = ordered[index];
      const facade = facades.forType(entity.type.name) as EntityFacade;
      entity.fingerprint = facade.fingerprint(fc, entity.id) ?? null;
    }
    const installation: StoredInstallation = {
      _id: newObjectId(fc.ctx.now()),
      content_pack_id: pack.id,
      content_pack_revision: pack.rev,
      parameters,
      entities,
      comment: request.comment,
      created_at: new Date(fc.ctx.now()).toISOString(),
      created_by: username,
    };
    db.transaction(() => insertInstallation(db, installation))();
    return installation;
  } catch (error) {
    rollback(fc, created);
    const where = current ? ` at ${current.type.name} entity ${current.id}` : '';
    throw badRequest(`Failed to install content pack ${pack.name} (${pack.id} revision ${pack.rev})${where}: ${failureReason(error)}`);
  }
}

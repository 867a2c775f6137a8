// The catalog: every entity a pack can be built from, and the resolution of a choice of entities into
// pack entities. Resolving adds what the chosen entities need (a stream's outputs, a pipeline's rules),
// transitively, gives each a fresh pack entity id, and exports each with references to the others
// through those ids, so the result can be uploaded as a pack's entities as it is.
import { randomUUID } from 'node:crypto';
import { badRequest, notFound } from '../http/errors';
import { withServerConstraint } from './constraints';
import type { FacadeRegistry } from './facadeRegistry';
import type { EntityDescriptor, EntityExcerpt, EntityFacade, FacadeContext, PackEntity } from './types';

/** A pack's resolution stops here: far beyond any real pack, and a bound on a runaway dependency chain. */
const MAX_RESOLVED = 10_000;

export function listCatalog(fc: FacadeContext, facades: FacadeRegistry): EntityExcerpt[] {
  return facades.all.flatMap((facade) => facade.listExcerpts(fc));
}

const keyOf = (descriptor: EntityDescriptor) => `${descriptor.type.name}\u0000${descriptor.id}`;

function facadeOf(facades: FacadeRegistry, descriptor: EntityDescriptor): EntityFacade {
  const facade = facades.forType(descriptor.type.name);
  if (!facade) throw badRequest(`Unsupported entity type ${descriptor.type.name}: this server cannot put it into a content pack`, 'entities');
  return facade;
}

/** The chosen entities and everything they need, each once, in the order first met. */
export function resolveEntities(fc: FacadeContext, facades: FacadeRegistry, chosen: readonly EntityDescriptor[]): EntityDescriptor[] {
  const resolved = new Map<string, EntityDescriptor>();
  const queue = [...chosen];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const key = keyOf(next);
    if (resolved.has(key)) continue;
    const facade = facadeOf(facades, next);
    const descriptor: EntityDescriptor = { id: next.id, type: facade.type };
    resolved.set(key, descriptor);
    if (resolved.size > MAX_RESOLVED) throw badRequest(`The chosen entities need more than ${MAX_RESOLVED} entities`);
    queue.push(...facade.dependencies(fc, next.id));
  }
  return [...resolved.values()];
}

/** Pack entities for the chosen entities and their dependencies (Graylog's POST /system/catalog). */
export function exportEntities(fc: FacadeContext, facades: FacadeRegistry, chosen: readonly EntityDescriptor[]): PackEntity[] {
  const resolved = resolveEntities(fc, facades, chosen);
  // One id per entity for the whole export, or references between the entities would not meet.
  const packIds = new Map(resolved.map((descriptor) => [keyOf(descriptor), randomUUID()]));
  const exp = { packIdFor: (native: EntityDescriptor) => packIds.get(keyOf(native)) };
  return resolved.map((descriptor) => {
    const facade = facadeOf(facades, descriptor);
    const exported = facade.exportEntity(fc, descriptor.id, exp);
    if (!exported) throw notFound(`Couldn't find ${descriptor.type.name} ${descriptor.id}`);
    return {
      v: '1',
      type: facade.type,
      id: packIds.get(keyOf(descriptor)) as string,
      data: exported.data,
      constraints: withServerConstraint(exported.constraints ?? []),
    };
  });
}

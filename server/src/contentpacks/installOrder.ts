// The order a pack's entities are installed in: each after the pack entities it refers to (a stream
// after its outputs, a pipeline after its rules). Refused when an entity refers to an id the pack does not
// hold (Graylog's "unexpected entities") or when references go round in a circle.
import { badRequest } from '../http/errors';
import type { FacadeRegistry } from './facadeRegistry';
import type { PackEntity } from './types';

const label = (entity: PackEntity) => `${entity.type.name} ${entity.id}`;

/** The pack's entities, dependencies first; otherwise in the pack's own order. */
export function installOrder(entities: readonly PackEntity[], facades: FacadeRegistry): PackEntity[] {
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  const needs = new Map<string, string[]>();
  for (const entity of entities) {
    const facade = facades.forType(entity.type.name);
    if (!facade) throw badRequest(`Unsupported entity type ${entity.type.name} in the content pack`);
    const dependencies = facade.installDependencies(entity, entities).filter((id) => id !== entity.id);
    const unknown = dependencies.filter((id) => !byId.has(id));
    if (unknown.length > 0) {
      throw badRequest(`Content pack entity ${label(entity)} refers to ${unknown.join(', ')}, which ${unknown.length > 1 ? 'are' : 'is'} not in the content pack`);
    }
    needs.set(entity.id, dependencies);
  }

  const ordered: PackEntity[] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  // Depth first, iteratively: a long chain of references must not exhaust the call stack.
  for (const root of entities) {
    if (done.has(root.id)) continue;
    const stack: Array<{ id: string; next: number }> = [{ id: root.id, next: 0 }];
    onPath.push(root.id);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      const dependencies = needs.get(frame.id) ?? [];
      if (frame.next < dependencies.length) {
        const dependency = dependencies[frame.next];
        frame.next += 1;
        if (done.has(dependency)) continue;
        const cycleStart = onPath.indexOf(dependency);
        if (cycleStart >= 0) {
          const cycle = [...onPath.slice(cycleStart), dependency].map((id) => label(byId.get(id) as PackEntity));
          throw badRequest(`Content pack entities refer to each other in a circle: ${cycle.join(' -> ')}`);
        }
        stack.push({ id: dependency, next: 0 });
        onPath.push(dependency);
      } else {
        stack.pop();
        onPath.pop();
        done.add(frame.id);
        ordered.push(byId.get(frame.id) as PackEntity);
      }
    }
  }
  return ordered;
}

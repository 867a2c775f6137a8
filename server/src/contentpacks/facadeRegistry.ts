// Where the pack service finds the facade of an entity type. The server uses the real facades
// (facades/index.ts); tests hand in facades of their own.
import type { EntityFacade } from './types';

export interface FacadeRegistry {
  /** Every facade, in the catalog's order. */
  all: readonly EntityFacade[];
  forType(typeName: string): EntityFacade | undefined;
}

export function facadeRegistry(facades: readonly EntityFacade[]): FacadeRegistry {
  const byName = new Map(facades.map((facade) => [facade.type.name, facade]));
  return { all: facades, forType: (typeName) => byName.get(typeName) };
}

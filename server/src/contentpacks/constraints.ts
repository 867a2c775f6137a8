// Content pack constraints: what an entity needs of the server that installs it. `server-version` is an
// npm range over the server's version; `plugin-version` names a plugin, and this server runs none, so
// such a constraint is never fulfilled. As in Graylog, every exported or uploaded entity carries a
// server-version constraint (">=" this server's version when it names none).
import type { ConstraintCheckResult } from './packModel';
import type { Constraint, PackEntity } from './types';
import { SERVER_VERSION } from '../system/overview';
import { parseVersionRange, satisfies } from './versionRange';

export const SERVER_VERSION_CONSTRAINT = 'server-version';
export const PLUGIN_VERSION_CONSTRAINT = 'plugin-version';

/** The constraint every entity this server exports carries when its facade names no server version. */
export function currentServerConstraint(): Constraint {
  return { type: SERVER_VERSION_CONSTRAINT, version: `>=${SERVER_VERSION}` };
}

/** The constraints with a server-version one added when none is there. */
export function withServerConstraint(constraints: readonly Constraint[]): Constraint[] {
  return constraints.some((constraint) => constraint.type === SERVER_VERSION_CONSTRAINT) ? [...constraints] : [...constraints, currentServerConstraint()];
}

export function isFulfilled(constraint: Constraint): boolean {
  if (constraint.type !== SERVER_VERSION_CONSTRAINT) return false;
  const range = parseVersionRange(constraint.version);
  return range !== null && satisfies(SERVER_VERSION, range);
}

/** Every distinct constraint of the pack's entities, each once (Graylog's pack-level constraint set). */
export function packConstraints(entities: readonly PackEntity[]): Constraint[] {
  const seen = new Map<string, Constraint>();
  for (const entity of entities) {
    for (const constraint of entity.constraints) seen.set([constraint.type, constraint.plugin ?? '', constraint.version].join('\u0000'), constraint);
  }
  return [...seen.values()];
}

export function checkConstraints(entities: readonly PackEntity[]): ConstraintCheckResult[] {
  return packConstraints(entities).map((constraint) => ({ constraint, fulfilled: isFulfilled(constraint) }));
}

/** "server-version >=5.0.0", "plugin-version org.example.plugin >=1.0": for refusals. */
export function describeConstraint(constraint: Constraint): string {
  return [constraint.type, constraint.plugin, constraint.version].filter((part) => part !== undefined && part !== '').join(' ');
}

// Reading and writing the values inside pack entity data. Graylog wraps most values in a ValueReference
// ({"@type": "string", "@value": "x"}; a parameter is {"@type": "parameter", "@value": "NAME"}), while some
// formats (grok patterns) carry plain values; the install context resolves both. Every reader here checks
// the resolved value's type and refuses a wrong one with a 400 naming the field, before anything is created.
import { createHash } from 'node:crypto';
import { badRequest } from '../../http/errors';
import type { EntityDescriptor, ExportContext, InstallContext, PackEntity, ValueReference } from '../types';

const INT_MAX = 2 ** 31 - 1;

/** A value wrapped the way Graylog's ValueReference.of wraps it (ints beyond 32 bits are Java longs). */
export function ref(value: string | number | boolean): ValueReference {
  if (typeof value === 'boolean') return { '@type': 'boolean', '@value': value };
  if (typeof value === 'string') return { '@type': 'string', '@value': value };
  if (Number.isInteger(value)) return { '@type': Math.abs(value) <= INT_MAX ? 'integer' : 'long', '@value': value };
  return { '@type': 'double', '@value': value };
}

export function isValueReference(value: unknown): value is ValueReference {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && '@type' in value && '@value' in value;
}

/**
 * A free-form map (an input's or output's configuration) as Graylog's ReferenceMap: every scalar wrapped,
 * maps and lists walked into. Nulls are left out, as Graylog's ValueReference.of(null) is.
 */
export function toReferenceMap(map: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(map)) {
    const wrapped = toReference(value);
    if (wrapped !== undefined) out[key] = wrapped;
  }
  return out;
}

function toReference(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return ref(value);
  if (Array.isArray(value)) return value.map(toReference).filter((item) => item !== undefined);
  if (typeof value === 'object') return toReferenceMap(value as Record<string, unknown>);
  return undefined;
}

/** A ReferenceMap (or list, or single reference) back to plain values, parameters substituted. */
export function resolveDeep(ic: InstallContext, value: unknown): unknown {
  if (isValueReference(value)) return ic.resolve(value);
  if (Array.isArray(value)) return value.map((item) => resolveDeep(ic, item)).filter((item) => item !== undefined && item !== null);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const resolved = resolveDeep(ic, item);
      if (resolved !== undefined && resolved !== null) out[key] = resolved;
    }
    return out;
  }
  return value;
}

/** The entity's data field `field` as an object (a nested entity, a configuration map); {} when absent. */
export function objectField(data: Record<string, unknown>, field: string, where = field): Record<string, unknown> {
  const value = data[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${where} must be an object`, where);
  return value as Record<string, unknown>;
}

/** The entity's data field `field` as a list; [] when absent. */
export function listField(data: Record<string, unknown>, field: string, where = field): unknown[] {
  const value = data[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${where} must be a list`, where);
  return value;
}

/** A resolved string; `fallback` when absent (required fields pass none and are refused when absent). */
export function text(ic: InstallContext, data: Record<string, unknown>, field: string, fallback?: string, where = field): string {
  const value = data[field] === undefined ? undefined : ic.resolve(data[field]);
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw badRequest(`${where} is required`, where);
  }
  if (typeof value !== 'string') throw badRequest(`${where} must be a string, not ${JSON.stringify(value)}`, where);
  return value;
}

/** A resolved non-blank string. */
export function requiredText(ic: InstallContext, data: Record<string, unknown>, field: string, where = field): string {
  const value = text(ic, data, field, undefined, where);
  if (value.trim() === '') throw badRequest(`${where} must not be empty`, where);
  return value;
}

/** A resolved string or null (absent or null). */
export function optionalText(ic: InstallContext, data: Record<string, unknown>, field: string, where = field): string | null {
  const value = data[field] === undefined ? undefined : ic.resolve(data[field]);
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${where} must be a string, not ${JSON.stringify(value)}`, where);
  return value;
}

/** A resolved boolean; a parameter given as "true"/"false" text is taken too. */
export function flag(ic: InstallContext, data: Record<string, unknown>, field: string, fallback: boolean, where = field): boolean {
  const value = data[field] === undefined ? undefined : ic.resolve(data[field]);
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(`${where} must be true or false, not ${JSON.stringify(value)}`, where);
}

/** A resolved integer; numeric text (a parameter typed as string) is taken too. */
export function integer(ic: InstallContext, data: Record<string, unknown>, field: string, fallback?: number, where = field): number {
  const value = data[field] === undefined ? undefined : ic.resolve(data[field]);
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw badRequest(`${where} is required`, where);
  }
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw badRequest(`${where} must be a whole number, not ${JSON.stringify(value)}`, where);
  return number;
}

/** A reference to another entity of the pack: its pack id, or the native id when it is not part of the pack. */
export function exportRef(exp: ExportContext, native: EntityDescriptor): ValueReference {
  return ref(exp.packIdFor(native) ?? native.id);
}

/**
 * The native id a reference inside an entity points at: the entity this installation created or reused
 * for that pack id, else an existing native entity with that very id (a pack built on this system that
 * referred to something it did not contain). Refused when neither exists.
 */
export function nativeRef(ic: InstallContext, value: unknown, exists: (nativeId: string) => boolean, what: string, where: string): string {
  const id = ic.resolve(value);
  if (typeof id !== 'string' || id === '') throw badRequest(`${where}: a reference to ${what} must be a string id`, where);
  const installed = ic.nativeIdFor(id);
  if (installed !== undefined) return installed;
  if (exists(id)) return id;
  throw badRequest(`${where}: the referenced ${what} ${id} is neither part of the content pack nor present on this system`, where);
}

/** The pack ids an entity's references name (plain or wrapped string values), for installDependencies. */
export function referencedIds(values: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const value of values) {
    const raw = isValueReference(value) ? (value['@type'] === 'parameter' ? undefined : value['@value']) : value;
    if (typeof raw === 'string' && raw !== '') ids.add(raw);
  }
  return [...ids];
}

/** JSON with object keys sorted at every level, so equal data gives equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Exported references name native ids here: a fingerprint changes when what an entity points at changes. */
export const NATIVE_IDS: ExportContext = { packIdFor: (native) => native.id };

/** The sha256 of the canonical JSON of an entity's exported data. */
export function digest(data: unknown): string {
  return createHash('sha256').update(canonicalJson(data)).digest('hex');
}

/** The entity's data, refused when it is not an object. */
export function entityData(entity: PackEntity): Record<string, unknown> {
  const { data } = entity;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest(`The data of ${entity.type.name} entity ${entity.id} must be an object`, 'entities');
  return data;
}

/** A value as written in the pack, without parameters: a plain value, or a wrapped one that is not a parameter. */
export function literal(value: unknown): unknown {
  if (!isValueReference(value)) return value;
  return value['@type'] === 'parameter' ? undefined : value['@value'];
}

/**
 * Pack ids of the entities of type `typeName` in `pack` whose `nameField` is one of `names`: for entities
 * that refer to others by name (a grok pattern's %{NAME}, an extractor's lookup table), so those are
 * installed first. Needs the whole pack; without it there is no order to give.
 */
export function packIdsByName(pack: readonly PackEntity[], typeName: string, nameField: string, names: Iterable<string>): string[] {
  const wanted = new Set(names);
  return pack
    .filter((other) => other.type?.name === typeName && typeof other.data === 'object' && other.data !== null)
    .filter((other) => {
      const name = literal(other.data[nameField]);
      return typeof name === 'string' && wanted.has(name);
    })
    .map((other) => other.id);
}

/**
 * The ids among `ids` that are entities of the pack. A reference to an entity the pack does not hold (the
 * events stream, which every server has under the same id) is not an install dependency; create resolves
 * it against this system, or refuses it (nativeRef). Graylog's resolveForInstallation skips them too.
 */
export function packMembers(pack: readonly PackEntity[], ids: readonly string[]): string[] {
  const members = new Set(pack.map((entity) => entity.id));
  return ids.filter((id) => members.has(id));
}

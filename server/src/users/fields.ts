// Turning request values into stored user values: role names, start page, preferences, names.
// Each check names the body field it concerns, so a bad value is reported under that form field.
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { findRoleByName } from '../roles/store';
import type { PreferenceValue, Startpage } from './store';

/** Canonical role names (as stored in the roles table), without duplicates; unknown names are a 400. */
export function canonicalRoles(db: Db, names: readonly string[]): string[] {
  const unknown: string[] = [];
  const canonical = new Set<string>();
  for (const name of names) {
    const role = findRoleByName(db, name);
    if (role) canonical.add(role.name);
    else unknown.push(name);
  }
  if (unknown.length > 0) {
    throw badRequest(`Unknown role${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, 'roles', `names unknown roles: ${unknown.join(', ')}`);
  }
  return [...canonical];
}

export interface StartpageBody {
  type?: string | null;
  id?: string | null;
}

/** null clears it; so does {type, id} with both empty or null. Only one of them given is a 400. */
export function startpageFrom(input: StartpageBody | null): Startpage | null {
  if (input === null) return null;
  const type = input.type?.trim() ?? '';
  const id = input.id?.trim() ?? '';
  if (type === '' && id === '') return null;
  if (type === '' || id === '') {
    throw badRequest('A start page needs both a type and an id (or neither, to clear it)', 'startpage', 'needs both type and id');
  }
  return { type, id };
}

/** Graylog clients send some flags as the strings "true"/"false"; they are stored as booleans. */
export function normalizePreferences(preferences: Record<string, PreferenceValue>): Record<string, PreferenceValue> {
  const result: Record<string, PreferenceValue> = {};
  for (const [name, value] of Object.entries(preferences)) {
    result[name] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return result;
}

/** The full name: as given, or made of first and last name, or the username as a last resort. */
export function fullNameFrom(fullName: string | null | undefined, firstName: string | null | undefined, lastName: string | null | undefined, fallback: string): string {
  return fullName?.trim() || [firstName, lastName].filter((part) => part && part.trim()).map((part) => part?.trim()).join(' ') || fallback;
}

export const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
};

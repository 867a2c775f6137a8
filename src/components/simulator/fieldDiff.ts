// What changed between two versions of a message's fields, in the shape the embedded server reports per stage,
// so one list shows both the server's stage changes and the whole-message comparison against a Graylog server.
import type { MessageFields } from '@/stores/messages/MessagesStore';
import type { FieldChange } from '@/stores/simulator/SimulatorStore';

/** The same instant may come back written differently ("2024-03-01 12:00:00.000" stored, ISO 8601 processed). */
const sameInstant = (a: unknown, b: unknown): boolean => {
  const toTime = (value: unknown) => (typeof value === 'string' ? Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`) : NaN);
  const [first, second] = [toTime(a), toTime(b)];
  return !Number.isNaN(first) && first === second;
};

/** Objects compare by content whatever the order of their keys. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
};

export const sameValue = (field: string, a: unknown, b: unknown): boolean => (
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b)) || (field === 'timestamp' && sameInstant(a, b))
);

/** Every field added, changed or removed from `before` to `after`, by field name. A number that became a string changed. */
export const diffFields = (before: MessageFields, after: MessageFields): Array<FieldChange> => {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort((a, b) => a.localeCompare(b));
  return names.flatMap((field): Array<FieldChange> => {
    const had = Object.prototype.hasOwnProperty.call(before, field);
    const has = Object.prototype.hasOwnProperty.call(after, field);
    if (!had) return [{ field, change: 'added', after: after[field] }];
    if (!has) return [{ field, change: 'removed', before: before[field] }];
    return sameValue(field, before[field], after[field]) ? [] : [{ field, change: 'changed', before: before[field], after: after[field] }];
  });
};

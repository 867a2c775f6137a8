// Field types as Elasticsearch's dynamic mapping gives them, which Graylog's field types call reports:
// from the first values seen, widened when later values disagree.
import type { FieldTypeName } from './types';

const DATE_FIELDS = new Set(['timestamp', 'gl2_receive_timestamp', 'gl2_processing_timestamp']);

/** The type one value maps to (an array maps as its elements); null for null. */
export function valueType(field: string, value: unknown): FieldTypeName | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    let type: FieldTypeName | null = null;
    for (const element of value) type = mergeTypes(type, valueType(field, element));
    return type;
  }
  if (DATE_FIELDS.has(field)) return 'date';
  if (typeof value === 'number') return Number.isInteger(value) ? 'long' : 'double';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

/** A field seen with two types: long and double make double, any other pair a string (keyword takes anything). */
export function mergeTypes(a: FieldTypeName | null, b: FieldTypeName | null): FieldTypeName | null {
  if (a === null || a === b) return b ?? a;
  if (b === null) return a;
  if ((a === 'long' && b === 'double') || (a === 'double' && b === 'long')) return 'double';
  return 'string';
}

const TYPE_NAMES: readonly FieldTypeName[] = ['string', 'long', 'double', 'boolean', 'date'];

export function isFieldTypeName(name: unknown): name is FieldTypeName {
  return TYPE_NAMES.some((type) => type === name);
}

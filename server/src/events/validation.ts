// Graylog's validation answer for event definitions and notifications: a 400 whose body carries
// `"failed": true, "errors": {"<field>": ["<reason>", ...]}` with every problem found, so a form can show
// each one under its field. Nothing is saved when any check fails.
import { Type } from '@sinclair/typebox';
import { ApiError } from '../http/errors';
import { isRecord } from '../http/json';

/** A JSON object body checked field by field here rather than by a schema, so every problem is reported at once. */
export const JsonObjectBody = Type.Record(Type.String(), Type.Unknown());

export type ErrorMap = Record<string, string[]>;

export class FieldErrors {
  readonly errors: ErrorMap = {};

  add(field: string, reason: string): void {
    (this.errors[field] ??= []).push(reason);
  }

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** Graylog's ValidationResult JSON. */
  result(): { failed: boolean; errors: ErrorMap } {
    return { failed: this.failed, errors: this.errors };
  }

  /** Throws the 400 when anything was found. */
  throwIfFailed(what: string): void {
    if (!this.failed) return;
    const summary = Object.entries(this.errors).map(([field, reasons]) => `${field}: ${reasons.join(' ')}`).join('; ');
    throw new ApiError(400, `${what} is invalid: ${summary}`, {
      body: { type: 'ApiError', message: `${what} is invalid: ${summary}`, failed: true, errors: this.errors },
    });
  }
}

/** Reads loosely typed JSON: each reader records a reason under `field` when the value has the wrong type. */
export class JsonReader {
  constructor(private readonly source: Record<string, unknown>, private readonly errors: FieldErrors) {}

  has(key: string): boolean {
    return Object.hasOwn(this.source, key) && this.source[key] !== undefined && this.source[key] !== null;
  }

  raw(key: string): unknown {
    return Object.hasOwn(this.source, key) ? this.source[key] : undefined;
  }

  string(key: string, fallback: string, field = key): string {
    if (!this.has(key)) return fallback;
    const value = this.source[key];
    if (typeof value === 'string') return value;
    this.errors.add(field, 'must be a string');
    return fallback;
  }

  boolean(key: string, fallback: boolean, field = key): boolean {
    if (!this.has(key)) return fallback;
    const value = this.source[key];
    if (typeof value === 'boolean') return value;
    this.errors.add(field, 'must be true or false');
    return fallback;
  }

  integer(key: string, fallback: number, field = key): number {
    if (!this.has(key)) return fallback;
    const value = this.source[key];
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    this.errors.add(field, 'must be a whole number');
    return fallback;
  }

  strings(key: string, field = key): string[] {
    if (!this.has(key)) return [];
    const value = this.source[key];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return [...new Set(value as string[])];
    this.errors.add(field, 'must be a list of strings');
    return [];
  }

  array(key: string, field = key): unknown[] {
    if (!this.has(key)) return [];
    const value = this.source[key];
    if (Array.isArray(value)) return value;
    this.errors.add(field, 'must be a list');
    return [];
  }

  object(key: string, field = key): Record<string, unknown> | null {
    if (!this.has(key)) return null;
    const value = this.source[key];
    if (isRecord(value)) return value;
    this.errors.add(field, 'must be an object');
    return null;
  }
}


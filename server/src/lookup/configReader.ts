// Reads a submitted cache or adapter configuration field by field, as Graylog's config classes bind and
// validate it (@NotEmpty, @Min, @Size), collecting every problem under its field name instead of stopping at
// the first. The result holds only the known fields, with their defaults where Graylog has one.
import { addFieldError, TIME_UNITS, type FieldErrors, type TimeUnit } from './types';

export class ConfigReader {
  readonly errors: FieldErrors = {};

  constructor(private readonly raw: Record<string, unknown>) {}

  private fail(field: string, reason: string): void {
    addFieldError(this.errors, field, reason);
  }

  string(field: string, options: { required?: boolean; length?: number; fallback?: string } = {}): string {
    const value = this.raw[field];
    if (value === undefined || value === null) {
      if (options.required && options.fallback === undefined) this.fail(field, 'must not be empty');
      return options.fallback ?? '';
    }
    if (typeof value !== 'string') {
      this.fail(field, 'must be a string');
      return '';
    }
    if (options.required && value === '') this.fail(field, 'must not be empty');
    else if (options.length !== undefined && value !== '' && [...value].length !== options.length) {
      this.fail(field, `size must be between ${options.length} and ${options.length}`);
    }
    return value;
  }

  optionalString(field: string): string | null {
    const value = this.raw[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.fail(field, 'must be a string');
      return null;
    }
    return value;
  }

  integer(field: string, options: { min?: number; max?: number; fallback?: number } = {}): number {
    const value = this.raw[field];
    if (value === undefined || value === null) {
      if (options.fallback !== undefined) return options.fallback;
      this.fail(field, 'must not be empty');
      return 0;
    }
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      this.fail(field, 'must be a whole number');
      return 0;
    }
    if (options.min !== undefined && value < options.min) this.fail(field, `must be greater than or equal to ${options.min}`);
    if (options.max !== undefined && value > options.max) this.fail(field, `must be less than or equal to ${options.max}`);
    return value;
  }

  optionalInteger(field: string, options: { min?: number; max?: number } = {}): number | null {
    const value = this.raw[field];
    return value === undefined || value === null ? null : this.integer(field, options);
  }

  boolean(field: string, fallback: boolean): boolean {
    const value = this.raw[field];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') {
      this.fail(field, 'must be true or false');
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(field: string, allowed: readonly T[], fallback?: T): T {
    const value = this.raw[field];
    if ((value === undefined || value === null) && fallback !== undefined) return fallback;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    this.fail(field, `must be one of ${allowed.join(', ')}`);
    return fallback ?? allowed[0];
  }

  timeUnit(field: string): TimeUnit | null {
    const value = this.raw[field];
    return value === undefined || value === null ? null : this.oneOf(field, TIME_UNITS);
  }

  stringMap(field: string, options: { maxEntries: number }): Record<string, string> {
    const value = this.raw[field];
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.fail(field, 'must be an object of names and text values');
      return {};
    }
    const entries = Object.entries(value);
    if (entries.length > options.maxEntries) this.fail(field, `must have at most ${options.maxEntries} entries`);
    const map: Record<string, string> = {};
    for (const [key, entry] of entries) {
      if (typeof entry !== 'string') this.fail(field, `the value of "${key}" must be a string`);
      else map[key] = entry;
    }
    return map;
  }

  /** Records a problem found by a check of the whole configuration. */
  refuse(field: string, reason: string): void {
    this.fail(field, reason);
  }
}

const UNIT_MS: Record<TimeUnit, number> = {
  NANOSECONDS: 1e-6,
  MICROSECONDS: 1e-3,
  MILLISECONDS: 1,
  SECONDS: 1000,
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
};

export function toMillis(amount: number, unit: TimeUnit): number {
  return amount * UNIT_MS[unit];
}

// Reading an extractor's or converter's configuration object. Every problem is a ConfigError naming
// the configuration key, so the API can refuse the extractor with a reason shown under that field.

export class ConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type Config = Record<string, unknown>;

/** A string option; `fallback` when absent (null or undefined). */
export function optionalString(config: Config, key: string, fallback: string): string {
  const value = config[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new ConfigError(key, `${key} must be a string`);
  return value;
}

/** A string option that must be present and not empty; `missing` is the refusal. */
export function requiredString(config: Config, key: string, missing = `Missing configuration field: ${key}`): string {
  const value = optionalString(config, key, '');
  if (value === '') throw new ConfigError(key, missing);
  return value;
}

export function optionalBoolean(config: Config, key: string, fallback: boolean): boolean {
  const value = config[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new ConfigError(key, `${key} must be true or false`);
  return value;
}

/** A whole number option, also given as a string of digits (forms send what was typed). */
export function requiredInteger(config: Config, key: string, minimum: number, missing: string): number {
  const value = config[key];
  if (value === undefined || value === null || value === '') throw new ConfigError(key, missing);
  const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw new ConfigError(key, `${key} must be a whole number`);
  if (number < minimum) throw new ConfigError(key, `${key} must be at least ${minimum}`);
  return number;
}

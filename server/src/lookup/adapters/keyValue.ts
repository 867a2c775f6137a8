// A fixed list of keys and values kept in the adapter's own configuration (our own type: Graylog 4.0 has no
// such adapter). Useful for small mappings that do not deserve a file: status codes, host roles.
import { emptyResult, singleResult } from '../results';
import type { TypedConfig } from '../types';
import type { AdapterType, DataAdapter } from './types';

export const KEY_VALUE_LIST = 'key_value_list';
export const MAX_PAIRS = 100_000;

class KeyValueAdapter implements DataAdapter {
  private readonly values: ReadonlyMap<string, string>;

  constructor(private readonly config: TypedConfig) {
    const pairs = (config.pairs ?? {}) as Record<string, string>;
    const caseInsensitive = config.case_insensitive_lookup === true;
    this.values = new Map(Object.entries(pairs).map(([key, value]) => [caseInsensitive ? key.toLowerCase() : key, value]));
  }

  start(): void {}
  answersAtOnce(): boolean {
    return true;
  }

  stop(): void {}

  lookup(key: string) {
    const value = this.values.get(this.config.case_insensitive_lookup === true ? key.toLowerCase() : key);
    return value === undefined ? emptyResult() : singleResult(value);
  }

  fetch(key: string) {
    return Promise.resolve(this.lookup(key));
  }

  error(): null {
    return null;
  }

  refresh(): Promise<void> {
    return Promise.resolve();
  }
}

export const keyValueType: AdapterType = {
  type: KEY_VALUE_LIST,
  configClass: 'org.graylog2.lookup.adapters.KeyValueListDataAdapter$Config',
  defaultConfig: () => ({ type: KEY_VALUE_LIST, pairs: {}, case_insensitive_lookup: false }),
  read: (config) => ({
    type: KEY_VALUE_LIST,
    pairs: config.stringMap('pairs', { maxEntries: MAX_PAIRS }),
    case_insensitive_lookup: config.boolean('case_insensitive_lookup', false),
  }),
  create: (dto) => new KeyValueAdapter(dto.config),
};

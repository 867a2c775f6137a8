// Graylog's "none": every lookup goes to the data adapter.
import type { CacheType, LookupCache } from './types';

const NONE = 'none';

class NoCache implements LookupCache {
  get(): undefined {
    return undefined;
  }
  put(): void {}
  purge(): void {}
  purgePrefix(): void {}
  entryCount(): number {
    return 0;
  }
}

export const noCacheType: CacheType = {
  type: NONE,
  configClass: 'org.graylog2.lookup.caches.NullCache$Config',
  defaultConfig: () => ({ type: NONE }),
  read: () => ({ type: NONE }),
  create: () => new NoCache(),
};

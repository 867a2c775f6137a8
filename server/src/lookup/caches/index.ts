// The cache types, by Graylog's type names.
import { memoryCacheType } from './memoryCache';
import { noCacheType } from './noCache';
import type { CacheType } from './types';

export const CACHE_TYPES: ReadonlyMap<string, CacheType> = new Map([noCacheType, memoryCacheType].map((type) => [type.type, type]));

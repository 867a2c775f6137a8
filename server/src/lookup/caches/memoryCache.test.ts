// guava_cache: size-bounded (least recently used first), expiry after write and after access on the server's
// clock, answers with their own TTL (errors) expiring after it, and ignore_null.
import { ConfigReader } from '../configReader';
import { emptyResult, errorResult, singleResult } from '../results';
import { MemoryCache, memoryCacheType } from './memoryCache';

interface Clock {
  now: () => number;
  advance: (ms: number) => void;
}

function makeClock(): Clock {
  let current = Date.parse('2024-05-01T12:00:00Z');
  return { now: () => current, advance: (ms) => { current += ms; } };
}

describe('guava_cache', () => {
  let clock: Clock;
  const cache = (config: Record<string, unknown>) => memoryCacheType.create({ type: 'guava_cache', ...config }, clock.now);

  beforeEach(() => {
    clock = makeClock();
  });

  it('evicts the least recently used entry beyond max_size', () => {
    const c = cache({ max_size: 2, expire_after_access: 0, expire_after_write: 0 });
    c.put('a', singleResult('A'));
    c.put('b', singleResult('B'));
    expect(c.get('a')?.single_value).toBe('A');
    c.put('c', singleResult('C'));
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')?.single_value).toBe('A');
    expect(c.get('c')?.single_value).toBe('C');
    expect(c.entryCount()).toBe(2);
    const none = cache({ max_size: 0, expire_after_access: 0, expire_after_write: 0 });
    none.put('a', singleResult('A'));
    expect(none.get('a')).toBeUndefined();
  });

  it('expires entries after write, however often they are read', () => {
    const c = cache({ max_size: 10, expire_after_access: 0, expire_after_write: 30, expire_after_write_unit: 'SECONDS' });
    c.put('a', singleResult('A'));
    clock.advance(29_000);
    expect(c.get('a')?.single_value).toBe('A');
    clock.advance(1_000);
    expect(c.get('a')).toBeUndefined();
  });

  it('expires entries not read for expire_after_access, each read extending them', () => {
    const c = cache({ max_size: 10, expire_after_access: 1, expire_after_access_unit: 'MINUTES', expire_after_write: 0 });
    c.put('a', singleResult('A'));
    clock.advance(50_000);
    expect(c.get('a')?.single_value).toBe('A');
    clock.advance(50_000);
    expect(c.get('a')?.single_value).toBe('A');
    clock.advance(60_000);
    expect(c.get('a')).toBeUndefined();
  });

  it('keeps an answer with its own TTL (an error) only that long, and no empty answer with ignore_null', () => {
    const c = cache({ max_size: 10, expire_after_access: 0, expire_after_write: 1, expire_after_write_unit: 'HOURS', ignore_null: true });
    c.put('failed', errorResult());
    c.put('unknown', emptyResult());
    expect(c.get('failed')?.has_error).toBe(true);
    expect(c.get('unknown')).toBeUndefined();
    clock.advance(5_000);
    expect(c.get('failed')).toBeUndefined();
  });

  it('purges one key or every key of an adapter', () => {
    const c = new MemoryCache({ maxSize: 10, expireAfterAccessMs: 0, expireAfterWriteMs: 0, ignoreNull: false }, clock.now);
    c.put('adapter1\u0000a', singleResult('A'));
    c.put('adapter1\u0000b', singleResult('B'));
    c.put('adapter2\u0000a', singleResult('X'));
    c.purge('adapter1\u0000a');
    expect(c.get('adapter1\u0000a')).toBeUndefined();
    c.purgePrefix('adapter1\u0000');
    expect(c.get('adapter1\u0000b')).toBeUndefined();
    expect(c.get('adapter2\u0000a')?.single_value).toBe('X');
  });

  it('has Graylog 4.0\'s default configuration, without our own ignore_null', () => {
    expect(memoryCacheType.defaultConfig()).toEqual({
      type: 'guava_cache', max_size: 1000, expire_after_access: 60, expire_after_access_unit: 'SECONDS', expire_after_write: 0, expire_after_write_unit: null,
    });
  });

  it('checks its configuration like Graylog\'s @Min rules', () => {
    const reader = new ConfigReader({ type: 'guava_cache', max_size: -1, expire_after_access: 'soon', expire_after_write: 0, expire_after_write_unit: 'WEEKS' });
    memoryCacheType.read(reader);
    expect(reader.errors).toEqual({
      max_size: ['must be greater than or equal to 0'],
      expire_after_access: ['must be a whole number'],
      expire_after_write_unit: ['must be one of NANOSECONDS, MICROSECONDS, MILLISECONDS, SECONDS, MINUTES, HOURS, DAYS'],
    });
  });
});

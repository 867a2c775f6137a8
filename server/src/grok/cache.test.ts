import { openDatabase } from '../db/database';
import type { Db } from '../db/types';
import { bumpIngestConfig } from '../processing/configVersion';
import { tempDir } from '../../test/helpers';
import { cachedGrok, GROK_CACHE_SIZE, storedGrokPatterns } from './cache';
import { GrokError } from './compile';
import { ensureDefaultGrokPatterns } from './defaults';
import { findGrokPatternByName, updateGrokPattern } from './store';

describe('cachedGrok', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(tempDir());
    ensureDefaultGrokPatterns(db, Date.now());
  });
  afterEach(() => db.close());

  it('compiles against the stored patterns once per pattern and configuration version', () => {
    const first = cachedGrok(db, '%{INT:n}', true);
    expect(cachedGrok(db, '%{INT:n}', true)).toBe(first);
    expect(cachedGrok(db, '%{INT:n}', false)).not.toBe(first);
    expect(first.match('x 12')).toEqual({ n: '12' });

    const int = findGrokPatternByName(db, 'INT');
    if (!int) throw new Error('no INT');
    updateGrokPattern(db, int.id, 'INT', '[0-9]');
    // Until the configuration changes, the cached compile stands.
    expect(cachedGrok(db, '%{INT:n}', true)).toBe(first);
    bumpIngestConfig();
    expect(storedGrokPatterns(db).get('INT')).toBe('[0-9]');
    expect(cachedGrok(db, '%{INT:n}', true).match('x 12')).toEqual({ n: '1' });
  });

  it('remembers failures and throws them again', () => {
    expect(() => cachedGrok(db, '%{NOPE}', true)).toThrow(GrokError);
    expect(() => cachedGrok(db, '%{NOPE}', true)).toThrow("No definition for key 'NOPE' found, aborting");
  });

  it('keeps at most GROK_CACHE_SIZE entries, dropping the least recently used', () => {
    const kept = cachedGrok(db, 'kept', true);
    const dropped = cachedGrok(db, 'dropped', true);
    for (let index = 0; index < GROK_CACHE_SIZE - 1; index += 1) {
      cachedGrok(db, 'kept', true);
      cachedGrok(db, `p${index}`, true);
    }
    expect(cachedGrok(db, 'kept', true)).toBe(kept);
    expect(cachedGrok(db, 'dropped', true)).not.toBe(dropped);
  });
});

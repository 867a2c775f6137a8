// csvfile: the header names the columns, quotes and separators as configured, case-insensitive keys, a reload
// when the file changes (emptying the caches), and a missing file as the error state.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigReader } from '../configReader';
import { csvFileType, parseCsvTable, SYNC_LOAD_MAX_BYTES } from './csvFile';
import { adapterDto, testEnv, type TestEnv } from './testEnv';

const options = { separator: ';', quotechar: "'", keyColumn: 'host', valueColumn: 'owner', caseInsensitive: false };

describe('csvfile adapter', () => {
  let env: TestEnv;

  beforeEach(() => {
    env = testEnv();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    env.close();
    jest.restoreAllMocks();
  });

  const config = (file: string, extra: Record<string, unknown> = {}) => ({
    type: 'csvfile', path: file, separator: ',', quotechar: '"', key_column: 'key', value_column: 'value', check_interval: 60, case_insensitive_lookup: false, ...extra,
  });

  it('reads the columns named in the first line, with the configured separator and quote character', () => {
    const table = parseCsvTable("owner;host;port\n'Ann; Smith';'web-1';80\nBob;DB-1;5432\n\nshort\n", options);
    expect([...table]).toEqual([['web-1', 'Ann; Smith'], ['DB-1', 'Bob']]);
    expect(parseCsvTable('owner;host\nBob;DB-1\n', { ...options, caseInsensitive: true }).get('db-1')).toBe('Bob');
    expect(() => parseCsvTable('a;b\n1;2\n', options)).toThrow("Couldn't detect column number for key or value - check CSV file format");
  });

  it('answers from the file and reads it again when it changes, emptying the caches', async () => {
    const file = path.join(env.dir, 'owners.csv');
    fs.writeFileSync(file, 'key,value\nweb-1,Ann\n');
    const adapter = csvFileType.create(adapterDto(config(file, { case_insensitive_lookup: true })), env);
    adapter.start();
    expect(adapter.answersAtOnce()).toBe(true);
    expect(adapter.lookup('WEB-1')).toMatchObject({ single_value: 'Ann', multi_value: { value: 'Ann' } });
    expect(adapter.lookup('web-2')).toMatchObject({ single_value: null, has_error: false });

    await adapter.refresh();
    expect(env.purges).toBe(0);
    fs.writeFileSync(file, 'key,value\nweb-1,Ann\nweb-2,Bob\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    await adapter.refresh();
    expect(env.purges).toBe(1);
    expect(adapter.lookup('web-2')?.single_value).toBe('Bob');
    adapter.stop();
  });

  it('is in error while its file is missing or unusable, keeping the last good data', async () => {
    const file = path.join(env.dir, 'missing.csv');
    const adapter = csvFileType.create(adapterDto(config(file)), env);
    adapter.start();
    expect(adapter.error()).toBe(`File ${file} does not exist`);
    expect(adapter.lookup('a')?.single_value).toBeNull();
    fs.writeFileSync(file, 'key,value\na,1\n');
    await adapter.refresh();
    expect(adapter.error()).toBeNull();
    fs.writeFileSync(file, 'other,columns\nb,2\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    await adapter.refresh();
    expect(adapter.error()).toMatch(/Couldn't detect column number/);
    expect(adapter.lookup('a')?.single_value).toBe('1');
    adapter.stop();
  });

  it('streams a large file without holding the event loop, the old data answering until the new data is complete', async () => {
    const file = path.join(env.dir, 'large.csv');
    const rows = (value: string) => `key,value\n${Array.from({ length: 80_000 }, (_, i) => `host-${i},${value}-${i}`).join('\n')}\n`;
    fs.writeFileSync(file, rows('old'));
    expect(fs.statSync(file).size).toBeGreaterThan(SYNC_LOAD_MAX_BYTES);
    const adapter = csvFileType.create(adapterDto(config(file)), env);
    adapter.start();
    // Not loaded yet: lookups are misses that the service's rounds wait for.
    expect(adapter.answersAtOnce()).toBe(false);
    expect(adapter.lookup('host-5')).toBeUndefined();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    expect(await adapter.fetch('host-79999')).toMatchObject({ single_value: 'old-79999' });
    expect(adapter.answersAtOnce()).toBe(true);
    expect(env.purges).toBe(0);

    fs.writeFileSync(file, rows('new'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    ticks = 0;
    const reloading = adapter.refresh();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(adapter.lookup('host-5')?.single_value).toBe('old-5');
    await reloading;
    clearInterval(ticker);
    // Timers ran while the file was parsed.
    expect(ticks).toBeGreaterThan(1);
    expect(adapter.lookup('host-5')?.single_value).toBe('new-5');
    expect(env.purges).toBe(1);
    adapter.stop();
  });

  it('checks its configuration like Graylog: one-character separator and quote, interval of at least a second', () => {
    const reader = new ConfigReader({ type: 'csvfile', path: '', separator: '', quotechar: '""', key_column: 'k', value_column: 'v', check_interval: 0 });
    csvFileType.read(reader);
    expect(reader.errors).toEqual({
      path: ['must not be empty'],
      separator: ['must not be empty'],
      quotechar: ['size must be between 1 and 1'],
      check_interval: ['must be greater than or equal to 1'],
    });
    expect(csvFileType.checkSurroundings?.(config(path.join(env.dir, 'nope.csv')), env.db)).toEqual({ path: ['The file does not exist.'] });
  });
});

import { effectiveLevel, getLogger, installConsoleBridge, knownLoggers, recentRecords, RECENT_CAPACITY, resetLogging, setLoggerLevel, setLogSink } from './logger';

let lines: string[];
let restoreSink: () => void;

beforeEach(() => {
  resetLogging();
  lines = [];
  restoreSink = setLogSink((line) => { lines.push(line); });
});
afterEach(() => restoreSink());

describe('levels', () => {
  it('inherit from the nearest configured ancestor, then the root', () => {
    expect(effectiveLevel('org.graylog2.indexer.rotation.Thing')).toBe('INFO');
    setLoggerLevel('org.graylog2.indexer', 'DEBUG');
    setLoggerLevel('org.graylog2', 'ERROR');
    expect(effectiveLevel('org.graylog2.indexer.rotation.Thing')).toBe('DEBUG');
    expect(effectiveLevel('org.graylog2.inputs.Thing')).toBe('ERROR');
    expect(effectiveLevel('org.graylog2indexer')).toBe('INFO');
    expect(effectiveLevel('com.example')).toBe('INFO');
  });

  it('decide what a logger prints: a debug line appears only once its level allows it', () => {
    const logger = getLogger('org.graylog2.test.Printer');
    logger.debug('hidden');
    logger.info('shown');
    setLoggerLevel('org.graylog2.test', 'DEBUG');
    logger.debug('now shown');
    setLoggerLevel('org.graylog2.test', 'OFF');
    logger.error('silenced');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z INFO : org\.graylog2\.test\.Printer - shown$/);
    expect(lines[1]).toMatch(/ DEBUG: org\.graylog2\.test\.Printer - now shown$/);
    expect(logger.isEnabled('ERROR')).toBe(false);
  });

  it('are listed with every logger the server asked for', () => {
    getLogger('org.graylog2.test.Listed');
    setLoggerLevel('netty', 'WARN');
    expect(knownLoggers()).toEqual(expect.arrayContaining([
      { name: '', level: 'INFO' },
      { name: 'org.graylog2', level: 'INFO' },
      { name: 'org.graylog2.test.Listed', level: 'INFO' },
      { name: 'netty', level: 'WARN' },
    ]));
  });
});

describe('recent records', () => {
  it('are the newest first, filtered by level, and bounded', () => {
    const logger = getLogger('org.graylog2.test.Recent');
    for (let at = 0; at < RECENT_CAPACITY + 20; at += 1) logger.info(`info ${at}`);
    logger.warn('a warning');
    const all = recentRecords(1000, 'ALL');
    expect(all).toHaveLength(RECENT_CAPACITY);
    expect(all[0]).toMatchObject({ message: 'a warning', level: 'WARN', class_name: 'org.graylog2.test.Recent', thread_name: 'main', marker: null, throwable: null, context: {} });
    expect(all[1].message).toBe(`info ${RECENT_CAPACITY + 19}`);
    expect(all.at(-1)?.message).toBe('info 21');
    expect(recentRecords(5, 'WARN').map((record) => record.message)).toEqual(['a warning']);
    expect(recentRecords(2, 'INFO')).toHaveLength(2);
  });

  it('skip what the level did not let through', () => {
    getLogger('org.graylog2.test.Quiet').debug('not kept');
    expect(recentRecords(10, 'ALL')).toEqual([]);
  });
});

describe('the console bridge', () => {
  const fakeConsole = () => ({ ...console });

  it('sends console calls through the root logger, with an Error as the throwable', () => {
    const target = fakeConsole();
    installConsoleBridge(target);
    target.log('listening on %s', 'port 9000');
    target.error('Failed to start:', new Error('boom'));
    target.debug('not at INFO');
    const [error, log] = recentRecords(10, 'ALL');
    expect(log).toMatchObject({ class_name: '', level: 'INFO', message: 'listening on port 9000' });
    expect(error).toMatchObject({ level: 'ERROR', message: 'Failed to start:' });
    expect(error.throwable).toMatch(/^Error: boom\n\s+at /);
    expect(lines[0]).toMatch(/ INFO : root - listening on port 9000$/);
    expect(lines).toHaveLength(2);
  });

  it('obeys the root level', () => {
    const target = fakeConsole();
    installConsoleBridge(target);
    setLoggerLevel('', 'ERROR');
    target.warn('dropped');
    target.error('kept');
    expect(recentRecords(10, 'ALL').map((record) => record.message)).toEqual(['kept']);
  });

  it('is installed once per console', () => {
    const target = fakeConsole();
    installConsoleBridge(target);
    const bridged = target.warn;
    installConsoleBridge(target);
    expect(target.warn).toBe(bridged);
  });
});

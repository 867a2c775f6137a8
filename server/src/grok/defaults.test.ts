// The default patterns against real log lines and values.
import { openDatabase } from '../db/database';
import { tempDir } from '../../test/helpers';
import { compileGrok } from './compile';
import { DEFAULT_GROK_PATTERNS, ensureDefaultGrokPatterns } from './defaults';
import { listGrokPatterns } from './store';

const defaults = new Map(DEFAULT_GROK_PATTERNS.map(([name, pattern]) => [name, pattern]));
const grok = (pattern: string) => compileGrok(pattern, (name) => defaults.get(name), { namedCapturesOnly: true });
/** The value `name` matches when the whole text must match. */
const whole = (name: string, text: string) => grok(`^%{${name}:value}$`).match(text)?.value;

const REQUIRED = [
  'USERNAME', 'USER', 'EMAILLOCALPART', 'EMAILADDRESS', 'INT', 'BASE10NUM', 'NUMBER', 'BASE16NUM', 'POSINT', 'NONNEGINT',
  'WORD', 'NOTSPACE', 'SPACE', 'DATA', 'GREEDYDATA', 'QUOTEDSTRING', 'QS', 'UUID', 'MAC', 'CISCOMAC', 'WINDOWSMAC',
  'COMMONMAC', 'IPV6', 'IPV4', 'IP', 'HOSTNAME', 'IPORHOST', 'HOSTPORT', 'PATH', 'UNIXPATH', 'WINPATH', 'URIPROTO',
  'URIHOST', 'URIPATH', 'URIPARAM', 'URIPATHPARAM', 'URI', 'MONTH', 'MONTHNUM', 'MONTHNUM2', 'MONTHDAY', 'DAY', 'YEAR',
  'HOUR', 'MINUTE', 'SECOND', 'TIME', 'DATE_US', 'DATE_EU', 'ISO8601_TIMEZONE', 'ISO8601_SECOND', 'TIMESTAMP_ISO8601',
  'DATE', 'DATESTAMP', 'TZ', 'DATESTAMP_RFC822', 'DATESTAMP_RFC2822', 'DATESTAMP_OTHER', 'SYSLOGTIMESTAMP', 'PROG',
  'SYSLOGPROG', 'SYSLOGHOST', 'SYSLOGFACILITY', 'HTTPDATE', 'COMMONAPACHELOG', 'COMBINEDAPACHELOG', 'LOGLEVEL',
];

describe('default grok patterns', () => {
  it('has every usual name once, each compiling on its own', () => {
    const names = DEFAULT_GROK_PATTERNS.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(REQUIRED));
    for (const name of names) expect(() => grok(`%{${name}}`)).not.toThrow();
  });

  it('reads a combined Apache log line', () => {
    const line = '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326 "http://www.example.com/start.html" "Mozilla/4.08 [en] (Win98; I ;Nav)"';
    expect(grok('%{COMBINEDAPACHELOG}').match(line)).toEqual({
      clientip: '127.0.0.1',
      ident: '-',
      auth: 'frank',
      timestamp: '10/Oct/2000:13:55:36 -0700',
      verb: 'GET',
      request: '/apache_pb.gif',
      httpversion: '1.0',
      response: '200',
      bytes: '2326',
      referrer: '"http://www.example.com/start.html"',
      agent: '"Mozilla/4.08 [en] (Win98; I ;Nav)"',
    });
  });

  it('reads a common Apache log line with a host name, no size and a raw request', () => {
    expect(grok('%{COMMONAPACHELOG}').match('web-1.example.org - - [01/May/2024:12:00:00 +0000] "-" 408 -')).toEqual({
      clientip: 'web-1.example.org', ident: '-', auth: '-', timestamp: '01/May/2024:12:00:00 +0000', rawrequest: '-', response: '408',
    });
  });

  it('reads a syslog line', () => {
    const line = 'Mar  7 04:02:16 avas sshd[1234]: Accepted password for root from 10.1.2.3 port 22';
    expect(grok('%{SYSLOGTIMESTAMP:ts} %{SYSLOGHOST:host} %{SYSLOGPROG}: %{GREEDYDATA:msg}').match(line)).toEqual({
      ts: 'Mar  7 04:02:16', host: 'avas', program: 'sshd', pid: '1234', msg: 'Accepted password for root from 10.1.2.3 port 22',
    });
    expect(grok('%{SYSLOGFACILITY} x').match('<4.6> x')).toEqual({ facility: '4', priority: '6' });
  });

  it('reads an application log line with an ISO timestamp and a level', () => {
    const line = '2024-05-01T12:34:56.789+02:00 WARN [main] disk almost full';
    expect(grok('%{TIMESTAMP_ISO8601:ts} %{LOGLEVEL:level} \\[%{DATA:thread}\\] %{GREEDYDATA:msg}').match(line)).toEqual({
      ts: '2024-05-01T12:34:56.789+02:00', level: 'WARN', thread: 'main', msg: 'disk almost full',
    });
  });

  it.each([
    ['IPV4', '192.168.0.1'],
    ['IPV6', '2001:db8::1'],
    ['IPV6', '::1'],
    ['IPV6', 'fe80::1%eth0'],
    ['IPV6', '2001:0db8:85a3:0000:0000:8a2e:0370:7334'],
    ['IPV6', '::ffff:192.0.2.128'],
    ['IP', '10.0.0.255'],
    ['HOSTNAME', 'graylog.example.org'],
    ['HOSTPORT', 'localhost:9000'],
    ['EMAILADDRESS', 'first.last+tag@example.org'],
    ['UUID', '123e4567-e89b-12d3-a456-426614174000'],
    ['MAC', '00:1a:2B:3c:4D:5e'],
    ['MAC', '00-1A-2B-3C-4D-5E'],
    ['MAC', '001a.2b3c.4d5e'],
    ['UNIXPATH', '/var/log/syslog.1'],
    ['WINPATH', 'C:\\Windows\\System32'],
    ['PATH', '/tmp/x'],
    ['URI', 'https://user:pw@example.org:8443/a/b.html?x=1&y=2'],
    ['URIPATHPARAM', '/search?q=grok'],
    ['MONTH', 'September'],
    ['MONTH', 'Sept'],
    ['MONTH', 'jan'],
    ['DAY', 'Tue'],
    ['DATE_US', '05/01/2024'],
    ['DATE_EU', '01.05.2024'],
    ['DATESTAMP', '01.05.2024 12:00:00'],
    ['DATESTAMP_RFC822', 'Wed May 01 2024 12:00:00 UTC'],
    ['DATESTAMP_RFC2822', 'Wed, 01 May 2024 12:00:00 +0200'],
    ['DATESTAMP_OTHER', 'Wed May 01 12:00:00 UTC 2024'],
    ['HTTPDATE', '10/Oct/2000:13:55:36 -0700'],
    ['QUOTEDSTRING', "'single'"],
    ['LOGLEVEL', 'error'],
    ['LOGLEVEL', 'CRITICAL'],
    ['NUMBER', '-3.25'],
    ['BASE16NUM', '0xdeadBEEF'],
    ['POSINT', '8080'],
    ['NONNEGINT', '0'],
  ])('%s matches %s', (name, text) => {
    expect(whole(name, text)).toBe(text);
  });

  it.each([
    ['IPV4', '256.1.1.1'],
    ['IPV6', '1:2:3'],
    ['POSINT', '0'],
    ['MONTHNUM', '13'],
    ['UUID', '123e4567-e89b-12d3-a456'],
    ['TIME', '25:00:00'],
  ])('%s does not match %s', (name, text) => {
    expect(whole(name, text)).toBeUndefined();
  });

  it('does not backtrack badly on an almost matching quoted string', () => {
    const started = Date.now();
    expect(grok('%{QS:q}$').match(`"${'\\a'.repeat(5000)}`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('ensureDefaultGrokPatterns', () => {
  it('stores the defaults into an empty table once', () => {
    const db = openDatabase(tempDir());
    try {
      db.prepare('DELETE FROM grok_patterns').run();
      db.prepare("DELETE FROM settings WHERE key = 'grok.defaults_installed'").run();
      ensureDefaultGrokPatterns(db, Date.parse('2024-05-01T00:00:00Z'));
      const stored = listGrokPatterns(db);
      expect(stored).toHaveLength(DEFAULT_GROK_PATTERNS.length);
      expect(stored.every((pattern) => /^[0-9a-f]{24}$/.test(pattern.id) && pattern.content_pack === null)).toBe(true);
      ensureDefaultGrokPatterns(db, Date.now());
      expect(listGrokPatterns(db)).toEqual(stored);
    } finally {
      db.close();
    }
  });

  it('does not bring deleted defaults back at the next start', () => {
    const db = openDatabase(tempDir());
    try {
      ensureDefaultGrokPatterns(db, Date.now());
      db.prepare('DELETE FROM grok_patterns').run();
      ensureDefaultGrokPatterns(db, Date.now());
      expect(listGrokPatterns(db)).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('adds nothing to a table that has patterns', () => {
    const db = openDatabase(tempDir());
    try {
      db.prepare('DELETE FROM grok_patterns').run();
      db.prepare("DELETE FROM settings WHERE key = 'grok.defaults_installed'").run();
      db.prepare("INSERT INTO grok_patterns (id, name, pattern) VALUES ('0123456789abcdef01234567', 'MINE', 'x')").run();
      ensureDefaultGrokPatterns(db, Date.now());
      expect(listGrokPatterns(db).map((pattern) => pattern.name)).toEqual(['MINE']);
    } finally {
      db.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCli, USAGE, UsageError } from './options';

describe('command line', () => {
  it('has defaults', () => {
    expect(parseCli([], {}, '/srv')).toEqual({
      port: 9000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv', 'data'),
      prefix: '',
      upstreamUrl: undefined,
      pluginUrls: [],
      rootTimeZone: 'UTC',
      consoleSettings: {},
      adminPassword: undefined,
      demoInput: true,
    });
  });

  it('turns the demo input off with --no-demo-input or DEMO_INPUT=false', () => {
    expect(parseCli(['--no-demo-input'], {}, '/').demoInput).toBe(false);
    expect(parseCli(['--no-demo-input', '--port', '9100'], {}, '/').port).toBe(9100);
    expect(parseCli([], { DEMO_INPUT: 'false' }, '/').demoInput).toBe(false);
    expect(parseCli([], { DEMO_INPUT: 'true' }, '/').demoInput).toBe(true);
  });

  it('reads the console settings file of --console-config or CONSOLE_CONFIG, and refuses a bad one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-options-'));
    fs.writeFileSync(path.join(dir, 'good.json'), JSON.stringify({ badgeText: 'STAGING' }));
    fs.writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ badge: 'STAGING' }));
    expect(parseCli(['--console-config', 'good.json'], {}, dir).consoleSettings).toEqual({ badgeText: 'STAGING' });
    expect(parseCli([], { CONSOLE_CONFIG: 'good.json' }, dir).consoleSettings).toEqual({ badgeText: 'STAGING' });
    expect(() => parseCli(['--console-config', 'bad.json'], {}, dir)).toThrow(UsageError);
    expect(() => parseCli(['--console-config', 'bad.json'], {}, dir)).toThrow('unknown field "badge"');
  });

  it('reads flags and environment, flags first', () => {
    const options = parseCli(
      ['--port', '9100', '--host=0.0.0.0', '--data-dir', 'x', '--prefix', 'console/', '--plugin', '/a.js', '--plugin', '/b.js'],
      { APP_PATH_PREFIX: '/other', CONSOLE_PLUGINS: '/c.js', ROOT_TIMEZONE: 'Europe/Berlin', ADMIN_PASSWORD: 'pw', GRAYLOG_API_URL: 'https://g.example/api/' },
      '/srv',
    );
    expect(options).toMatchObject({
      port: 9100,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv', 'x'),
      prefix: '/console',
      pluginUrls: ['/a.js', '/b.js'],
      rootTimeZone: 'Europe/Berlin',
      adminPassword: 'pw',
      upstreamUrl: 'https://g.example/api/',
    });
    expect(parseCli([], { CONSOLE_PLUGINS: '/c.js, /d.js' }, '/').pluginUrls).toEqual(['/c.js', '/d.js']);
  });

  it.each([
    [['--port', 'abc']],
    [['--port', '70000']],
    [['--bogus']],
    [['--port']],
    [['--prefix', '/bad prefix']],
    [['--root-timezone', 'Nowhere/Land']],
    [['--server', 'ftp://x']],
    [['--server', 'not a url']],
  ])('refuses %p', (argv) => {
    expect(() => parseCli(argv, {}, '/')).toThrow(UsageError);
  });

  it('tells how users start it: npm start, with npm run serve for the sources', () => {
    expect(USAGE.split('\n')[0]).toMatch(/^Usage: npm start -- \[options\]/);
    expect(USAGE).toContain('npm run serve');
    expect(USAGE).not.toContain('tsx server/src/main.ts');
  });
});

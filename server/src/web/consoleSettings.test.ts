import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConsoleSettings, readConsoleSettings } from './consoleSettings';

describe('console settings', () => {
  it('keeps the fields given, with their values', () => {
    expect(parseConsoleSettings({
      badgeText: 'STAGING',
      customUserName: 'Operator',
      communityLinks: [{ title: 'Wiki', url: 'https://wiki.example.org/' }],
      ssoProviders: [{ id: 'corp', connectUrl: 'https://sso.example.org/auth', clientId: 'console', displayName: 'Corporate SSO' }],
    })).toEqual({
      badgeText: 'STAGING',
      customUserName: 'Operator',
      communityLinks: [{ title: 'Wiki', url: 'https://wiki.example.org/' }],
      ssoProviders: [{ id: 'corp', connectUrl: 'https://sso.example.org/auth', clientId: 'console', displayName: 'Corporate SSO' }],
    });
  });

  it.each([
    [[], 'the console configuration must be a JSON object'],
    [{ badgeTxt: 'x' }, 'unknown field "badgeTxt"'],
    [{ badgeText: 3 }, '"badgeText" must be a string'],
    [{ communityLinks: {} }, '"communityLinks" must be a list'],
    [{ communityLinks: [{ title: 'Wiki' }] }, '"communityLinks[0].url" must be a string'],
    [{ ssoProviders: ['corp'] }, '"ssoProviders[0]" must be an object'],
  ])('refuses %j naming the problem', (value, message) => {
    expect(() => parseConsoleSettings(value)).toThrow(message);
  });

  it('names the file when it cannot be read or parsed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-settings-'));
    const file = path.join(dir, 'console.json');
    expect(() => readConsoleSettings(file)).toThrow(`Cannot read console configuration ${file}`);
    fs.writeFileSync(file, '{"badgeText": ');
    expect(() => readConsoleSettings(file)).toThrow(`Invalid console configuration ${file}`);
  });
});

import { testContext, TEST_START_MS } from '../../test/helpers';
import type { ServerContext } from '../context';
import { readWhitelist, saveWhitelist } from './store';
import { isWhitelisted, whitelistAllows } from './whitelist';

let ctx: ServerContext;
beforeEach(() => { ctx = testContext(TEST_START_MS); });
afterEach(() => ctx.db.close());

test('a new data folder has an enabled, empty whitelist that allows nothing', () => {
  expect(readWhitelist(ctx.db)).toEqual({ entries: [], disabled: false });
  expect(isWhitelisted(ctx.db, 'http://example.org/')).toBe(false);
});

test('a literal entry allows exactly its URL', () => {
  saveWhitelist(ctx.db, { entries: [{ id: 'a', type: 'literal', value: 'http://example.org/hook', title: 't' }], disabled: false });
  expect(isWhitelisted(ctx.db, 'http://example.org/hook')).toBe(true);
  expect(isWhitelisted(ctx.db, 'http://example.org/hook2')).toBe(false);
  expect(isWhitelisted(ctx.db, 'HTTP://example.org/hook')).toBe(false);
});

test('a regex entry (Java syntax) allows URLs it finds a match in', () => {
  const whitelist = {
    entries: [{ id: 'r', type: 'regex' as const, value: '^\\Qhttps://api.example.org/lookup?key=\\E.*?$', title: 't' }],
    disabled: false,
  };
  expect(whitelistAllows(whitelist, 'https://api.example.org/lookup?key=abc')).toBe(true);
  expect(whitelistAllows(whitelist, 'https://api.example.org/lookupXkey=abc')).toBe(false);
  const unanchored = { entries: [{ id: 'r', type: 'regex' as const, value: 'example\\.org', title: 't' }], disabled: false };
  expect(whitelistAllows(unanchored, 'https://www.example.org/x')).toBe(true);
});

test('a disabled whitelist allows everything; a broken regex entry allows nothing', () => {
  expect(whitelistAllows({ entries: [], disabled: true }, 'http://anything/')).toBe(true);
  expect(whitelistAllows({ entries: [{ id: 'r', type: 'regex', value: '(', title: 't' }], disabled: false }, '(')).toBe(false);
});

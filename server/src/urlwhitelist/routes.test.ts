import type { FastifyInstance } from 'fastify';
import { ADMIN, basic, CSRF, expectApiError, makeTestApi, writing } from '../../test/helpers';
import { createUser } from '../../test/helpers';
import { registerUserRoutes } from '../users/routes';
import { LoginThrottle } from '../throttle/loginThrottle';
import { regexForUrlTemplate } from './regexHelper';
import { registerUrlWhitelistRoutes } from './routes';
import { whitelistAllows } from './whitelist';

let app: FastifyInstance;
beforeEach(async () => {
  ({ app } = await makeTestApi((api, ctx) => {
    registerUrlWhitelistRoutes(api, ctx);
    registerUserRoutes(api, ctx, new LoginThrottle(ctx.now));
  }));
});
afterEach(() => app.close());

const put = (payload: unknown, auth = ADMIN) =>
  app.inject({ method: 'PUT', url: '/api/system/urlwhitelist', headers: writing(auth), payload: payload as object });
const check = (url: string, auth = ADMIN) =>
  app.inject({ method: 'POST', url: '/api/system/urlwhitelist/check', headers: writing(auth), payload: { url } });

test('starts enabled and empty; PUT replaces it and check answers from it', async () => {
  const initial = await app.inject({ method: 'GET', url: '/api/system/urlwhitelist', headers: ADMIN });
  expect(initial.json()).toEqual({ entries: [], disabled: false });
  expect((await check('http://example.org/hook')).json()).toEqual({ url: 'http://example.org/hook', is_whitelisted: false });

  const whitelist = {
    entries: [
      { id: 'a', type: 'literal', value: 'http://example.org/hook', title: 'Hook' },
      { id: 'b', type: 'regex', value: '^https://api\\.example\\.org/', title: 'API' },
    ],
    disabled: false,
  };
  expect((await put(whitelist)).statusCode).toBe(204);
  expect((await app.inject({ method: 'GET', url: '/api/system/urlwhitelist', headers: ADMIN })).json()).toEqual(whitelist);
  expect((await check('http://example.org/hook')).json().is_whitelisted).toBe(true);
  expect((await check('https://api.example.org/v1')).json().is_whitelisted).toBe(true);
  expect((await check('https://other.example.org/')).json().is_whitelisted).toBe(false);

  expect((await put({ entries: whitelist.entries, disabled: true })).statusCode).toBe(204);
  expect((await check('https://other.example.org/')).json().is_whitelisted).toBe(true);
});

test('refuses duplicate ids, broken regexes and malformed entries at the entries field, keeping the old list', async () => {
  const duplicate = await put({ entries: [
    { id: 'a', type: 'literal', value: 'http://x/', title: '' },
    { id: 'a', type: 'literal', value: 'http://y/', title: '' },
  ], disabled: false });
  expect(expectApiError(duplicate, 400)).toBe("Two whitelist entries have the id 'a'; ids must be unique.");
  expect(duplicate.json().errors).toEqual({ entries: ["Two whitelist entries have the id 'a'; ids must be unique."] });

  const broken = await put({ entries: [{ id: 'r', type: 'regex', value: 'http://(x', title: '' }], disabled: false });
  expect(expectApiError(broken, 400)).toMatch('The whitelist entry "r" is not a valid regular expression: Invalid regular expression');
  expect(Object.keys(broken.json().errors)).toEqual(['entries']);

  expectApiError(await put({ entries: [{ id: 'x', type: 'glob', value: 'a', title: '' }], disabled: false }), 400);
  expectApiError(await put({ entries: [], disabled: 'no' }), 400);
  expectApiError(await put({ entries: [{ id: '', type: 'literal', value: 'a', title: '' }], disabled: false }), 400);
  expect((await app.inject({ method: 'GET', url: '/api/system/urlwhitelist', headers: ADMIN })).json()).toEqual({ entries: [], disabled: false });
});

test('reading needs urlwhitelist:read, writing urlwhitelist:write; check and generate_regex any user', async () => {
  expect((await createUser(app, 'plain')).statusCode).toBe(201);
  const plain = basic('plain', 'secret123');
  expect((await app.inject({ method: 'GET', url: '/api/system/urlwhitelist', headers: plain })).statusCode).toBe(403);
  expect(expectApiError(await put({ entries: [], disabled: true }, plain), 403)).toMatch('urlwhitelist:write');
  expect((await check('http://x/', plain)).statusCode).toBe(200);
  const generated = await app.inject({ method: 'POST', url: '/api/system/urlwhitelist/generate_regex', headers: writing(plain), payload: { url_template: 'http://x/${key}', placeholder: '${key}' } });
  expect(generated.json()).toEqual({ regex: '^\\Qhttp://x/\\E.*?$' });
  expect((await app.inject({ method: 'POST', url: '/api/system/urlwhitelist/check', headers: { ...CSRF }, payload: { url: 'x' } })).statusCode).toBe(401);
});

test('generate_regex quotes the template and turns each placeholder into a lazy wildcard', async () => {
  const generate = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/system/urlwhitelist/generate_regex', headers: writing(ADMIN), payload });
  expect((await generate({ url_template: 'https://example.com/api/lookup?key=${key}', placeholder: '${key}' })).json())
    .toEqual({ regex: '^\\Qhttps://example.com/api/lookup?key=\\E.*?$' });
  expect((await generate({ url_template: 'https://example.com/a?b' })).json()).toEqual({ regex: '^\\Qhttps://example.com/a?b\\E$' });
  expectApiError(await generate({ url_template: '' }), 400);
});

test('a generated regex allows exactly the URLs the template can produce', () => {
  const regex = regexForUrlTemplate('https://h.example/${k}/x?q=${k}', '${k}');
  const whitelist = { entries: [{ id: 'g', type: 'regex' as const, value: regex, title: '' }], disabled: false };
  expect(whitelistAllows(whitelist, 'https://h.example/abc/x?q=def')).toBe(true);
  expect(whitelistAllows(whitelist, 'https://hXexample/abc/x?q=def')).toBe(false);
  expect(whitelistAllows(whitelist, 'https://h.example/abc/y?q=def')).toBe(false);
  const tricky = regexForUrlTemplate('http://a/\\E(/${k}', '${k}');
  expect(whitelistAllows({ entries: [{ id: 't', type: 'regex', value: tricky, title: '' }], disabled: false }, 'http://a/\\E(/zz')).toBe(true);
});

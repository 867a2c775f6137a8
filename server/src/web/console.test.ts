import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { NOT_BUILT_MESSAGE } from './console';
import { basic, expectApiError, makeTestApp, tempDir } from '../../test/helpers';

const INDEX = '<html><head><script src="%APP_PREFIX%/config.js"></script><script src="%APP_PREFIX%/assets/app.1234abcd.js"></script></head></html>';

function builtDist(): string {
  const dist = tempDir('console-dist-');
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.1234abcd.js'), 'console.log(1);');
  fs.mkdirSync(path.join(dist, 'plugins'));
  fs.writeFileSync(path.join(dist, 'plugins', 'example.js'), 'plugin();');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(dist, '.secret'), 'x');
  return dist;
}

function parseConfig(body: string): Record<string, unknown> {
  const match = /^window\.appConfig = (.*);\n$/s.exec(body);
  if (!match) throw new Error(`unexpected config.js: ${body}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('serving the console', () => {
  it('renders config.js without a prefix', async () => {
    const { app } = await makeTestApp({ pluginUrls: ['/plugins/example.js'], rootTimeZone: 'Europe/Berlin' });
    const response = await app.inject({ method: 'GET', url: '/config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(parseConfig(response.body)).toEqual({
      gl2ServerUrl: '/api/',
      gl2AppPathPrefix: '',
      rootTimeZone: 'Europe/Berlin',
      customUserName: '',
      badgeText: '',
      webInterfaceGuideUrl: 'https://docs.graylog.org/',
      communityLinks: [{ title: 'Community forum', url: 'https://community.graylog.org/' }],
      ssoProviders: [],
      defaultSsoProvider: '',
      externalHttpUri: '',
      pluginUrls: ['/plugins/example.js'],
      featureFlags: {},
    });
    await app.close();
  });

  it('puts the operator\'s console settings into config.js, keeping defaults for the rest', async () => {
    const { app } = await makeTestApp({ consoleSettings: { badgeText: 'STAGING', customUserName: 'Operator' } });
    const config = parseConfig((await app.inject({ method: 'GET', url: '/config.js' })).body);
    expect(config.badgeText).toBe('STAGING');
    expect(config.customUserName).toBe('Operator');
    expect(config.webInterfaceGuideUrl).toBe('https://docs.graylog.org/');
    expect(config.gl2ServerUrl).toBe('/api/');
    await app.close();
  });

  it('renders config.js with a prefix and escapes "<"', async () => {
    const { app } = await makeTestApp({ prefix: '/console/', pluginUrls: ['</script><script>alert(1)</script>'] });
    const response = await app.inject({ method: 'GET', url: '/console/config.js' });
    expect(response.body).not.toContain('</script>');
    const config = parseConfig(response.body);
    expect(config.gl2ServerUrl).toBe('/console/api/');
    expect(config.gl2AppPathPrefix).toBe('/console');
    expect(config.pluginUrls).toEqual(['</script><script>alert(1)</script>']);
    expect((await app.inject({ method: 'GET', url: '/config.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('serves files and falls back to index.html for deep links under a prefix', async () => {
    const { app } = await makeTestApp({ prefix: '/console', distDir: builtDist() });
    for (const url of ['/console/', '/console', '/console/streams/000000000000000000000001/edit', '/console/search?q=x']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('src="/console/config.js"');
      expect(response.body).toContain('src="/console/assets/app.1234abcd.js"');
      expect(response.body).not.toContain('%APP_PREFIX%');
    }
    const asset = await app.inject({ method: 'GET', url: '/console/assets/app.1234abcd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await app.inject({ method: 'GET', url: '/console/plugins/example.js' })).body).toBe('plugin();');
    expect((await app.inject({ method: 'GET', url: '/console/favicon.svg' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/console/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/console/favicon.ico' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/console/.secret' })).body).not.toBe('x');
    expect((await app.inject({ method: 'GET', url: '/console/assets/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);

    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/console/');

    // The API lives under the prefix too, and an unknown API path is an API 404, not the page.
    expect((await app.inject({ method: 'GET', url: '/console/api/' })).json().version).toBe('4.0.17');
    // Authentication comes before routing: only an authenticated caller learns that a path does not exist.
    expectApiError(await app.inject({ method: 'GET', url: '/console/api/nothing/here' }), 401);
    expectApiError(await app.inject({ method: 'GET', url: '/console/api/nothing/here', headers: basic('admin', 'admin') }), 404);
    await app.close();
  });

  it('falls back to index.html without a prefix', async () => {
    const { app } = await makeTestApp({ distDir: builtDist() });
    const response = await app.inject({ method: 'GET', url: '/system/nodes' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('src="/config.js"');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('src="/assets/app.1234abcd.js"');
    await app.close();
  });

  it('sends the build\'s .br/.gz copy to a browser that accepts it, and the plain file to one that does not', async () => {
    const dist = builtDist();
    const script = 'console.log("compressed build");'.repeat(50);
    const file = (name: string) => path.join(dist, 'assets', name);
    fs.writeFileSync(file('app.1234abcd.js'), script);
    fs.writeFileSync(file('app.1234abcd.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(file('app.1234abcd.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(file('logo.1234abcd.png'), 'png bytes');
    // The server renders index.html itself: a compressed copy of the template must never be sent.
    fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(INDEX));
    const { app } = await makeTestApp({ prefix: '/console', distDir: dist });
    const get = (url: string, acceptEncoding?: string) =>
      app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

    const gzipped = await get('/console/assets/app.1234abcd.js', 'gzip, deflate');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.headers['content-type']).toMatch(/^application\/javascript/);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzipped.rawPayload.equals(fs.readFileSync(file('app.1234abcd.js.gz')))).toBe(true);
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const brotli = await get('/console/assets/app.1234abcd.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/console/assets/app.1234abcd.js', acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body).toBe(script);
    }

    // Files without compressed copies are sent as they are, with their caching unchanged.
    const logo = await get('/console/assets/logo.1234abcd.png', 'gzip, br');
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.body).toBe('png bytes');
    const plugin = await get('/console/plugins/example.js', 'gzip, br');
    expect(plugin.headers['content-encoding']).toBeUndefined();
    expect(plugin.headers['cache-control']).toBe('public, max-age=0');
    expect(plugin.body).toBe('plugin();');

    for (const url of ['/console/', '/console/index.html', '/console/search']) {
      const page = await get(url, 'gzip, br');
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('src="/console/assets/app.1234abcd.js"');
    }
    const config = await get('/console/config.js', 'gzip, br');
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.body).toMatch(/^window\.appConfig = /);
    await app.close();
  });

  it('answers 503 with a hint when the console is not built, while the API works', async () => {
    const { app } = await makeTestApp();
    expect(app.startInfo.consoleBuilt).toBe(false);
    const page = await app.inject({ method: 'GET', url: '/streams' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe(NOT_BUILT_MESSAGE);
    expect((await app.inject({ method: 'GET', url: '/api/' })).statusCode).toBe(200);
    await app.close();
  });
});

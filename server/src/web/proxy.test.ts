import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { upstreamPath } from './proxy';
import { expectApiError, tempDir } from '../../test/helpers';

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('proxy mode', () => {
  let upstream: http.Server;
  let upstreamUrl: string;
  const seen: Seen = { headers: {}, body: '' };

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        Object.assign(seen, { method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(request.url?.includes('missing') ? 404 : 200, {
          'content-type': 'application/json',
          'x-upstream': 'yes',
          connection: 'close',
        });
        response.end(JSON.stringify({ proxied: true }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/graylog/api/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('joins paths', () => {
    expect(upstreamPath(new URL('http://h/api/'), '/system?x=1')).toBe('/api/system?x=1');
    expect(upstreamPath(new URL('http://h/api'), '/system')).toBe('/api/system');
    expect(upstreamPath(new URL('http://h'), '')).toBe('/');
  });

  it('forwards method, path, query, headers and body, and streams the answer back', async () => {
    const app = await buildApp({ upstreamUrl, prefix: '/console', distDir: tempDir() });
    const response = await app.inject({
      method: 'POST',
      url: '/console/api/system/sessions?foo=bar%20baz',
      headers: {
        authorization: 'Basic abc',
        'x-requested-by': 'test',
        'content-type': 'application/json',
        connection: 'keep-alive, x-drop-me',
        'x-drop-me': '1',
      },
      payload: '{"username":"admin"}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ proxied: true });
    expect(response.headers['x-upstream']).toBe('yes');
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/graylog/api/system/sessions?foo=bar%20baz');
    expect(seen.body).toBe('{"username":"admin"}');
    expect(seen.headers.authorization).toBe('Basic abc');
    expect(seen.headers['x-requested-by']).toBe('test');
    expect(seen.headers['x-drop-me']).toBeUndefined();
    expect(seen.headers.host).toBe(new URL(upstreamUrl).host);

    const missing = await app.inject({ method: 'GET', url: '/console/api/streams/missing' });
    expect(missing.statusCode).toBe(404);
    expect(seen.method).toBe('GET');

    // config.js is still served locally and points at the proxy.
    expect((await app.inject({ method: 'GET', url: '/console/config.js' })).body).toContain('"gl2ServerUrl":"/console/api/"');
    await app.close();
  });

  it('answers 502 ApiError when the upstream is unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const app = await buildApp({ upstreamUrl: `http://127.0.0.1:${port}/api/`, distDir: tempDir() });
    const response = await app.inject({ method: 'GET', url: '/api/system' });
    expect(expectApiError(response, 502)).toMatch(/^Graylog server unreachable: .*ECONNREFUSED/);
    await app.close();
  });
});

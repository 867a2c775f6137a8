// Authentication comes before routing: without valid credentials every path under /api answers 401,
// known or not, so an anonymous caller cannot map the API. Public routes stay reachable.
import { CSRF, basic, expectApiError, useTestApp } from '../../test/helpers';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

const UNKNOWN_PATHS = [
  '/api/no-such-endpoint',
  '/api/no-such-area/streams',
  '/api/system/inputs',
  '/api/users/admin/nothing',
  '/api/users/paginated/extra',
  '/api/system/sessions/x/y',
  '/api/authz/nothing',
  '/api//double-slash',
  '/api/users/',
  '/api/users/%20/tokens/x/y',
  '/api/system?query=1',
];

// The ping is declared as '/' under the /api prefix, which fastify lists as /api (and HEAD /api/).
const PUBLIC = new Set(['GET /api', 'HEAD /api', 'HEAD /api/', 'POST /api/system/sessions', 'GET /api/system/sessions', 'HEAD /api/system/sessions',
  // Load balancers ask a node's status without credentials (Graylog's LoadBalancerStatusResource).
  'GET /api/system/lbstatus', 'HEAD /api/system/lbstatus']);

/** A concrete URL for a route pattern: every :param gets a plausible value. */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => (name.toLowerCase().includes('id') ? '0123456789abcdef01234567' : `some-${name}`));

describe('authentication before routing', () => {
  const t = useTestApp({}, { per: 'file' });

  it.each(UNKNOWN_PATHS)('answers 401 for %s with every method, with or without the CSRF header', async (url) => {
    // Wrong passwords count as failed logins; a quiet period keeps the throttle out of this test.
    t.clock.advance(10 * 60_000);
    for (const method of METHODS) {
      for (const headers of [{}, CSRF, { ...CSRF, ...basic(`nobody-${method}`, 'wrong') }, basic('ghost-token', 'token')]) {
        const response = await t.app.inject({ method, url, headers });
        expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 401`);
        if (method !== 'HEAD') expect(response.json().type).toBe('ApiError');
      }
    }
  });

  it('answers 401 for every declared API route without credentials, except the public ones', async () => {
    const apiRoutes = t.app.routeCatalog.filter((route) => route.url === '/api' || route.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(30);
    const publicSeen: string[] = [];
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}`;
      if (route.isPublic) {
        publicSeen.push(key);
        continue;
      }
      const response = await t.app.inject({ method: route.method as (typeof METHODS)[number], url: concrete(route.url), headers: CSRF });
      expect(`${key} ${response.statusCode}`).toBe(`${key} 401`);
    }
    // Exactly the login, session validation, ping and the load balancer status are public.
    for (const key of publicSeen) expect(PUBLIC.has(key)).toBe(true);
    expect(publicSeen).toEqual(expect.arrayContaining(['POST /api/system/sessions', 'GET /api/system/sessions', 'GET /api']));
  });

  it('answers 404 to an authenticated caller for the same unknown paths', async () => {
    for (const url of ['/api/no-such-endpoint', '/api/users/admin/nothing', '/api/no-such-area/streams']) {
      expectApiError(await t.app.inject({ method: 'GET', url, headers: basic('admin', 'admin') }), 404);
      expectApiError(await t.app.inject({ method: 'DELETE', url, headers: { ...CSRF, ...basic('admin', 'admin') } }), 404);
    }
  });

  it('keeps the public routes public', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/sessions' })).json().is_valid).toBe(false);
    const login = await t.app.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload: { username: 'admin', password: 'admin' } });
    expect(login.statusCode).toBe(200);
  });

  it('checks credentials first, then the CSRF header, then the route', async () => {
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/users', payload: {} }), 401);
    expect(expectApiError(await t.app.inject({ method: 'POST', url: '/api/users', headers: basic('admin', 'admin'), payload: {} }), 400)).toMatch(/X-Requested-By/);
    expect(expectApiError(await t.app.inject({ method: 'POST', url: '/api/nothing', headers: basic('admin', 'admin') }), 400)).toMatch(/X-Requested-By/);
    // The public login still needs the CSRF header.
    expect(expectApiError(await t.app.inject({ method: 'POST', url: '/api/system/sessions', payload: { username: 'admin', password: 'admin' } }), 400)).toMatch(/X-Requested-By/);
  });
});

// A user with only the Reader role gets 403 on every write call of the API that concerns anything
// but their own profile. Derived from the registered routes, so a new write route is covered at once.
import { ADMIN, basic, createReader, login, useTestApp, writing } from '../../test/helpers';

// Writes every user may make: logging in and out, hiding the getting-started guide.
const OPEN_TO_EVERY_USER = new Set([
  'POST /api/system/sessions', 'POST /api/system/gettingstarted/dismiss', 'DELETE /api/system/sessions/:sessionId',
  // POSTs that only read or compute, open to a Reader as in Graylog (their body carries the question).
  'POST /api/system/metrics/multiple', 'POST /api/cluster/metrics/multiple', 'POST /api/cluster/:nodeId/metrics/multiple', 'POST /api/system/grok/test', 'POST /api/messages/parse',
  'POST /api/tools/grok_tester', 'POST /api/tools/json_tester', 'POST /api/tools/regex_tester', 'POST /api/tools/regex_replace_tester',
  'POST /api/tools/split_and_index_tester', 'POST /api/tools/substring_tester', 'POST /api/tools/contains_string_tester',
  'POST /api/system/urlwhitelist/check', 'POST /api/system/urlwhitelist/generate_regex',
  // Searching and saving one's own searches, as in Graylog 4; what a search finds is limited by stream permissions.
  'POST /api/views/search', 'POST /api/views/search/:id/execute', 'POST /api/views', 'POST /api/views/fields',
  // Events search reads; what it finds is limited to the definitions and streams the user may read.
  'POST /api/events/search',
  // Parsing a rule or pipeline changes nothing; `multiple` answers only the rules the caller may read (as in Graylog).
  'POST /api/system/pipelines/rule/parse', 'POST /api/system/pipelines/pipeline/parse', 'POST /api/system/pipelines/rule/multiple',
]);

// Routes whose permission depends on the body get a well-formed one; all others get {}.
const BODIES: Record<string, unknown> = {
  'PUT /api/authz/roles/:roleId/assignees': ['bob'],
  'POST /api/authz/roles/:roleId/assignees': ['bob'],
};

describe('a Reader cannot write', () => {
  const t = useTestApp({}, { per: 'file' });
  const values: Record<string, string> = {};
  const reader = basic('rita', 'secret123');

  beforeAll(async () => {
    values.ritaId = await createReader(t.app, 'rita');
    values.bobId = await createReader(t.app, 'bob');
    values.bobSession = await login(t.app, 'bob', 'secret123');
    values.bobToken = (await t.app.inject({ method: 'POST', url: `/api/users/${values.bobId}/tokens/ci`, headers: writing(ADMIN), payload: {} })).json().id;
    const roles = (await t.app.inject({ method: 'GET', url: '/api/authz/roles', headers: ADMIN })).json().roles as { id: string; name: string }[];
    values.adminRoleId = roles.find((role) => role.name === 'Admin')?.id ?? 'unknown';
  });

  /** Another user's (bob's) or a global target for every path parameter. */
  const target = (url: string) =>
    url.replace(/:(\w+)/g, (_match, name: string) => {
      switch (name) {
        case 'userId': return values.bobId;
        case 'username': return 'bob';
        case 'sessionId': return values.bobSession;
        case 'idOrToken': return values.bobToken;
        case 'newStatus': return 'disabled';
        case 'roleId': return values.adminRoleId;
        case 'rolename': return 'Admin';
        case 'entityGRN': return 'grn::::stream:000000000000000000000001';
        default: return `some-${name}`;
      }
    });

  it('gets 403 on every write route aimed at another user or at shared things', async () => {
    const writes = t.app.routeCatalog.filter(
      (route) => route.url.startsWith('/api/') && !route.url.endsWith('*') && ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method),
    );
    expect(writes.length).toBeGreaterThan(15);
    const answers: string[] = [];
    for (const route of writes) {
      const key = `${route.method} ${route.url}`;
      if (OPEN_TO_EVERY_USER.has(key)) continue;
      const response = await t.app.inject({ method: route.method as 'POST', url: target(route.url), headers: { ...writing(reader), 'content-type': 'application/json' }, payload: JSON.stringify(BODIES[key] ?? {}) });
      answers.push(`${key} ${response.statusCode}`);
    }
    expect(answers).toEqual(answers.map((answer) => answer.replace(/\d+$/, '403')));
    expect(answers).toEqual(
      expect.arrayContaining([
        'POST /api/users 403',
        'PUT /api/users/:userId 403',
        'DELETE /api/users/:username 403',
        'DELETE /api/users/id/:userId 403',
        'PUT /api/users/:userId/password 403',
        'PUT /api/users/:userId/status/:newStatus 403',
        'PUT /api/users/:username/permissions 403',
        'DELETE /api/users/:username/permissions 403',
        'PUT /api/users/:username/preferences 403',
        'POST /api/users/:userId/tokens/:name 403',
        'DELETE /api/users/:userId/tokens/:idOrToken 403',
      ]),
    );
  });

  it("gets 403 when changing their own roles, permissions or session timeout, or deleting themselves", async () => {
    const own = [
      { method: 'PUT', url: `/api/users/${values.ritaId}`, payload: { roles: ['Admin'] } },
      { method: 'PUT', url: `/api/users/${values.ritaId}`, payload: { permissions: ['*'] } },
      { method: 'PUT', url: `/api/users/${values.ritaId}`, payload: { session_timeout_ms: -1 } },
      { method: 'PUT', url: '/api/users/rita/permissions', payload: { permissions: ['*'] } },
      { method: 'DELETE', url: '/api/users/rita/permissions' },
      { method: 'DELETE', url: '/api/users/rita' },
      { method: 'DELETE', url: `/api/users/id/${values.ritaId}` },
    ] as const;
    for (const call of own) {
      const response = await t.app.inject({ method: call.method, url: call.url, headers: writing(reader), payload: 'payload' in call ? call.payload : undefined });
      expect(`${call.method} ${call.url} ${JSON.stringify('payload' in call ? call.payload : '')} ${response.statusCode}`).toMatch(/ 403$/);
    }
  });
});

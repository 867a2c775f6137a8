// /search/decorators: the available types and the stored decorators with Graylog's permissions.
import { ADMIN, expectApiError, writing } from '../../test/helpers';
import { makeViewsTestApi, OTHER_STREAM, type ViewsTestApi } from '../views/testSupport';

const SYSLOG = 'org.graylog2.decorators.SyslogSeverityMapperDecorator';

describe('decorator routes', () => {
  let t: ViewsTestApi;

  beforeAll(async () => {
    t = await makeViewsTestApi();
    await t.addUser('reader', ['decorators:read']);
    await t.addUser('maker', ['decorators:create', 'decorators:edit', 'decorators:read']);
  });

  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Record<string, string> = ADMIN, payload?: unknown) =>
    t.app.inject({ method, url: `/api/search/decorators${url}`, headers: method === 'GET' ? who : writing(who), payload: payload as Record<string, unknown> | undefined });

  it('offers only the decorators this server runs, with their configuration', async () => {
    const available = (await call('GET', '/available', t.as('reader'))).json();
    expect(Object.keys(available).sort()).toEqual([
      'org.graylog2.decorators.FormatStringDecorator', 'org.graylog2.decorators.LinkFieldDecorator', SYSLOG,
    ]);
    expect(available[SYSLOG]).toMatchObject({ type: SYSLOG, name: 'Syslog Severity Mapper', requested_configuration: { source_field: { type: 'text', default_value: 'level' } } });
  });

  it('creates, lists in order, updates and deletes decorators', async () => {
    const created = await call('POST', '', t.as('maker'), { type: SYSLOG, config: { source_field: 'lvl', target_field: 'sev' }, stream: null, order: 2 });
    expect(created.statusCode).toBe(200);
    const decorator = created.json();
    expect(decorator).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), type: SYSLOG, config: { source_field: 'lvl', target_field: 'sev' }, stream: null, order: 2 });
    const first = (await call('POST', '', ADMIN, { type: 'org.graylog2.decorators.LinkFieldDecorator', config: { link_field: 'url' }, order: 1 })).json();
    expect((await call('GET', '', t.as('reader'))).json().map((entry: { id: string }) => entry.id)).toEqual([first.id, decorator.id]);

    const updated = await call('PUT', `/${decorator.id}`, t.as('maker'), { type: SYSLOG, config: { source_field: 'level', target_field: 'severity' }, order: 0 });
    expect(updated.json()).toMatchObject({ id: decorator.id, config: { source_field: 'level', target_field: 'severity' }, order: 0 });
    expect((await call('DELETE', `/${decorator.id}`, t.as('maker'))).statusCode).toBe(204);
    expectApiError(await call('DELETE', `/${decorator.id}`, t.as('maker')), 404);
  });

  it('needs decorator permissions, and streams:edit for a stream decorator', async () => {
    expectApiError(await call('POST', '', t.as('reader'), { type: SYSLOG, config: {}, order: 0 }), 403);
    expect(expectApiError(await call('POST', '', t.as('maker'), { type: SYSLOG, config: { source_field: 'a', target_field: 'b' }, stream: OTHER_STREAM, order: 0 }), 403)).toContain(`streams:edit:${OTHER_STREAM}`);
    expectApiError(await call('GET', '', t.as('nobody-here')), 401);
  });

  it('refuses unknown types and incomplete configurations', async () => {
    expect(expectApiError(await call('POST', '', ADMIN, { type: 'org.graylog2.decorators.LookupTableDecorator', config: {}, order: 0 }), 400)).toMatch(/unknown decorator type/);
    const missing = await call('POST', '', ADMIN, { type: SYSLOG, config: { source_field: 'a' }, order: 0 });
    expect(expectApiError(missing, 400)).toBe('config.target_field: Target field is required');
    expectApiError(await call('POST', '', ADMIN, { type: SYSLOG, config: { source_field: 'a', target_field: 'b' } }), 400);
  });

  it('checks the configuration as every other type is checked: blanks are no value, a refusal shows at config', async () => {
    const blank = await call('POST', '', ADMIN, { type: SYSLOG, config: { source_field: '  ', target_field: 'b' }, order: 0 });
    expect(expectApiError(blank, 400)).toBe('config.source_field: Source field is required');
    expect(blank.json().errors).toEqual({ config: ['config.source_field: Source field is required'] });
    const long = await call('POST', '', ADMIN, { type: SYSLOG, config: { source_field: 'a'.repeat(70_000), target_field: 'b' }, order: 0 });
    expect(expectApiError(long, 400)).toMatch(/^config.source_field: Source field must be at most \d+ characters long$/);
  });
});

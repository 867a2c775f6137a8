// Field types: Graylog 4's shape, limited to the streams the caller may read.
import { ADMIN, writing } from '../../test/helpers';
import { makeViewsTestApi, messageAt, OTHER_STREAM, type ViewsTestApi } from './testSupport';

describe('field types', () => {
  let t: ViewsTestApi;

  beforeAll(async () => {
    t = await makeViewsTestApi();
    const now = t.clock.now();
    await t.store.write([
      messageAt(now, 'a', 5, { level: 3, took: 1.5, ok: true }),
      messageAt(now, 'b', 60 * 24, { old_field: 'x' }),
      messageAt(now, 'c', 5, { secret_field: 'x', streams: [OTHER_STREAM] }),
    ]);
    await t.addUser('defaultonly', ['streams:read:000000000000000000000001']);
    await t.addUser('nostreams', []);
  });

  afterAll(async () => {
    await t.close();
  });

  const names = (body: { name: string }[]) => body.map((field) => field.name);

  it('lists every field with Graylog\'s types and properties', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/views/fields', headers: ADMIN });
    expect(response.statusCode).toBe(200);
    const fields = response.json() as { name: string; type: { type: string; properties: string[]; index_names: string[] } }[];
    const byName = Object.fromEntries(fields.map((field) => [field.name, field.type]));
    expect(byName.message).toEqual({ type: 'string', properties: ['full-text-search'], index_names: ['graylog_0'] });
    expect(byName.source).toEqual({ type: 'string', properties: ['enumerable'], index_names: ['graylog_0'] });
    expect(byName.level).toEqual({ type: 'long', properties: ['numeric', 'enumerable'], index_names: ['graylog_0'] });
    expect(byName.timestamp.type).toBe('date');
    expect(names(fields)).toEqual(expect.arrayContaining(['secret_field', 'old_field']));
  });

  it('leaves out fields of streams the caller may not read', async () => {
    const fields = names((await t.app.inject({ method: 'GET', url: '/api/views/fields', headers: t.as('defaultonly') })).json());
    expect(fields).toContain('level');
    expect(fields).not.toContain('secret_field');
    expect((await t.app.inject({ method: 'GET', url: '/api/views/fields', headers: t.as('nostreams') })).json()).toEqual([]);
  });

  it('lists the fields of given streams in a time range, refusing unreadable streams', async () => {
    const post = (payload: unknown, who = ADMIN) => t.app.inject({ method: 'POST', url: '/api/views/fields', headers: writing(who), payload: payload as Record<string, unknown> });
    const other = names((await post({ streams: [OTHER_STREAM] })).json());
    expect(other).toContain('secret_field');
    expect(other).not.toContain('level');
    // Field lists are per index, as in Graylog: a range no index overlaps has none.
    expect((await post({ streams: [], timerange: { type: 'absolute', from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' } })).json()).toEqual([]);
    expect(names((await post({ timerange: { type: 'relative', range: 3600 } })).json())).toContain('level');
    const refused = await post({ streams: [OTHER_STREAM] }, t.as('defaultonly'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ type: 'MissingStreamPermission', streams: [OTHER_STREAM] });
  });
});

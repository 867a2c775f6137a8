// The whole server, through its real facades, as the acceptance script drives it: a pack built from a
// real stream installs a copy and uninstalls exactly it; a pack in Graylog's own format installs a grok
// pattern.
import { randomUUID } from 'node:crypto';
import { ADMIN, useTestApp, writing } from '../../test/helpers';

describe('content packs on the real server', () => {
  const t = useTestApp();

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const response = await t.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? ADMIN : writing(ADMIN), payload: payload as object | undefined });
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
  };
  const streamsTitled = async (title: string) =>
    ((await call('GET', '/streams')).body.streams as Array<{ id: string; title: string }>).filter((stream) => stream.title === title);

  it('builds a pack from a stream, installs a copy and uninstalls exactly that copy', async () => {
    const sets = (await call('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false')).body.index_sets as Array<{ id: string; default: boolean }>;
    const indexSet = sets.find((set) => set.default)?.id;
    const created = await call('POST', '/streams', {
      title: 'cp stream', description: 'acceptance', matching_type: 'AND', remove_matches_from_default_stream: false, index_set_id: indexSet,
      rules: [{ field: 'app', type: 1, value: 'cp', inverted: false, description: '' }],
    });
    expect(created.status).toBeLessThan(300);
    const original = created.body.stream_id as string;

    const catalog = await call('GET', '/system/catalog');
    expect(catalog.body.entities).toContainEqual({ id: original, type: { name: 'stream', version: '1' }, title: 'cp stream' });
    const resolved = await call('POST', '/system/catalog', { entities: [{ id: original, type: { name: 'stream', version: '1' } }] });
    expect(resolved.status).toBe(200);
    expect(resolved.body.entities.some((entity: { type: { name: string } }) => entity.type.name === 'stream')).toBe(true);

    const pack = randomUUID();
    const uploaded = await call('POST', '/system/content_packs', {
      v: '1', id: pack, rev: 1, name: 'acceptance pack', summary: 'one stream', description: '', vendor: 'acceptance', url: '', parameters: [], entities: resolved.body.entities,
    });
    expect(uploaded.status).toBe(201);

    const installed = await call('POST', `/system/content_packs/${pack}/1/installations`, { parameters: {}, comment: 'acceptance' });
    expect(installed.status).toBe(200);
    const streams = await streamsTitled('cp stream');
    expect(streams).toHaveLength(2);
    const copy = installed.body.entities.find((entity: { type: { name: string } }) => entity.type.name === 'stream');
    expect(copy).toMatchObject({ title: 'cp stream', found_on_system: false });
    expect(copy.id).not.toBe(original);

    const details = await call('GET', `/system/content_packs/${pack}/installations/${installed.body._id}/uninstall_details`);
    expect(details.body.entities.map((entity: { id: string }) => entity.id)).toContain(copy.id);
    const uninstalled = await call('DELETE', `/system/content_packs/${pack}/installations/${installed.body._id}`);
    expect(uninstalled.status).toBe(200);
    expect(uninstalled.body.uninstalled.entities.map((entity: { id: string }) => entity.id)).toContain(copy.id);
    expect((await streamsTitled('cp stream')).map((stream) => stream.id)).toEqual([original]);
  });

  it('installs a grok pattern from a pack in Graylog 4 format', async () => {
    const pack = randomUUID();
    const uploaded = await call('POST', '/system/content_packs', {
      v: '1', id: pack, rev: 1, name: 'grok pack', summary: 'a pattern', description: '', vendor: 'acceptance', url: '', parameters: [],
      entities: [{
        v: '1', type: { name: 'grok_pattern', version: '1' }, id: randomUUID(),
        data: { name: 'ACCEPTANCE_CODE', pattern: '[A-Z]{3}-[0-9]+' }, constraints: [{ type: 'server-version', version: '>=4.0.0' }],
      }],
    });
    expect(uploaded.status).toBe(201);
    const installed = await call('POST', `/system/content_packs/${pack}/1/installations`, { parameters: {}, comment: '' });
    expect(installed.status).toBe(200);
    const patterns = (await call('GET', '/system/grok')).body.patterns as Array<{ name: string; pattern: string }>;
    expect(patterns).toContainEqual(expect.objectContaining({ name: 'ACCEPTANCE_CODE', pattern: '[A-Z]{3}-[0-9]+' }));
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basic, createReader, createUser, expectApiError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { insertGrokPattern } from '../grok/store';
import { bumpIngestConfig, ingestConfigVersion } from '../processing/configVersion';
import { LoginThrottle } from '../throttle/loginThrottle';
import { registerUserRoutes } from '../users/routes';
import { extractorMetrics } from './metrics';
import { registerExtractorRoutes } from './routes';

let t: TestApi;
const INPUT = '5f0c1d2e3f4a5b6c7d8e9f00';
const OTHER_INPUT = '5f0c1d2e3f4a5b6c7d8e9f01';
const base = `/api/system/inputs/${INPUT}/extractors`;

beforeEach(async () => {
  t = await makeTestApi((api, ctx) => {
    registerUserRoutes(api, ctx, new LoginThrottle(ctx.now));
    registerExtractorRoutes(api, ctx);
  });
  for (const id of [INPUT, OTHER_INPUT]) {
    t.ctx.db.prepare("INSERT INTO inputs (id, title, type, global, node, desired_state, data) VALUES (?, ?, 'raw', 0, NULL, 'STOPPED', '{}')").run(id, id);
  }
});

afterEach(async () => {
  await t.app.close();
});

const regexBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'User name',
  cut_or_copy: 'copy',
  source_field: 'message',
  target_field: 'user',
  extractor_type: 'regex',
  extractor_config: { regex_value: 'user=(\\w+)' },
  converters: {},
  condition_type: 'none',
  condition_value: '',
  ...overrides,
});

const post = (payload: unknown, url = base, auth = ADMIN) => t.app.inject({ method: 'POST', url, headers: writing(auth), payload: payload as Record<string, unknown> });
const get = (url = base, auth = ADMIN) => t.app.inject({ method: 'GET', url, headers: auth });

async function create(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await post(regexBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().extractor_id as string;
}

function refusal(response: LightMyRequestResponse): { message: string; errors?: Record<string, string[]> } {
  expectApiError(response, 400);
  return response.json();
}

describe('creating and reading', () => {
  it('creates an extractor and shows it in Graylog’s shape', async () => {
    const response = await post(regexBody({ converters: { numeric: {}, date: { date_format: 'yyyy', time_zone: 'UTC' } }, condition_type: 'string', condition_value: 'user=' }));
    expect(response.statusCode).toBe(201);
    const id = response.json().extractor_id as string;
    expect(response.headers.location).toBe(`${base}/${id}`);

    const list = await get();
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    const [extractor] = list.json().extractors;
    expect(extractor).toMatchObject({
      id,
      title: 'User name',
      type: 'regex',
      cursor_strategy: 'copy',
      source_field: 'message',
      target_field: 'user',
      extractor_config: { regex_value: 'user=(\\w+)' },
      creator_user_id: 'admin',
      converters: [{ type: 'numeric', config: {} }, { type: 'date', config: { date_format: 'yyyy', time_zone: 'UTC' } }],
      condition_type: 'string',
      condition_value: 'user=',
      order: 0,
      exceptions: 0,
      converter_exceptions: 0,
      metrics: { condition_hits: 0, condition_misses: 0 },
      last_failure: null,
    });
    for (const timer of ['total', 'condition', 'execution', 'converters']) {
      expect(extractor.metrics[timer]).toMatchObject({ rate: { total: 0 }, duration_unit: 'microseconds', rate_unit: 'events/second' });
      expect(extractor.metrics[timer].time).toHaveProperty('95th_percentile', 0);
    }

    const single = await get(`${base}/${id}`);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual(extractor);
  });

  it('defaults cursor strategy to copy and the condition to none, and drops a condition value without a condition', async () => {
    const id = await create({ cut_or_copy: undefined, condition_type: undefined, condition_value: 'ignored' });
    expect((await get(`${base}/${id}`)).json()).toMatchObject({ cursor_strategy: 'copy', condition_type: 'none', condition_value: '' });
  });

  it('accepts converters as a list too, and cursor_strategy for cut_or_copy', async () => {
    const id = await create({ cut_or_copy: undefined, cursor_strategy: 'cut', converters: [{ type: 'uppercase', config: {} }] });
    expect((await get(`${base}/${id}`)).json()).toMatchObject({ cursor_strategy: 'cut', converters: [{ type: 'uppercase', config: {} }] });
  });

  it('shows the runtime figures kept in memory', async () => {
    const id = await create();
    const stats = extractorMetrics(t.ctx.db, t.ctx.now).of(id);
    stats.recordException('boom');
    stats.recordConverterException('bad date');
    stats.conditionHits = 4;
    expect((await get(`${base}/${id}`)).json()).toMatchObject({
      exceptions: 1,
      converter_exceptions: 1,
      metrics: { condition_hits: 4 },
      last_failure: { reason: 'bad date' },
    });
  });

  it('lists extractors in their order; new ones go last', async () => {
    const first = await create({ title: 'first' });
    const second = await create({ title: 'second' });
    const early = await create({ title: 'early', order: 0 });
    const titles = (await get()).json().extractors.map((extractor: { id: string }) => extractor.id);
    expect(titles).toEqual([first, early, second]);
  });

  it('answers 404 for an unknown input or extractor', async () => {
    expect(expectApiError(await get('/api/system/inputs/nope/extractors'), 404)).toBe('Input nope not found');
    expect(expectApiError(await post(regexBody(), '/api/system/inputs/nope/extractors'), 404)).toBe('Input nope not found');
    expect(expectApiError(await get(`${base}/unknown`), 404)).toBe('Extractor unknown not found');
    const id = await create();
    expect(expectApiError(await get(`/api/system/inputs/${OTHER_INPUT}/extractors/${id}`), 404)).toBe(`Extractor ${id} not found`);
  });

  it('changes the ingest configuration version on every write', async () => {
    bumpIngestConfig();
    const before = ingestConfigVersion();
    const id = await create();
    expect(ingestConfigVersion()).toBeGreaterThan(before);
    const afterCreate = ingestConfigVersion();
    await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: writing(ADMIN) });
    expect(ingestConfigVersion()).toBeGreaterThan(afterCreate);
  });
});

describe('updating, deleting and ordering', () => {
  it('updates an extractor and answers it', async () => {
    const id = await create();
    const response = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: writing(ADMIN),
      payload: regexBody({ title: 'Renamed', extractor_type: 'substring', extractor_config: { begin_index: 0, end_index: 4 }, order: 7 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, title: 'Renamed', type: 'substring', extractor_config: { begin_index: 0, end_index: 4 }, order: 7 });
    expect((await get(`${base}/${id}`)).json().title).toBe('Renamed');
  });

  it('refuses an invalid update and keeps the extractor as it was', async () => {
    const id = await create();
    const response = await t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: writing(ADMIN), payload: regexBody({ extractor_config: { regex_value: '(' } }) });
    expect(refusal(response).errors).toHaveProperty('regex_value');
    expect((await get(`${base}/${id}`)).json().extractor_config).toEqual({ regex_value: 'user=(\\w+)' });
  });

  it('deletes an extractor', async () => {
    const id = await create();
    const response = await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: writing(ADMIN) });
    expect(response.statusCode).toBe(204);
    expectApiError(await get(`${base}/${id}`), 404);
    expectApiError(await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: writing(ADMIN) }), 404);
  });

  it('goes with its input', async () => {
    const id = await create();
    t.ctx.db.prepare('DELETE FROM inputs WHERE id = ?').run(INPUT);
    expect(t.ctx.db.prepare('SELECT 1 FROM extractors WHERE id = ?').get(id)).toBeUndefined();
  });

  it('reorders by a map of position to id', async () => {
    const [a, b, c] = [await create({ title: 'a' }), await create({ title: 'b' }), await create({ title: 'c' })];
    const response = await post({ order: { 0: c, 1: a, 2: b } }, `${base}/order`);
    expect(response.statusCode).toBe(204);
    const extractors = (await get()).json().extractors as { id: string; order: number }[];
    expect(extractors.map((extractor) => [extractor.id, extractor.order])).toEqual([[c, 0], [a, 1], [b, 2]]);
  });

  it('refuses an order naming an extractor of another input, and changes nothing', async () => {
    const a = await create({ title: 'a' });
    const foreign = (await post(regexBody(), `/api/system/inputs/${OTHER_INPUT}/extractors`)).json().extractor_id as string;
    const response = await post({ order: { 0: foreign, 1: a } }, `${base}/order`);
    expect(refusal(response).message).toBe(`Extractor ${foreign} does not belong to input ${INPUT}`);
    expect(refusal(await post({ order: { first: a } }, `${base}/order`)).message).toBe('Invalid position first: positions are whole numbers');
    expect((await get()).json().extractors[0].order).toBe(0);
  });
});

describe('validation', () => {
  const refused = async (overrides: Record<string, unknown>) => refusal(await post(regexBody(overrides)));

  it('refuses an unknown extractor type with Graylog’s text', async () => {
    expect((await refused({ extractor_type: 'magic' })).message).toBe('Invalid extractor type provided');
  });

  it('refuses an unknown cursor strategy or condition type', async () => {
    expect((await refused({ cut_or_copy: 'move' })).errors).toHaveProperty('cut_or_copy');
    expect((await refused({ condition_type: 'sometimes' })).errors).toHaveProperty('condition_type');
  });

  it('refuses invalid regular expressions with the reason under the field', async () => {
    const regex = await refused({ extractor_config: { regex_value: '(unclosed' } });
    expect(regex.message).toMatch(/^Invalid regular expression: /);
    expect(regex.errors?.regex_value?.[0]).toBe(regex.message);
    expect((await refused({ condition_type: 'regex', condition_value: '[a-' })).errors).toHaveProperty('condition_value');
    expect((await refused({ extractor_type: 'regex_replace', extractor_config: { regex: '(?<x' } })).errors).toHaveProperty('regex');
  });

  it('compiles grok patterns against the stored patterns', async () => {
    insertGrokPattern(t.ctx.db, 'TEST_VERB', '[A-Z]+', t.ctx.now());
    const grok = { extractor_type: 'grok', target_field: '', extractor_config: { grok_pattern: '%{TEST_VERB:verb} %{MISSING:x}' } };
    const refusedGrok = await refused(grok);
    expect(refusedGrok.message).toBe("No definition for key 'MISSING' found, aborting");
    expect(refusedGrok.errors).toHaveProperty('grok_pattern');
    expect((await post(regexBody({ ...grok, extractor_config: { grok_pattern: '%{TEST_VERB:verb}' } }))).statusCode).toBe(201);
  });

  it('needs a target field for the types that write one, and a source field', async () => {
    for (const type of ['copy_input', 'regex', 'regex_replace', 'split_and_index', 'substring', 'lookup_table']) {
      expect((await refused({ extractor_type: type, target_field: '' })).errors).toHaveProperty('target_field');
    }
    expect((await post(regexBody({ extractor_type: 'json', target_field: '', extractor_config: {} }))).statusCode).toBe(201);
    expect((await refused({ source_field: ' ' })).errors).toHaveProperty('source_field');
    expect((await refused({ source_field: undefined })).errors).toHaveProperty('source_field');
  });

  it('refuses to write Elasticsearch’s own fields', async () => {
    expect((await refused({ target_field: '_id' })).message).toBe('You cannot apply an extractor on reserved field [_id].');
  });

  it('refuses missing type configuration', async () => {
    expect((await refused({ extractor_type: 'split_and_index', extractor_config: { split_by: ',' } })).errors).toHaveProperty('index');
    expect((await refused({ extractor_type: 'substring', extractor_config: {} })).message).toBe('Missing configuration fields. Required: begin_index, end_index');
  });

  it('refuses unknown converters and invalid converter options', async () => {
    expect((await refused({ converters: { teleport: {} } })).message).toBe('Unknown converter type teleport');
    expect((await refused({ converters: { date: {} } })).message).toBe('Converter date: Missing config [date_format].');
    expect((await refused({ converters: { csv: { separator: ';' } } })).errors).toHaveProperty('column_header');
  });

  it('refuses lookup tables, none of which exist yet', async () => {
    expect((await refused({ converters: { lookup_table: { lookup_table_name: 'geo' } } })).message).toBe('Converter lookup_table: Lookup table geo does not exist');
    expect((await refused({ extractor_type: 'lookup_table', extractor_config: { lookup_table_name: 'hosts' } })).message).toBe('Lookup table hosts does not exist');
  });

  it('saves nothing when refusing', async () => {
    await refused({ extractor_type: 'magic' });
    expect((await get()).json().total).toBe(0);
  });
});

describe('permissions', () => {
  it('lets a Reader read but not change extractors', async () => {
    const id = await create();
    await createReader(t.app, 'reader');
    const reader = basic('reader', 'secret123');
    expect((await get(base, reader)).statusCode).toBe(200);
    expect((await get(`${base}/${id}`, reader)).statusCode).toBe(200);
    expectApiError(await post(regexBody(), base, reader), 403);
    expectApiError(await t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: writing(reader), payload: regexBody() }), 403);
    expectApiError(await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: writing(reader) }), 403);
    expectApiError(await post({ order: { 0: id } }, `${base}/order`, reader), 403);
  });

  it('checks the permission on the input', async () => {
    await createUser(t.app, 'editor', { permissions: [`inputs:read:${OTHER_INPUT}`, `inputs:edit:${OTHER_INPUT}`] });
    const editor = basic('editor', 'secret123');
    expectApiError(await get(base, editor), 403);
    expectApiError(await post(regexBody(), base, editor), 403);
    expect((await post(regexBody(), `/api/system/inputs/${OTHER_INPUT}/extractors`, editor)).statusCode).toBe(201);
    const list = (await get(`/api/system/inputs/${OTHER_INPUT}/extractors`, editor)).json();
    expect(list.extractors[0].creator_user_id).toBe('editor');
  });
});

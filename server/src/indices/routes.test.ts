// Index sets through the API as Graylog's IndexSetsResource: create with validation at the field, update with
// an immutable prefix, default rules, delete with or without indices, stats, and who may do what.
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basic, createReader, createUser, expectApiError, useTestApp, writing } from '../../test/helpers';
import {
  CLOSING_RETENTION, DELETION_RETENTION, MESSAGE_COUNT_ROTATION, NOOP_RETENTION, SIZE_BASED_ROTATION, TIME_BASED_ROTATION,
} from './strategies';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Summary {
  id: string;
  title: string;
  index_prefix: string;
  default: boolean;
  writable: boolean;
  [key: string]: unknown;
}

function newSet(prefix: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `set ${prefix}`,
    description: 'for tests',
    index_prefix: prefix,
    shards: 1,
    replicas: 0,
    rotation_strategy_class: MESSAGE_COUNT_ROTATION,
    rotation_strategy: { type: `${MESSAGE_COUNT_ROTATION}Config`, max_docs_per_index: 100 },
    retention_strategy_class: DELETION_RETENTION,
    retention_strategy: { type: `${DELETION_RETENTION}Config`, max_number_of_indices: 3 },
    creation_date: '2024-04-30T10:00:00.000Z',
    index_analyzer: 'standard',
    index_optimization_max_num_segments: 1,
    index_optimization_disabled: false,
    field_type_refresh_interval: 5000,
    writable: true,
    default: false,
    ...overrides,
  };
}

describe('index set routes', () => {
  const t = useTestApp();

  const call = (method: Method, url: string, payload?: unknown, who: Record<string, string> = ADMIN): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? who : writing(who), payload: payload as Record<string, unknown> | undefined });

  async function create(body: Record<string, unknown>): Promise<Summary> {
    const response = await call('POST', '/system/indices/index_sets', body);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const list = async (who = ADMIN): Promise<Summary[]> => (await call('GET', '/system/indices/index_sets', undefined, who)).json().index_sets;
  const defaultSet = async (): Promise<Summary> => (await list()).find((set) => set.default) as Summary;
  const stats = async (id: string) => (await call('GET', `/system/indices/index_sets/${id}/stats`)).json();

  /** An index's file, made here: a new index gets its file with its first message. */
  function indexFile(name: string): string {
    const file = path.join(t.dataDir, 'indices', `${name}.db`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '');
    return file;
  }

  function refusedField(response: LightMyRequestResponse, field: string, status = 400): string {
    const message = expectApiError(response, status);
    expect(Object.keys(response.json().errors ?? {})).toEqual([field]);
    return message;
  }

  describe('create', () => {
    it('answers the new set as an IndexSetSummary, never default, and gives it its first index', async () => {
      const created = await create(newSet('rot'));
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: 'set rot',
        description: 'for tests',
        index_prefix: 'rot',
        shards: 1,
        replicas: 0,
        rotation_strategy_class: MESSAGE_COUNT_ROTATION,
        rotation_strategy: { type: `${MESSAGE_COUNT_ROTATION}Config`, max_docs_per_index: 100 },
        retention_strategy_class: DELETION_RETENTION,
        retention_strategy: { type: `${DELETION_RETENTION}Config`, max_number_of_indices: 3 },
        creation_date: '2024-04-30T10:00:00.000Z',
        index_analyzer: 'standard',
        index_optimization_max_num_segments: 1,
        index_optimization_disabled: false,
        field_type_refresh_interval: 5000,
        writable: true,
        default: false,
        index_template_type: 'messages',
      });
      expect(await stats(created.id)).toEqual({ indices: 1, documents: 0, size: expect.any(Number) });
      expect((await call('GET', `/system/indices/index_sets/${created.id}`)).json()).toEqual(created);
      const listed = (await call('GET', '/system/indices/index_sets?stats=true')).json();
      expect(listed.index_sets.map((set: Summary) => set.index_prefix)).toContain('rot');
      expect(listed.stats[created.id]).toMatchObject({ indices: 1, documents: 0 });
    });

    it('fills in what Graylog defaults: creation date, analyzer, segments, refresh interval, writable, config type', async () => {
      const body = newSet('lean', { rotation_strategy: { max_docs_per_index: 5 } });
      for (const field of ['creation_date', 'index_analyzer', 'index_optimization_max_num_segments', 'index_optimization_disabled', 'field_type_refresh_interval', 'writable']) {
        delete body[field];
      }
      const created = await create(body);
      expect(created).toMatchObject({
        creation_date: new Date(t.clock.now()).toISOString(),
        index_analyzer: 'standard',
        index_optimization_max_num_segments: 1,
        index_optimization_disabled: false,
        field_type_refresh_interval: 5000,
        writable: true,
        rotation_strategy: { type: `${MESSAGE_COUNT_ROTATION}Config`, max_docs_per_index: 5 },
      });
    });

    it('keeps only the fields of each strategy and takes every known strategy', async () => {
      const created = await create(newSet('timed', {
        rotation_strategy_class: TIME_BASED_ROTATION,
        rotation_strategy: { type: `${TIME_BASED_ROTATION}Config`, rotation_period: 'PT6H', extra: 'dropped' },
        retention_strategy_class: CLOSING_RETENTION,
        retention_strategy: { type: `${CLOSING_RETENTION}Config`, max_number_of_indices: 7 },
      }));
      expect(created.rotation_strategy).toEqual({ type: `${TIME_BASED_ROTATION}Config`, rotation_period: 'PT6H' });
      const sized = await create(newSet('sized', {
        rotation_strategy_class: SIZE_BASED_ROTATION,
        rotation_strategy: { type: `${SIZE_BASED_ROTATION}Config`, max_size: 10_000_000_000 },
        retention_strategy_class: NOOP_RETENTION,
        retention_strategy: { type: `${NOOP_RETENTION}Config`, max_number_of_indices: 2147483647 },
      }));
      expect(sized.rotation_strategy).toEqual({ type: `${SIZE_BASED_ROTATION}Config`, max_size: 10_000_000_000 });
    });

    it('gives a read-only set no index until it is made writable', async () => {
      const created = await create(newSet('frozen', { writable: false }));
      expect(created.writable).toBe(false);
      expect((await stats(created.id)).indices).toBe(0);
      const updated = await call('PUT', `/system/indices/index_sets/${created.id}`, { ...created, writable: true });
      expect(updated.statusCode).toBe(200);
      expect((await stats(created.id)).indices).toBe(1);
    });

    it.each([
      [{ title: '  ' }, 'title', 'Title must not be empty'],
      [{ index_prefix: '' }, 'index_prefix', 'Invalid index prefix: cannot be empty'],
      [{ index_prefix: '_x' }, 'index_prefix', 'Invalid index prefix: must start with a letter or number'],
      [{ index_prefix: 'Logs' }, 'index_prefix', 'Invalid index prefix: must be lower case'],
      [{ index_prefix: 'lo gs' }, 'index_prefix', 'Invalid index prefix: must only contain letters, numbers, \'_\', \'-\' and \'+\''],
      [{ index_prefix: 'x'.repeat(201) }, 'index_prefix', 'Invalid index prefix: must be at most 200 characters'],
      [{ index_prefix: 'graylog' }, 'index_prefix', 'Index prefix "graylog" would conflict with an existing index set!'],
      [{ index_prefix: 'graylog_archive' }, 'index_prefix', 'Index prefix "graylog_archive" would conflict with existing index set prefix "graylog"'],
      [{ index_prefix: 'gray' }, 'index_prefix', 'Index prefix "gray" would conflict with existing index set prefix "graylog"'],
      [{ index_prefix: 'gl' }, 'index_prefix', 'Index prefix "gl" would conflict with existing index set prefix "gl-events"'],
      [{ shards: 0 }, 'shards', 'Shards must be at least 1'],
      [{ replicas: -1 }, 'replicas', 'Replicas must be at least 0'],
      [{ shards: 1.5 }, 'shards', 'body/shards must be integer'],
      [{ index_optimization_max_num_segments: 0 }, 'index_optimization_max_num_segments', 'Max. number of segments must be at least 1'],
      [{ field_type_refresh_interval: 500 }, 'field_type_refresh_interval', 'Index field_type_refresh_interval "PT0.500S" is too short. It must be 1 second or longer.'],
      [{ field_type_refresh_interval: 0 }, 'field_type_refresh_interval', 'Index field_type_refresh_interval "PT0S" is too short. It must be 1 second or longer.'],
      [{ creation_date: 'yesterday' }, 'creation_date', 'Invalid creation date "yesterday": expected an ISO 8601 date and time'],
      [{ index_template_type: 'gim_v1' }, 'index_template_type', 'Unknown index template type "gim_v1"; known types: messages, events'],
      [{ rotation_strategy_class: 'com.example.Rotation' }, 'rotation_strategy_class', 'Unknown rotation strategy <com.example.Rotation>'],
      [{ retention_strategy_class: MESSAGE_COUNT_ROTATION }, 'retention_strategy_class', `Unknown retention strategy <${MESSAGE_COUNT_ROTATION}>`],
      [{ rotation_strategy: { type: `${MESSAGE_COUNT_ROTATION}Config`, max_docs_per_index: 0 } }, 'rotation_strategy', 'Invalid rotation strategy configuration: max_docs_per_index must be at least 1'],
      [{ rotation_strategy: { type: `${MESSAGE_COUNT_ROTATION}Config` } }, 'rotation_strategy', 'Invalid rotation strategy configuration: max_docs_per_index is required'],
      [{ rotation_strategy: { type: `${MESSAGE_COUNT_ROTATION}Config`, max_docs_per_index: '100' } }, 'rotation_strategy', 'Invalid rotation strategy configuration: max_docs_per_index must be a whole number'],
      [
        { rotation_strategy: { type: `${SIZE_BASED_ROTATION}Config`, max_size: 5 } },
        'rotation_strategy',
        `Invalid rotation strategy configuration: The configuration of type <${SIZE_BASED_ROTATION}Config> does not belong to ${MESSAGE_COUNT_ROTATION}; expected type <${MESSAGE_COUNT_ROTATION}Config>`,
      ],
      [
        { rotation_strategy_class: SIZE_BASED_ROTATION, rotation_strategy: { max_size: 0 } },
        'rotation_strategy', 'Invalid rotation strategy configuration: max_size must be at least 1',
      ],
      [
        { rotation_strategy_class: TIME_BASED_ROTATION, rotation_strategy: { rotation_period: 'PT30M' } },
        'rotation_strategy', 'Invalid rotation strategy configuration: rotation_period must be at least 1 hour ("PT1H")',
      ],
      [
        { rotation_strategy_class: TIME_BASED_ROTATION, rotation_strategy: { rotation_period: 'daily' } },
        'rotation_strategy', 'Invalid rotation strategy configuration: rotation_period must be an ISO 8601 period such as "P1D" (1 day) or "PT6H" (6 hours)',
      ],
      [
        { retention_strategy: { type: `${DELETION_RETENTION}Config`, max_number_of_indices: 0 } },
        'retention_strategy', 'Invalid retention strategy configuration: max_number_of_indices must be at least 1',
      ],
    ])('refuses %j naming %s, saving nothing', async (overrides, field, message) => {
      const before = await list();
      const response = await call('POST', '/system/indices/index_sets', newSet('fresh', overrides));
      expect(refusedField(response, field)).toBe(message);
      expect(await list()).toEqual(before);
    });

    it('refuses a body without a required field', async () => {
      const body = newSet('nobody');
      delete body.rotation_strategy_class;
      refusedField(await call('POST', '/system/indices/index_sets', body), 'rotation_strategy_class');
    });

    it('refuses a prefix a second set already has, as the acceptance run does', async () => {
      await create(newSet('rot'));
      const message = refusedField(await call('POST', '/system/indices/index_sets', newSet('rot', { title: 'dup' })), 'index_prefix');
      expect(message).toBe('Index prefix "rot" would conflict with an existing index set!');
    });
  });

  describe('update', () => {
    it('changes what Graylog lets change and keeps prefix, creation date, analyzer and template type', async () => {
      const created = await create(newSet('edit'));
      const response = await call('PUT', `/system/indices/index_sets/${created.id}`, {
        ...created,
        title: 'renamed',
        description: null,
        shards: 4,
        replicas: 2,
        creation_date: '2000-01-01T00:00:00.000Z',
        index_analyzer: 'whitespace',
        index_template_type: 'events',
        rotation_strategy_class: TIME_BASED_ROTATION,
        rotation_strategy: { type: `${TIME_BASED_ROTATION}Config`, rotation_period: 'P1D' },
        field_type_refresh_interval: 60000,
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        ...created,
        title: 'renamed',
        description: '',
        shards: 4,
        replicas: 2,
        rotation_strategy_class: TIME_BASED_ROTATION,
        rotation_strategy: { type: `${TIME_BASED_ROTATION}Config`, rotation_period: 'P1D' },
        field_type_refresh_interval: 60000,
      };
      expect(response.json()).toEqual(expected);
      expect((await call('GET', `/system/indices/index_sets/${created.id}`)).json()).toEqual(expected);
    });

    it('refuses another prefix, leaving the set as it was', async () => {
      const created = await create(newSet('fixed'));
      const response = await call('PUT', `/system/indices/index_sets/${created.id}`, { ...created, title: 'x', index_prefix: 'moved' });
      expect(refusedField(response, 'index_prefix')).toBe('The index prefix of an existing index set cannot be changed (it is "fixed")');
      expect((await call('GET', `/system/indices/index_sets/${created.id}`)).json()).toEqual(created);
    });

    it('validates the update as a create, field by field', async () => {
      const created = await create(newSet('checked'));
      const put = (overrides: Record<string, unknown>) => call('PUT', `/system/indices/index_sets/${created.id}`, { ...created, ...overrides });
      refusedField(await put({ title: '' }), 'title');
      refusedField(await put({ shards: 0 }), 'shards');
      refusedField(await put({ field_type_refresh_interval: 999 }), 'field_type_refresh_interval');
      refusedField(await put({ retention_strategy_class: 'nope' }), 'retention_strategy_class');
      expect((await call('GET', `/system/indices/index_sets/${created.id}`)).json()).toEqual(created);
    });

    it('keeps the default set writable and answers 404 for an unknown set', async () => {
      const current = await defaultSet();
      const response = await call('PUT', `/system/indices/index_sets/${current.id}`, { ...current, writable: false });
      expect(refusedField(response, 'writable', 409)).toBe('Default index set must be writable.');
      expect((await defaultSet()).writable).toBe(true);
      const missing = await call('PUT', '/system/indices/index_sets/ffffffffffffffffffffffff', newSet('ghost'));
      expect(expectApiError(missing, 404)).toBe('Index set <ffffffffffffffffffffffff> not found');
    });
  });

  describe('default', () => {
    it('moves the default flag to a writable set of messages', async () => {
      const before = await defaultSet();
      const created = await create(newSet('main'));
      const response = await call('PUT', `/system/indices/index_sets/${created.id}/default`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: created.id, default: true });
      const sets = await list();
      expect(sets.filter((set) => set.default).map((set) => set.id)).toEqual([created.id]);
      expect(sets.find((set) => set.id === before.id)?.default).toBe(false);
    });

    it('refuses a read-only set, an events set and an unknown set', async () => {
      const before = await defaultSet();
      const frozen = await create(newSet('ro', { writable: false }));
      expect(expectApiError(await call('PUT', `/system/indices/index_sets/${frozen.id}/default`), 409)).toBe('Default index set must be writable.');
      const events = (await list()).find((set) => set.index_prefix === 'gl-events') as Summary;
      expect(expectApiError(await call('PUT', `/system/indices/index_sets/${events.id}/default`), 409)).toBe('Index set not eligible as default');
      expect(expectApiError(await call('PUT', '/system/indices/index_sets/ffffffffffffffffffffffff/default'), 404))
        .toBe('Index set <ffffffffffffffffffffffff> does not exist');
      expect((await defaultSet()).id).toBe(before.id);
    });
  });

  describe('delete', () => {
    it('never deletes the default set', async () => {
      const current = await defaultSet();
      expect(expectApiError(await call('DELETE', `/system/indices/index_sets/${current.id}`), 400)).toBe(`Default index set <${current.id}> cannot be deleted!`);
    });

    it('refuses a set a stream writes to, naming the stream, until the stream moves', async () => {
      const created = await create(newSet('busy'));
      const stream = await call('POST', '/streams', { title: 'shop', index_set_id: created.id });
      expect(stream.statusCode).toBe(201);
      const refused = await call('DELETE', `/system/indices/index_sets/${created.id}`);
      expect(expectApiError(refused, 400)).toBe(`Couldn't delete index set with ID <${created.id}>: it is still used by the stream "shop". Assign another index set to it first.`);
      expect((await call('GET', `/system/indices/index_sets/${created.id}`)).json()).toEqual(created);

      const moved = await call('PUT', `/streams/${stream.json().stream_id}`, { index_set_id: (await defaultSet()).id });
      expect(moved.statusCode).toBe(200);
      expect((await call('DELETE', `/system/indices/index_sets/${created.id}`)).statusCode).toBe(204);
    });

    const globalIndices = async (): Promise<number> => (await call('GET', '/system/indices/index_sets/stats')).json().indices;

    it('deletes the set with its indices by default', async () => {
      const created = await create(newSet('gone'));
      expect((await stats(created.id)).indices).toBe(1);
      const file = indexFile('gone_0');
      const before = await globalIndices();
      expect((await call('DELETE', `/system/indices/index_sets/${created.id}`)).statusCode).toBe(204);
      expect(fs.existsSync(file)).toBe(false);
      expect(await globalIndices()).toBe(before - 1);
      expect(expectApiError(await call('GET', `/system/indices/index_sets/${created.id}`), 404)).toBe(`Couldn't load index set with ID <${created.id}>`);
      expect(expectApiError(await call('GET', `/system/indices/index_sets/${created.id}/stats`), 404)).toBe(`Couldn't load index set with ID <${created.id}>`);
      // Its prefix is free again.
      await create(newSet('gone'));
    });

    it('keeps the set when its indices cannot all be deleted, and says so without a server error', async () => {
      const created = await create(newSet('stuck'));
      // A folder with content where the index file should be: it cannot be removed as a file.
      const file = indexFile('stuck_0');
      fs.rmSync(file, { force: true });
      fs.mkdirSync(file);
      fs.writeFileSync(path.join(file, 'inside'), 'x');
      const refused = await call('DELETE', `/system/indices/index_sets/${created.id}`);
      expect(expectApiError(refused, 409)).toMatch(new RegExp(`^Couldn't delete index set <${created.id}> \\(set stuck\\): .+ The set is kept with the indices that remain; try again\\.$`));
      // Kept as it was, writable again.
      expect((await call('GET', `/system/indices/index_sets/${created.id}`)).json()).toEqual(created);
      fs.rmSync(file, { recursive: true });
      expect((await call('DELETE', `/system/indices/index_sets/${created.id}`)).statusCode).toBe(204);
    });

    it('deletes the set and keeps its indices with delete_indices=false', async () => {
      const created = await create(newSet('kept'));
      const file = indexFile('kept_0');
      const before = await globalIndices();
      const response = await call('DELETE', `/system/indices/index_sets/${created.id}?delete_indices=false`);
      expect(response.statusCode).toBe(204);
      // Managed no more, as Graylog leaves such indices in Elasticsearch: unlisted, the file on disk.
      expect(fs.existsSync(file)).toBe(true);
      expect(await globalIndices()).toBe(before - 1);
      expect((await list()).map((set) => set.id)).not.toContain(created.id);
      expect(expectApiError(await call('DELETE', `/system/indices/index_sets/${created.id}`), 404)).toBe(`Index set <${created.id}> not found.`);
      // A new set with the same prefix starts after the file left behind and never takes it over.
      const again = await create(newSet('kept'));
      const listed = (await call('GET', `/system/indexer/indices/${again.id}/list`)).json();
      expect(Object.keys(listed.all.indices)).toEqual(['kept_1']);
      expect(fs.existsSync(file)).toBe(true);
    });
  });

  describe('stats', () => {
    it('sums every set for the global stats', async () => {
      await create(newSet('one'));
      await create(newSet('two'));
      const perSet = await Promise.all((await list()).map((set) => stats(set.id)));
      const global = (await call('GET', '/system/indices/index_sets/stats')).json();
      expect(global).toEqual({
        indices: perSet.reduce((sum, entry) => sum + entry.indices, 0),
        documents: perSet.reduce((sum, entry) => sum + entry.documents, 0),
        size: perSet.reduce((sum, entry) => sum + entry.size, 0),
      });
      expect(global.indices).toBeGreaterThanOrEqual(2);
    });
  });

  describe('access', () => {
    it('lets a Reader see no set and change nothing', async () => {
      await createReader(t.app, 'reader');
      const reader = basic('reader', 'secret123');
      const target = await create(newSet('guarded'));
      expect((await call('GET', '/system/indices/index_sets', undefined, reader)).json()).toEqual({ total: 0, index_sets: [], stats: {} });
      for (const [method, url, body] of [
        ['GET', `/system/indices/index_sets/${target.id}`, undefined],
        ['GET', `/system/indices/index_sets/${target.id}/stats`, undefined],
        ['GET', '/system/indices/index_sets/stats', undefined],
        ['POST', '/system/indices/index_sets', newSet('sneaky')],
        ['PUT', `/system/indices/index_sets/${target.id}`, { ...target, title: 'hijacked' }],
        ['PUT', `/system/indices/index_sets/${target.id}/default`, undefined],
        ['DELETE', `/system/indices/index_sets/${target.id}`, undefined],
      ] as const) {
        expect((await call(method, url, body, reader)).statusCode).toBe(403);
      }
      expect((await call('GET', `/system/indices/index_sets/${target.id}`)).json()).toEqual(target);
      expect((await list()).map((set) => set.index_prefix)).not.toContain('sneaky');
    });

    it('checks each set by its id', async () => {
      const mine = await create(newSet('mine'));
      const other = await create(newSet('other'));
      await createUser(t.app, 'keeper', { permissions: [`indexsets:read:${mine.id}`, `indexsets:edit:${mine.id}`, `indexsets:delete:${mine.id}`] });
      const keeper = basic('keeper', 'secret123');
      expect((await list(keeper)).map((set) => set.id)).toEqual([mine.id]);
      expect((await call('PUT', `/system/indices/index_sets/${mine.id}`, { ...mine, title: 'mine, renamed' }, keeper)).statusCode).toBe(200);
      expect((await call('PUT', `/system/indices/index_sets/${other.id}`, { ...other, title: 'taken' }, keeper)).statusCode).toBe(403);
      expect((await call('POST', '/system/indices/index_sets', newSet('more'), keeper)).statusCode).toBe(403);
      expect((await call('DELETE', `/system/indices/index_sets/${other.id}`, undefined, keeper)).statusCode).toBe(403);
      expect((await call('DELETE', `/system/indices/index_sets/${mine.id}`, undefined, keeper)).statusCode).toBe(204);
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { ServerContext } from '../context';
import { newObjectId } from '../http/ids';
import { defaultIndexSet } from '../indices/defaults';
import { indicesDir } from '../messages/indexFile';
import { findIndex, indicesOfSet, writeIndexOf } from '../messages/indices';
import { openMessageStore, type LocalMessageStore } from '../messages/messageStore';
import type { MessageFields } from '../messages/types';
import { RECENT_CAPACITY, recentRecords } from '../logging/logger';
import { listNotifications } from '../notifications/notifications';
import { allIndexSets, findIndexSetConfig, indexSetsChanged, updateIndexSet, UNREADABLE_DESCRIPTION } from '../indices/store';
import { bumpIngestConfig, ingestConfigVersion } from '../processing/configVersion';
import { compileQuery } from '../search/query';
import { listSystemJobs } from '../systemjobs/jobs';
import { ADMIN, CSRF, makeTestApi, testContext, testMessage, TEST_START_MS, type TestApi } from '../../test/helpers';
import { createFirstIndex, deleteIndexSetIndices, indexSetStats } from './indexSetIndices';
import { managedIndexSet } from './indexSets';
import { indexSizeOnDisk } from './files';
import { deleteIndex, leftIndicesSettled, pointToNewIndex, reopenIndex } from './lifecycle';
import { IndexerMaintenance } from './maintenance';
import { retentionRunsEnded } from './retention';
import { registerIndexerRoutes } from './routes';

const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
const RETENTION = 'org.graylog2.indexer.retention.strategies.';

interface Harness extends TestApi {
  store: LocalMessageStore;
  maintenance: IndexerMaintenance;
}

let current: Harness | null = null;

async function setup(): Promise<Harness> {
  let store: LocalMessageStore | null = null;
  const api = await makeTestApi((instance, ctx) => {
    store = openMessageStore(ctx, { writer: 'inline' });
    registerIndexerRoutes(instance, ctx);
  });
  if (!store) throw new Error('no store');
  current = { ...api, store, maintenance: new IndexerMaintenance(api.ctx) };
  return current;
}

afterEach(async () => {
  if (!current) return;
  await leftIndicesSettled(current.ctx);
  await retentionRunsEnded(current.ctx);
  await current.store.close();
  await current.app.close();
  current = null;
});

type Strategy = readonly [string, Readonly<Record<string, unknown>>];

function addIndexSet(ctx: ServerContext, prefix: string, rotation: Strategy, retention: Strategy): string {
  const id = newObjectId(ctx.now());
  const config = {
    ...defaultIndexSet(id, ctx.now()),
    title: `set ${prefix}`,
    index_prefix: prefix,
    default: false,
    rotation_strategy_class: `${ROTATION}${rotation[0]}`,
    rotation_strategy: { type: `${ROTATION}${rotation[0]}Config`, ...rotation[1] },
    retention_strategy_class: `${RETENTION}${retention[0]}`,
    retention_strategy: { type: `${RETENTION}${retention[0]}Config`, ...retention[1] },
  };
  ctx.db.prepare('INSERT INTO index_sets (id, title, index_prefix, is_default, data) VALUES (?, ?, ?, 0, ?)')
    .run(id, config.title, prefix, JSON.stringify(config));
  expect(createFirstIndex(ctx, id)).toBe(`${prefix}_0`);
  return id;
}

function addStream(ctx: ServerContext, indexSetId: string): string {
  const id = newObjectId(ctx.now());
  ctx.db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) VALUES (?, ?, ?, 0, 0, ?)')
    .run(id, `stream ${id}`, indexSetId, '{}');
  bumpIngestConfig();
  return id;
}

const countingSet = (max: number, retention: Strategy = ['DeletionRetentionStrategy', { max_number_of_indices: 3 }]): [Strategy, Strategy] =>
  [['MessageCountRotationStrategy', { max_docs_per_index: max }], retention];

let sent = 0;
function messages(count: number, extra: MessageFields = {}): MessageFields[] {
  return Array.from({ length: count }, () => {
    sent += 1;
    return testMessage(`m${sent}`, sent, extra);
  });
}

function found(store: LocalMessageStore, query = ''): string[] {
  const result = store.search({ query: compileQuery(query), streams: null, fromMs: 0, toMs: TEST_START_MS + 10_000_000, limit: 1000, offset: 0 });
  return result.messages.map((message) => `${message.index}/${message.id}`).sort();
}

async function api(h: Harness, method: 'GET' | 'POST' | 'DELETE', url: string) {
  return h.app.inject({ method, url: `/api${url}`, headers: { ...ADMIN, ...CSRF } });
}

const defaultSetId = (ctx: ServerContext) => (ctx.db.prepare('SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string }).id;
function managedSet(ctx: ServerContext, id: string) {
  const indexSet = managedIndexSet(ctx.db, id);
  if (!indexSet) throw new Error(`no index set ${id}`);
  return indexSet;
}

const names = (ctx: ServerContext, setId: string) => indicesOfSet(ctx.db, setId).map((record) => record.name);

describe('routing messages to index sets', () => {
  it("writes each message to the write index of its streams' sets, to both sets for two, to the default set without", async () => {
    const h = await setup();
    const other = addIndexSet(h.ctx, 'other', ...countingSet(1000));
    const inOther = addStream(h.ctx, other);
    const inDefault = addStream(h.ctx, defaultSetId(h.ctx));
    await h.store.write([
      testMessage('a', 1, { streams: [inOther] }),
      testMessage('b', 2, { streams: [inDefault, inOther] }),
      testMessage('c', 3),
    ]);
    expect(found(h.store)).toEqual(['graylog_0/b', 'graylog_0/c', 'other_0/a', 'other_0/b']);
    expect(indexSetStats(h.ctx, other)).toMatchObject({ indices: 1, documents: 2 });
    expect(indexSetStats(h.ctx, other).size).toBeGreaterThan(0);
  });
});

describe('index set changes', () => {
  it('reach the routing without reloading the rest of intake: the ingest config version stays', async () => {
    const h = await setup();
    const other = addIndexSet(h.ctx, 'other', ...countingSet(1000));
    const inOther = addStream(h.ctx, other);
    await h.store.write([testMessage('before', 1, { streams: [inOther] })]);
    const version = ingestConfigVersion();
    const config = findIndexSetConfig(h.ctx.db, other);
    if (!config) throw new Error('no set');
    updateIndexSet(h.ctx.db, { ...config, writable: false });
    expect(ingestConfigVersion()).toBe(version);
    await h.store.write([testMessage('after', 2, { streams: [inOther] })]);
    expect(found(h.store)).toEqual(['graylog_0/after', 'other_0/before']);
  });

  it('treat a set whose stored configuration cannot be read as read-only, without strategies, and keep intake going', async () => {
    const h = await setup();
    const other = addIndexSet(h.ctx, 'other', ...countingSet(1));
    const inOther = addStream(h.ctx, other);
    await h.store.write([testMessage('before', 1, { streams: [inOther] })]);
    h.ctx.db.prepare('UPDATE index_sets SET data = ? WHERE id = ?').run('{"writable": tru', other);
    indexSetsChanged();
    // Listed, not a failure of the whole list.
    expect(allIndexSets(h.ctx.db).find((set) => set.id === other)).toMatchObject({
      title: 'set other', index_prefix: 'other', writable: false, default: false, description: UNREADABLE_DESCRIPTION,
      rotation_strategy_class: '', retention_strategy_class: '', index_analyzer: 'standard', index_template_type: 'messages',
    });
    expect(managedSet(h.ctx, other)).toMatchObject({ writable: false, holds_messages: true, rotation_strategy: {}, retention_strategy: {} });
    // Its stream's messages go to the default set, where a search in the stream looks as well.
    await h.store.write([testMessage('after', 2, { streams: [inOther] })]);
    expect(found(h.store)).toEqual(['graylog_0/after', 'other_0/before']);
    const filter = { query: compileQuery(''), streams: [inOther], fromMs: 0, toMs: TEST_START_MS + 10_000_000, limit: 10, offset: 0 };
    expect(h.store.search(filter).usedIndices.sort()).toEqual(['graylog_0', 'other_0']);
    // Never rotated (its one message would rotate it under the stored count of 1).
    h.maintenance.check();
    expect(names(h.ctx, other)).toEqual(['other_0']);
  });
});

describe('searching in streams', () => {
  it("reads only the indices of the streams' index sets, so a message kept in two sets is found once per stream", async () => {
    const h = await setup();
    const other = addIndexSet(h.ctx, 'other', ...countingSet(1000));
    const inOther = addStream(h.ctx, other);
    const allMessages = '000000000000000000000001';
    await h.store.write([
      testMessage('both', 1, { streams: [allMessages, inOther] }),
      testMessage('default', 2, { streams: [allMessages] }),
    ]);
    const filter = (streams: string[] | null) => ({ query: compileQuery(''), streams, fromMs: 0, toMs: TEST_START_MS + 10_000_000 });
    const search = (streams: string[] | null) => h.store.search({ ...filter(streams), limit: 10, offset: 0 });
    expect(search([inOther])).toMatchObject({ total: 1, usedIndices: ['other_0'] });
    expect(search([allMessages])).toMatchObject({ total: 2, usedIndices: ['graylog_0'] });
    // Without a stream filter every open index is read, as before: the message kept in two sets twice.
    expect(search(null).total).toBe(3);
    expect(search(null).usedIndices.sort()).toEqual(['graylog_0', 'other_0']);
    // A stream this server does not know: every index is read, the filter keeps none of these messages.
    expect(search(['000000000000000000000bad'])).toMatchObject({ total: 0 });
    expect(search(['000000000000000000000bad']).usedIndices.sort()).toEqual(['graylog_0', 'other_0']);
    expect(h.store.histogram(filter([inOther]), 3_600_000).reduce((sum, bucket) => sum + bucket.count, 0)).toBe(1);
    expect(h.store.terms(filter([inOther]), 'source', 10).total).toBe(1);
    expect(h.store.fieldTypes(0, TEST_START_MS + 10_000_000, [inOther]).find((field) => field.name === 'message')?.indices).toEqual(['other_0']);
    // A set made read-only: its stream's newer messages went to the default set, which is read too.
    const row = h.ctx.db.prepare('SELECT data FROM index_sets WHERE id = ?').get(other) as { data: string };
    h.ctx.db.prepare('UPDATE index_sets SET data = ? WHERE id = ?').run(JSON.stringify({ ...JSON.parse(row.data), writable: false }), other);
    expect(search([inOther]).usedIndices.sort()).toEqual(['graylog_0', 'other_0']);
  });
});

describe('rotation and retention', () => {
  it('rotates every 100 messages and deletes the oldest beyond 3 indices, files included', async () => {
    const h = await setup();
    const set = addIndexSet(h.ctx, 'rot', ...countingSet(100));
    const stream = addStream(h.ctx, set);
    for (let batch = 0; batch < 5; batch += 1) {
      await h.store.write(messages(60, { streams: [stream] }));
      h.maintenance.check();
      expect(writeIndexOf(h.ctx.db, set)).toBe(`rot_${batch}`);
      await h.store.write(messages(40, { streams: [stream] }));
      h.maintenance.check();
      expect(writeIndexOf(h.ctx.db, set)).toBe(`rot_${batch + 1}`);
      await retentionRunsEnded(h.ctx);
    }
    expect(names(h.ctx, set)).toEqual(['rot_3', 'rot_4', 'rot_5']);
    expect(fs.existsSync(path.join(indicesDir(h.ctx.dataDir), 'rot_0.db'))).toBe(false);
    expect(found(h.store, 'message:m1')).toEqual([]);
    expect(indexSetStats(h.ctx, set)).toMatchObject({ indices: 3, documents: 200 });
  });

  it('closes the oldest indices with the closing strategy and keeps them all with the no-op strategy', async () => {
    const h = await setup();
    const closing = addIndexSet(h.ctx, 'closing', ...countingSet(1, ['ClosingRetentionStrategy', { max_number_of_indices: 2 }]));
    const noop = addIndexSet(h.ctx, 'noop', ...countingSet(1, ['NoopRetentionStrategy', { max_number_of_indices: 2147483647 }]));
    const streams = [addStream(h.ctx, closing), addStream(h.ctx, noop)];
    for (let n = 0; n < 4; n += 1) {
      await h.store.write(messages(1, { streams }));
      h.maintenance.check();
      await retentionRunsEnded(h.ctx);
    }
    const states = indicesOfSet(h.ctx.db, closing).map((record) => [record.name, record.closed]);
    expect(states).toEqual([['closing_0', 1], ['closing_1', 1], ['closing_2', 1], ['closing_3', 0], ['closing_4', 0]]);
    expect(names(h.ctx, noop)).toEqual(['noop_0', 'noop_1', 'noop_2', 'noop_3', 'noop_4']);
    // A closed index is never searched.
    expect(found(h.store).filter((hit) => hit.startsWith('closing_0/'))).toEqual([]);
  });

  it('runs retention after a manual deflector cycle as after a rotation', async () => {
    const h = await setup();
    const set = addIndexSet(h.ctx, 'manual', ...countingSet(1_000_000));
    for (let cycle = 1; cycle <= 5; cycle += 1) {
      expect((await api(h, 'POST', `/system/deflector/${set}/cycle`)).statusCode).toBe(204);
      await retentionRunsEnded(h.ctx);
      expect(names(h.ctx, set)).toHaveLength(Math.min(cycle + 1, 3));
    }
    expect(names(h.ctx, set)).toEqual(['manual_3', 'manual_4', 'manual_5']);
  });

  it('runs retention every 5 minutes besides, as Graylog\'s IndexRetentionThread: a lowered limit applies without a rotation', async () => {
    const h = await setup();
    const set = addIndexSet(h.ctx, 'lowered', ...countingSet(1_000_000, ['DeletionRetentionStrategy', { max_number_of_indices: 10 }]));
    for (let cycle = 0; cycle < 4; cycle += 1) pointToNewIndex(h.ctx, managedSet(h.ctx, set));
    h.maintenance.check();
    await retentionRunsEnded(h.ctx);
    expect(names(h.ctx, set)).toHaveLength(5);
    const row = h.ctx.db.prepare('SELECT data FROM index_sets WHERE id = ?').get(set) as { data: string };
    const data = JSON.parse(row.data) as Record<string, unknown>;
    h.ctx.db.prepare('UPDATE index_sets SET data = ? WHERE id = ?')
      .run(JSON.stringify({ ...data, retention_strategy: { ...(data.retention_strategy as object), max_number_of_indices: 2 } }), set);
    h.clock.advance(5 * 60_000 - 1);
    h.maintenance.check();
    await retentionRunsEnded(h.ctx);
    expect(names(h.ctx, set)).toHaveLength(5);
    h.clock.advance(1);
    h.maintenance.check();
    await retentionRunsEnded(h.ctx);
    expect(names(h.ctx, set)).toEqual(['lowered_3', 'lowered_4']);
  });

  it('leaves an index the deflector moved off as one compact file, its write-ahead log copied in; closing does the same', async () => {
    const h = await setup();
    const set = addIndexSet(h.ctx, 'compact', ...countingSet(1_000_000));
    const stream = addStream(h.ctx, set);
    // Many small commits: each writes its pages to the log again.
    for (let batch = 0; batch < 40; batch += 1) await h.store.write(messages(5, { streams: [stream] }));
    const file = path.join(indicesDir(h.ctx.dataDir), 'compact_0.db');
    const walSize = () => (fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0);
    expect(walSize()).toBeGreaterThan(fs.statSync(file).size);
    const before = indexSetStats(h.ctx, set).size;
    pointToNewIndex(h.ctx, managedSet(h.ctx, set));
    await leftIndicesSettled(h.ctx);
    expect(walSize()).toBe(0);
    expect(indexSizeOnDisk(h.ctx.dataDir, 'compact_0')).toBe(fs.statSync(file).size);
    expect(indexSizeOnDisk(h.ctx.dataDir, 'compact_0')).toBeLessThan(before);
    expect(found(h.store).filter((hit) => hit.startsWith('compact_0/'))).toHaveLength(200);
    // The size stays the same through a close and a reopen.
    const compact = indexSizeOnDisk(h.ctx.dataDir, 'compact_0');
    expect((await api(h, 'POST', '/system/indexer/indices/compact_0/close')).statusCode).toBe(204);
    expect(indexSizeOnDisk(h.ctx.dataDir, 'compact_0')).toBe(compact);
    expect((await api(h, 'POST', '/system/indexer/indices/compact_0/reopen')).statusCode).toBe(204);
    expect(indexSizeOnDisk(h.ctx.dataDir, 'compact_0')).toBe(compact);
    // Closing an index written to through its own connection empties its log as well.
    await h.store.write(messages(50, { streams: [stream] }));
    pointToNewIndex(h.ctx, managedSet(h.ctx, set));
    h.store.insertBatch('compact_1', messages(5));
    expect(fs.statSync(path.join(indicesDir(h.ctx.dataDir), 'compact_1.db-wal')).size).toBeGreaterThan(0);
    expect((await api(h, 'POST', '/system/indexer/indices/compact_1/close')).statusCode).toBe(204);
    expect(fs.existsSync(path.join(indicesDir(h.ctx.dataDir), 'compact_1.db-wal'))).toBe(false);
  });

  it('rotates by time on the period boundary of a moved clock', async () => {
    const h = await setup();
    const set = addIndexSet(h.ctx, 'hourly', ['TimeBasedRotationStrategy', { rotation_period: 'PT1H' }], ['DeletionRetentionStrategy', { max_number_of_indices: 5 }]);
    h.maintenance.check();
    expect(writeIndexOf(h.ctx.db, set)).toBe('hourly_0');
    // TEST_START_MS is 12:00:00: the next boundary is 13:00.
    h.clock.advance(60 * 60 * 1000 - 1);
    h.maintenance.check();
    expect(writeIndexOf(h.ctx.db, set)).toBe('hourly_0');
    h.clock.advance(1);
    h.maintenance.check();
    expect(writeIndexOf(h.ctx.db, set)).toBe('hourly_1');
    h.maintenance.check();
    expect(writeIndexOf(h.ctx.db, set)).toBe('hourly_1');
  });

  it('rotates by size on disk', async () => {
    const h = await setup();
    const set = addIndexSet(h.ctx, 'sized', ['SizeBasedRotationStrategy', { max_size: 512 * 1024 }], ['DeletionRetentionStrategy', { max_number_of_indices: 5 }]);
    const stream = addStream(h.ctx, set);
    await h.store.write(messages(1, { streams: [stream] }));
    h.maintenance.check();
    expect(writeIndexOf(h.ctx.db, set)).toBe('sized_0');
    await h.store.write(messages(1000, { streams: [stream], full_message: 'x'.repeat(1000) }));
    h.maintenance.check();
    expect(writeIndexOf(h.ctx.db, set)).toBe('sized_1');
  });
});

describe('indices over the API', () => {
  it('closes (not searched), reopens (searched again, marked reopened) and deletes an index; never the write index', async () => {
    const h = await setup();
    const set = defaultSetId(h.ctx);
    await h.store.write([testMessage('old', 1)]);
    expect((await api(h, 'POST', `/system/deflector/${set}/cycle`)).statusCode).toBe(204);
    await h.store.write([testMessage('new', 2)]);
    expect(found(h.store)).toEqual(['graylog_0/old', 'graylog_1/new']);

    const refusedClose = await api(h, 'POST', '/system/indexer/indices/graylog_1/close');
    expect(refusedClose.statusCode).toBe(403);
    expect(refusedClose.json()).toMatchObject({ message: 'The current deflector target index (graylog_1) cannot be closed' });
    expect((await api(h, 'DELETE', '/system/indexer/indices/graylog_1')).statusCode).toBe(403);
    expect((await api(h, 'POST', '/system/indexer/indices/nope_0/close')).statusCode).toBe(404);

    expect((await api(h, 'POST', '/system/indexer/indices/graylog_0/close')).statusCode).toBe(204);
    expect(found(h.store)).toEqual(['graylog_1/new']);
    expect(h.store.get('graylog_0', 'old')).toBeNull();
    const list = (await api(h, 'GET', `/system/indexer/indices/${set}/list`)).json() as { closed: { indices: string[] }; all: { indices: Record<string, unknown> } };
    expect(list.closed.indices).toEqual(['graylog_0']);
    expect(Object.keys(list.all.indices)).toEqual(['graylog_1']);

    expect((await api(h, 'POST', '/system/indexer/indices/graylog_0/reopen')).statusCode).toBe(204);
    expect(found(h.store)).toEqual(['graylog_0/old', 'graylog_1/new']);
    expect((await api(h, 'GET', '/system/indexer/indices/reopened')).json()).toEqual({ indices: ['graylog_0'], total: 1 });
    const info = (await api(h, 'GET', '/system/indexer/indices/graylog_0')).json() as { is_reopened: boolean; primary_shards: { documents: { count: number } } };
    expect(info).toMatchObject({ is_reopened: true, primary_shards: { documents: { count: 1 } } });

    expect((await api(h, 'DELETE', '/system/indexer/indices/graylog_0')).statusCode).toBe(204);
    expect(found(h.store)).toEqual(['graylog_1/new']);
    expect(findIndex(h.ctx.db, 'graylog_0')).toBeNull();
    expect(fs.existsSync(path.join(indicesDir(h.ctx.dataDir), 'graylog_0.db'))).toBe(false);
  });

  it('answers the deflector, the overview and the ranges of a set', async () => {
    const h = await setup();
    const set = defaultSetId(h.ctx);
    await h.store.write([testMessage('a', 1), testMessage('b', 5)]);
    expect((await api(h, 'GET', `/system/deflector/${set}`)).json()).toEqual({ is_up: true, current_target: 'graylog_0' });
    expect((await api(h, 'POST', '/system/deflector/cycle')).statusCode).toBe(204);
    expect((await api(h, 'GET', '/system/deflector')).json()).toEqual({ is_up: true, current_target: 'graylog_1' });
    expect((await api(h, 'GET', '/system/deflector/unknown')).statusCode).toBe(404);

    const overview = (await api(h, 'GET', `/system/indexer/overview/${set}`)).json() as Record<string, unknown>;
    expect(overview).toMatchObject({
      deflector: { is_up: true, current_target: 'graylog_1' },
      indexer_cluster: { health: { status: 'green', shards: { active: expect.any(Number) } }, name: 'graylog' },
      counts: { events: 2 },
      indices: {
        graylog_0: {
          size: { events: 2, deleted: 0, bytes: expect.any(Number) },
          range: { index_name: 'graylog_0', begin: '2024-05-01T12:00:01.000Z', end: '2024-05-01T12:00:05.000Z' },
          is_deflector: false, is_closed: false, is_reopened: false,
        },
        graylog_1: { is_deflector: true, range: { begin: '1970-01-01T00:00:00.000Z' } },
      },
    });
    const range = (await api(h, 'GET', '/system/indices/ranges/graylog_0')).json() as { calculated_at: string };
    expect(range.calculated_at).toBe(new Date(TEST_START_MS).toISOString());
    expect((await api(h, 'GET', '/system/indices/ranges/nope_0')).statusCode).toBe(400);
  });

  it('rebuilds index ranges from the files as a system job, and one index at once', async () => {
    const h = await setup();
    await h.store.write([testMessage('a', 1), testMessage('b', 7)]);
    h.ctx.db.prepare('UPDATE message_indices SET begin_ms = NULL, end_ms = NULL, message_count = 0').run();
    h.clock.advance(1000);
    expect((await api(h, 'POST', '/system/indices/ranges/rebuild')).statusCode).toBe(202);
    expect(recentRecords(RECENT_CAPACITY, 'INFO').map((record) => record.message))
      .toContainEqual(expect.stringMatching(/^Submitted system job <.+> \[org\.graylog2\.indexer\.ranges\.RebuildIndexRangesJob\]: Rebuilds index range information\.$/));
    while (listSystemJobs(h.ctx).length > 0) await new Promise((resolve) => { setTimeout(resolve, 5); });
    expect((await api(h, 'GET', '/system/indices/ranges')).json()).toMatchObject({
      ranges: expect.arrayContaining([expect.objectContaining({
        index_name: 'graylog_0', begin: '2024-05-01T12:00:01.000Z', end: '2024-05-01T12:00:07.000Z', calculated_at: '2024-05-01T12:00:01.000Z',
      })]),
    });
    h.ctx.db.prepare("UPDATE message_indices SET begin_ms = NULL WHERE name = 'graylog_0'").run();
    expect((await api(h, 'POST', '/system/indices/ranges/graylog_0/rebuild')).statusCode).toBe(202);
    expect(findIndex(h.ctx.db, 'graylog_0')).toMatchObject({ begin_ms: TEST_START_MS + 1000, message_count: 2 });
    expect((await api(h, 'POST', '/system/indices/ranges/index_set/nope/rebuild')).statusCode).toBe(404);
  });

  it('records a commit that failed per message, counts it since a date, and reports the cluster red until writes work again', async () => {
    const h = await setup();
    h.store.writeIndex();
    // A directory where the index file should be: it cannot be opened.
    const file = path.join(indicesDir(h.ctx.dataDir), 'graylog_0.db');
    fs.mkdirSync(file, { recursive: true });
    await expect(h.store.write([testMessage('lost1', 1), testMessage('lost2', 2)])).rejects.toThrow();
    const failures = (await api(h, 'GET', '/system/indexer/failures?limit=10&offset=0')).json() as { total: number; failures: Record<string, unknown>[] };
    expect(failures.total).toBe(2);
    expect(failures.failures[0]).toMatchObject({ letter_id: expect.stringMatching(/^lost/), index: 'graylog_0', type: 'message', timestamp: new Date(TEST_START_MS).toISOString() });
    expect(typeof failures.failures[0].message).toBe('string');
    expect((await api(h, 'GET', '/system/indexer/failures/count?since=2024-05-01T11:00:00.000')).json()).toEqual({ count: 2 });
    expect((await api(h, 'GET', '/system/indexer/failures/count?since=2024-05-01T13:00:00.000')).json()).toEqual({ count: 0 });
    expect((await api(h, 'GET', '/system/indexer/failures/count?since=yesterday')).statusCode).toBe(400);
    // An offset beyond what SQLite takes is refused, not answered with a 500.
    expect((await api(h, 'GET', '/system/indexer/failures?offset=100000000000000000000')).statusCode).toBe(400);
    expect((await api(h, 'GET', '/system/indexer/cluster/health')).json()).toMatchObject({ status: 'red' });
    expect(listNotifications(h.ctx.db).map((notification) => notification.type)).toContain('es_cluster_red');

    fs.rmdirSync(file);
    await h.store.write([testMessage('kept', 3)]);
    expect((await api(h, 'GET', '/system/indexer/cluster/health')).json()).toMatchObject({ status: 'green' });
    expect(listNotifications(h.ctx.db).map((notification) => notification.type)).not.toContain('es_cluster_red');
  });

  it('reports an index file named like the deflector alias with a notification', async () => {
    const h = await setup();
    fs.mkdirSync(indicesDir(h.ctx.dataDir), { recursive: true });
    fs.writeFileSync(path.join(indicesDir(h.ctx.dataDir), 'graylog_deflector.db'), '');
    h.maintenance.check();
    expect(listNotifications(h.ctx.db)).toEqual([expect.objectContaining({ type: 'deflector_exists_as_index', severity: 'urgent' })]);
  });

  it('deletes every index of a set with its files', async () => {
    const h = await setup();
    const set = addIndexSet(h.ctx, 'gone', ...countingSet(1));
    const stream = addStream(h.ctx, set);
    await h.store.write(messages(1, { streams: [stream] }));
    h.maintenance.check();
    await h.store.write(messages(1, { streams: [stream] }));
    await deleteIndexSetIndices(h.ctx, set);
    expect(names(h.ctx, set)).toEqual([]);
    expect(fs.readdirSync(indicesDir(h.ctx.dataDir)).filter((name) => name.startsWith('gone_'))).toEqual([]);
    expect(found(h.store).filter((hit) => hit.startsWith('gone_'))).toEqual([]);
  });
});

describe('across a restart, with the writer worker', () => {
  it('keeps write indices, closed indices and ranges; a deleted index leaves the worker and the disk', async () => {
    const h = await setup();
    const set = defaultSetId(h.ctx);
    await h.store.write([testMessage('zero', 1)]);
    await api(h, 'POST', `/system/deflector/${set}/cycle`);
    await h.store.write([testMessage('one', 2)]);
    await api(h, 'POST', `/system/deflector/${set}/cycle`);
    await h.store.write([testMessage('two', 3)]);
    expect((await api(h, 'POST', '/system/indexer/indices/graylog_1/close')).statusCode).toBe(204);
    const { dataDir } = h.ctx;
    await h.store.close();
    await h.app.close();
    current = null;

    const ctx = testContext(TEST_START_MS, dataDir);
    const store = openMessageStore(ctx, { writer: 'worker' });
    try {
      expect(writeIndexOf(ctx.db, set)).toBe('graylog_2');
      expect(findIndex(ctx.db, 'graylog_1')).toMatchObject({ closed: 1, message_count: 1 });
      expect(found(store)).toEqual(['graylog_0/zero', 'graylog_2/two']);
      await reopenIndex(ctx, 'graylog_1');
      expect(found(store)).toEqual(['graylog_0/zero', 'graylog_1/one', 'graylog_2/two']);
      await store.write([testMessage('three', 4)]);
      pointToNewIndex(ctx, managedSet(ctx, set));
      await store.write([testMessage('four', 5)]);
      await deleteIndex(ctx, 'graylog_2');
      expect(fs.readdirSync(indicesDir(dataDir)).filter((name) => name.startsWith('graylog_2'))).toEqual([]);
      expect(found(store)).toEqual(['graylog_0/zero', 'graylog_1/one', 'graylog_3/four']);
    } finally {
      await store.close();
      ctx.db.close();
    }
  });
});

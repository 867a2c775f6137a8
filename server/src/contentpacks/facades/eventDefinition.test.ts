import { grantsForTarget } from '../../authz/grantsStore';
import { definitionGrn, findDefinition } from '../../events/definitionStore';
import { findTrigger } from '../../events/triggers';
import { eventDefinitionFacade } from './eventDefinition';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

async function makeStream(title: string): Promise<string> {
  const sets = await h.call('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
  const indexSet = sets.index_sets.find((set: { default: boolean }) => set.default).id;
  const { stream_id } = await h.call('POST', '/streams', { title, index_set_id: indexSet, rules: [], matching_type: 'AND' }, 201);
  return stream_id;
}

async function makeNotification(): Promise<string> {
  const notification = await h.call('POST', '/events/notifications', {
    title: 'mail ops', description: '',
    config: { type: 'email-notification-v1', sender: 'graylog@example.org', subject: 'Alert', body_template: 'body', email_recipients: ['ops@example.org'], user_recipients: [] },
  });
  return notification.id;
}

function definitionBody(streamId: string, notificationId: string) {
  return {
    title: 'too many errors',
    description: 'errors per source',
    priority: 3,
    alert: true,
    config: {
      type: 'aggregation-v1',
      query: 'level:3',
      query_parameters: [],
      streams: [streamId],
      group_by: ['source'],
      series: [{ id: 'count-', function: 'count', field: null }],
      conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 10 } } },
      search_within_ms: 300_000,
      execute_every_ms: 60_000,
    },
    field_spec: { src: { data_type: 'string', providers: [{ type: 'template-v1', template: '${source.source}', require_values: false }] } },
    key_spec: ['src'],
    notification_settings: { grace_period_ms: 60_000, backlog_size: 5 },
    notifications: [{ notification_id: notificationId, notification_parameters: null }],
  };
}

test('exports in Graylog 4 format with its stream and notification as pack references, and installs an equal, scheduled copy', async () => {
  const streamId = await makeStream('errors');
  const notificationId = await makeNotification();
  const original = await h.call('POST', '/events/definitions', definitionBody(streamId, notificationId));

  expect(eventDefinitionFacade.dependencies(h.fc, original.id)).toEqual([
    { id: notificationId, type: { name: 'notification', version: '1' } },
    { id: streamId, type: { name: 'stream', version: '1' } },
  ]);
  const members = { [streamId]: 'stream-1', [notificationId]: 'notification-1' };
  const entity = packEntityOf(h, eventDefinitionFacade, original.id, 'definition-1', members);
  expect(entity.data).toMatchObject({
    title: { '@type': 'string', '@value': 'too many errors' },
    priority: { '@type': 'integer', '@value': 3 },
    alert: { '@type': 'boolean', '@value': true },
    is_scheduled: { '@type': 'boolean', '@value': true },
    config: { type: 'aggregation-v1', query: { '@type': 'string', '@value': 'level:3' }, streams: ['stream-1'], group_by: ['source'], search_within_ms: 300_000 },
    notifications: [{ notification_id: { '@type': 'string', '@value': 'notification-1' }, notification_parameters: null }],
    key_spec: ['src'],
  });
  const pack = [entity, { ...entity, id: 'stream-1' }, { ...entity, id: 'notification-1' }];
  expect(eventDefinitionFacade.installDependencies(entity, pack).sort()).toEqual(['notification-1', 'stream-1']);
  // References to entities outside the pack are no install dependencies: they must exist here instead.
  expect(eventDefinitionFacade.installDependencies(entity, [entity])).toEqual([]);

  // The title and the query as parameters, installed with other values, against a second stream and notification.
  entity.data.title = { '@type': 'parameter', '@value': 'TITLE' };
  (entity.data.config as Record<string, unknown>).query = { '@type': 'parameter', '@value': 'QUERY' };
  await h.call('POST', '/users', { username: 'packer', password: 'secret123', email: 'p@example.org', full_name: 'P', roles: ['Admin'], permissions: [] }, 201);
  const otherStream = await makeStream('errors copy');
  const otherNotification = await makeNotification();
  const ic = installContext(h, {
    parameters: { TITLE: 'copied definition', QUERY: 'level:2' },
    installed: { 'stream-1': otherStream, 'notification-1': otherNotification },
    username: 'packer',
  });
  expect(eventDefinitionFacade.findExisting(entity, ic)).toBeUndefined();
  const created = eventDefinitionFacade.create(entity, ic);
  expect(created.title).toBe('copied definition');
  const copy = findDefinition(h.ctx.db, created.id)!;
  expect(copy).toEqual({
    ...findDefinition(h.ctx.db, original.id),
    id: created.id,
    title: 'copied definition',
    config: { ...original.config, query: 'level:2', streams: [otherStream] },
    notifications: [{ notification_id: otherNotification }],
  });
  expect(findTrigger(h.ctx.db, created.id)).toMatchObject({ status: 'runnable' });
  expect(grantsForTarget(h.ctx.db, definitionGrn(created.id))).toMatchObject([{ capability: 'own' }]);
  const api = await h.call('GET', `/events/definitions/${created.id}/with-context`);
  expect(api.context.scheduler.is_scheduled).toBe(true);
});

test('an unscheduled definition installs unscheduled; the catalog lists every definition', async () => {
  const streamId = await makeStream('errors');
  const notificationId = await makeNotification();
  const original = await h.call('POST', '/events/definitions?schedule=false', definitionBody(streamId, notificationId));
  const entity = packEntityOf(h, eventDefinitionFacade, original.id, 'd', {});
  expect(entity.data.is_scheduled).toEqual({ '@type': 'boolean', '@value': false });
  // Not in the pack: the references keep the native ids, which exist on this system.
  expect((entity.data.config as { streams: string[] }).streams).toEqual([streamId]);
  const created = eventDefinitionFacade.create(entity, installContext(h));
  expect(findTrigger(h.ctx.db, created.id)).toBeUndefined();
  expect(eventDefinitionFacade.listExcerpts(h.fc)).toEqual([
    { id: original.id, type: { name: 'event_definition', version: '1' }, title: 'too many errors' },
    { id: created.id, type: { name: 'event_definition', version: '1' }, title: 'too many errors' },
  ].sort((a, b) => (a.id < b.id ? -1 : 1)));
});

test('refuses what the events area refuses, and saves nothing', async () => {
  const streamId = await makeStream('errors');
  const notificationId = await makeNotification();
  const original = await h.call('POST', '/events/definitions', definitionBody(streamId, notificationId));
  const entity = packEntityOf(h, eventDefinitionFacade, original.id, 'd', {});
  const count = () => (h.ctx.db.prepare('SELECT COUNT(*) AS n FROM event_definitions').get() as { n: number }).n;
  const before = count();
  const ic = installContext(h);
  const withConfig = (change: Record<string, unknown>) => ({ ...entity, data: { ...entity.data, config: { ...(entity.data.config as object), ...change } } });

  expect(() => eventDefinitionFacade.create(withConfig({ search_within_ms: 10 }), ic)).toThrow(/search_within_ms must be at least 1 second/);
  expect(() => eventDefinitionFacade.create(withConfig({ type: 'correlation-v1' }), ic)).toThrow(/Unknown event condition type <correlation-v1>/);
  expect(() => eventDefinitionFacade.create(withConfig({ query: { '@type': 'string', '@value': 'a AND (' } }), ic)).toThrow(/cannot be parsed/);
  expect(() => eventDefinitionFacade.create(withConfig({ streams: ['no-such-stream'] }), ic)).toThrow(/referenced stream no-such-stream/);
  expect(() => eventDefinitionFacade.create({ ...entity, data: { ...entity.data, title: { '@type': 'string', '@value': ' ' } } }, ic)).toThrow(/title cannot be empty/);
  expect(() => eventDefinitionFacade.create({ ...entity, data: { ...entity.data, notifications: [{ notification_id: { '@type': 'string', '@value': 'gone' } }] } }, ic))
    .toThrow(/referenced notification gone/);

  // A user who may not read the stream cannot install a definition that searches it.
  await h.call('POST', '/users', { username: 'reader', password: 'secret123', email: 'r@example.org', full_name: 'R', roles: ['Reader'], permissions: [] }, 201);
  expect(() => eventDefinitionFacade.create(entity, installContext(h, { username: 'reader' }))).toThrow(`You may not read stream <${streamId}>`);
  expect(count()).toBe(before);
});

test('fingerprint follows edits and scheduling; delete removes the definition and its trigger', async () => {
  const streamId = await makeStream('errors');
  const notificationId = await makeNotification();
  const original = await h.call('POST', '/events/definitions', definitionBody(streamId, notificationId));
  const first = eventDefinitionFacade.fingerprint(h.fc, original.id);
  expect(eventDefinitionFacade.fingerprint(h.fc, original.id)).toBe(first);
  await h.call('PUT', `/events/definitions/${original.id}`, { ...original, priority: 1 });
  const second = eventDefinitionFacade.fingerprint(h.fc, original.id);
  expect(second).not.toBe(first);
  await h.call('PUT', `/events/definitions/${original.id}/unschedule`);
  expect(eventDefinitionFacade.fingerprint(h.fc, original.id)).not.toBe(second);

  await h.call('PUT', `/events/definitions/${original.id}/schedule`);
  eventDefinitionFacade.delete(h.fc, original.id);
  expect(findDefinition(h.ctx.db, original.id)).toBeUndefined();
  expect(findTrigger(h.ctx.db, original.id)).toBeUndefined();
  expect(eventDefinitionFacade.fingerprint(h.fc, original.id)).toBeUndefined();
  await h.call('GET', `/events/definitions/${original.id}`, undefined, 404);
  // The notification stays: it is an entity of its own.
  await h.call('GET', `/events/notifications/${notificationId}`);
});

test('an event definition written by Graylog 4.0 (plain config values, its own storage) installs', async () => {
  const streamId = await makeStream('auth');
  const notificationId = await makeNotification();
  const created = eventDefinitionFacade.create({
    v: '1', type: { name: 'event_definition', version: '1' }, id: '7c1e6c1e-2b9a-4f51-9c0c-1c7a0e3b8e11', constraints: [{ type: 'server-version', version: '>=4.0.0' }],
    data: {
      title: { '@type': 'string', '@value': 'SSH brute force' },
      description: { '@type': 'string', '@value': '' },
      priority: { '@type': 'integer', '@value': 2 },
      alert: { '@type': 'boolean', '@value': false },
      config: {
        type: 'aggregation-v1',
        query: { '@type': 'string', '@value': 'message:"Failed password"' },
        streams: ['5f1e6c1e2b9a4f519c0c1c7a'],
        group_by: [],
        series: [],
        conditions: { expression: null },
        search_within_ms: 300000,
        execute_every_ms: 300000,
      },
      field_spec: {},
      key_spec: [],
      notification_settings: { grace_period_ms: 300000, backlog_size: 0 },
      notifications: [{ notification_id: { '@type': 'string', '@value': 'c0ffee00-0000-4000-8000-000000000001' }, notification_parameters: null }],
      storage: [{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }],
      is_scheduled: { '@type': 'boolean', '@value': true },
    },
  }, installContext(h, { installed: { '5f1e6c1e2b9a4f519c0c1c7a': streamId, 'c0ffee00-0000-4000-8000-000000000001': notificationId } }));
  expect(findDefinition(h.ctx.db, created.id)).toMatchObject({
    title: 'SSH brute force', priority: 2, alert: false,
    config: { query: 'message:"Failed password"', streams: [streamId], series: [], search_within_ms: 300_000 },
    notifications: [{ notification_id: notificationId }],
    storage: [{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }],
  });
  expect(findTrigger(h.ctx.db, created.id)).toBeDefined();
});

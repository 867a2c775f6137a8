// Event definitions over the API: Graylog's validation answer, permissions and ownership, scheduling.
import { TEST_START_MS } from '../../test/helpers';
import { filterDefinition, makeEventsTestApi, STREAM_A, STREAM_B, type EventsTestApi } from './testSupport';

describe('event definitions', () => {
  let t: EventsTestApi;

  beforeEach(async () => {
    t = await makeEventsTestApi();
    t.addStream(STREAM_A, 'shop');
    t.addStream(STREAM_B, 'blog');
  });

  afterEach(async () => {
    await t.close();
  });

  it('creates a definition scheduled from now, and lists it with its scheduler context', async () => {
    const created = await t.call('POST', '/events/definitions', filterDefinition([STREAM_A]));
    expect(created.statusCode).toBe(200);
    const definition = created.json();
    expect(definition).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'burst',
      alert: true,
      config: { type: 'aggregation-v1', streams: [STREAM_A], search_within_ms: 60_000 },
      storage: [{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }],
    });

    const list = await t.call('GET', '/events/definitions?per_page=0');
    expect(list.json()).toMatchObject({ total: 1, grand_total: 1, count: 1, page: 1, per_page: 0, query: '' });
    expect(list.json().event_definitions[0].id).toBe(definition.id);
    expect(list.json().context.scheduler[definition.id]).toEqual({
      is_scheduled: true,
      status: 'runnable',
      next_time: new Date(TEST_START_MS).toISOString(),
      triggered_at: null,
      data: {
        type: 'event-processor-execution-v1',
        timerange_from: new Date(TEST_START_MS - 60_000).toISOString(),
        timerange_to: new Date(TEST_START_MS).toISOString(),
      },
    });

    const withContext = await t.call('GET', `/events/definitions/${definition.id}/with-context`);
    expect(withContext.json()).toMatchObject({ event_definition: { id: definition.id }, context: { scheduler: { is_scheduled: true } } });
  });

  it('creates a definition unscheduled with ?schedule=false, then schedules and unschedules it', async () => {
    const { id } = (await t.call('POST', '/events/definitions?schedule=false', filterDefinition([STREAM_A]))).json();
    const context = async () => (await t.call('GET', `/events/definitions/${id}/with-context`)).json().context.scheduler;
    expect(await context()).toEqual({ is_scheduled: false });
    expect((await t.call('PUT', `/events/definitions/${id}/schedule`)).statusCode).toBe(204);
    expect(await context()).toMatchObject({ is_scheduled: true });
    expect((await t.call('PUT', `/events/definitions/${id}/unschedule`)).statusCode).toBe(204);
    expect(await context()).toEqual({ is_scheduled: false });
  });

  it('refuses an invalid definition with every problem under its field and saves nothing', async () => {
    const response = await t.call('POST', '/events/definitions', filterDefinition(['5f00000000000000000000ff'], {
      title: '',
      field_spec: { user: { data_type: 'string', providers: [{ type: 'lookup-v1', table_name: 'users', key_field: 'user_id' }] } },
      notifications: [{ notification_id: '5f00000000000000000000ee' }],
    }, {
      query: 'source:(',
      search_within_ms: 0,
      execute_every_ms: -5,
      series: [{ id: 'c', function: 'count', field: null }],
      conditions: { expression: null },
    }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.failed).toBe(true);
    expect(Object.keys(body.errors).sort()).toEqual([
      'conditions', 'execute_every_ms', 'field_spec', 'notifications', 'query', 'search_within_ms', 'streams', 'title',
    ]);
    expect(body.errors.title).toEqual(['Event Definition title cannot be empty.']);
    expect(body.errors.streams).toEqual(["Stream <5f00000000000000000000ff> doesn't exist."]);
    expect(body.errors.conditions).toEqual(['Aggregation with series must also contain conditions']);
    expect(body.errors.field_spec[0]).toMatch(/lookup-v1.*lookup tables/);
    expect((await t.call('GET', '/events/definitions')).json().total).toBe(0);
  });

  it('refuses a window or an interval under a second, as runs share the server\'s one thread', async () => {
    const response = await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], {}, { search_within_ms: 999, execute_every_ms: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      search_within_ms: ['Filter & Aggregation search_within_ms must be at least 1 second (1000 ms).'],
      execute_every_ms: ['Filter & Aggregation execute_every_ms must be at least 1 second (1000 ms).'],
    });
    expect((await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], {}, { search_within_ms: 1000, execute_every_ms: 1000 }))).statusCode).toBe(200);
  });

  it('checks the condition expression and group-by rules', async () => {
    const refused = await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], {}, {
      group_by: ['source'],
      series: [{ id: 'avg-took', function: 'avg', field: 'took' }, { id: 'x', function: 'stddev', field: 'took' }],
      conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'nope' }, right: { expr: 'number', value: 3 } } },
    }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.series).toEqual(['Function <stddev> is not supported; use one of avg, card, count, max, min, sum.']);
    expect(refused.json().errors.conditions[0]).toMatch(/refers to a series that does not exist: "nope"/);

    const accepted = await t.call('POST', '/events/definitions', filterDefinition([STREAM_A], {}, {
      group_by: ['source'],
      series: [{ id: 'avg-took', function: 'avg', field: 'took' }],
      conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'avg-took' }, right: { expr: 'number', value: 3 } } },
    }));
    expect(accepted.statusCode).toBe(200);
  });

  it('validates without saving through /validate', async () => {
    const response = await t.call('POST', '/events/definitions/validate', filterDefinition([STREAM_A], { title: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ failed: true, errors: { title: ['Event Definition title cannot be empty.'] } });
    const fine = await t.call('POST', '/events/definitions/validate', filterDefinition([STREAM_A]));
    expect(fine.json()).toEqual({ failed: false, errors: {} });
    expect((await t.call('GET', '/events/definitions')).json().total).toBe(0);
  });

  it('updates a definition, refusing a body naming another id, and deletes it', async () => {
    const { id } = (await t.call('POST', '/events/definitions', filterDefinition([STREAM_A]))).json();
    const mismatch = await t.call('PUT', `/events/definitions/${id}`, { ...filterDefinition([STREAM_A]), id: '5f00000000000000000000aa' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ id: ["Event definition IDs don't match"] });
    const updated = await t.call('PUT', `/events/definitions/${id}`, { ...filterDefinition([STREAM_B], { title: 'renamed' }), id });
    expect(updated.json()).toMatchObject({ id, title: 'renamed', config: { streams: [STREAM_B] } });
    expect((await t.call('GET', `/events/definitions/${id}`)).json().title).toBe('renamed');
    expect((await t.call('DELETE', `/events/definitions/${id}`)).statusCode).toBe(204);
    const gone = await t.call('GET', `/events/definitions/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(`Event definition <${id}> doesn't exist`);
  });

  it('lets the creator own a definition and shows others only what they may read', async () => {
    t.addUser('creator', ['eventdefinitions:create', `streams:read:${STREAM_A}`]);
    t.addUser('other', ['eventdefinitions:read', 'eventdefinitions:create', `streams:read:${STREAM_A}`]);
    t.addUser('nobody', []);
    const created = await t.call('POST', '/events/definitions', filterDefinition([STREAM_A]), t.as('creator'));
    expect(created.statusCode).toBe(200);
    const { id } = created.json();

    expect((await t.call('GET', `/events/definitions/${id}`, undefined, t.as('creator'))).statusCode).toBe(200);
    expect((await t.call('PUT', `/events/definitions/${id}`, filterDefinition([STREAM_A]), t.as('creator'))).statusCode).toBe(200);
    expect((await t.call('GET', '/events/definitions', undefined, t.as('other'))).json().total).toBe(1);
    expect((await t.call('GET', '/events/definitions', undefined, t.as('nobody'))).json().total).toBe(0);
    expect((await t.call('GET', `/events/definitions/${id}`, undefined, t.as('nobody'))).statusCode).toBe(403);
    expect((await t.call('DELETE', `/events/definitions/${id}`, undefined, t.as('other'))).statusCode).toBe(403);
    expect((await t.call('POST', '/events/definitions', filterDefinition([STREAM_A]), t.as('nobody'))).statusCode).toBe(403);

    // A stream the user may not read cannot be watched, nor every stream at once.
    const foreign = await t.call('POST', '/events/definitions', filterDefinition([STREAM_B]), t.as('other'));
    expect(foreign.json().errors.streams).toEqual([`You may not read stream <${STREAM_B}>.`]);
    const everything = await t.call('POST', '/events/definitions', filterDefinition([]), t.as('other'));
    expect(everything.json().errors.streams).toEqual(['Select the streams to search: you may not read every stream.']);
    expect((await t.call('DELETE', `/events/definitions/${id}`, undefined, t.as('creator'))).statusCode).toBe(204);
  });

  it('answers the entity types this server runs', async () => {
    const response = await t.call('GET', '/events/entity_types');
    expect(response.json()).toEqual({
      processor_types: ['aggregation-v1'],
      field_provider_types: ['template-v1'],
      storage_handler_types: ['persist-to-streams-v1'],
      aggregation_functions: ['avg', 'card', 'count', 'max', 'min', 'sum'],
      notification_types: ['http-notification-v1', 'email-notification-v1', 'legacy-alarm-callback-notification-v1'],
    });
  });
});

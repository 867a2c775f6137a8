import type { ServerContext } from '../context';
import { freeTcpPort } from '../inputs/testSupport';
import { resetLogging, setLogSink } from '../logging/logger';
import { ADMIN, basic, createReader, expectApiError, testContext, useTestApp, withDb, writing } from '../../test/helpers';
import { listSystemMessages, recordSystemMessage, SYSTEM_MESSAGES_KEPT, SYSTEM_MESSAGES_PER_PAGE } from './systemMessages';

const RAW_TCP = 'org.graylog2.inputs.raw.tcp.RawTCPInput';

let restoreSink: () => void;
beforeEach(() => {
  resetLogging();
  restoreSink = setLogSink(() => undefined);
});
afterEach(() => restoreSink());

describe('recordSystemMessage and listSystemMessages', () => {
  let ctx: ServerContext;
  beforeEach(() => { ctx = testContext(Date.UTC(2024, 0, 1)); });
  afterEach(() => ctx.db.close());

  it('pages newest first, 30 a page, with page 0 and page 1 both the first page', () => {
    for (let n = 1; n <= 65; n += 1) recordSystemMessage(ctx, 'org.example.Caller', `message ${n}`);
    const first = listSystemMessages(ctx, 1);
    expect(first.total).toBe(65);
    expect(first.messages).toHaveLength(SYSTEM_MESSAGES_PER_PAGE);
    expect(first.messages[0]).toEqual({ caller: 'org.example.Caller', content: 'message 65', timestamp: '2024-01-01T00:00:00.000Z', node_id: 'node' });
    expect(listSystemMessages(ctx, 0)).toEqual(first);
    expect(listSystemMessages(ctx, 3).messages.map((message) => message.content)).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);
    expect(listSystemMessages(ctx, 4).messages).toEqual([]);
  });

  it('keeps only the newest 10,000', () => {
    for (let n = 1; n <= SYSTEM_MESSAGES_KEPT + 5; n += 1) recordSystemMessage(ctx, 'c', `message ${n}`);
    const lastPage = Math.ceil(SYSTEM_MESSAGES_KEPT / SYSTEM_MESSAGES_PER_PAGE);
    const { total, messages } = listSystemMessages(ctx, lastPage);
    expect(total).toBe(SYSTEM_MESSAGES_KEPT);
    expect(messages[messages.length - 1].content).toBe('message 6');
  });

  it('never throws into the work that reports a message', () => {
    ctx.db.exec('DROP TABLE system_messages');
    expect(() => recordSystemMessage(ctx, 'c', 'lost')).not.toThrow();
  });
});

describe('GET /system/messages', () => {
  const t = useTestApp();

  const contents = async (): Promise<string[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/system/messages?page=1', headers: ADMIN });
    expect(response.statusCode).toBe(200);
    return (response.json() as { messages: Array<{ content: string }> }).messages.map((message) => message.content);
  };
  const send = (method: 'PUT' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url: `/api${url}`, headers: writing(ADMIN) });

  it('says the server started up, in Graylog shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/system/messages', headers: ADMIN });
    expect(response.json()).toEqual({
      total: 1,
      messages: [{ caller: 'org.graylog2.bootstrap.Main', content: 'Started up.', timestamp: new Date(t.clock.now()).toISOString(), node_id: expect.any(String) }],
    });
  });

  it('needs systemmessages:read and refuses a bad page', async () => {
    await createReader(t.app, 'rita');
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/system/messages', headers: basic('rita', 'secret123') }), 403);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/system/messages?page=-1', headers: ADMIN }), 400);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/system/messages?page=x', headers: ADMIN }), 400);
  });

  it('records processing paused and resumed', async () => {
    expect((await send('PUT', '/system/processing/pause')).statusCode).toBe(204);
    expect((await send('PUT', '/system/processing/resume')).statusCode).toBe(204);
    expect(await contents()).toEqual([
      'Resumed message processing - triggered by REST call.', 'Paused message processing - triggered by REST call.', 'Started up.',
    ]);
  });

  it('records an input started and stopped', async () => {
    const input = await t.app.inject({
      method: 'POST', url: '/api/system/inputs', headers: writing(ADMIN),
      payload: { title: 'raw', type: RAW_TCP, global: true, configuration: { bind_address: '127.0.0.1', port: await freeTcpPort() } },
    });
    const { id } = input.json() as { id: string };
    await send('PUT', `/system/inputstates/${id}`);
    await send('DELETE', `/system/inputstates/${id}`);
    expect((await contents()).slice(0, 2)).toEqual([`Input [Raw/Plaintext TCP/${id}] is now STOPPED`, `Input [Raw/Plaintext TCP/${id}] is now RUNNING`]);
  });

  it('records a deflector cycle and the retention that follows it', async () => {
    const prefix = withDb(t.dataDir, (db) => {
      const row = db.prepare('SELECT id, index_prefix, data FROM index_sets WHERE is_default = 1').get() as { id: string; index_prefix: string; data: string };
      const data = JSON.parse(row.data) as { retention_strategy: Record<string, unknown> };
      data.retention_strategy = { ...data.retention_strategy, max_number_of_indices: 1 };
      db.prepare('UPDATE index_sets SET data = ? WHERE id = ?').run(JSON.stringify(data), row.id);
      return row.index_prefix;
    });
    expect((await send('POST', '/system/deflector/cycle')).statusCode).toBe(204);
    const retained = `Running retention strategy [org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy] for index <${prefix}_0>`;
    for (let tries = 0; tries < 100 && !(await contents()).includes(retained); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await contents()).toEqual([retained, `Cycled index alias <${prefix}_deflector> from <${prefix}_0> to <${prefix}_1>.`, 'Started up.']);
  });
});

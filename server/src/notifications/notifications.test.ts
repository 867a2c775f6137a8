import net from 'node:net';
import type { ServerContext } from '../context';
import { ADMIN, basic, createReader, expectApiError, useTestApp, withDb, writing } from '../../test/helpers';
import { freeTcpPort } from '../inputs/testSupport';
import { resetLogging, setLogSink } from '../logging/logger';
import { raiseNotification } from './notifications';

const RAW_TCP = 'org.graylog2.inputs.raw.tcp.RawTCPInput';
const READER = basic('rita', 'secret123');

let restoreSink: () => void;
beforeEach(() => {
  resetLogging();
  restoreSink = setLogSink(() => undefined);
});
afterEach(() => restoreSink());

describe('system notifications', () => {
  const t = useTestApp();

  const list = async (auth = ADMIN) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/system/notifications', headers: auth });
    expect(response.statusCode).toBe(200);
    return response.json() as { total: number; notifications: Array<Record<string, unknown>> };
  };
  const types = async () => (await list()).notifications.map((notification) => notification.type);
  const dismiss = (type: string, auth = ADMIN) => t.app.inject({ method: 'DELETE', url: `/api/system/notifications/${type}`, headers: writing(auth) });

  /** A context on the running app's database, as the server's own areas raise notifications. */
  function onAppDb<T>(work: (ctx: ServerContext) => T): T {
    return withDb(t.dataDir, (db) => work({
      db, dataDir: t.dataDir, now: t.clock.now, settings: { prefix: '', rootTimeZone: 'UTC', pluginUrls: [], host: '127.0.0.1', port: 9000 },
      node: { nodeId: 'other-node', clusterId: 'c', startedAt: '' },
    }));
  }

  async function startRawInput(port: number): Promise<{ id: string; state: string }> {
    const created = await t.app.inject({
      method: 'POST', url: '/api/system/inputs', headers: writing(ADMIN),
      payload: { title: 'raw', type: RAW_TCP, global: true, configuration: { bind_address: '127.0.0.1', port } },
    });
    const { id } = created.json() as { id: string };
    await t.app.inject({ method: 'PUT', url: `/api/system/inputstates/${id}`, headers: writing(ADMIN) });
    const state = (await t.app.inject({ method: 'GET', url: `/api/system/inputstates/${id}`, headers: ADMIN })).json() as { state: string };
    return { id, state: state.state };
  }

  describe('no input running', () => {
    it('is raised once the server started without a running input, and fixed when one runs', async () => {
      const { notifications, total } = await list();
      expect(total).toBe(1);
      expect(notifications[0]).toEqual({
        type: 'no_input_running', severity: 'urgent', timestamp: new Date(t.clock.now()).toISOString(), node_id: expect.any(String), details: {},
      });
      const input = await startRawInput(await freeTcpPort());
      expect(input.state).toBe('RUNNING');
      expect(await types()).toEqual([]);
      // An input is restored on the next start, so the notification stays away.
      await t.restart();
      expect(await types()).toEqual([]);
    });
  });

  describe('an input that fails to start', () => {
    it('raises input_failed_to_start with the input, its title and the reason; the input running later fixes it', async () => {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const { port } = blocker.address() as net.AddressInfo;
      let id: string;
      try {
        const input = await startRawInput(port);
        id = input.id;
        expect(input.state).toBe('FAILED');
        const failed = (await list()).notifications.find((notification) => notification.type === 'input_failed_to_start');
        expect(failed).toMatchObject({ severity: 'normal', details: { input_id: id, reason: `Could not bind to 127.0.0.1:${port}: address already in use` } });
        // The title names the input in the console; Graylog's details carry only its id.
        expect(failed).toMatchObject({ details: { input_title: 'raw' } });
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
      await t.app.inject({ method: 'PUT', url: `/api/system/inputstates/${id}`, headers: writing(ADMIN) });
      expect(await types()).toEqual([]);
    });
  });

  describe('stored notifications', () => {
    it('survive a restart, newest first, one per type', async () => {
      onAppDb((ctx) => raiseNotification(ctx, { type: 'generic', severity: 'normal', details: { title: 'first', description: 'one' } }));
      t.clock.advance(1000);
      onAppDb((ctx) => raiseNotification(ctx, { type: 'generic', severity: 'urgent', details: { title: 'second', description: 'two' } }));
      const raisedAt = new Date(t.clock.now()).toISOString();
      await t.restart();
      const { notifications } = await list();
      expect(notifications.map((notification) => notification.type)).toEqual(['generic', 'no_input_running']);
      expect(notifications[0]).toEqual({
        type: 'generic', severity: 'urgent', timestamp: raisedAt, node_id: 'other-node', details: { title: 'second', description: 'two' },
      });
    });

    it('are dismissed by type, whatever its case; an unknown type is a 400', async () => {
      onAppDb((ctx) => raiseNotification(ctx, { type: 'es_cluster_red', severity: 'urgent' }));
      expect((await dismiss('ES_CLUSTER_RED')).statusCode).toBe(204);
      expect((await dismiss('no_input_running')).statusCode).toBe(204);
      expect(await types()).toEqual([]);
      expect((await dismiss('generic')).statusCode).toBe(204);
      expect(expectApiError(await dismiss('nonsense'), 400)).toBe('No such notification type: [nonsense]');
    });

    it('are hidden from and not dismissable by a reader', async () => {
      await createReader(t.app, 'rita');
      expect(await list(READER)).toEqual({ total: 0, notifications: [] });
      expectApiError(await dismiss('no_input_running', READER), 403);
      expect(await types()).toEqual(['no_input_running']);
    });
  });
});

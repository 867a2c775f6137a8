// Shared by the sidecar tests: an API with only the sidecar routes, calls as the admin, a user with only given
// permissions, and a simulated agent talking to the API over HTTP.
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basic, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { SidecarAgent } from '../../test/sidecarAgent';
import { saveClusterConfig, findConfigClass } from '../clusterconfig/registry';
import { SIDECAR_CONFIG_CLASS } from '../clusterconfig/sidecarConfig';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { registerSidecarRoutes } from './routes';

export interface SidecarTestApi extends TestApi {
  get: (url: string, auth?: Record<string, string>, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth?: Record<string, string>, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** Creates a collector as the admin; answers its id. */
  collector: (fields?: Record<string, unknown>) => Promise<string>;
  /** Creates a configuration as the admin; answers its id. */
  configuration: (collectorId: string, fields?: Record<string, unknown>) => Promise<string>;
  /** Registers a sidecar through the API (as the admin), answering the response. */
  register: (nodeId: string, fields?: { node_name?: string; os?: string; status?: unknown }) => Promise<LightMyRequestResponse>;
  /** A user holding only `permissions`; answers its Basic credentials. */
  userWith: (username: string, permissions: string[]) => Promise<Record<string, string>>;
  /** Starts listening and answers an agent for the node (credentials of the admin unless given). */
  agent: (nodeId: string, nodeName: string, os?: string, auth?: { username: string; password: string }) => Promise<SidecarAgent>;
  setSidecarConfig: (config: Record<string, unknown>) => void;
}

export async function makeSidecarApi(): Promise<SidecarTestApi> {
  const t = await makeTestApi(registerSidecarRoutes);
  let baseUrl: string | undefined;
  const get: SidecarTestApi['get'] = (url, auth = ADMIN, headers = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...auth, ...headers } });
  const send: SidecarTestApi['send'] = (method, url, payload, auth = ADMIN, headers = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...writing(auth), ...headers }, payload: payload as Record<string, unknown> });
  return {
    ...t,
    get,
    send,
    collector: async (fields = {}) => {
      const response = await send('POST', '/sidecar/collectors', {
        name: 'test-beat', service_type: 'exec', node_operating_system: 'linux', executable_path: '/usr/bin/test-beat',
        execute_parameters: '-c %s', validation_parameters: 'test config -c %s', default_template: '', ...fields,
      });
      if (response.statusCode !== 200) throw new Error(`creating a collector answered ${response.statusCode}: ${response.body}`);
      return response.json().id as string;
    },
    configuration: async (collectorId, fields = {}) => {
      const response = await send('POST', '/sidecar/configurations', {
        collector_id: collectorId, name: 'test-config', color: '#ffffff', template: 'name: ${sidecar.nodeName}', ...fields,
      });
      if (response.statusCode !== 200) throw new Error(`creating a configuration answered ${response.statusCode}: ${response.body}`);
      return response.json().id as string;
    },
    register: (nodeId, fields = {}) => send('PUT', `/sidecars/${nodeId}`, {
      node_name: fields.node_name ?? 'web-01',
      node_details: {
        operating_system: fields.os ?? 'Linux', ip: '127.0.0.1', metrics: { cpu_idle: 90, load_1: 0.1, disks_75: [] }, log_file_list: [],
        status: fields.status ?? { status: 0, message: 'running', collectors: [] },
      },
    }, ADMIN, { 'x-graylog-sidecar-version': '1.1.0' }),
    userWith: async (username, permissions) => {
      const password = `${username}-pass-1`;
      insertUser(t.ctx.db, { username, password_hash: await hashPassword(password), email: `${username}@x.org`, full_name: username, permissions }, t.clock.now());
      return basic(username, password);
    },
    agent: async (nodeId, nodeName, os = 'Linux', auth = { username: 'admin', password: 'admin' }) => {
      if (!baseUrl) {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
      }
      return new SidecarAgent({ baseUrl, auth, nodeId, nodeName, os });
    },
    setSidecarConfig: (config) => {
      const entry = findConfigClass(SIDECAR_CONFIG_CLASS);
      if (!entry) throw new Error('no sidecar configuration class');
      saveClusterConfig(t.ctx.db, entry, config);
    },
  };
}

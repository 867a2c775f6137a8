import { ADMIN, basic, createReader, expectApiError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { LoginThrottle } from '../throttle/loginThrottle';
import { registerUserRoutes } from '../users/routes';
import { getLogger, resetLogging, setLogSink } from './logger';
import { registerLoggingRoutes } from './routes';

let t: TestApi;
let lines: string[];
let restoreSink: () => void;
const READER = basic('rita', 'secret123');

beforeEach(async () => {
  resetLogging();
  lines = [];
  restoreSink = setLogSink((line) => { lines.push(line); });
  t = await makeTestApi((api, ctx) => {
    registerUserRoutes(api, ctx, new LoginThrottle(ctx.now));
    registerLoggingRoutes(api, ctx);
  });
});
afterEach(async () => {
  await t.app.close();
  restoreSink();
});

const get = (url: string, auth = ADMIN) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
const put = (url: string, auth = ADMIN) => t.app.inject({ method: 'PUT', url: `/api${url}`, headers: writing(auth) });

describe('GET /system/loggers', () => {
  it('lists the loggers with their levels, the root as "root"', async () => {
    getLogger('org.graylog2.test.Listed');
    const response = await get('/system/loggers');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.loggers).toMatchObject({
      root: { level: 'info', level_syslog: 400 },
      'org.graylog2': { level: 'info', level_syslog: 400 },
      'org.graylog2.test.Listed': { level: 'info', level_syslog: 400 },
    });
    expect(body.total).toBe(Object.keys(body.loggers).length);
  });

  it('shows a reader only the loggers they may read', async () => {
    await createReader(t.app, 'rita');
    expect((await get('/system/loggers', READER)).json()).toEqual({ total: 0, loggers: {} });
    expect((await get('/cluster/system/loggers', READER)).json()).toEqual({ 'test-node': { total: 0, loggers: {} } });
  });
});

describe('subsystems', () => {
  it('are Graylog\'s four with their level', async () => {
    const body = (await get('/system/loggers/subsystems')).json();
    expect(Object.keys(body.subsystems).sort()).toEqual(['authentication', 'graylog', 'indexer', 'sockets']);
    expect(body.subsystems.graylog).toEqual({
      title: 'Graylog', categories: ['org.graylog2', 'org.graylog'], description: 'All messages from Graylog-owned systems.', level: 'info', level_syslog: 400,
    });
    expect(body.subsystems.indexer.categories).toEqual(['org.elasticsearch']);
  });

  it('change level for all their categories, and then what the server prints', async () => {
    const logger = getLogger('org.graylog.plugins.Something');
    logger.debug('before');
    expect((await put('/system/loggers/subsystems/graylog/level/debug')).statusCode).toBe(204);
    logger.debug('after');
    expect(lines.filter((line) => line.includes('org.graylog.plugins.Something'))).toEqual([expect.stringMatching(/ DEBUG: org\.graylog\.plugins\.Something - after$/)]);
    const body = (await get('/system/loggers/subsystems')).json();
    expect(body.subsystems.graylog).toMatchObject({ level: 'debug', level_syslog: 500 });
    expect((await get('/system/loggers')).json().loggers['org.graylog']).toEqual({ level: 'debug', level_syslog: 500 });
  });

  it('answer 404 for an unknown subsystem, 403 to a caller who may not edit them', async () => {
    expect(expectApiError(await put('/system/loggers/subsystems/nope/level/info'), 404)).toBe('No such logging subsystem: [nope]');
    await createReader(t.app, 'rita');
    expectApiError(await put('/system/loggers/subsystems/graylog/level/info', READER), 403);
    expectApiError(await put('/system/loggers/subsystems/nope/level/info', READER), 403);
    expectApiError(await put('/cluster/system/loggers/test-node/subsystems/graylog/level/info', READER), 403);
  });

  it('are listed and changed through the cluster calls', async () => {
    expect((await put('/cluster/system/loggers/test-node/subsystems/sockets/level/error')).statusCode).toBe(204);
    expect((await get('/cluster/system/loggers/subsystems')).json()['test-node'].subsystems.sockets).toMatchObject({ level: 'error', level_syslog: 200 });
    expectApiError(await put('/cluster/system/loggers/other-node/subsystems/sockets/level/error'), 404);
  });
});

describe('PUT /system/loggers/{name}/level/{level}', () => {
  it('sets one logger and its descendants; an unknown level means debug, as log4j reads it', async () => {
    expect((await put('/system/loggers/org.graylog2.test/level/WARN')).statusCode).toBe(204);
    expect(getLogger('org.graylog2.test.Child').isEnabled('INFO')).toBe(false);
    expect((await put('/system/loggers/org.graylog2.test/level/verbose')).statusCode).toBe(204);
    expect((await get('/system/loggers')).json().loggers['org.graylog2.test']).toEqual({ level: 'debug', level_syslog: 500 });
  });

  it('addresses the root logger as "root"', async () => {
    expect((await put('/system/loggers/root/level/error')).statusCode).toBe(204);
    expect((await get('/system/loggers')).json().loggers.root).toEqual({ level: 'error', level_syslog: 200 });
    expect(getLogger('com.example.Anything').isEnabled('WARN')).toBe(false);
  });

  it('is refused to a reader', async () => {
    await createReader(t.app, 'rita');
    expectApiError(await put('/system/loggers/org.graylog2/level/debug', READER), 403);
  });
});

describe('GET /system/loggers/messages/recent', () => {
  it('answers the newest messages at a level or above, at most `limit`', async () => {
    const logger = getLogger('org.graylog2.test.Recent');
    logger.info('one');
    logger.warn('two');
    logger.error('three');
    const all = (await get('/system/loggers/messages/recent')).json().messages;
    expect(all.map((message: { message: string }) => message.message)).toEqual(['three', 'two', 'one']);
    expect(all[0]).toEqual({
      message: 'three', class_name: 'org.graylog2.test.Recent', level: 'ERROR', marker: null, timestamp: expect.stringMatching(/Z$/),
      throwable: null, thread_name: 'main', context: {},
    });
    const warnings = (await get('/system/loggers/messages/recent?limit=1&level=warn')).json().messages;
    expect(warnings.map((message: { message: string }) => message.message)).toEqual(['three']);
  });

  it('needs loggersmessages:read and a sane limit', async () => {
    await createReader(t.app, 'rita');
    expectApiError(await get('/system/loggers/messages/recent', READER), 403);
    expectApiError(await get('/system/loggers/messages/recent?limit=-1'), 400);
  });
});

describe('the access log', () => {
  it('prints one DEBUG line a request once its logger is at DEBUG, with the route but no query or ids', async () => {
    await get('/system/loggers?secret=token123');
    expect(lines.some((line) => line.includes('RestAccessLogFilter'))).toBe(false);
    await put('/system/loggers/org.graylog2.shared.rest/level/debug');
    await get('/system/loggers/messages/recent?limit=5&secret=token123');
    await put('/system/loggers/org.graylog2.test.Secret-Id/level/info');
    const access = lines.filter((line) => line.includes('RestAccessLogFilter'));
    // The call that switched the level on is the first one logged: the line is written after the answer.
    expect(access).toEqual([
      expect.stringMatching(/"PUT \/api\/system\/loggers\/:loggerName\/level\/:level" 204 \d+ms$/),
      expect.stringMatching(/ DEBUG: org\.graylog2\.shared\.rest\.RestAccessLogFilter - \S+ admin "GET \/api\/system\/loggers\/messages\/recent" 200 \d+ms$/),
      expect.stringMatching(/"PUT \/api\/system\/loggers\/:loggerName\/level\/:level" 204 \d+ms$/),
    ]);
    expect(access.join('\n')).not.toMatch(/token123|Secret-Id/);
  });
});

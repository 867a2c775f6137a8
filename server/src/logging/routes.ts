// Graylog's /system/loggers (LoggersResource) and /cluster/system/loggers (this server is the only node): the
// loggers and subsystems with their levels, changing a level, and the recent log messages. Also the API's access
// log: one DEBUG line a request under Graylog's RestAccessLogFilter logger.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isPermitted } from '../auth/permissions';
import { notFound } from '../http/errors';
import { permissionTarget } from '../http/crud';
import { registerRoutes, route } from '../http/routes';
import { requireThisNode } from '../system/overview';
import { intLevel, toLevel, type Level } from './levels';
import { getLogger, knownLoggers, recentRecords, RECENT_CAPACITY, ROOT_LOGGER, setLoggerLevel } from './logger';
import { isSubsystem, setSubsystemLevel, SUBSYSTEMS, subsystemLevel } from './subsystems';

/** log4j's root logger has no name; the calls address and list it as "root". */
const ROOT_ALIAS = 'root';

const LoggerLevelParams = Type.Object({
  loggerName: Type.String({ minLength: 1, maxLength: 500 }),
  level: Type.String({ minLength: 1, maxLength: 20 }),
});
const SubsystemLevelParams = Type.Object({
  subsystem: Type.String({ minLength: 1, maxLength: 100 }),
  level: Type.String({ minLength: 1, maxLength: 20 }),
});
const NodeSubsystemLevelParams = Type.Object({
  nodeId: Type.String({ minLength: 1, maxLength: 100 }),
  subsystem: Type.String({ minLength: 1, maxLength: 100 }),
  level: Type.String({ minLength: 1, maxLength: 20 }),
});
const RecentQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0 })),
  level: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
});

const levelSummary = (level: Level) => ({ level: level.toLowerCase(), level_syslog: intLevel(level) });

function loggersSummary(permissions: readonly string[]) {
  const loggers: Record<string, { level: string; level_syslog: number }> = {};
  for (const { name, level } of knownLoggers()) {
    const shown = name === ROOT_LOGGER ? ROOT_ALIAS : name;
    if (isPermitted(permissions, `loggers:read:${permissionTarget(shown)}`)) loggers[shown] = levelSummary(level);
  }
  return { total: Object.keys(loggers).length, loggers };
}

function subsystemsSummary(permissions: readonly string[]) {
  const subsystems: Record<string, object> = {};
  for (const [key, subsystem] of Object.entries(SUBSYSTEMS)) {
    if (!isPermitted(permissions, `loggers:readsubsystem:${key}`)) continue;
    subsystems[key] = { title: subsystem.title, categories: subsystem.categories, description: subsystem.description, ...levelSummary(subsystemLevel(subsystem)) };
  }
  return { subsystems };
}

// Graylog answers 404 for an unknown subsystem before checking the permission; here the bare permission is
// required first, so a caller who may not edit subsystems gets 403 whatever the name.
const editSubsystemPermission = (subsystem: string) => (isSubsystem(subsystem) ? `loggers:editsubsystem:${subsystem}` : 'loggers:editsubsystem');

function changeSubsystemLevel(subsystem: string, level: string): void {
  if (!isSubsystem(subsystem)) throw notFound(`No such logging subsystem: [${subsystem}]`);
  // As log4j's Level.toLevel in Graylog: an unknown level name means DEBUG.
  setSubsystemLevel(SUBSYSTEMS[subsystem], toLevel(level, 'DEBUG'));
}

export function registerLoggingRoutes(api: FastifyInstance, ctx: ServerContext): void {
  installAccessLog(api);
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/loggers',
      auth: 'authenticated',
      handler: ({ caller }) => loggersSummary(caller.permissions),
    }),
    route({
      method: 'GET',
      url: '/system/loggers/subsystems',
      auth: 'authenticated',
      handler: ({ caller }) => subsystemsSummary(caller.permissions),
    }),
    route({
      method: 'PUT',
      url: '/system/loggers/subsystems/:subsystem/level/:level',
      auth: { permission: ({ subsystem }) => editSubsystemPermission(subsystem) },
      schema: { params: SubsystemLevelParams },
      handler: ({ params }) => { changeSubsystemLevel(params.subsystem, params.level); },
    }),
    route({
      method: 'PUT',
      url: '/system/loggers/:loggerName/level/:level',
      auth: { permission: ({ loggerName }) => `loggers:edit:${permissionTarget(loggerName)}` },
      schema: { params: LoggerLevelParams },
      handler: ({ params }) => {
        setLoggerLevel(params.loggerName === ROOT_ALIAS ? ROOT_LOGGER : params.loggerName, toLevel(params.level, 'DEBUG'));
      },
    }),
    route({
      method: 'GET',
      url: '/system/loggers/messages/recent',
      auth: { permission: 'loggersmessages:read' },
      schema: { querystring: RecentQuery },
      handler: ({ query }) => ({ messages: recentRecords(Math.min(query.limit ?? RECENT_CAPACITY, RECENT_CAPACITY), toLevel(query.level, 'ALL')) }),
    }),
    route({
      method: 'GET',
      url: '/cluster/system/loggers',
      auth: 'authenticated',
      handler: ({ caller }) => ({ [ctx.node.nodeId]: loggersSummary(caller.permissions) }),
    }),
    route({
      method: 'GET',
      url: '/cluster/system/loggers/subsystems',
      auth: 'authenticated',
      handler: ({ caller }) => ({ [ctx.node.nodeId]: subsystemsSummary(caller.permissions) }),
    }),
    route({
      method: 'PUT',
      url: '/cluster/system/loggers/:nodeId/subsystems/:subsystem/level/:level',
      auth: { permission: ({ subsystem }) => editSubsystemPermission(subsystem) },
      schema: { params: NodeSubsystemLevelParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        changeSubsystemLevel(params.subsystem, params.level);
      },
    }),
  ]);
}

const ACCESS_LOG = getLogger('org.graylog2.shared.rest.RestAccessLogFilter');

/**
 * Who called which route and how it went. The route's pattern, not the path: paths carry session ids and token
 * values (DELETE /system/sessions/{id}), query strings search terms; headers are never logged.
 */
function installAccessLog(api: FastifyInstance): void {
  api.addHook('onResponse', async (request, reply) => {
    if (!ACCESS_LOG.isEnabled('DEBUG')) return;
    const user = request.auth?.user.username ?? '-';
    const pattern = request.routeOptions.url ?? '-';
    ACCESS_LOG.debug(`${request.ip} ${user} "${request.method} ${pattern}" ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`);
  });
}

// The local Graylog-compatible API: one encapsulated fastify context under <prefix>/api with
// its own JSON parser, error shape, query coercion and auth hook. Each area registers its routes here.
import type { FastifyInstance } from 'fastify';
import type { IngestServices, ServerContext } from './context';
import { installAuth } from './auth/hook';
import { installApiErrorHandling, notFound } from './http/errors';
import { installJsonParser } from './http/json';
import { installQueryCoercion } from './http/query';
import { registerAuthzRoutes } from './authz/routes';
import { registerCodecRoutes } from './codecs';
import { registerCountRoutes } from './counts/routes';
import { registerDecoratorRoutes } from './decorators/routes';
import { registerExtractorRoutes } from './extractors/routes';
import { registerGrokRoutes } from './grok/routes';
import { registerInputRoutes } from './inputs/routes';
import { registerMessageRoutes } from './messages/routes';
import { registerMetricRoutes } from './metrics/routes';
import { registerSearchRoutes } from './search/routes';
import { registerToolRoutes } from './tools/routes';
import { registerRoleRoutes } from './roles/routes';
import { registerSessionRoutes } from './sessions/routes';
import { registerSystemRoutes } from './system/routes';
import { LoginThrottle } from './throttle/loginThrottle';
import { registerTokenRoutes } from './tokens/routes';
import { registerUserRoutes } from './users/routes';
import { registerViewsRoutes } from './views/routes';
import { registerUrlWhitelistRoutes } from './urlwhitelist/routes';
import { registerLegacyAlerting } from './alerts/routes';
import { registerOutputRoutes } from './outputs/routes';
import { registerIndexSetRoutes } from './indices/routes';
import { registerStreamRoutes } from './streams/routes';
import { registerEventRoutes } from './events/routes';
import { registerLookupRoutes } from './lookup/routes';
import { registerPipelineRoutes } from './pipelines/routes';
import { registerMessageProcessorRoutes } from './messageprocessors/routes';
import { registerProcessingRoutes } from './journal/routes';
import { registerSystemJobRoutes } from './systemjobs/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerClusterConfigRoutes } from './clusterconfig/routes';
import { registerLoggingRoutes } from './logging/routes';
import { registerIndexerRoutes } from './indexer/routes';
import { registerSystemMessageRoutes } from './systemmessages/routes';
import { registerAuthServiceRoutes } from './authservices/routes';
import { registerContentPackRoutes } from './contentpacks/routes';
import { registerSidecarRoutes } from './sidecars/routes';
import { registerFreeEnterpriseRoutes } from './enterprise/routes';

/**
 * What every API context has, whatever its routes: JSON bodies only, typed query strings, the auth
 * hook, one error shape. Returns the login throttle, shared by the login form and Basic passwords.
 */
export function installApiBasics(api: FastifyInstance, ctx: ServerContext): LoginThrottle {
  installJsonParser(api);
  installQueryCoercion(api);
  const loginThrottle = new LoginThrottle(ctx.now);
  installAuth(api, ctx, loginThrottle);
  installApiErrorHandling(api);
  return loginThrottle;
}

/**
 * Unknown paths are answered by a catch-all route of the API context rather than by a not-found
 * handler, so they pass the auth hook like every route (401 before 404), and the console's history
 * fallback (GET /*) never answers for the API. Register it last.
 */
export function registerUnknownPathRoute(api: FastifyInstance): void {
  api.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    config: { auth: 'authenticated' },
    handler: async (request) => {
      throw notFound(`No API endpoint ${request.method} ${request.url.split('?')[0]}`);
    },
  });
}

export function apiPlugin(ctx: ServerContext, ingest: IngestServices) {
  return async (api: FastifyInstance): Promise<void> => {
    const loginThrottle = installApiBasics(api, ctx);

    registerSystemRoutes(api, ctx);
    registerSessionRoutes(api, ctx, loginThrottle);
    registerUserRoutes(api, ctx, loginThrottle);
    registerTokenRoutes(api, ctx);
    registerRoleRoutes(api, ctx);
    registerAuthzRoutes(api, ctx);
    registerInputRoutes(api, ctx, ingest.inputs);
    registerExtractorRoutes(api, ctx);
    registerGrokRoutes(api, ctx);
    registerToolRoutes(api, ctx);
    registerCodecRoutes(api, ctx);
    registerMessageRoutes(api, ctx, ingest.messages);
    registerSearchRoutes(api, ctx, ingest.messages);
    registerViewsRoutes(api, ctx, ingest.messages);
    registerDecoratorRoutes(api, ctx);
    registerCountRoutes(api, ctx, ingest.messages);
    registerMetricRoutes(api, ctx, ingest.metrics);
    registerUrlWhitelistRoutes(api, ctx);
    registerLegacyAlerting(api, ctx, ingest.messages);
    registerOutputRoutes(api, ctx, ingest);
    registerIndexSetRoutes(api, ctx);
    registerStreamRoutes(api, ctx, ingest);
    registerEventRoutes(api, ctx, ingest.messages);
    registerLookupRoutes(api, ctx);
    registerPipelineRoutes(api, ctx, ingest.metrics);
    registerMessageProcessorRoutes(api, ctx);
    registerProcessingRoutes(api, ctx, ingest.metrics);
    registerSystemJobRoutes(api, ctx);
    registerNotificationRoutes(api, ctx);
    registerClusterConfigRoutes(api, ctx);
    registerLoggingRoutes(api, ctx);
    registerSystemMessageRoutes(api, ctx);
    registerAuthServiceRoutes(api, ctx);
    registerContentPackRoutes(api, ctx, ingest);
    registerSidecarRoutes(api, ctx);
    registerFreeEnterpriseRoutes(api, ctx);

    registerIndexerRoutes(api, ctx);

    registerUnknownPathRoute(api);
  };
}

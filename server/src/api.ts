// The local Graylog-compatible API: one encapsulated fastify context under <prefix>/api with
// its own JSON parser, error shape, query coercion and auth hook. Each area registers its routes here.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from './context';
import { installAuth } from './auth/hook';
import { installApiErrorHandling } from './http/errors';
import { installJsonParser } from './http/json';
import { installQueryCoercion } from './http/query';
import { registerSessionRoutes } from './sessions/routes';
import { registerSystemRoutes } from './system/routes';
import { registerUserRoutes } from './users/routes';

export function apiPlugin(ctx: ServerContext) {
  return async (api: FastifyInstance): Promise<void> => {
    installApiErrorHandling(api);
    installJsonParser(api);
    installQueryCoercion(api);
    installAuth(api, ctx);

    registerSystemRoutes(api, ctx);
    registerSessionRoutes(api, ctx);
    registerUserRoutes(api, ctx);
  };
}

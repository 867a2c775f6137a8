// Declaring a route: method, path, who may call it, TypeBox schemas for its input, and a handler that
// receives the validated, typed input. Validation failures become one 400 shape (http/errors.ts);
// the access rule is enforced by the auth hook (auth/hook.ts) before the body is even read.
//
//   route({
//     method: 'PUT', url: '/users/:userId/status/:status',
//     auth: { permission: (params) => `users:edit:${params.userId}` },
//     schema: { params: Type.Object({ userId: Type.String(), status: Type.String() }) },
//     handler: ({ params, caller }) => { ... },   // return a body (200), or nothing (204)
//   })
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { requireAuth } from '../auth/hook';
import type { AnyOf, AuthContext, RouteAuth, ShownPermission } from '../auth/types';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}

/** The default when a route declares no schema at all. */
export interface NoSchemas {
  params?: undefined;
  querystring?: undefined;
  body?: undefined;
}

type Typed<Schema, Otherwise> = Schema extends TSchema ? Static<Schema> : Otherwise;

export type ParamsOf<S extends RouteSchemas> = Typed<S['params'], Record<string, string>>;

/**
 * Who may call the route. Permission functions receive the raw path parameters (strings, not yet
 * validated) because the check runs before the body is read: a caller without the permission
 * gets 403, never a validation error that would tell them about the route's input. A function may
 * answer a list: the caller needs any one of those permissions, and a refusal names the first.
 */
export type Access<S extends RouteSchemas> =
  | 'public'
  | 'authenticated'
  | { permission: string | ((params: ParamsOf<S>, request: FastifyRequest) => string | AnyOf | ShownPermission) };

export interface HandlerInput<S extends RouteSchemas> {
  params: ParamsOf<S>;
  query: Typed<S['querystring'], Record<string, unknown>>;
  body: Typed<S['body'], undefined>;
  /** The authenticated caller; reading it on an anonymous call of a public route answers 401. */
  readonly caller: AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<S extends RouteSchemas> {
  method: Method;
  /** Relative to the API root, exactly as in Graylog's endpoint list, with `:name` parameters. */
  url: string;
  auth: Access<S>;
  schema?: S;
  /** Status of a successful answer: default 200 with a body, 204 when the handler returns nothing. */
  status?: number;
  handler: (input: HandlerInput<S>) => unknown;
}

/** A route ready to register; build it with `route()`. */
export interface DeclaredRoute {
  readonly method: Method;
  readonly url: string;
  readonly options: RouteOptions;
}

function toRouteAuth<S extends RouteSchemas>(access: Access<S>): RouteAuth {
  if (typeof access === 'string') return access;
  const { permission } = access;
  if (typeof permission === 'string') return { permission };
  // Path parameters are always strings at this point, which is what ParamsOf promises for string schemas.
  return { permission: (request) => permission(request.params as ParamsOf<S>, request) };
}

export function route<S extends RouteSchemas = NoSchemas>(definition: RouteDefinition<S>): DeclaredRoute {
  const { method, url, schema, status, handler } = definition;
  const options: RouteOptions = {
    method,
    url,
    schema,
    config: { auth: toRouteAuth(definition.auth) },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result: unknown = await handler({
        // fastify has validated these against `schema` before the handler runs.
        params: request.params as ParamsOf<S>,
        query: request.query as HandlerInput<S>['query'],
        body: request.body as HandlerInput<S>['body'],
        get caller() {
          return requireAuth(request);
        },
        request,
        reply,
      });
      if (reply.sent) return reply;
      // A handler may also set a status itself (reply.code) for answers that vary.
      if (status !== undefined) reply.code(status);
      else if (result === undefined && reply.statusCode === 200) reply.code(204);
      return reply.send(result);
    },
  };
  return { method, url, options };
}

export function registerRoutes(api: FastifyInstance, routes: readonly DeclaredRoute[]): void {
  for (const declared of routes) api.route(declared.options);
}

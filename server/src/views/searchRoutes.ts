// Graylog 4's search jobs: POST /views/search (store a search), GET /views/search[/{id}], POST
// /views/search/{id}/execute (run it: the job comes back done) and GET /views/search/status/{jobId}.
// Any user may create and run searches; what they see is limited by their stream permissions.
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import { forbidden, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { route, type DeclaredRoute } from '../http/routes';
import type { MessageStore } from '../messages/types';
import { callerTimeZone } from '../search/timeRange';
import { assertStreamsReadable, readableStreams } from '../streams/access';
import { executeSearch } from './executeSearch';
import { SearchJobs, searchJobJson } from './searchJobs';
import { ExecutionBody, SearchBody } from './searchSchema';
import { deleteUnreferencedSearches, findSearch, isSearchOwner, mayReadSearch, saveSearch, searchesReadableBy, searchJson, type StoredSearch } from './searchStore';
import { checkSearch, filterStreams } from './searchValidation';

const SearchParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
const JobParams = Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 200 }) });
const CLEANUP_EVERY_MS = 3600 * 1000;

/** The search, if it exists (404) and the caller may read it (403, as Graylog answers). */
export function readableSearch(ctx: ServerContext, caller: AuthContext, id: string): StoredSearch {
  const search = findSearch(ctx.db, id);
  if (!search) throw notFound(`Search with id ${id} does not exist`);
  if (!mayReadSearch(ctx.db, caller, search)) throw forbidden(`User ${caller.user.username} does not have permission to load search ${id}`);
  return search;
}

/** Every stream a search names in its queries' and search types' filters. */
function streamsNamedBy(search: SearchBody): string[] {
  return search.queries.flatMap((query, q) => [
    ...filterStreams(query.filter, `queries[${q}].filter`),
    ...query.search_types.flatMap((searchType, s) => [...(searchType.streams ?? []), ...filterStreams(searchType.filter, `queries[${q}].search_types[${s}].filter`)]),
  ]);
}

/** Graylog runs a search executed without a body as one with an empty execution state. */
function allowingEmptyBody(declared: DeclaredRoute): DeclaredRoute {
  const preValidation = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) request.body = {};
  };
  return { ...declared, options: { ...declared.options, preValidation } };
}

export function searchRoutes(ctx: ServerContext, store: MessageStore, jobs: SearchJobs): DeclaredRoute[] {
  const { db } = ctx;
  let lastCleanupMs = Number.NEGATIVE_INFINITY;

  return [
    route({
      method: 'POST',
      url: '/views/search',
      auth: 'authenticated',
      schema: { body: SearchBody },
      status: 201,
      handler: ({ body, caller }) => {
        checkSearch(body, { nowMs: ctx.now(), timeZone: callerTimeZone(ctx, caller) });
        assertStreamsReadable(caller.permissions, streamsNamedBy(body));
        const id = body.id ?? newObjectId(ctx.now());
        const saved = db.transaction(() => {
          const previous = findSearch(db, id);
          if (previous && !isSearchOwner(caller, previous) && !isPermitted(caller.permissions, '*')) {
            throw forbidden(`Unable to update search with id <${id}>, already exists and user is not permitted to overwrite it.`);
          }
          if (ctx.now() - lastCleanupMs > CLEANUP_EVERY_MS) {
            deleteUnreferencedSearches(db, ctx.now());
            lastCleanupMs = ctx.now();
          }
          return saveSearch(db, id, body, caller.user, ctx.now());
        })();
        return searchJson(saved);
      },
    }),

    route({
      method: 'GET',
      url: '/views/search',
      auth: 'authenticated',
      handler: ({ caller }) => searchesReadableBy(db, caller).map(searchJson),
    }),

    route({
      method: 'GET',
      url: '/views/search/:id',
      auth: 'authenticated',
      schema: { params: SearchParams },
      handler: ({ params, caller }) => searchJson(readableSearch(ctx, caller, params.id)),
    }),

    allowingEmptyBody(route({
      method: 'POST',
      url: '/views/search/:id/execute',
      auth: 'authenticated',
      schema: { params: SearchParams, body: ExecutionBody },
      status: 201,
      handler: ({ params, body, caller }) => {
        const search = readableSearch(ctx, caller, params.id);
        const result = executeSearch(search, body, {
          store,
          nowMs: ctx.now(),
          timeZone: callerTimeZone(ctx, caller),
          permissions: caller.permissions,
          readable: readableStreams(db, caller.permissions),
        });
        const job = { id: newObjectId(ctx.now()), searchId: search.id, owner: caller.user.username, ownerId: caller.user.id, completedAtMs: ctx.now(), result };
        jobs.add(job);
        return searchJobJson(job);
      },
    })),

    route({
      method: 'GET',
      url: '/views/search/status/:jobId',
      auth: 'authenticated',
      schema: { params: JobParams },
      handler: ({ params, caller }) => {
        const job = jobs.find(params.jobId, caller.user.id);
        if (!job) throw notFound(`Search job ${params.jobId} does not exist`);
        return searchJobJson(job);
      },
    }),
  ];
}

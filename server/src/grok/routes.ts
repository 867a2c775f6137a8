// /system/grok: the stored grok patterns (list, page, read, create, update, delete), bulk imports
// (a pattern file as text/plain, or JSON) and a test against sample data. Every write is checked
// against the pattern set as it would be afterwards, so no stored pattern is ever left unusable.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { ApiError, badRequest, notFound } from '../http/errors';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { bumpIngestConfig } from '../processing/configVersion';
import { runUserRegex, UserRegexError } from '../regex/userRegex';
import { compileGrok, GrokError } from './compile';
import {
  deleteAllGrokPatterns, deleteGrokPattern, findGrokPattern, findGrokPatternByName, insertGrokPattern,
  listGrokPatterns, loadGrokPatterns, updateGrokPattern, upsertGrokPattern, type GrokPattern,
} from './store';
import { directUsersOf, GROK_NAME, GROK_NAME_RULE, parsePatternFile, problemsAfterWrite } from './validation';

const READ = 'inputs:read';
const EDIT = 'inputs:edit';
/** How many problems a refused bulk import lists before summing up the rest. */
const LISTED_PROBLEMS = 25;

const Name = Type.String({ minLength: 1, maxLength: 200 });
const PatternText = Type.String({ minLength: 1, maxLength: 100_000 });
// Graylog clients send the whole entity back, id and content_pack included; both are ignored.
const PatternInput = Type.Object(
  {
    name: Name,
    pattern: PatternText,
    id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    content_pack: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const PatternList = Type.Object({ patterns: Type.Array(PatternInput, { maxItems: 10_000 }) }, { additionalProperties: false });
const PatternIdParams = Type.Object({ patternId: Type.String({ maxLength: 100 }) });
const ReplaceQuery = Type.Object({ replace: Type.Optional(Type.Boolean()) }, { additionalProperties: true });
const TestBody = Type.Object(
  {
    grok_pattern: Type.Object(
      {
        name: Type.String({ maxLength: 200 }),
        pattern: PatternText,
        id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
        content_pack: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
      },
      { additionalProperties: false },
    ),
    sampleData: Type.String({ maxLength: 1_000_000 }),
  },
  { additionalProperties: false },
);

/** Grok and regex failures are the caller's pattern at fault: 400 with the reason. */
function asBadRequest(error: unknown): unknown {
  if (error instanceof GrokError || error instanceof UserRegexError) return badRequest(error.message);
  return error;
}

function requirePattern(db: Db, id: string): GrokPattern {
  const pattern = findGrokPattern(db, id);
  if (!pattern) throw notFound(`Couldn't find grok pattern with ID ${id}`);
  return pattern;
}

function assertName(name: string): void {
  if (!GROK_NAME.test(name)) throw badRequest(`Grok pattern name "${name}" ${GROK_NAME_RULE}`, 'name', GROK_NAME_RULE);
}

function assertUnusedName(db: Db, name: string, exceptId?: string): void {
  const existing = findGrokPatternByName(db, name);
  if (existing && existing.id !== exceptId) throw badRequest(`Grok pattern ${name} already exists`, 'name', 'already exists');
}

function assertCompiles(patterns: ReadonlyMap<string, string>, written: string): void {
  const problems = problemsAfterWrite(patterns, [written]);
  const own = problems.find((problem) => problem.name === written);
  if (own) throw badRequest(`Invalid grok pattern ${written}: ${own.reason}`, 'pattern', own.reason);
  if (problems.length > 0) {
    throw badRequest(`Saving ${written} would break ${problems.map((problem) => `${problem.name} (${problem.reason})`).join(', ')}`, 'pattern');
  }
}

interface ImportEntry {
  /** Where the entry came from, for error messages: "line 3" or "pattern 2". */
  where: string;
  name: string;
  pattern: string;
}

function importProblems(db: Db, entries: readonly ImportEntry[], replace: boolean, earlier: readonly string[]): string[] {
  const problems = [...earlier];
  const seen = new Map<string, string>();
  for (const entry of entries) {
    if (!GROK_NAME.test(entry.name)) problems.push(`${entry.where}: the name "${entry.name}" ${GROK_NAME_RULE}`);
    else if (entry.pattern.trim() === '') problems.push(`${entry.where} (${entry.name}): the pattern is empty`);
    const first = seen.get(entry.name);
    if (first !== undefined) problems.push(`${entry.where}: ${entry.name} is already defined in ${first}`);
    else seen.set(entry.name, entry.where);
  }
  if (problems.length > 0) return problems;

  const resulting = replace ? new Map<string, string>() : loadGrokPatterns(db);
  for (const entry of entries) resulting.set(entry.name, entry.pattern);
  for (const problem of problemsAfterWrite(resulting, entries.map((entry) => entry.name))) {
    const where = seen.get(problem.name);
    problems.push(where === undefined ? `stored pattern ${problem.name} would break: ${problem.reason}` : `${where} (${problem.name}): ${problem.reason}`);
  }
  return problems;
}

/** Validates the whole import first; then writes all of it in one transaction, or nothing. */
function importPatterns(ctx: ServerContext, entries: readonly ImportEntry[], replace: boolean, earlier: readonly string[] = []): void {
  const { db } = ctx;
  const problems = importProblems(db, entries, replace, earlier);
  if (problems.length > 0) {
    const listed = problems.slice(0, LISTED_PROBLEMS);
    const more = problems.length > LISTED_PROBLEMS ? `; and ${problems.length - LISTED_PROBLEMS} more` : '';
    throw badRequest(`Did not save any grok patterns: ${listed.join('; ')}${more}`);
  }
  // An empty import changes nothing, even with replace: an empty upload must not wipe the set.
  if (entries.length === 0) return;
  const nowMs = ctx.now();
  db.transaction(() => {
    if (replace) deleteAllGrokPatterns(db);
    for (const entry of entries) upsertGrokPattern(db, entry.name, entry.pattern, nowMs);
  })();
  bumpIngestConfig();
}

function createPattern(ctx: ServerContext, name: string, pattern: string): GrokPattern {
  const { db } = ctx;
  assertName(name);
  assertUnusedName(db, name);
  const resulting = loadGrokPatterns(db);
  resulting.set(name, pattern);
  assertCompiles(resulting, name);
  const created = db.transaction(() => insertGrokPattern(db, name, pattern, ctx.now()))();
  bumpIngestConfig();
  return created;
}

/**
 * Tests a pattern as it would be saved: registered under its name among the stored patterns and
 * matched as %{NAME}, so the answer also holds the whole match under that name (Graylog's behaviour).
 */
function testPattern(db: Db, name: string, pattern: string, sample: string): Record<string, unknown> {
  const patterns = loadGrokPatterns(db);
  const named = GROK_NAME.test(name);
  if (named) patterns.set(name, pattern);
  return runUserRegex(() => {
    const grok = compileGrok(named ? `%{${name}}` : pattern, (key) => patterns.get(key), { namedCapturesOnly: false });
    return grok.match(sample) ?? {};
  });
}

export function registerGrokRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/grok',
      auth: { permission: READ },
      handler: () => ({ patterns: listGrokPatterns(db) }),
    }),

    route({
      method: 'GET',
      url: '/system/grok/paginated',
      auth: { permission: READ },
      schema: { querystring: PaginationQuery },
      handler: ({ query }) =>
        paginatedBody(
          'patterns',
          paginate<GrokPattern>(
            {
              db,
              from: 'grok_patterns',
              sortable: { name: 'name', pattern: 'pattern', id: 'id' },
              searchable: { name: 'name', pattern: 'pattern' },
              defaultSort: { field: 'name', order: 'asc' },
              map: ({ id, name, pattern, content_pack }) => ({ id, name, pattern, content_pack }),
            },
            query,
          ),
        ),
    }),

    route({
      method: 'GET',
      url: '/system/grok/:patternId',
      auth: { permission: READ },
      schema: { params: PatternIdParams },
      handler: ({ params }) => requirePattern(db, params.patternId),
    }),

    route({
      method: 'POST',
      url: '/system/grok/test',
      auth: { permission: READ },
      schema: { body: TestBody },
      handler: ({ body }) => {
        try {
          return testPattern(db, body.grok_pattern.name, body.grok_pattern.pattern, body.sampleData);
        } catch (error) {
          throw asBadRequest(error);
        }
      },
    }),

    route({
      method: 'PUT',
      url: '/system/grok',
      auth: { permission: EDIT },
      status: 202,
      schema: { querystring: ReplaceQuery, body: PatternList },
      handler: ({ query, body }) => {
        const entries = body.patterns.map((entry, index) => ({ where: `pattern ${index + 1}`, name: entry.name, pattern: entry.pattern }));
        importPatterns(ctx, entries, query.replace ?? false);
      },
    }),

    route({
      method: 'PUT',
      url: '/system/grok/:patternId',
      auth: { permission: EDIT },
      schema: { params: PatternIdParams, body: PatternInput },
      handler: ({ params, body }) => {
        const existing = requirePattern(db, params.patternId);
        assertName(body.name);
        assertUnusedName(db, body.name, existing.id);
        const resulting = loadGrokPatterns(db);
        if (body.name !== existing.name) {
          const users = directUsersOf(resulting, existing.name);
          if (users.length > 0) {
            throw badRequest(`Cannot rename grok pattern ${existing.name}: it is used by ${users.join(', ')}`, 'name', `used by ${users.join(', ')}`);
          }
          resulting.delete(existing.name);
        }
        resulting.set(body.name, body.pattern);
        assertCompiles(resulting, body.name);
        db.transaction(() => updateGrokPattern(db, existing.id, body.name, body.pattern))();
        bumpIngestConfig();
        return { ...existing, name: body.name, pattern: body.pattern };
      },
    }),

    route({
      method: 'DELETE',
      url: '/system/grok/:patternId',
      auth: { permission: EDIT },
      schema: { params: PatternIdParams },
      handler: ({ params }) => {
        const existing = requirePattern(db, params.patternId);
        const users = directUsersOf(loadGrokPatterns(db), existing.name);
        if (users.length > 0) throw badRequest(`Cannot delete grok pattern ${existing.name}: it is used by ${users.join(', ')}`);
        db.transaction(() => deleteGrokPattern(db, existing.id))();
        bumpIngestConfig();
      },
    }),
  ]);

  // POST /system/grok takes a JSON pattern (create) or a pattern file as text/plain (bulk import).
  // The text parser lives in a child context so that no other route of the API accepts text bodies.
  void api.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
    registerRoutes(scope, [
      route({
        method: 'POST',
        url: '/system/grok',
        auth: { permission: EDIT },
        schema: { querystring: ReplaceQuery, body: Type.Union([PatternInput, Type.String({ maxLength: 5_000_000 })]) },
        handler: ({ query, body, request, reply }) => {
          if (typeof body !== 'string') {
            const created = createPattern(ctx, body.name, body.pattern);
            reply.code(201);
            return created;
          }
          if (!String(request.headers['content-type'] ?? '').startsWith('text/plain')) {
            throw new ApiError(400, 'Send a grok pattern as a JSON object, or a pattern file as text/plain');
          }
          const file = parsePatternFile(body);
          const entries = file.entries.map((entry) => ({ where: `line ${entry.line}`, name: entry.name, pattern: entry.pattern }));
          importPatterns(ctx, entries, query.replace ?? false, file.errors);
          reply.code(202);
          return undefined;
        },
      }),
    ]);
  });
}

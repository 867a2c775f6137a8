// /tools/*: the extractor testers. Each runs the same pure function the extractors use, on the
// caller's sample; anything that evaluates a user's pattern runs with the interactive time limit.
// Every tool has a POST (JSON body) and a GET (query parameters) variant, as in Graylog.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { GrokError } from '../grok/compile';
import { ApiError, badRequest } from '../http/errors';
import { registerRoutes, route, type DeclaredRoute } from '../http/routes';
import { runUserRegex, userRegexProblem, UserRegexError } from '../regex/userRegex';
import { callerTimeZone } from '../search/timeRange';
import { grokTest } from './grokTester';
import { lookupTableTesterRoutes } from './lookupTableTester';
import { DEFAULT_JSON_EXTRACTION, extractJson, JsonExtractionError } from './jsonExtraction';
import { formatInZone, isKnownTimeZone, parseNaturalDate } from './naturalDate';
import { regexReplace, testRegex } from './regexTools';
import { findString, safeSubstring, splitAndIndex } from './stringTools';

const Text = Type.String({ maxLength: 1_000_000 });
const Pattern = Type.String({ minLength: 1, maxLength: 100_000 });
const Separator = Type.String({ maxLength: 100 });
// Unknown extra fields are ignored: nothing is stored, and clients add their own.
const body = <T extends Record<string, TSchema>>(properties: T) => Type.Object(properties, { additionalProperties: true });

const GrokInput = body({ pattern: Pattern, string: Text, named_captures_only: Type.Optional(Type.Boolean()) });
const RegexInput = body({ regex: Pattern, string: Text });
const RegexValidateInput = body({ regex: Pattern });
const RegexReplaceInput = body({ regex: Pattern, replacement: Type.Optional(Type.String({ maxLength: 10_000 })), replace_all: Type.Optional(Type.Boolean()), string: Text });
const JsonInput = body({
  string: Text,
  flatten: Type.Optional(Type.Boolean()),
  list_separator: Type.Optional(Separator),
  key_separator: Type.Optional(Separator),
  kv_separator: Type.Optional(Separator),
  replace_key_whitespace: Type.Optional(Type.Boolean()),
  key_whitespace_replacement: Type.Optional(Separator),
  key_prefix: Type.Optional(Separator),
});
const SplitInput = body({ split_by: Type.String({ minLength: 1, maxLength: 1000 }), index: Type.Integer(), string: Text });
const SubstringInput = body({ start: Type.Integer(), end: Type.Integer(), string: Text });
const SubstringQuery = body({ begin_index: Type.Integer(), end_index: Type.Integer(), string: Text });
const ContainsInput = body({ search_string: Type.String({ minLength: 1, maxLength: 100_000 }), string: Text });
const NaturalDateQuery = body({ string: Type.String({ minLength: 1, maxLength: 1000 }), timezone: Type.Optional(Type.String({ maxLength: 100 })) });

/** A user's pattern that is invalid, too slow or not JSON is the caller's mistake: 400 with the reason. */
function asClientError<T>(work: () => T): T {
  try {
    return runUserRegex(work);
  } catch (error) {
    if (error instanceof UserRegexError || error instanceof GrokError || error instanceof JsonExtractionError) throw badRequest(error.message);
    throw error;
  }
}

/** A POST with a JSON body and a GET with the same fields as query parameters, answered alike. */
function tool<S extends TSchema>(url: string, schema: S, answer: (input: Static<S>, ctx: ServerContext) => unknown, ctx: ServerContext): DeclaredRoute[] {
  return [
    route({ method: 'POST', url, auth: 'authenticated', schema: { body: schema }, handler: ({ body: input }) => answer(input, ctx) }),
    route({ method: 'GET', url, auth: 'authenticated', schema: { querystring: schema }, handler: ({ query }) => answer(query, ctx) }),
  ];
}

function grokTester(input: Static<typeof GrokInput>, ctx: ServerContext) {
  const result = asClientError(() => grokTest(ctx.db, input.pattern, input.string, input.named_captures_only ?? false));
  return { ...result, pattern: input.pattern, string: input.string };
}

function regexTester(input: Static<typeof RegexInput>) {
  return { ...asClientError(() => testRegex(input.regex, input.string)), regex: input.regex, string: input.string };
}

function regexReplaceTester(input: Static<typeof RegexReplaceInput>) {
  const replacement = input.replacement ?? '';
  const replaceAll = input.replace_all ?? false;
  const result = asClientError(() => regexReplace(input.regex, replacement, replaceAll, input.string));
  return { ...result, regex: input.regex, replacement, replace_all: replaceAll, string: input.string };
}

function jsonTester(input: Static<typeof JsonInput>) {
  const options = {
    flatten: input.flatten ?? DEFAULT_JSON_EXTRACTION.flatten,
    listSeparator: input.list_separator ?? DEFAULT_JSON_EXTRACTION.listSeparator,
    keySeparator: input.key_separator ?? DEFAULT_JSON_EXTRACTION.keySeparator,
    kvSeparator: input.kv_separator ?? DEFAULT_JSON_EXTRACTION.kvSeparator,
    replaceKeyWhitespace: input.replace_key_whitespace ?? DEFAULT_JSON_EXTRACTION.replaceKeyWhitespace,
    keyWhitespaceReplacement: input.key_whitespace_replacement ?? DEFAULT_JSON_EXTRACTION.keyWhitespaceReplacement,
    keyPrefix: input.key_prefix ?? DEFAULT_JSON_EXTRACTION.keyPrefix,
  };
  return {
    matches: asClientError(() => extractJson(input.string, options)),
    flatten: options.flatten,
    list_separator: options.listSeparator,
    key_separator: options.keySeparator,
    kv_separator: options.kvSeparator,
    replace_key_whitespace: options.replaceKeyWhitespace,
    key_whitespace_replacement: options.keyWhitespaceReplacement,
    key_prefix: options.keyPrefix,
    string: input.string,
  };
}

function substringAnswer(value: string, begin: number, end: number) {
  const cut = safeSubstring(value, begin, end);
  return { successful: cut !== null, cut, begin_index: begin, end_index: end };
}

function containsAnswer(input: Static<typeof ContainsInput>) {
  const found = findString(input.string, input.search_string);
  return { contains: found !== null, match: found, search_string: input.search_string, string: input.string };
}

export function registerToolRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerRoutes(api, [
    ...tool('/tools/grok_tester', GrokInput, grokTester, ctx),
    ...tool('/tools/regex_tester', RegexInput, regexTester, ctx),
    route({
      method: 'GET',
      url: '/tools/regex_tester/validate',
      auth: 'authenticated',
      schema: { querystring: RegexValidateInput },
      // Graylog validates with DOTALL, as the regex extractor compiles.
      handler: ({ query }) => {
        const problem = userRegexProblem(query.regex, 's');
        return { regex: query.regex, is_valid: problem === null, validation_message: problem };
      },
    }),
    ...tool('/tools/regex_replace_tester', RegexReplaceInput, regexReplaceTester, ctx),
    ...tool('/tools/json_tester', JsonInput, jsonTester, ctx),
    ...tool('/tools/split_and_index_tester', SplitInput, (input) => {
      const part = splitAndIndex(input.string, input.split_by, input.index);
      return { successful: part !== null, cut: part?.cut ?? null, begin_index: part?.begin ?? 0, end_index: part?.end ?? 0 };
    }, ctx),
    // Graylog's POST takes start/end, its GET begin_index/end_index.
    route({
      method: 'POST',
      url: '/tools/substring_tester',
      auth: 'authenticated',
      schema: { body: SubstringInput },
      handler: ({ body: input }) => substringAnswer(input.string, input.start, input.end),
    }),
    route({
      method: 'GET',
      url: '/tools/substring_tester',
      auth: 'authenticated',
      schema: { querystring: SubstringQuery },
      handler: ({ query }) => substringAnswer(query.string, query.begin_index, query.end_index),
    }),
    ...tool('/tools/contains_string_tester', ContainsInput, containsAnswer, ctx),
    ...lookupTableTesterRoutes(ctx),
    route({
      method: 'GET',
      url: '/tools/natural_date_tester',
      auth: 'authenticated',
      schema: { querystring: NaturalDateQuery },
      handler: ({ query, caller }) => {
        const zone = query.timezone || callerTimeZone(ctx, caller);
        if (!isKnownTimeZone(zone)) throw badRequest(`Unknown time zone: ${zone}`);
        const range = parseNaturalDate(query.string, zone, ctx.now());
        if (!range) throw new ApiError(422, `Unparsable date: ${query.string}`);
        return { from: formatInZone(range.from, zone), to: formatInZone(range.to, zone), timezone: zone };
      },
    }),
  ]);
}

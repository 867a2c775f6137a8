// One error shape for the whole API: Graylog clients read `{"type":"ApiError","message":"..."}`
// from every failure, so every error path (ours, fastify's, ajv's) is mapped onto it here.
// When a failure concerns one body field, the body also carries Graylog's validation shape
// `"failed": true, "errors": {"<field>": ["<reason>"]}`, which the console's forms put under that field.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TimeLimitExceeded } from '../regex/bounded';
import { searchTooSlowMessage } from '../search/searchTime';

export interface ApiErrorBody {
  type: 'ApiError';
  message: string;
  failed?: true;
  errors?: Record<string, string[]>;
}

/** An error that is meant for the client: its message is sent as is with its status. */
export class ApiError extends Error {
  readonly statusCode: number;
  /** The body field the error is about, if any (reported under `errors`). */
  readonly field: string | undefined;
  /** The reason shown under the field; the message when not given. */
  readonly reason: string | undefined;
  /** Extra response headers, e.g. Retry-After for 429. */
  readonly headers: Record<string, string>;
  /** A body sent instead of the ApiError shape, for Graylog refusals with a type of their own (MissingStreamPermission). */
  readonly body: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, options: { field?: string; reason?: string; headers?: Record<string, string>; body?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.field = options.field;
    this.reason = options.reason;
    this.headers = options.headers ?? {};
    this.body = options.body;
  }
}

/** 400; with `field`, the body names that field in `errors` (Graylog's validation shape). */
export const badRequest = (message: string, field?: string, reason?: string): ApiError =>
  new ApiError(400, message, { field, reason });
export const unauthorized = (message = 'Not authorized'): ApiError => new ApiError(401, message);
export const forbidden = (message: string): ApiError => new ApiError(403, message);
export const notFound = (message: string): ApiError => new ApiError(404, message);
/** 429 with a Retry-After header (whole seconds, at least 1). */
export const tooManyRequests = (message: string, retryAfterMs: number): ApiError =>
  new ApiError(429, message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });

export function apiErrorBody(message: string, field?: string, reason?: string): ApiErrorBody {
  if (field === undefined) return { type: 'ApiError', message };
  return { type: 'ApiError', message, failed: true, errors: { [field]: [reason ?? message] } };
}

interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Names the offending field, e.g. "body/username must be string" or "body must have required property 'email'". */
export function describeValidation(context: string | undefined, issues: readonly AjvIssue[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const where = `${context ?? 'request'}${issue.instancePath ?? ''}`;
  let message = `${where} ${issue.message ?? 'is invalid'}`;
  // ajv does not put the name of an unexpected field into its message; the client needs it.
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
    message += `: '${issue.params.additionalProperty}'`;
  }
  return message;
}

/**
 * The top-level body field an ajv issue is about, with a reason fit to show under it:
 * `/username` -> username, `/permissions/0` -> permissions, a missing or unknown property -> that property.
 */
export function validationField(issue: AjvIssue | undefined): { field: string; reason: string } | null {
  if (!issue) return null;
  const path = (issue.instancePath ?? '').split('/').slice(1);
  if (path.length > 0) {
    const message = issue.message ?? 'is invalid';
    // A nested issue keeps its inner path in the reason: "permissions/0 must be string".
    return { field: decodePointer(path[0]), reason: path.length > 1 ? `${path.map(decodePointer).join('/')} ${message}` : message };
  }
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
    return { field: issue.params.missingProperty, reason: 'is required' };
  }
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
    return { field: issue.params.additionalProperty, reason: 'is not a known field' };
  }
  return null;
}

// JSON pointer escapes (~1 is '/', ~0 is '~').
const decodePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/**
 * Installs the error and not-found handlers on a context (the API plugin).
 * Client errors keep their status and message; a user's query stopped at its time limit is a 400
 * saying so, wherever it ran; anything else becomes a generic 500, logged with its stack but never
 * with request headers (they carry credentials).
 */
export function installApiErrorHandling(app: FastifyInstance, notFoundText = 'No API endpoint'): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (!isFastifyError(error)) {
      return sendUnexpected(error, request, reply);
    }
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body ?? apiErrorBody(error.message, error.field, error.reason));
    }
    if (error instanceof TimeLimitExceeded) {
      return reply.code(400).send(apiErrorBody(searchTooSlowMessage(error.limitMs)));
    }
    if (error.validation) {
      const message = describeValidation(error.validationContext, error.validation);
      const field = error.validationContext === 'body' ? validationField(error.validation[0]) : null;
      return reply.code(400).send(apiErrorBody(message, field?.field, field?.reason));
    }
    const status = error.statusCode;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = String(request.headers['content-type'] ?? '').split(';')[0];
      return reply.code(415).send(apiErrorBody(`Unsupported content type ${type}: send application/json`));
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send(apiErrorBody(error.message));
    }
    return sendUnexpected(error, request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(apiErrorBody(`${notFoundText} ${request.method} ${request.url.split('?')[0]}`));
  });
}

function sendUnexpected(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const detail = error instanceof Error ? error.stack ?? error.message : String(error);
  // Method and path only: the query string or headers could carry secrets.
  console.error(`Unexpected error on ${request.method} ${request.url.split('?')[0]}: ${detail}`);
  return reply.code(500).send(apiErrorBody('Internal server error'));
}

/** For fastify's `frameworkErrors` (failures before routing, such as an undecodable URL): always a client error. */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send(apiErrorBody(error.message));
}

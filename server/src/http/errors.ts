// One error shape for the whole API: Graylog clients read `{"type":"ApiError","message":"..."}`
// from every failure, so every error path (ours, fastify's, ajv's) is mapped onto it here.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ApiErrorBody {
  type: 'ApiError';
  message: string;
}

/** An error that is meant for the client: its message is sent as is with its status. */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const unauthorized = (message = 'Not authorized'): ApiError => new ApiError(401, message);
export const forbidden = (message: string): ApiError => new ApiError(403, message);
export const notFound = (message: string): ApiError => new ApiError(404, message);

export function apiErrorBody(message: string): ApiErrorBody {
  return { type: 'ApiError', message };
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

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/**
 * Installs the error and not-found handlers on a context (the API plugin).
 * Client errors keep their status and message; anything else becomes a generic 500,
 * logged with its stack but never with request headers (they carry credentials).
 */
export function installApiErrorHandling(app: FastifyInstance, notFoundText = 'No API endpoint'): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (!isFastifyError(error)) {
      return sendUnexpected(error, request, reply);
    }
    if (error.validation) {
      return reply.code(400).send(apiErrorBody(describeValidation(error.validationContext, error.validation)));
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

// ETags for what sidecars poll (their rendered configurations, the collector list): a sidecar that sends the
// tag of what it already has gets 304 Not Modified instead of the same text again. The tag is a digest of the
// answer itself, so any change that alters the answer (the template, a variable, the sidecar's name) alters it.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

function etagOf(body: unknown): string {
  return createHash('md5').update(JSON.stringify(body)).digest('hex');
}

/** Whether the request's If-None-Match names this tag (quoted or not, weak or strong, or "*"). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '').replace(/"/g, '');
    return tag === etag || tag === '*';
  });
}

/** Answers `body` with its ETag, or 304 without a body when the client already holds it. */
export function answerWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown): unknown {
  const etag = etagOf(body);
  reply.header('ETag', `"${etag}"`);
  reply.header('Cache-Control', 'private, no-transform');
  if (matches(request, etag)) {
    reply.code(304).send();
    return undefined;
  }
  return body;
}

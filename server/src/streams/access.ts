// Who may read which stream's messages, for every area that shows messages or counts them (message
// search, views, counts, single messages). A user without `streams:read:<id>` never sees that stream's
// messages: a search naming such a stream is refused with Graylog's 403 (body type
// MissingStreamPermission, which the console reports as a stream permission error), and a search
// naming no stream looks at the streams the user may read. `*` and `streams:read` (all streams) are
// unrestricted. The refusal is an ApiError carrying that body, so the API's error handler answers it
// wherever it is thrown: no route has to remember to translate it.
import { isPermitted } from '../auth/permissions';
import type { Db } from '../db/types';
import { permissionTarget } from '../http/crud';
import { ApiError } from '../http/errors';

export class MissingStreamPermission extends ApiError {
  constructor(message: string, readonly streams: readonly string[]) {
    super(403, message, { body: { type: 'MissingStreamPermission', message, streams: [...streams] } });
    this.name = 'MissingStreamPermission';
  }
}

/** The streams the user may read, or null when they may read every stream. */
export type ReadableStreams = readonly string[] | null;

/** The permission to read one stream's messages. */
export function streamReadPermission(streamId: string): string {
  return `streams:read:${permissionTarget(streamId)}`;
}

/** Every stream, also those created later (`*`, `streams:read`, `streams:read:*`). */
export function mayReadEveryStream(permissions: readonly string[]): boolean {
  return isPermitted(permissions, 'streams:read:*');
}

export function mayReadStream(permissions: readonly string[], streamId: string): boolean {
  return isPermitted(permissions, streamReadPermission(streamId));
}

export function readableStreams(db: Db, permissions: readonly string[]): ReadableStreams {
  if (mayReadEveryStream(permissions)) return null;
  const ids = (db.prepare('SELECT id FROM streams ORDER BY id').all() as { id: string }[]).map((row) => row.id);
  return ids.filter((id) => mayReadStream(permissions, id));
}

/** Refuses (MissingStreamPermission) when any of the named streams is not readable. */
export function assertStreamsReadable(permissions: readonly string[], requested: Iterable<string>): void {
  const forbidden = [...new Set(requested)].filter((id) => !mayReadStream(permissions, id));
  if (forbidden.length > 0) {
    throw new MissingStreamPermission('The search is referencing at least one stream you are not permitted to see.', forbidden.sort());
  }
}

/**
 * The stream filter a search runs with: the requested streams (already checked to be readable; an
 * empty list finds nothing), or every readable stream when none was requested (null). A user who can
 * read no stream at all cannot search without naming one, as in Graylog.
 */
export function effectiveStreams(requested: readonly string[] | null, readable: ReadableStreams): readonly string[] | null {
  if (requested !== null) return [...new Set(requested)];
  if (readable !== null && readable.length === 0) {
    throw new MissingStreamPermission("User doesn't have access to any streams", []);
  }
  return readable;
}

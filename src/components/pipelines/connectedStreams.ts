// The streams a pipeline runs on, as far as the user may see them. The connections call can name streams the
// stream list leaves out because the user may not read them: those are counted, never named, so a pipeline that
// runs on them is not called "not connected". A listed id the user could read but the list lacks is a stream
// that is gone: it is neither named nor counted.
import { isPermitted } from '@/logic/permissions';
import type { StreamReference } from '@/stores/streams/StreamsStore';

export type ConnectedStreams = {
  /** The connected streams the user may read, by title. */
  streams: Array<StreamReference>,
  /** How many connected streams the user may not read. */
  hidden: number,
};

export const NO_CONNECTED_STREAMS: ConnectedStreams = { streams: [], hidden: 0 };

/** The streams of `connectedIds` split into those the user sees (in `readable`) and a count of those they may not read. */
export const connectedStreamsOf = (
  connectedIds: ReadonlyArray<string>,
  readable: ReadonlyArray<StreamReference>,
  permissions: ReadonlyArray<string> | undefined,
): ConnectedStreams => {
  const byId = new Map(readable.map((stream) => [stream.id, stream]));
  const streams = connectedIds.flatMap((id) => {
    const stream = byId.get(id);
    return stream ? [{ id: stream.id, title: stream.title }] : [];
  }).sort((a, b) => a.title.localeCompare(b.title));
  const hidden = connectedIds.filter((id) => !byId.has(id) && !isPermitted(permissions, `streams:read:${id}`)).length;
  return { streams, hidden };
};

/** "2 streams you may not see". */
export const hiddenStreamsText = (count: number): string => `${count} ${count === 1 ? 'stream' : 'streams'} you may not see`;

/**
 * Whether the user may read every stream: only then does "no connected stream" mean the pipeline runs on none.
 * (Graylog's own connections call leaves out streams the user may not read, so they cannot always be counted.)
 */
export const seesEveryStream = (permissions: ReadonlyArray<string> | undefined): boolean => isPermitted(permissions, 'streams:read');

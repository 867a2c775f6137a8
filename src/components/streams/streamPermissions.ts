// What the current user may do with a stream, as Graylog 4.0's streams API decides it. The default stream
// ("All messages") and streams the system manages keep their title, rules and state: they can be read,
// searched, given outputs and alerts, but not edited, paused or deleted. The server has the last word;
// these only decide which controls are offered.
import { ownPermission } from '@/components/permissions/sharePermissions';
import { isPermitted } from '@/logic/permissions';
import type { Stream } from '@/stores/streams/streamTypes';

type UserLike = { username: string, permissions: ReadonlyArray<string>, read_only?: boolean } | undefined;
type StreamLike = Pick<Stream, 'id' | 'is_default' | 'is_editable'>;

const isFixed = (stream: StreamLike) => stream.is_default || stream.is_editable === false;

export const mayCreateStream = (user: UserLike): boolean => isPermitted(user?.permissions, 'streams:create');

/** Title, description, index set, rules and matching type; deleting needs the same (Graylog: streams:edit:<id>). */
export const mayEditStream = (user: UserLike, stream: StreamLike): boolean => (
  !isFixed(stream) && isPermitted(user?.permissions, `streams:edit:${stream.id}`)
);

export const mayDeleteStream = mayEditStream;

export const mayChangeStreamState = (user: UserLike, stream: StreamLike): boolean => (
  !isFixed(stream) && isPermitted(user?.permissions, `streams:changestate:${stream.id}`)
);

/** A copy needs the right to create streams and to read this one. */
export const mayCloneStream = (user: UserLike, stream: StreamLike): boolean => (
  !isFixed(stream) && mayCreateStream(user) && isPermitted(user?.permissions, `streams:read:${stream.id}`)
);

/** The outputs page of a stream needs the same permission as its route. */
export const mayManageOutputs = (user: UserLike): boolean => isPermitted(user?.permissions, 'stream_outputs:read');

export const mayManageAlerts = (user: UserLike, stream: StreamLike): boolean => isPermitted(user?.permissions, `streams:edit:${stream.id}`);

/** Read-only accounts (the admin of a proxied server) keep the start page they were given. */
export const maySetStartpage = (user: UserLike): boolean => user !== undefined && !user.read_only;

/**
 * Sharing is for owners (server: authz/sharing.ts). A stream's own grant gives the same stream permissions
 * as manage, so the console cannot see it among the user's permissions: the creator (who owns it from the
 * start) and holders of streams:own:<id> (an administrator's '*') are offered the dialog.
 */
export const mayShareStream = (user: UserLike, stream: Pick<Stream, 'id' | 'is_default' | 'creator_user_id'>): boolean => (
  user !== undefined && !stream.is_default
  && (stream.creator_user_id === user.username || isPermitted(user.permissions, ownPermission('stream', stream.id)))
);

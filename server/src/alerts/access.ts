// Who may see and change legacy alerting: reading a stream's conditions, callbacks and alerts needs
// streams:read:<id>, changing them (and testing, which sends) streams:edit:<id>, as in Graylog.
import type { Db } from '../db/types';
import { permissionTarget } from '../http/crud';
import { findAlert } from './alertStore';
import { findCallback } from './callbackStore';

export const streamRead = (streamId: string) => `streams:read:${permissionTarget(streamId)}`;
export const streamEdit = (streamId: string) => `streams:edit:${permissionTarget(streamId)}`;

/**
 * The permission on the stream of a callback or alert addressed by its own id. An unknown id asks for the
 * permission on the id itself: an admin then learns it does not exist (404), anyone else is refused (403).
 */
export function onCallbackStream(db: Db, callbackId: string, permission: (streamId: string) => string): string {
  return permission(findCallback(db, callbackId)?.stream_id ?? callbackId);
}

export function onAlertStream(db: Db, alertId: string, permission: (streamId: string) => string): string {
  return permission(findAlert(db, alertId)?.stream_id ?? alertId);
}

// The Graylog 4 JSON shapes of a user: the full view (GET /users/{username}) and the list entry
// (GET /users/paginated).
import type { Db } from '../db/types';
import { displayedPermissions, effectivePermissions } from '../auth/effective';
import { hasActiveSession } from '../sessions/store';
import type { PreferenceValue, Startpage, UserRecord } from './store';

/** Graylog merges stored preferences over these defaults. */
export const DEFAULT_PREFERENCES: Record<string, PreferenceValue> = {
  updateUnfocussed: false,
  enableSmartSearch: true,
};

export interface UserView {
  id: string;
  username: string;
  full_name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  permissions: string[];
  preferences: Record<string, PreferenceValue>;
  timezone: string | null;
  session_timeout_ms: number;
  read_only: boolean;
  external: boolean;
  startpage: Startpage | null;
  roles: string[];
  session_active: boolean;
  last_activity: string | null;
  client_address: string | null;
  account_status: UserRecord['account_status'];
}

/**
 * `includePermissions` false leaves `permissions` empty: like Graylog, a user's permissions are shown
 * to that user and to whoever may edit them, not to every reader of the profile.
 */
export function toUserView(db: Db, user: UserRecord, nowMs: number, includePermissions = true): UserView {
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    permissions: includePermissions ? displayedPermissions(effectivePermissions(db, user)) : [],
    preferences: { ...DEFAULT_PREFERENCES, ...user.preferences },
    timezone: user.timezone,
    session_timeout_ms: user.session_timeout_ms,
    read_only: user.read_only,
    external: user.external,
    startpage: user.startpage,
    roles: user.roles,
    session_active: hasActiveSession(db, user.id, nowMs),
    last_activity: user.last_activity === null ? null : new Date(user.last_activity).toISOString(),
    client_address: user.client_address,
    account_status: user.account_status,
  };
}

/** An entry of GET /users/paginated (Graylog's UserOverviewDTO). */
export interface UserListEntry {
  id: string;
  username: string;
  full_name: string;
  email: string;
  roles: string[];
  read_only: boolean;
  external_user: boolean;
  session_active: boolean;
  client_address: string | null;
  last_activity: string | null;
  enabled: boolean;
  auth_service_id: string | null;
  auth_service_uid: string | null;
  account_status: UserRecord['account_status'];
}

/** `activeUserIds`: users with a live session (sessions/store usersWithActiveSession), one query per list. */
export function toUserListEntry(user: UserRecord, activeUserIds: ReadonlySet<string>): UserListEntry {
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    email: user.email,
    roles: user.roles,
    read_only: user.read_only,
    external_user: user.external,
    session_active: activeUserIds.has(user.id),
    client_address: user.client_address,
    last_activity: user.last_activity === null ? null : new Date(user.last_activity).toISOString(),
    enabled: user.account_status === 'enabled',
    auth_service_id: user.auth_service_id,
    auth_service_uid: user.auth_service_uid,
    account_status: user.account_status,
  };
}

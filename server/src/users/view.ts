// The Graylog 4 JSON shape of a user, as GET /users/{username} answers it.
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

export function toUserView(db: Db, user: UserRecord, nowMs: number): UserView {
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    permissions: displayedPermissions(effectivePermissions(db, user)),
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

// Who can receive a grant: users (grn::::user:<id>) and the built-in everyone team.
import type { Db } from '../db/types';
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import { findUserById, listUsers, type UserRecord } from '../users/store';
import { EVERYONE_ENTITY, EVERYONE_GRN, userGrn, type Grn } from './grn';

/** Graylog's shape of a grantee (and of an entity's owner): the GRN under `id`. */
export interface GranteeDescriptor {
  id: string;
  type: string;
  title: string;
}

const EVERYONE: GranteeDescriptor = { id: EVERYONE_GRN, type: 'global', title: 'Everyone' };

export function userTitle(user: UserRecord): string {
  return user.full_name || user.username;
}

export function describeUser(user: UserRecord): GranteeDescriptor {
  return { id: userGrn(user.id), type: 'user', title: userTitle(user) };
}

/** The grantee's descriptor, or undefined when it names nobody. */
export function describeGrantee(db: Db, grn: Grn): GranteeDescriptor | undefined {
  if (grn.type === 'builtin-team') return grn.entity === EVERYONE_ENTITY ? EVERYONE : undefined;
  if (grn.type !== 'user') return undefined;
  const user = findUserById(db, grn.entity);
  return user ? describeUser(user) : undefined;
}

/**
 * The grantees a user may pick, as in Graylog: the users they can see (all with users:list, else those
 * they may read), never themselves, then everyone.
 */
export function availableGrantees(db: Db, caller: AuthContext): GranteeDescriptor[] {
  const canList = isPermitted(caller.permissions, 'users:list');
  const users = listUsers(db)
    .filter((user) => user.id !== caller.user.id)
    .filter((user) => canList || isPermitted(caller.permissions, `users:read:${user.username}`))
    .map(describeUser);
  return [...users, EVERYONE];
}

import { useEffect, useState } from 'react';

import type { AuthzRole } from '@/stores/roles/AuthzRolesStore';
import { AuthzRolesActions } from '@/stores/roles/AuthzRolesStore';

export type RoleList = {
  /** Every role (default roles are stored as role ids); undefined while loading. */
  roles: Array<AuthzRole> | undefined,
  /** Loading failed (the roles store said why in a toast) or was not allowed. */
  failed: boolean,
};

const ALL_ROLES = { page: 1, perPage: 0, query: '', sort: { field: 'name', order: 'asc' as const } };

/** All roles, loaded once when `enabled` (only users who may read roles can name them). */
const useRoleList = (enabled: boolean): RoleList => {
  const [list, setList] = useState<RoleList>({ roles: undefined, failed: !enabled });
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    AuthzRolesActions.loadRolesPaginated(ALL_ROLES).then(
      (page) => { if (active) setList({ roles: page.list, failed: false }); },
      () => { if (active) setList({ roles: undefined, failed: true }); },
    );
    return () => { active = false; };
  }, [enabled]);
  return list;
};

/** "Reader, Ops" for role ids, by their names where known (an id the list lacks stays an id). */
export const roleNames = (roleIds: ReadonlyArray<string>, roles: ReadonlyArray<AuthzRole> | undefined): string => roleIds
  .map((id) => roles?.find((role) => role.id === id)?.name ?? id)
  .join(', ');

export default useRoleList;

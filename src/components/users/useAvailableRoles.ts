import { useEffect, useState } from 'react';

import { RolesActions } from '@/stores/roles/RolesStore';

import type { RoleOption } from './RolesField';

/**
 * The roles a user form offers, loaded when `enabled` (only those who may assign roles need the list).
 * undefined while loading; an empty list when loading failed (the store says why).
 */
export const useAvailableRoles = (enabled: boolean): Array<RoleOption> | undefined => {
  const [roles, setRoles] = useState<Array<RoleOption> | undefined>();

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let active = true;
    RolesActions.list().then(
      (list) => { if (active) setRoles(list.map(({ name, description }) => ({ name, description }))); },
      () => { if (active) setRoles([]); },
    );
    return () => { active = false; };
  }, [enabled]);

  return roles;
};

export default useAvailableRoles;

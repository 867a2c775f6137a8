import { useCallback, useEffect, useState } from 'react';

import { FetchError, reasonOf } from '@/logic/errors/FetchError';
import type { AuthzRole } from '@/stores/roles/AuthzRolesStore';
import { AuthzRolesActions } from '@/stores/roles/AuthzRolesStore';

export type RoleLoadFailure = { kind: 'notFound' | 'forbidden' | 'failed', message: string };

export type LoadedRole = {
  role: AuthzRole | undefined,
  failure: RoleLoadFailure | undefined,
  reload: () => void,
};

const failureOf = (error: unknown): RoleLoadFailure => {
  const status = error instanceof FetchError ? error.status : undefined;
  const message = reasonOf(error);
  if (status === 404) return { kind: 'notFound', message };
  if (status === 403) return { kind: 'forbidden', message };
  return { kind: 'failed', message };
};

/** Loads the role `roleId` for a page, and says how it failed: the page chooses what to show then. */
const useAuthzRole = (roleId: string): LoadedRole => {
  const [role, setRole] = useState<AuthzRole | undefined>();
  const [failure, setFailure] = useState<RoleLoadFailure | undefined>();
  const [loadCount, setLoadCount] = useState(0);

  useEffect(() => {
    let current = true;
    AuthzRolesActions.load(roleId).then((loaded) => {
      if (current) {
        setRole(loaded);
        setFailure(undefined);
      }
    }, (error: unknown) => {
      if (current) setFailure(failureOf(error));
    });
    // A newer id (or an unmount) makes this answer irrelevant.
    return () => { current = false; };
  }, [roleId, loadCount]);

  const reload = useCallback(() => {
    setFailure(undefined);
    setLoadCount((count) => count + 1);
  }, []);

  return { role: role?.id === roleId ? role : undefined, failure, reload };
};

export default useAuthzRole;

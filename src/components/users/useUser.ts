import { useEffect, useState } from 'react';

import { useStore } from '@/stores/connect';
import type { User } from '@/stores/users/UsersStore';
import { UsersActions, UsersStore } from '@/stores/users/UsersStore';

export type UserLoad = {
  /** The user, once this page's own load answered (never a stale copy from an earlier visit). */
  user: User | undefined,
  status: 'loading' | 'loaded' | 'failed',
};

/**
 * Loads the user of a page by id and follows the store's copy of it. A 403 or 404 is shown as an error
 * page by the fetch layer; other failures are toasted by the store and reported here as 'failed'.
 */
export const useUser = (userId: string): UserLoad => {
  const stored = useStore(UsersStore, (state) => state.usersById[userId]);
  const [status, setStatus] = useState<UserLoad['status']>('loading');

  useEffect(() => {
    let active = true;
    setStatus('loading');
    UsersActions.load(userId).then(
      () => { if (active) setStatus('loaded'); },
      () => { if (active) setStatus('failed'); },
    );
    return () => { active = false; };
  }, [userId]);

  return { user: status === 'loaded' ? stored : undefined, status };
};

export default useUser;

import React from 'react';
import { Alert } from 'react-bootstrap';
import { useParams } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { User } from '@/stores/users/UsersStore';

import useUser from './useUser';

type Props = {
  /** The permission the page needs on this user, e.g. (username) => `users:edit:${username}`. */
  permission: (username: string) => string,
  children: (user: User, currentUser: CurrentUser | undefined) => React.ReactElement,
};

/**
 * The pages about one user (`/system/users/{id}`, `/edit/{id}`, `/tokens/{id}`): loads the user named by the
 * route's `userId` and renders the page for them. Route permissions are static strings, so the permission on
 * this user's name is checked here, once the name is known; without it the missing-permissions page shows.
 */
const UserPageGate = ({ permission, children }: Props) => {
  const { userId } = useParams<{ userId: string }>();
  const { user, status } = useUser(userId);
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);

  if (status === 'failed') {
    return <Alert variant="warning">The user could not be loaded. Reload the page to try again.</Alert>;
  }
  if (!user) {
    return <Spinner page />;
  }
  if (!isPermitted(currentUser?.permissions, permission(user.username))) {
    return <MissingPermissions />;
  }
  return children(user, currentUser);
};

export default UserPageGate;

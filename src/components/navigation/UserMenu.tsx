import React from 'react';
import { NavDropdown } from 'react-bootstrap';
import { Link, useHistory } from 'react-router-dom';

import Routes from '@/routing/Routes';
import { SessionActions } from '@/stores/sessions/SessionStore';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import AppConfig from '@/util/AppConfig';

type Props = {
  currentUser: CurrentUser,
  /** Whether a path leads to a registered page the user may open; "Edit profile" shows only then. */
  leadsToPage: (path: string) => boolean,
};

/** The name shown for the current user: the configured custom name, else the full name, else the user name. */
export const displayName = (currentUser: CurrentUser): string => (
  AppConfig.customUserName() || currentUser.full_name || currentUser.username
);

/** The current user's menu: their profile and logging out. */
const UserMenu = ({ currentUser, leadsToPage }: Props) => {
  const history = useHistory();
  const mayEditProfile = leadsToPage(Routes.unqualified.SYSTEM.USERS.edit(currentUser.id));

  const logout = () => {
    // Whatever the server answers, the session store forgets the session and the login page replaces the
    // console; the start page is where the next login then lands.
    const toStartPage = () => history.push(Routes.STARTPAGE);
    SessionActions.logout().then(toStartPage, toStartPage);
  };

  return (
    <NavDropdown title={displayName(currentUser)} id="nav-user-menu" align="end" renderMenuOnMount>
      <NavDropdown.Header>
        Signed in as <strong>{currentUser.username}</strong>
      </NavDropdown.Header>
      {mayEditProfile && (
        <>
          <NavDropdown.Item as={Link} to={Routes.SYSTEM.USERS.edit(currentUser.id)}>Edit profile</NavDropdown.Item>
          <NavDropdown.Divider />
        </>
      )}
      <NavDropdown.Item as="button" onClick={logout}>Log out</NavDropdown.Item>
    </NavDropdown>
  );
};

export default UserMenu;

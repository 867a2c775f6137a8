import React from 'react';
import { NavDropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import type { PluginSystemNavigation } from '@/plugin-api/PluginExports';
import { qualifyUrl } from '@/routing/Routes';

import { activeEntry, mayShow } from './navigationMatching';

type Props = {
  items: Array<PluginSystemNavigation>,
  userPermissions: Array<string> | undefined,
  pathname: string,
  /** Whether a path leads to a registered page the user may open; other entries are hidden. */
  leadsToPage: (path: string) => boolean,
};

/** The System dropdown, with the entries the current user may open; hidden when there are none. */
const SystemMenu = ({ items, userPermissions, pathname, leadsToPage }: Props) => {
  const visible = items.filter((item) => mayShow(userPermissions, item) && leadsToPage(item.path));
  if (visible.length === 0) {
    return null;
  }
  const active = activeEntry(pathname, visible);
  const title = active ? `System / ${active.description}` : 'System';
  return (
    <NavDropdown title={title} id="nav-system" active={active !== undefined} renderMenuOnMount>
      {visible.map((item) => (
        <NavDropdown.Item key={item.path} as={Link} to={qualifyUrl(item.path)} active={item === active}>
          {item.description}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
};

export default SystemMenu;

import React from 'react';
import { Nav, NavDropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import type { PluginNavigation } from '@/plugin-api/PluginExports';
import { qualifyUrl } from '@/routing/Routes';

import { activeEntry, isActivePath, visibleNavigation } from './navigationMatching';

type Props = {
  items: Array<PluginNavigation>,
  userPermissions: Array<string> | undefined,
  /** The current path without the application prefix. */
  pathname: string,
  /** Whether a path leads to a registered page the user may open; other entries are hidden. */
  leadsToPage: (path: string) => boolean,
};

const Dropdown = ({ item, pathname }: { item: PluginNavigation, pathname: string }) => {
  const children = item.children ?? [];
  const active = activeEntry(pathname, children);
  return (
    <NavDropdown title={item.description} id={`nav-${item.description.replace(/\W+/g, '-').toLowerCase()}`}
                 active={active !== undefined} renderMenuOnMount>
      {children.map((child) => (
        <NavDropdown.Item key={child.path} as={Link} to={qualifyUrl(child.path)} active={child === active}>
          {child.description}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
};

/** The main navigation entries the current user may see and open, dropdowns for entries with children. */
const NavigationItems = ({ items, userPermissions, pathname, leadsToPage }: Props) => {
  const visible = items
    .map((item) => visibleNavigation(userPermissions, item, leadsToPage))
    .filter((item): item is PluginNavigation => item !== undefined);
  const activeLink = activeEntry(pathname, visible.filter((item) => !item.children));

  return (
    <>
      {visible.map((item) => (item.children
        ? <Dropdown key={item.description} item={item} pathname={pathname} />
        : (
          <Nav.Link key={item.description} as={Link} to={qualifyUrl(item.path ?? '/')}
                    active={item === activeLink && isActivePath(pathname, item.path)}>
            {item.description}
          </Nav.Link>
        )))}
    </>
  );
};

export default NavigationItems;

import React from 'react';
import { NavLink } from 'react-router-dom';

export type SectionLink = { label: string, path: string };

type Props = {
  /** Names the navigation for screen readers, e.g. "Alerts". */
  label: string,
  /** The area's sibling pages, in the order shown. */
  links: ReadonlyArray<SectionLink>,
};

/** The pages of one area side by side under each one's header, the page being shown marked active. */
const SectionNavigation = ({ label, links }: Props) => (
  <nav aria-label={label} className="mt-2">
    <ul className="nav nav-pills">
      {links.map((link) => (
        <li key={link.path} className="nav-item">
          <NavLink exact to={link.path} className="nav-link py-1" activeClassName="active">{link.label}</NavLink>
        </li>
      ))}
    </ul>
  </nav>
);

export default SectionNavigation;

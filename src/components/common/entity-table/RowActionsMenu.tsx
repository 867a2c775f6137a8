// The "More" menu at the end of an entity table row, for the actions that do not get a button of their own.
import React from 'react';
import { Dropdown } from 'react-bootstrap';

type Props = {
  /** Names the row for screen readers, e.g. "More actions for stream Shop". */
  label: string,
  children: React.ReactNode,
};

const RowActionsMenu = ({ label, children }: Props) => (
  <Dropdown align="end">
    <Dropdown.Toggle size="sm" variant="outline-secondary" aria-label={label}>More</Dropdown.Toggle>
    {/* Positioned against the window, so the table's scroll container cannot cut the menu off (a one-row table). */}
    <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount>{children}</Dropdown.Menu>
  </Dropdown>
);

export default RowActionsMenu;

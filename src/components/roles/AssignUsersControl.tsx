import React, { useState } from 'react';
import { Badge, Button, CloseButton } from 'react-bootstrap';

import SearchSelect from '@/components/permissions/SearchSelect';
import type { SearchOption } from '@/components/permissions/SearchSelect';
import type { RoleReference } from '@/stores/roles/AuthzRolesStore';
import { AuthzRolesActions } from '@/stores/roles/AuthzRolesStore';

type Props = {
  role: RoleReference,
  /** After the server assigned the role (the store has said so): reload the assignee list. */
  onAssigned: () => void,
};

// Each key would otherwise be a server search.
const SEARCH_DELAY_MS = 250;
// Users who hold the role already are dropped after the search, so it asks for more than it shows.
const SEARCHED_USERS = 50;
const OFFERED_USERS = 10;

/** "Assign users": pick users by searching, then give them the role in one request. */
const AssignUsersControl = ({ role, onAssigned }: Props) => {
  const [chosen, setChosen] = useState<Array<SearchOption>>([]);
  const [assigning, setAssigning] = useState(false);

  const search = (query: string) => AuthzRolesActions.searchUsers(query, SEARCHED_USERS).then((users) => users
    // Those who hold the role already are not offered again.
    .filter((user) => !(user.roles ?? []).some((name) => name.toLowerCase() === role.name.toLowerCase()))
    .filter((user) => !chosen.some((option) => option.value === user.username))
    .slice(0, OFFERED_USERS)
    .map((user) => ({ value: user.username, label: user.username, detail: user.full_name })));

  const choose = (option: SearchOption) => setChosen((current) => (
    current.some((known) => known.value === option.value) ? current : [...current, option]
  ));

  const assign = () => {
    setAssigning(true);
    AuthzRolesActions.addAssignees(role, chosen.map((option) => option.value)).then(() => {
      setAssigning(false);
      setChosen([]);
      onAssigned();
    }, () => {
      // The store has told the user why; the choice stays for another try.
      setAssigning(false);
    });
  };

  return (
    <section className="mb-3" aria-labelledby="assign-users-title">
      <h3 id="assign-users-title" className="h6">Assign users</h3>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div className="flex-grow-1">
          <SearchSelect
            id="assign-users-search"
            label="Search users"
            placeholder="User name, full name or e-mail"
            search={search}
            onSelect={choose}
            debounceMs={SEARCH_DELAY_MS}
            disabled={assigning}
            failureText="Users could not be searched." />
        </div>
        <Button variant="primary" onClick={assign} disabled={assigning || chosen.length === 0} aria-busy={assigning}>
          {assigning ? 'Assigning…' : 'Assign users'}
        </Button>
      </div>
      {chosen.length > 0 && (
        <ul className="list-inline mt-2 mb-0" aria-label="Users to assign">
          {chosen.map((option) => (
            <li key={option.value} className="list-inline-item">
              <Badge bg="secondary" className="d-inline-flex align-items-center gap-1 fs-6 fw-normal">
                {option.label}
                <CloseButton
                  variant="white"
                  aria-label={`Do not assign ${option.label}`}
                  disabled={assigning}
                  onClick={() => setChosen((current) => current.filter((kept) => kept.value !== option.value))} />
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export default AssignUsersControl;

import React from 'react';

import { groupPermissions } from './permissionGroups';

type Props = { permissions: ReadonlyArray<string> };

/** What a user may do, grouped by entity type. */
const PermissionsSummary = ({ permissions }: Props) => {
  const overview = groupPermissions(permissions);
  if (overview.all) {
    return <p className="mb-0"><strong>all permissions</strong></p>;
  }
  if (overview.groups.length === 0) {
    return <p className="mb-0 text-body-secondary">No permissions.</p>;
  }
  return (
    <dl className="row mb-0 console-permissions-summary">
      {overview.groups.map(({ entityType, grants }) => (
        <React.Fragment key={entityType}>
          <dt className="col-sm-5 text-break">{entityType}</dt>
          <dd className="col-sm-7">
            <ul className="list-inline mb-0">
              {grants.map((grant) => <li key={grant} className="list-inline-item"><code>{grant}</code></li>)}
            </ul>
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
};

export default PermissionsSummary;

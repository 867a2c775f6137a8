import React, { useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import RowActionsMenu from '@/components/common/entity-table/RowActionsMenu';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import type { IndexSet } from '@/stores/indices/IndexSetsStore';
import { IndexSetsActions } from '@/stores/indices/IndexSetsStore';

import IndexSetDeleteDialog from './IndexSetDeleteDialog';

type Props = {
  indexSet: IndexSet,
  permissions: ReadonlyArray<string> | undefined,
  /** The titles of the streams (the user can read) writing to the set; undefined while unknown. */
  streams: ReadonlyArray<string> | undefined,
  reload: () => void,
};

/** Why the set cannot be deleted now, if it cannot. */
const deletionBlocker = (indexSet: IndexSet, streams: ReadonlyArray<string> | undefined): string | undefined => {
  if (indexSet.default) return 'the default set cannot be deleted';
  if (streams && streams.length > 0) return `streams write to it: ${streams.join(', ')}`;
  return undefined;
};

/** Whether the user may do anything with the set: a table leaves its actions column out when nobody may. */
export const mayManageIndexSet = (indexSet: IndexSet, permissions: ReadonlyArray<string> | undefined): boolean => (
  isPermitted(permissions, `indexsets:edit:${indexSet.id}`) || isPermitted(permissions, `indexsets:delete:${indexSet.id}`)
);

/** Edit, set as default and delete, each for those who may. */
const IndexSetRowActions = ({ indexSet, permissions, streams, reload }: Props) => {
  const [deleting, setDeleting] = useState(false);
  const mayEdit = isPermitted(permissions, `indexsets:edit:${indexSet.id}`);
  const mayDelete = isPermitted(permissions, `indexsets:delete:${indexSet.id}`);
  // Only a writable set can take the messages of streams that name no set.
  const maySetDefault = mayEdit && indexSet.writable && !indexSet.default && indexSet.index_template_type !== 'events';
  const blocker = deletionBlocker(indexSet, streams);
  return (
    <div className="d-flex justify-content-end gap-1">
      {mayEdit && (
        <Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.INDEX_SETS.configuration(indexSet.id)} aria-label={`Edit index set ${indexSet.title}`}>
          Edit
        </Link>
      )}
      {(maySetDefault || mayDelete) && (
        <RowActionsMenu label={`More actions for index set ${indexSet.title}`}>
          {maySetDefault && <Dropdown.Item as="button" onClick={() => { IndexSetsActions.setDefault(indexSet).then(reload, () => undefined); }}>Set as default</Dropdown.Item>}
          {mayDelete && (
            <Dropdown.Item as="button" disabled={blocker !== undefined} onClick={() => setDeleting(true)} title={blocker && `Cannot be deleted: ${blocker}`}>
              Delete
              {blocker && <div className="small text-body-secondary text-wrap" style={{ maxWidth: '18rem' }}>Cannot be deleted: {blocker}.</div>}
            </Dropdown.Item>
          )}
        </RowActionsMenu>
      )}
      {mayDelete && (
        <IndexSetDeleteDialog indexSet={indexSet} show={deleting} onCancel={() => setDeleting(false)} onDeleted={() => { setDeleting(false); reload(); }} />
      )}
    </div>
  );
};

export default IndexSetRowActions;

import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import ShareButton from '@/components/permissions/ShareButton';
import { mayDeleteView, mayEditView, mayShareView } from '@/components/views/viewPermissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { grnOf } from '@/stores/permissions/shareTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';

import DashboardDetailsDialog from './DashboardDetailsDialog';

type Props = {
  dashboard: View,
  /** Reloads the table's page after a change. */
  reload: () => void,
};

/** TV mode, share, edit details, delete: each shown only to those allowed to use it. */
const DashboardRowActions = ({ dashboard, reload }: Props) => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The list may hold only a summary of each dashboard: the details dialog saves the whole stored one.
  const [editing, setEditing] = useState<View | undefined>();
  const [loadingForEdit, setLoadingForEdit] = useState(false);

  const edit = () => {
    setLoadingForEdit(true);
    ViewsActions.get(dashboard.id, { reportPageErrors: false }).then((view) => {
      setLoadingForEdit(false);
      setEditing(view);
    }, () => setLoadingForEdit(false));
  };

  const deleteDashboard = () => ViewsActions.delete(dashboard).then(() => {
    setConfirmingDelete(false);
    reload();
  });

  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      <Link className="btn btn-sm btn-outline-secondary" to={Routes.dashboardTv(dashboard.id)} aria-label={`Show dashboard ${dashboard.title} in TV mode`}>TV mode</Link>
      {mayShareView(currentUser, dashboard) && (
        <ShareButton size="sm" entityGRN={grnOf('dashboard', dashboard.id)} entityType="dashboard" entityTitle={dashboard.title} />
      )}
      {mayEditView(currentUser, dashboard) && (
        <Button size="sm" variant="outline-secondary" onClick={edit} disabled={loadingForEdit} aria-label={`Edit details of dashboard ${dashboard.title}`}>
          {loadingForEdit ? 'Edit…' : 'Edit'}
        </Button>
      )}
      {mayDeleteView(currentUser, dashboard) && (
        <>
          <Button size="sm" variant="outline-danger" onClick={() => setConfirmingDelete(true)} aria-label={`Delete dashboard ${dashboard.title}`}>Delete</Button>
          <ConfirmDialog show={confirmingDelete} title="Delete dashboard" confirmLabel="Delete"
                         onConfirm={deleteDashboard} onCancel={() => setConfirmingDelete(false)}>
            Do you really want to delete the dashboard <b>{dashboard.title}</b>? This cannot be undone.
          </ConfirmDialog>
        </>
      )}
      {editing && (
        <DashboardDetailsDialog view={editing} onClose={() => setEditing(undefined)}
                                onSaved={() => { setEditing(undefined); reload(); }} />
      )}
    </div>
  );
};

export default DashboardRowActions;

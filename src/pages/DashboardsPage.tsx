import React, { useCallback } from 'react';
import { Link } from 'react-router-dom';

import IfPermitted from '@/components/common/IfPermitted';
import PageHeader from '@/components/common/PageHeader';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { BulkAction } from '@/components/common/entity-table/types';
import DashboardRowActions from '@/components/dashboards/DashboardRowActions';
import { dashboardColumns } from '@/components/dashboards/dashboardsTable';
import { mayDeleteView } from '@/components/views/viewPermissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'dashboard', plural: 'dashboards' };

const BULK_ACTIONS: Array<BulkAction<View>> = [
  // Quiet: the table reports the whole run, so a toast per dashboard would only repeat it.
  { label: 'Delete', variant: 'danger', run: (view) => ViewsActions.delete(view, { quiet: true }), describe: (view) => view.title },
];

/** `/dashboards`: the dashboards the user may see, searchable, with their owners. */
const DashboardsPage = () => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  // Only what the user may delete can be selected for the bulk delete.
  const isSelectable = useCallback((view: View) => mayDeleteView(currentUser, view), [currentUser]);
  return (
    <>
      <PageHeader
        title="Dashboards"
        description="Widgets of message counts, histograms, messages and field values, arranged to watch at a glance."
        documentationLink={{ title: 'Dashboards', path: DocsHelper.PAGES.DASHBOARDS }}
        actions={(
          <IfPermitted permissions="dashboards:create">
            <Link className="btn btn-primary" to={Routes.DASHBOARDS_NEW}>Create dashboard</Link>
          </IfPermitted>
        )} />
      <PaginatedEntityTable<View>
        id="dashboards"
        entityName={ENTITY_NAME}
        fetchPage={ViewsActions.listDashboards}
        columns={dashboardColumns}
        defaultSort={{ field: 'title', order: 'asc' }}
        getId={(view) => view.id}
        getTitle={(view) => view.title}
        bulkActions={BULK_ACTIONS}
        isSelectable={isSelectable}
        searchPlaceholder="Search by title, or summary:word"
        emptyState={(
          <p className="mb-0">
            No dashboards yet.{' '}
            <IfPermitted permissions="dashboards:create"><Link to={Routes.DASHBOARDS_NEW}>Create the first one.</Link></IfPermitted>
          </p>
        )}
        rowActions={(view, table) => <DashboardRowActions dashboard={view} reload={table.reload} />} />
    </>
  );
};

export default DashboardsPage;

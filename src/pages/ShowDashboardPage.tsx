import React from 'react';
import { useParams } from 'react-router-dom';

import DashboardEditor from '@/components/dashboards/DashboardEditor';
import DashboardLoader from '@/components/dashboards/DashboardLoader';

/** `/dashboards/{id}`: one dashboard with its widgets; those who may edit it arrange and change them here. */
const ShowDashboardPage = () => {
  const { dashboardId } = useParams<{ dashboardId: string }>();
  return (
    <DashboardLoader dashboardId={dashboardId}>
      {(view, onViewChange) => <DashboardEditor key={view.id} view={view} onViewChange={onViewChange} />}
    </DashboardLoader>
  );
};

export default ShowDashboardPage;

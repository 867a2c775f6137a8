import React from 'react';
import { useParams } from 'react-router-dom';

import DashboardLoader from '@/components/dashboards/DashboardLoader';
import DashboardTv from '@/components/dashboards/DashboardTv';

/** `/dashboards/tv/{viewId}`: a dashboard full screen, without navigation, refreshing itself. */
const DashboardTvPage = () => {
  const { viewId } = useParams<{ viewId: string }>();
  return (
    <DashboardLoader dashboardId={viewId} fullScreen>
      {(view) => <DashboardTv key={view.id} view={view} />}
    </DashboardLoader>
  );
};

export default DashboardTvPage;

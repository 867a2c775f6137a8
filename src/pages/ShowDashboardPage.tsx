import React, { useCallback, useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import DashboardEditor from '@/components/dashboards/DashboardEditor';
import { reasonOf } from '@/logic/errors/FetchError';
import Routes from '@/routing/Routes';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';

type Loaded = { view: View } | { error: unknown } | undefined;

/** `/dashboards/{id}`: one dashboard with its widgets; those who may edit it arrange and change them here. */
const ShowDashboardPage = () => {
  const { dashboardId } = useParams<{ dashboardId: string }>();
  const [loaded, setLoaded] = useState<Loaded>();

  const load = useCallback(() => {
    setLoaded(undefined);
    // A 403 or 404 shows the error page instead of this one.
    ViewsActions.get(dashboardId).then((view) => setLoaded({ view }), (error: unknown) => setLoaded({ error }));
  }, [dashboardId]);
  useEffect(() => { load(); }, [load]);

  if (!loaded) return <Spinner page text="Loading dashboard…" />;
  if ('error' in loaded) {
    return (
      <Alert variant="danger">
        <p>Could not load the dashboard: {reasonOf(loaded.error)}</p>
        <Button variant="outline-danger" size="sm" onClick={load}>Try again</Button>
      </Alert>
    );
  }
  if (loaded.view.type !== 'DASHBOARD') {
    return (
      <Alert variant="info">
        &quot;{loaded.view.title}&quot; is a saved search, not a dashboard. <Link to={Routes.searchView(loaded.view.id)}>Open it as a search</Link>.
      </Alert>
    );
  }
  return <DashboardEditor key={loaded.view.id} view={loaded.view} onViewChange={(view) => setLoaded({ view })} />;
};

export default ShowDashboardPage;

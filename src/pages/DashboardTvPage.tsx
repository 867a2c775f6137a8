import React, { useCallback, useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import DashboardTv from '@/components/dashboards/DashboardTv';
import { reasonOf } from '@/logic/errors/FetchError';
import Routes from '@/routing/Routes';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';

type Loaded = { view: View } | { error: unknown } | undefined;

/** `/dashboards/tv/{viewId}`: a dashboard full screen, without navigation, refreshing itself. */
const DashboardTvPage = () => {
  const { viewId } = useParams<{ viewId: string }>();
  const [loaded, setLoaded] = useState<Loaded>();

  const load = useCallback(() => {
    setLoaded(undefined);
    ViewsActions.get(viewId).then((view) => setLoaded({ view }), (error: unknown) => setLoaded({ error }));
  }, [viewId]);
  useEffect(() => { load(); }, [load]);

  if (!loaded) return <Spinner page text="Loading dashboard…" />;
  if ('error' in loaded) {
    return (
      <div className="container py-4">
        <Alert variant="danger">
          <p>Could not load the dashboard: {reasonOf(loaded.error)}</p>
          <Button variant="outline-danger" size="sm" onClick={load}>Try again</Button>{' '}
          <Link to={Routes.DASHBOARDS} className="btn btn-sm btn-link">All dashboards</Link>
        </Alert>
      </div>
    );
  }
  return <DashboardTv key={loaded.view.id} view={loaded.view} />;
};

export default DashboardTvPage;

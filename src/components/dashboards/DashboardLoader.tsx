import React, { useCallback, useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import { reasonOf } from '@/logic/errors/FetchError';
import Routes from '@/routing/Routes';
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';

type Props = {
  dashboardId: string,
  /** Full screen (TV mode): no page around it, so a failure brings its own margins and a way back. */
  fullScreen?: boolean,
  /** The dashboard once loaded; `onViewChange` replaces it after the page saved a new version. */
  children: (view: View, onViewChange: (view: View) => void) => React.ReactNode,
};

type Loaded = { view: View } | { error: unknown } | undefined;

/** Loads one dashboard for the dashboard page and TV mode, with the same waiting, failure and wrong-type states. */
const DashboardLoader = ({ dashboardId, fullScreen = false, children }: Props) => {
  const [loaded, setLoaded] = useState<Loaded>();

  const load = useCallback(() => {
    setLoaded(undefined);
    // A 403 or 404 shows the error page instead of this one.
    ViewsActions.get(dashboardId).then((view) => setLoaded({ view }), (error: unknown) => setLoaded({ error }));
  }, [dashboardId]);
  useEffect(() => { load(); }, [load]);
  const onViewChange = useCallback((view: View) => setLoaded({ view }), []);

  if (!loaded) return <Spinner page text="Loading dashboard…" />;
  let problem: React.ReactNode;
  if ('error' in loaded) {
    problem = (
      <Alert variant="danger">
        <p>Could not load the dashboard: {reasonOf(loaded.error)}</p>
        <Button variant="outline-danger" size="sm" onClick={load}>Try again</Button>
        {fullScreen && <>{' '}<Link to={Routes.DASHBOARDS} className="btn btn-sm btn-link">All dashboards</Link></>}
      </Alert>
    );
  } else if (loaded.view.type !== 'DASHBOARD') {
    problem = (
      <Alert variant="info">
        &quot;{loaded.view.title}&quot; is a saved search, not a dashboard. <Link to={Routes.searchView(loaded.view.id)}>Open it as a search</Link>.
      </Alert>
    );
  } else {
    return <>{children(loaded.view, onViewChange)}</>;
  }
  return fullScreen ? <div className="container py-4">{problem}</div> : <>{problem}</>;
};

export default DashboardLoader;

import React, { useCallback, useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import { useDocumentTitle } from '@/components/common/DocumentTitle';
import useUserTimezone from '@/components/common/useUserTimezone';
import { REFRESH_INTERVALS } from '@/components/search/RefreshControl';
import useAutoRefresh, { useSecondsLeft } from '@/components/search/useAutoRefresh';
import Routes from '@/routing/Routes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import type { View } from '@/stores/views/ViewsStore';
import { formatDateTime } from '@/util/DateTime';

import type { Positions } from './dashboardContent';
import { dashboardContentOf } from './dashboardContent';
import DashboardGrid from './DashboardGrid';
import DashboardWidgetView from './DashboardWidgetView';
import './dashboards.css';

/** The search page's intervals, without those too short for a screen full of searches. */
const TV_INTERVALS = REFRESH_INTERVALS.filter(({ ms }) => ms >= 10000);
const DEFAULT_REFRESH_MS = 30000;

/** Space the title bar and the grid's gaps take from the screen's height. */
const BAR_HEIGHT = 96;
const GRID_MARGIN = 12;
const MIN_ROW_HEIGHT = 56;

/** Rows as tall as it takes for the dashboard to fill the screen, never smaller than on the dashboard page. */
const fittingRowHeight = (positions: Positions, screenHeight: number): number => {
  const rows = Object.values(positions).reduce((lowest, position) => Math.max(lowest, position.row + position.height - 1), 1);
  const available = screenHeight - BAR_HEIGHT - (rows - 1) * GRID_MARGIN;
  return Math.max(MIN_ROW_HEIGHT, Math.floor(available / rows));
};

const useScreenHeight = () => {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const follow = () => setHeight(window.innerHeight);
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return height;
};

/**
 * A dashboard for a wall screen: no navigation, widgets scaled to fill the screen in large type, and a
 * refresh every few seconds (30 by default) with the time to the next one in view, paused on request,
 * while the tab is hidden and while the server is unavailable.
 */
const DashboardTv = ({ view }: { view: View }) => {
  useDocumentTitle(view.title);
  const [content] = useState(() => dashboardContentOf(view));
  const [intervalMs, setIntervalMs] = useState(DEFAULT_REFRESH_MS);
  const [paused, setPaused] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [refreshedAt, setRefreshedAt] = useState(() => new Date());
  const refresh = useCallback(() => {
    setRefreshKey((key) => key + 1);
    setRefreshedAt(new Date());
  }, []);
  const { nextAt, pausedFor, restart } = useAutoRefresh(paused ? null : intervalMs, refresh);
  const secondsLeft = useSecondsLeft(nextAt);
  useReloadOnReconnect(refresh);
  const screenHeight = useScreenHeight();
  const timezone = useUserTimezone();

  const refreshNow = () => {
    refresh();
    restart();
  };

  const widgetsById = new Map(content.widgets.map((widget) => [widget.id, widget]));
  let status: string;
  if (paused) status = 'Refresh paused';
  else if (pausedFor === 'hidden tab') status = 'Paused while the tab is hidden';
  else if (pausedFor === 'server unavailable') status = 'Paused while the server is unavailable';
  else status = secondsLeft === undefined ? 'Refreshing…' : `Next refresh in ${secondsLeft} s`;

  return (
    <div className="console-dashboard-tv">
      <div className="console-dashboard-tv-bar">
        <h1 className="text-break">{view.title}</h1>
        <div className="console-dashboard-tv-controls">
          <span role="timer" aria-live="off" className="font-monospace">{status}</span>
          <span className="text-white-50">Updated {formatDateTime(refreshedAt, timezone, 'HH:mm:ss')}</span>
          <label className="visually-hidden" htmlFor="tv-refresh-interval">Refresh every</label>
          <select id="tv-refresh-interval" className="form-select form-select-sm" value={intervalMs / 1000}
                  onChange={(event) => setIntervalMs(Number(event.target.value) * 1000)}>
            {TV_INTERVALS.map(({ ms, label }) => <option key={ms} value={ms / 1000}>{label}</option>)}
          </select>
          <Button size="sm" variant="outline-light" onClick={() => setPaused((value) => !value)}>{paused ? 'Resume' : 'Pause'}</Button>
          <Button size="sm" variant="outline-light" onClick={refreshNow}>Refresh now</Button>
          <Link className="btn btn-sm btn-light" to={Routes.dashboard(view.id)}>Exit TV mode</Link>
        </div>
      </div>
      {content.widgets.length === 0
        ? <p className="lead">This dashboard has no widgets yet.</p>
        : (
          <DashboardGrid widgetIds={content.widgets.map((widget) => widget.id)} positions={content.positions} editable={false}
                         rowHeight={fittingRowHeight(content.positions, screenHeight)}
                         renderWidget={(widgetId) => {
                           const widget = widgetsById.get(widgetId);
                           return widget ? <DashboardWidgetView widget={widget} refreshKey={refreshKey} editable={false} /> : null;
                         }} />
        )}
    </div>
  );
};

export default DashboardTv;

import React, { useCallback, useMemo, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useHistory, useLocation } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useUserTimezone from '@/components/common/useUserTimezone';
import SourcesChart from '@/components/sources/SourcesChart';
import { SOURCES_LIMIT } from '@/components/sources/sourceCounts';
import SourcesTable from '@/components/sources/SourcesTable';
import useSourceCounts from '@/components/sources/useSourceCounts';
import { RELATIVE_PRESETS, relativeLabel } from '@/components/views/timeRanges';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import '@/components/sources/sources.css';
import formatCount from '@/util/formatCount';

/** The range shown when the URL names none: the last day. */
const DEFAULT_RANGE = 86400;
const RANGE_PARAM = 'range';

const rangeFromUrl = (search: string): number => {
  const params = new URLSearchParams(search);
  const value = Number(params.get(RANGE_PARAM));
  return params.has(RANGE_PARAM) && RELATIVE_PRESETS.some((preset) => preset.range === value) ? value : DEFAULT_RANGE;
};

/** `/sources`: how many messages each source sent over a chosen range, as a chart and a table. */
const SourcesPage = () => {
  const location = useLocation();
  const history = useHistory();
  const range = rangeFromUrl(location.search);
  const timerange = useMemo(() => ({ type: 'relative' as const, range }), [range]);
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);
  useReloadOnReconnect(refresh);
  const { counts, problems, loading } = useSourceCounts(timerange, refreshKey);
  const timezone = useUserTimezone();

  // The range is part of the URL, so a copied link shows the same counts; a new range starts the table at page 1.
  const changeRange = (next: number) => {
    const params = new URLSearchParams(location.search);
    if (next === DEFAULT_RANGE) params.delete(RANGE_PARAM); else params.set(RANGE_PARAM, String(next));
    params.delete('page');
    const search = params.toString();
    history.push({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  return (
    <>
      <PageHeader
        title="Sources"
        description="How many messages each source sent. Select a source to search its messages."
        actions={(
          <div className="d-flex flex-wrap align-items-center gap-2">
            <label htmlFor="sources-range" className="visually-hidden">Time range</label>
            <select id="sources-range" className="form-select w-auto" value={range} onChange={(event) => changeRange(Number(event.target.value))}>
              {RELATIVE_PRESETS.map((preset) => <option key={preset.range} value={preset.range}>{preset.label}</option>)}
            </select>
            <Button variant="outline-secondary" onClick={refresh} disabled={loading}>{loading ? 'Counting…' : 'Refresh'}</Button>
          </div>
        )} />
      {problems && (
        <Alert variant="danger">
          <p className="mb-2">Could not count the messages per source:</p>
          <ul className="mb-2">{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>
          <Button variant="outline-danger" size="sm" onClick={refresh}>Try again</Button>
        </Alert>
      )}
      {!counts && !problems && <Spinner text="Counting messages per source…" />}
      {counts && !problems && (
        <div aria-busy={loading}>
          <p className="console-sources-summary">
            <strong>{formatCount(counts.total)}</strong> {counts.total === 1 ? 'message' : 'messages'} from{' '}
            <strong>{formatCount(counts.sources.length)}</strong> {counts.sources.length === 1 ? 'source' : 'sources'}{' '}
            <span className="text-body-secondary">({relativeLabel(range).toLowerCase()})</span>
            {counts.sources.length >= SOURCES_LIMIT && (
              <span className="d-block small text-body-secondary">Only the {SOURCES_LIMIT} sources with the most messages are listed.</span>
            )}
          </p>
          <SourcesChart counts={counts} timezone={timezone} />
          <SourcesTable sources={counts.sources} timerange={counts.timerange} />
        </div>
      )}
    </>
  );
};

export default SourcesPage;

import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge } from 'react-bootstrap';
import { useHistory, useLocation, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useUserTimezone from '@/components/common/useUserTimezone';
import MissingPermissions from '@/components/errors/MissingPermissions';
import { isHiddenField } from '@/components/messages/messageFields';
import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import FieldList from '@/components/search/FieldList';
import HistogramPanel from '@/components/search/HistogramPanel';
import ResultsPanel from '@/components/search/ResultsPanel';
import { hasUnsavedChanges } from '@/components/search/savedSearchChanges';
import SearchBar from '@/components/search/SearchBar';
import type { SearchSpec } from '@/components/search/searchExecution';
import { specKey } from '@/components/search/searchExecution';
import type { SearchUrlState } from '@/components/search/searchUrl';
import { DEFAULT_SEARCH, parseSearchUrl, searchUrlQuery, withUrlParts } from '@/components/search/searchUrl';
import useAutoRefresh from '@/components/search/useAutoRefresh';
import useSavedSearch from '@/components/search/useSavedSearch';
import useSearchDecorators from '@/components/search/useSearchDecorators';
import useSearchExecution from '@/components/search/useSearchExecution';
import SavedSearchControls from '@/components/views/SavedSearchControls';
import { reasonOf } from '@/logic/errors/FetchError';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { MessageField } from '@/stores/search/FieldTypesStore';
import { FieldTypesActions } from '@/stores/search/FieldTypesStore';
import { isStreamRefusal } from '@/stores/search/SearchJobsStore';
import type { TimeRange } from '@/stores/search/searchTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { SavedSearchState } from '@/stores/views/savedSearch';
import { DEFAULT_SELECTED_FIELDS } from '@/stores/views/savedSearch';
import type { View } from '@/stores/views/ViewsStore';
import DocsHelper from '@/util/DocsHelper';

type RouteParams = { viewId?: string, streamId?: string };

const NO_STREAMS: ReadonlyArray<string> = [];
const NO_FIELDS: ReadonlyArray<MessageField> = [];

/**
 * The fields of what is searched: loaded again when the streams or the range change, not for each page. Only
 * the answer for the streams and range on screen is kept: an older load that answers late is dropped.
 */
const useFieldTypes = (streams: ReadonlyArray<string>, timerange: TimeRange, ready: boolean) => {
  const [fields, setFields] = useState(NO_FIELDS);
  const key = JSON.stringify([streams, timerange]);
  useEffect(() => {
    if (!ready) return undefined;
    let current = true;
    FieldTypesActions.load(streams, timerange).then((loaded) => { if (current) setFields(loaded); }, () => {});
    return () => { current = false; };
    // The key says when the streams or the range are others; new objects with the same content are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
  return fields;
};

/** The field names for completion and the field list: the field types, and whatever the shown messages carry. */
const useFieldNames = (typed: ReadonlyArray<MessageField>, messagesFields: ReadonlyArray<Record<string, unknown>>) => useMemo(() => {
  const byName = new Map(typed.map((field) => [field.name, { name: field.name, type: field.type }]));
  messagesFields.forEach((fields) => Object.keys(fields).forEach((name) => {
    if (!isHiddenField(name) && !byName.has(name)) byName.set(name, { name, type: 'unknown' });
  }));
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}, [typed, messagesFields]);

/**
 * `/search`, `/search/new`, `/search/{viewId}` and `/views/{viewId}` (a saved search), `/streams/{id}/search`
 * and `/streams/{id}/messages` (limited to the stream): the query bar, the time range, the histogram, the total,
 * the page of messages and the fields. What is searched for lives in the URL (see searchUrl.ts).
 */
const SearchPage = () => {
  const { viewId, streamId } = useParams<RouteParams>();
  const location = useLocation();
  const history = useHistory();
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const permissions = currentUser?.permissions;
  const timezone = useUserTimezone();
  const leadsToPage = useLeadsToPage();

  const { saved, replaceView } = useSavedSearch(viewId);
  const decorators = useSearchDecorators(streamId, permissions);
  const execution = useSearchExecution();

  const searchState: SearchUrlState = useMemo(() => {
    const base = saved.state === 'loaded'
      ? { ...DEFAULT_SEARCH, query: saved.search.query, timerange: saved.search.timerange, fields: saved.search.selectedFields }
      : DEFAULT_SEARCH;
    return withUrlParts(base, parseSearchUrl(location.search));
  }, [saved, location.search]);
  const streams = useMemo(() => {
    if (streamId) return [streamId];
    return saved.state === 'loaded' ? saved.search.streams : NO_STREAMS;
  }, [streamId, saved]);
  const selectedFields = searchState.fields ?? DEFAULT_SELECTED_FIELDS;

  const [draft, setDraft] = useState(searchState.query);
  useEffect(() => { setDraft(searchState.query); }, [searchState.query]);
  const [refreshMs, setRefreshMs] = useState<number | null>(null);

  const ready = (saved.state === 'none' || saved.state === 'loaded') && decorators !== undefined;
  const spec: SearchSpec | undefined = useMemo(() => (ready && decorators ? {
    query: searchState.query,
    timerange: searchState.timerange,
    streams,
    interval: searchState.interval,
    page: searchState.page,
    perPage: searchState.perPage,
    decorators,
  } : undefined), [ready, decorators, searchState, streams]);
  const key = spec ? specKey(spec) : undefined;

  const { execute } = execution;
  useEffect(() => {
    if (spec) execute(spec);
    // The key says when the spec means another search; a new object with the same content is the same search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, execute]);

  const fieldTypes = useFieldTypes(streams, searchState.timerange, ready);

  // Once the server answers again after being away, the search on screen runs again, refresh or not.
  const { pausedFor: refreshPausedFor } = useAutoRefresh(refreshMs, execution.refresh);
  useReloadOnReconnect(() => { if (spec) execute(spec); });

  const { result } = execution;
  const messageFields = useMemo(() => (result?.messages ?? []).map((message) => message.fields), [result]);
  const fieldNames = useFieldNames(fieldTypes, messageFields);
  const names = useMemo(() => fieldNames.map((field) => field.name), [fieldNames]);
  // The list offers what a column is for; internal fields stay out of it (the query bar still completes them).
  const listedFields = useMemo(() => fieldNames.filter((field) => !isHiddenField(field.name)), [fieldNames]);

  const navigate = useCallback((next: SearchUrlState, replace = false) => {
    const target = `${location.pathname}${searchUrlQuery(next)}`;
    if (replace) history.replace(target); else history.push(target);
  }, [history, location.pathname]);

  const submit = (changes: Partial<SearchUrlState> = {}) => {
    const next = { ...searchState, query: draft, page: 1, ...changes };
    if (spec && searchUrlQuery(next) === searchUrlQuery(searchState)) {
      // The same search again: run it again (a relative range moves on), the URL stays as it is.
      execute(spec);
    } else {
      navigate(next);
    }
  };
  const changeTimeRange = (timerange: TimeRange) => submit({ timerange });
  const zoom = (fromMs: number, toMs: number) => submit({
    timerange: { type: 'absolute', from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() },
  });
  const toggleField = (field: string) => {
    const fields = selectedFields.includes(field) ? selectedFields.filter((name) => name !== field) : [...selectedFields, field];
    // Columns change how the result looks, not what is searched: no new history entry, no new search.
    navigate({ ...searchState, fields }, true);
  };

  const current: SavedSearchState = {
    query: searchState.query, timerange: searchState.timerange, streams: [...streams], selectedFields: [...selectedFields],
  };
  const onSaved = (view: View) => {
    replaceView(view, current);
    if (view.id !== viewId) history.push(`${Routes.searchView(view.id)}${searchUrlQuery(searchState)}`);
  };

  const unsaved = saved.state === 'loaded' && hasUnsavedChanges(saved.search, current);
  const title = (() => {
    if (saved.state === 'loaded') {
      return (
        <span className="d-inline-flex flex-wrap align-items-center gap-2">
          <span className="text-break">{saved.view.title}</span>
          {unsaved && <Badge bg="warning" text="dark" className="fs-6 fw-normal">Unsaved changes</Badge>}
        </span>
      );
    }
    if (streamId) return 'Stream search';
    return 'Search';
  })();
  const description = streamId
    ? <>Messages routed into stream <span className="font-monospace">{streamId}</span>.</>
    : 'Find messages by query and time range; drag across the histogram to zoom in.';

  if (saved.state === 'failed') {
    // A missing or forbidden saved search is shown as the router's error page; anything else was toasted.
    return <PageHeader title="Search" description="The saved search could not be loaded." />;
  }
  if (saved.state === 'loading') {
    return <Spinner page text="Loading saved search…" />;
  }
  if (execution.status === 'failed' && isStreamRefusal(execution.failure)) {
    return <MissingPermissions streams message={reasonOf(execution.failure)} />;
  }

  return (
    <div className="console-search-page">
      <PageHeader title={title} documentTitle={saved.state === 'loaded' ? saved.view.title : undefined} description={description}
                  documentationLink={{ title: 'Search query language', path: DocsHelper.PAGES.SEARCH_QUERY_LANGUAGE }}
                  actions={(
                    <SavedSearchControls current={current} view={saved.state === 'loaded' ? saved.view : null}
                                         onOpened={(id) => history.push(Routes.searchView(id))}
                                         onSaved={onSaved}
                                         onDeleted={() => history.push(Routes.SEARCH)}
                                         dirty={unsaved} />
                  )} />
      <SearchBar query={draft} onQueryChange={setDraft} onSubmit={() => submit()}
                 timerange={searchState.timerange} onTimeRangeChange={changeTimeRange} timezone={timezone}
                 fieldNames={names} queryError={result?.queryError} queryErrorFor={result?.spec.query}
                 refreshMs={refreshMs} onRefreshChange={setRefreshMs} running={execution.status === 'running'} />
      <div className="row g-3 mt-1">
        <aside className="col-lg-3 col-xxl-2 order-2 order-lg-1">
          <FieldList fields={listedFields} selected={selectedFields} onToggle={toggleField} search={result?.spec} />
        </aside>
        <div className="col-lg-9 col-xxl-10 order-1 order-lg-2">
          <HistogramPanel result={result} interval={searchState.interval} timezone={timezone} onZoom={zoom}
                          onIntervalChange={(interval) => submit({ interval, query: searchState.query })} />
          <ResultsPanel result={result} running={execution.status === 'running'}
                        failure={execution.status === 'failed' ? execution.failure : undefined}
                        serverAway={refreshPausedFor === 'server unavailable'}
                        onRetry={() => { if (spec) execute(spec); }}
                        fields={selectedFields} timezone={timezone}
                        linkToMessage={leadsToPage(Routes.unqualified.message('index', 'id'))}
                        page={result?.spec.page ?? searchState.page} perPage={result?.spec.perPage ?? searchState.perPage}
                        onPageChange={(page) => navigate({ ...searchState, page })}
                        onPerPageChange={(perPage) => navigate({ ...searchState, perPage, page: 1 })} />
        </div>
      </div>
    </div>
  );
};

export default SearchPage;

import { useCallback, useMemo, useRef } from 'react';

import useSearchRun from '@/components/search/useSearchRun';
import type { SearchJob } from '@/stores/search/searchTypes';

import type { SupportedWidget } from './widgetModel';
import type { WidgetData, WidgetProblem } from './widgetSearch';
import { readWidgetResult, widgetSearch } from './widgetSearch';

export type WidgetResult = {
  /** The last data shown; kept while the next search runs, so a refresh does not blank the widget. */
  data?: WidgetData,
  problems?: Array<WidgetProblem>,
  loading: boolean,
  /** When the data or problems on screen arrived. */
  updatedAt?: number,
};

/** The parts of a widget its search depends on: a new title or new columns do not search again. */
const searchKey = (widget: SupportedWidget): string => JSON.stringify({
  kind: widget.kind,
  query: widget.query,
  timerange: widget.timerange,
  streams: widget.streams,
  field: widget.kind === 'terms' ? widget.field : undefined,
  limit: widget.kind === 'terms' ? widget.limit : undefined,
});

/** Runs the widget's search (see useSearchRun), again when what it asks changes or `refreshKey` does. */
const useWidgetData = (widget: SupportedWidget, refreshKey: number): WidgetResult => {
  const key = searchKey(widget);
  const widgetRef = useRef(widget);
  widgetRef.current = widget;
  // A new search (and request id) only when what is asked changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => widgetSearch(widgetRef.current), [key]);
  const read = useCallback((job: SearchJob) => readWidgetResult(widgetRef.current, search, job), [search]);

  const { value, failure, loading, updatedAt } = useSearchRun(search.request, refreshKey, read);
  if (failure) return { problems: [failure], loading, updatedAt };
  if (value && 'problems' in value) return { problems: value.problems, loading, updatedAt };
  return { data: value?.data, loading, updatedAt };
};

export default useWidgetData;

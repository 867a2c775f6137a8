import { useEffect, useMemo, useRef, useState } from 'react';

import { createSearchRunner } from '@/stores/search/searchRunner';
import type { SearchRunner } from '@/stores/search/searchRunner';

import type { SupportedWidget } from './widgetModel';
import type { WidgetData, WidgetProblem } from './widgetSearch';
import { problemOfFailure, readWidgetResult, widgetSearch } from './widgetSearch';

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

/**
 * Runs the widget's search, again when what it asks changes or `refreshKey` does. Each widget has its own
 * runner: a newer run cancels its older one, and a refresh executes the search already created again.
 */
const useWidgetData = (widget: SupportedWidget, refreshKey: number): WidgetResult => {
  const runner = useRef<SearchRunner | null>(null);
  if (runner.current === null) runner.current = createSearchRunner();
  const [result, setResult] = useState<WidgetResult>({ loading: true });

  const key = searchKey(widget);
  const widgetRef = useRef(widget);
  widgetRef.current = widget;
  // A new search (and request id) only when what is asked changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const search = useMemo(() => widgetSearch(widgetRef.current), [key]);

  useEffect(() => {
    const current = widgetRef.current;
    let active = true;
    setResult((previous) => ({ ...previous, loading: true }));
    runner.current?.run(search.request).then((job) => {
      // null: a newer run replaced this one.
      if (!active || job === null) return;
      const read = readWidgetResult(current, search, job);
      setResult('data' in read
        ? { data: read.data, loading: false, updatedAt: Date.now() }
        : { problems: read.problems, loading: false, updatedAt: Date.now() });
    }, (error: unknown) => {
      if (active) setResult({ problems: [problemOfFailure(error)], loading: false, updatedAt: Date.now() });
    });
    return () => { active = false; };
  }, [search, refreshKey]);

  useEffect(() => () => runner.current?.cancel(), []);

  return result;
};

export default useWidgetData;

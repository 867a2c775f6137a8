import React, { useMemo } from 'react';

import Spinner from '@/components/common/Spinner';
import useWidgetData from '@/components/dashboards/useWidgetData';
import type { TermsWidget } from '@/components/dashboards/widgetModel';
import { DEFAULT_TERMS_LIMIT } from '@/components/dashboards/widgetModel';
import TermsWidgetBody from '@/components/dashboards/widgets/TermsWidgetBody';
import type { TimeRange } from '@/stores/search/searchTypes';
import '@/components/dashboards/dashboards.css';

/** What the page searched: the top values are counted among the same messages. */
export type AnalysedSearch = { query: string, timerange: TimeRange, streams: ReadonlyArray<string> };

type Props = { field: string, search: AnalysedSearch };

/** The field's most frequent values among the messages found, as a dashboard's field value counts show them. */
const FieldTopValues = ({ field, search }: Props) => {
  // The same counting a dashboard widget does, run once for what the page searched.
  const widget: TermsWidget = useMemo(() => ({
    id: `top-values-${field}`, kind: 'terms', title: '', field, limit: DEFAULT_TERMS_LIMIT,
    query: search.query, timerange: search.timerange, streams: [...search.streams],
  }), [field, search.query, search.timerange, search.streams]);
  const result = useWidgetData(widget, 0);
  if (result.problems) {
    return <p className="small text-danger mb-0" role="alert">Could not count the values: {result.problems.map((problem) => problem.message).join(' ')}</p>;
  }
  if (!result.data || result.data.kind !== 'terms') return <Spinner text="Counting values…" />;
  return <TermsWidgetBody data={result.data} field={field} query={search.query} timerange={search.timerange} streams={search.streams} />;
};

export default FieldTopValues;

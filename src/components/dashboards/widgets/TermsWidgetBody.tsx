import React from 'react';
import { Link } from 'react-router-dom';

import { fieldValueQuery, searchLink } from '@/components/search/searchUrl';
import type { TimeRange } from '@/stores/search/searchTypes';
import formatCount from '@/util/formatCount';

import type { TermsData } from '../widgetSearch';

type Props = {
  data: TermsData,
  field: string,
  /** The widget's own search: a value's link searches within it, over the same range and stream. */
  query: string,
  timerange: TimeRange,
  streams: ReadonlyArray<string>,
};

/** The most frequent values of the field with their counts and share, each leading to its messages. */
const TermsWidgetBody = ({ data, field, query, timerange, streams }: Props) => {
  if (data.values.length === 0) {
    return <p className="console-widget-empty">No message has a value in {field}.</p>;
  }
  const largest = Math.max(...data.values.map((entry) => entry.count), 1);
  // The search page searches one stream or all: a widget limited to several streams links to all of them.
  const streamId = streams.length === 1 ? streams[0] : undefined;
  return (
    <div className="console-widget-scroll">
      <table className="table table-sm mb-0 console-widget-terms">
        <thead>
          <tr><th scope="col">{field}</th><th scope="col" className="text-end">Count</th></tr>
        </thead>
        <tbody>
          {data.values.map((entry) => (
            <tr key={entry.value}>
              <td>
                <Link to={searchLink({ query: fieldValueQuery(field, entry.value, query), timerange, streamId })} className="text-break">{entry.value}</Link>
                <div className="console-widget-bar" aria-hidden="true"><span style={{ width: `${(entry.count / largest) * 100}%` }} /></div>
              </td>
              <td className="text-end font-monospace">{formatCount(entry.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

export default TermsWidgetBody;

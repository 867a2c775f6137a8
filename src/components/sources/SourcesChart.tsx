import React from 'react';
import { Link } from 'react-router-dom';

import { fieldValueQuery, searchLink } from '@/components/search/searchUrl';
import HistogramChart from '@/components/visualizations/HistogramChart';
import formatCount from '@/util/formatCount';

import type { SourceCounts } from './sourceCounts';
import { percentage, SOURCE_FIELD } from './sourceCounts';

/** How many sources get a bar: the rest are in the table. */
const TOP_SOURCES = 10;

type Props = { counts: SourceCounts, timezone: string };

/** All messages over time, and the sources with the most messages as bars. */
const SourcesChart = ({ counts, timezone }: Props) => {
  const top = counts.sources.slice(0, TOP_SOURCES);
  const largest = Math.max(1, ...top.map((row) => row.count));
  return (
    <div className="row g-3 mb-3">
      <section className="col-xl-8" aria-labelledby="sources-over-time">
        <div className="card h-100">
          <div className="card-body">
            <h2 id="sources-over-time" className="h6">All messages over time</h2>
            <HistogramChart buckets={counts.buckets} intervalMs={counts.intervalMs} range={counts.span} timezone={timezone} height={220} />
          </div>
        </div>
      </section>
      <section className="col-xl-4" aria-labelledby="top-sources">
        <div className="card h-100">
          <div className="card-body">
            <h2 id="top-sources" className="h6">Top {Math.min(TOP_SOURCES, counts.sources.length)} sources</h2>
            {top.length === 0
              ? <p className="text-body-secondary mb-0">No messages in this time range.</p>
              : (
                <ol className="console-source-bars list-unstyled mb-0">
                  {top.map((row) => (
                    <li key={row.source}>
                      <div className="d-flex justify-content-between gap-2 small">
                        <Link to={searchLink({ query: fieldValueQuery(SOURCE_FIELD, row.source), timerange: counts.timerange })} className="text-truncate">{row.source}</Link>
                        <span className="font-monospace text-nowrap">{formatCount(row.count)} · {percentage(row.share)}</span>
                      </div>
                      <div className="console-source-bar" aria-hidden="true"><span style={{ width: `${(row.count / largest) * 100}%` }} /></div>
                    </li>
                  ))}
                </ol>
              )}
          </div>
        </div>
      </section>
    </div>
  );
};

export default SourcesChart;

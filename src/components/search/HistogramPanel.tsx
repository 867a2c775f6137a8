import React from 'react';
import { Card, Form } from 'react-bootstrap';

import HistogramChart from '@/components/visualizations/HistogramChart';

import type { SearchResult } from './searchExecution';
import type { IntervalName } from './searchUrl';
import { INTERVALS } from './searchUrl';

type Props = {
  result: SearchResult | undefined,
  interval: IntervalName,
  onIntervalChange: (interval: IntervalName) => void,
  onZoom: (fromMs: number, toMs: number) => void,
  timezone: string,
};

const INTERVAL_LABELS: Record<IntervalName, string> = {
  auto: 'Automatic', minute: 'Minute', hour: 'Hour', day: 'Day', week: 'Week', month: 'Month',
};

const HEIGHT = 150;

const Note = ({ children }: { children: React.ReactNode }) => (
  <p className="console-histogram-note text-body-secondary small mb-0">{children}</p>
);

/**
 * The chart, or why there is none: a query that does not parse counted nothing (an empty chart would
 * offer to zoom into nothing), and "all time" without any message has no range to draw.
 */
const HistogramBody = ({ result, onZoom, timezone }: Pick<Props, 'result' | 'onZoom' | 'timezone'>) => {
  if (!result) return <div className="console-histogram-placeholder" style={{ height: HEIGHT }} aria-hidden="true" />;
  if (result.queryError) return <Note>No histogram: the query could not be parsed.</Note>;
  if (result.histogram.length === 0 && !result.range) return <Note>No messages to show over time.</Note>;
  return <HistogramChart buckets={result.histogram} intervalMs={result.intervalMs} range={result.range} timezone={timezone} onZoom={onZoom} height={HEIGHT} />;
};

/** Message counts over the searched range; dragging across zooms the search to that range. */
const HistogramPanel = ({ result, interval, onIntervalChange, onZoom, timezone }: Props) => (
  <Card className="mb-3 console-search-histogram">
    <Card.Header className="d-flex align-items-center justify-content-between gap-2 py-2">
      <h2 className="h6 mb-0">Messages over time</h2>
      <Form.Select size="sm" className="w-auto" aria-label="Histogram interval" value={interval}
                   onChange={(event) => onIntervalChange(INTERVALS.find((name) => name === event.target.value) ?? 'auto')}>
        {INTERVALS.map((name) => <option key={name} value={name}>{`Interval: ${INTERVAL_LABELS[name]}`}</option>)}
      </Form.Select>
    </Card.Header>
    <Card.Body className="py-2">
      <HistogramBody result={result} onZoom={onZoom} timezone={timezone} />
    </Card.Body>
  </Card>
);

export default HistogramPanel;

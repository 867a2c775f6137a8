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
      {result ? (
        <HistogramChart buckets={result.histogram} intervalMs={result.intervalMs} range={result.range} timezone={timezone} onZoom={onZoom} height={150} />
      ) : (
        <div className="console-histogram-placeholder" style={{ height: 150 }} aria-hidden="true" />
      )}
    </Card.Body>
  </Card>
);

export default HistogramPanel;

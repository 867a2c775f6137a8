import React, { useRef } from 'react';

import useUserTimezone from '@/components/common/useUserTimezone';
import HistogramChart from '@/components/visualizations/HistogramChart';
import formatCount from '@/util/formatCount';

import useElementSize from '../useElementSize';
import type { CountData } from '../widgetSearch';

/** Below this height the trend would be too flat to read: only the number is shown. */
const MIN_TREND_HEIGHT = 90;

/** The number of messages found, large, with their trend over the widget's range below it. */
const CountWidgetBody = ({ data }: { data: CountData }) => {
  const trend = useRef<HTMLDivElement>(null);
  const { height } = useElementSize(trend);
  const timezone = useUserTimezone();
  return (
    <div className="console-widget-count">
      <div className="console-widget-number">{formatCount(data.total)}</div>
      <div className="console-widget-unit">{data.total === 1 ? 'message' : 'messages'}</div>
      <div ref={trend} className="console-widget-trend">
        {height >= MIN_TREND_HEIGHT && (
          <HistogramChart buckets={data.buckets} intervalMs={data.intervalMs} range={data.span} timezone={timezone} height={height - 24} />
        )}
      </div>
    </div>
  );
};

export default CountWidgetBody;

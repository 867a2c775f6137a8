import React, { useRef } from 'react';

import useUserTimezone from '@/components/common/useUserTimezone';
import HistogramChart from '@/components/visualizations/HistogramChart';

import useElementSize from '../useElementSize';
import type { HistogramData } from '../widgetSearch';

/** The room the chart's caption line takes below the plot. */
const CAPTION_HEIGHT = 24;

/** Message counts over the widget's range, filling the widget. */
const HistogramWidgetBody = ({ data }: { data: HistogramData }) => {
  const area = useRef<HTMLDivElement>(null);
  const { height } = useElementSize(area);
  const timezone = useUserTimezone();
  return (
    <div ref={area} className="console-widget-fill">
      {height > CAPTION_HEIGHT * 2 && (
        <HistogramChart buckets={data.buckets} intervalMs={data.intervalMs} range={data.span} timezone={timezone} height={height - CAPTION_HEIGHT} />
      )}
    </div>
  );
};

export default HistogramWidgetBody;

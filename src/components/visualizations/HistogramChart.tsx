// Message counts over time as bars, drawn on a canvas by uPlot so that a thousand buckets and more stay
// smooth. The chart is created once and fed new data; hovering reads a bucket out in a line of text that
// is updated in place (no React render per mouse move); dragging across it selects a time range to zoom to.
import React, { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './visualizations.css';

import { formatDateTime } from '@/util/DateTime';
import formatCount from '@/util/formatCount';

import { fillBuckets, totalOf } from './histogramData';
import { timeAxisLabels } from './timeAxis';

type Props = {
  /** [bucket start in epoch ms, count], empty buckets may be left out. */
  buckets: ReadonlyArray<readonly [number, number]>,
  intervalMs: number,
  /** Called with the selected range when the user drags across the chart; without it there is no selection. */
  onZoom?: (fromMs: number, toMs: number) => void,
  height?: number,
  /** The whole searched range, so that the chart spans it even where nothing was found. */
  range?: { fromMs: number, toMs: number },
  /** Times on the axis and in the readout are written in this zone (the user's). */
  timezone: string,
};

const DEFAULT_HEIGHT = 160;
const BAR_COLOR = 'rgba(38, 110, 196, 0.85)';
const AXIS_COLOR = '#5c6670';
const GRID_COLOR = 'rgba(0, 0, 0, 0.06)';
/**
 * Room right of the plot for half of the last time label, which is centred on its tick (a date line
 * "2026-11-23" is about 65 px wide), so that it is never cut off.
 */
export const RIGHT_PADDING_PX = 36;
/** A drag narrower than this is a click, not a selection. */
const MIN_SELECTION_PX = 4;

const formatTime = (ms: number, timezone: string) => formatDateTime(ms, timezone, 'YYYY-MM-DD HH:mm:ss');

const describe = (total: number, range: Props['range'], timezone: string) => {
  const span = range ? ` from ${formatTime(range.fromMs, timezone)} to ${formatTime(range.toMs, timezone)}` : '';
  return `Histogram of messages: ${formatCount(total)} messages in total${span}.`;
};

const HistogramChart = ({ buckets, intervalMs, onZoom, height = DEFAULT_HEIGHT, range, timezone }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const readout = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const onZoomRef = useRef(onZoom);
  onZoomRef.current = onZoom;
  const view = useRef({ intervalMs, range, timezone });
  view.current = { intervalMs, range, timezone };

  const columns = useMemo(() => fillBuckets(buckets, intervalMs, range), [buckets, intervalMs, range]);
  const total = useMemo(() => totalOf(buckets), [buckets]);
  const zoomable = onZoom !== undefined;

  // Created once per zone and selectability (both are options uPlot reads at creation); data follows below.
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const showReadout = (index: number | null | undefined, plot: uPlot) => {
      if (!readout.current) return;
      const times = plot.data[0];
      const counts = plot.data[1];
      if (index === null || index === undefined || index < 0 || index >= times.length) {
        readout.current.textContent = '\u00a0';
        return;
      }
      const start = times[index];
      const value = counts[index] ?? 0;
      readout.current.textContent = `${formatTime(start, view.current.timezone)}: ${formatCount(value)} messages`;
    };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 100),
      height,
      ms: 1,
      tzDate: (ms: number) => uPlot.tzDate(new Date(ms), timezone),
      legend: { show: false },
      padding: [8, RIGHT_PADDING_PX, 0, 0],
      cursor: {
        drag: { x: zoomable, y: false, setScale: false },
        points: { show: false },
        y: false,
      },
      select: { show: zoomable, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: {
          time: true,
          range: (_plot, dataMin, dataMax) => {
            const { range: wanted, intervalMs: interval } = view.current;
            const min = Math.min(wanted?.fromMs ?? dataMin, dataMin);
            const max = Math.max(wanted?.toMs ?? dataMax, dataMax + interval);
            return [min, max > min ? max : min + interval];
          },
        },
        y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        // Room for a whole time label per tick, so that labels never crowd each other.
        {
          stroke: AXIS_COLOR,
          space: 90,
          grid: { stroke: GRID_COLOR, width: 1 },
          ticks: { stroke: GRID_COLOR, width: 1 },
          // uPlot's own labels are 12-hour ("10:51pm 11/23/26"); the console writes times 24-hour.
          values: (_plot, ticks, _axis, _space, stepMs) => timeAxisLabels(ticks, stepMs, view.current.timezone),
        },
        {
          stroke: AXIS_COLOR,
          grid: { stroke: GRID_COLOR, width: 1 },
          ticks: { show: false },
          size: 56,
          // Counts are whole: no tick at 0.5.
          values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? formatCount(tick) : '')),
        },
      ],
      series: [
        {},
        {
          label: 'messages',
          fill: BAR_COLOR,
          stroke: BAR_COLOR,
          width: 0,
          paths: uPlot.paths.bars?.({ align: 1, size: [1, Infinity, 1], gap: 1 }),
          points: { show: false },
        },
      ],
      hooks: {
        setCursor: [(plot) => showReadout(plot.cursor.idx, plot)],
        setSelect: [(plot) => {
          const { left, width } = plot.select;
          if (width >= MIN_SELECTION_PX && onZoomRef.current) {
            const from = plot.posToVal(left, 'x');
            const to = plot.posToVal(left + width, 'x');
            onZoomRef.current(Math.round(Math.min(from, to)), Math.round(Math.max(from, to)));
          }
          if (width > 0) plot.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
        }],
      },
    };
    const plot = new uPlot(options, [[], []], element);
    chart.current = plot;

    let resize: ResizeObserver | undefined;
    if (typeof ResizeObserver !== 'undefined') {
      resize = new ResizeObserver(([entry]) => {
        const width = Math.floor(entry.contentRect.width);
        if (width > 0 && width !== plot.width) plot.setSize({ width, height: plot.height });
      });
      resize.observe(element);
    }
    return () => {
      resize?.disconnect();
      plot.destroy();
      chart.current = null;
    };
    // Height and data are applied to the living chart by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timezone, zoomable]);

  useEffect(() => {
    chart.current?.setData([columns.times, columns.counts]);
  }, [columns, timezone, zoomable]);

  useEffect(() => {
    const plot = chart.current;
    if (plot && plot.height !== height) plot.setSize({ width: plot.width, height });
  }, [height]);

  return (
    <figure className="console-histogram mb-0">
      <div ref={container} role="img" aria-label={describe(total, range, timezone)}
           className={zoomable ? 'console-histogram-plot console-histogram-zoomable' : 'console-histogram-plot'}
           style={{ minHeight: height }} />
      <figcaption className="d-flex justify-content-between small text-body-secondary gap-3">
        <div ref={readout} aria-hidden="true" className="font-monospace">{'\u00a0'}</div>
        {zoomable && <div className="text-nowrap">Drag across the chart to zoom in</div>}
      </figcaption>
    </figure>
  );
};

export default HistogramChart;

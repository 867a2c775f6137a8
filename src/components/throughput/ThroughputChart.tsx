// Messages in and out per second over the last minute, as a small live line chart drawn by uPlot with the
// current figures written next to it (the chart is a picture; the text is what a screen reader and a glance
// read). Without `nodeId` it shows the cluster's total; `compact` is the navigation's tiny variant.
import React, { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './throughput.css';

import type { ThroughputSample } from '@/stores/nodes/ThroughputHistoryStore';
import { THROUGHPUT_WINDOW_MS } from '@/stores/nodes/ThroughputHistoryStore';
import formatCount from '@/util/formatCount';

import useThroughput from './useThroughput';

type Props = {
  /** The node to show; the cluster's total without it. */
  nodeId?: string,
  /** The navigation's variant: about 120x28, no axes, one line of text. */
  compact?: boolean,
};

export const INPUT_COLOR = 'rgb(38, 110, 196)';
export const OUTPUT_COLOR = 'rgb(46, 140, 87)';
const AXIS_COLOR = '#5c6670';
const GRID_COLOR = 'rgba(0, 0, 0, 0.06)';
const COMPACT_SIZE = { width: 120, height: 28 };
const FULL_HEIGHT = 140;

/** What the figures read before the first sample arrived. */
const NO_FIGURE = '–';

export const columnsOf = (samples: ReadonlyArray<ThroughputSample>): uPlot.AlignedData => [
  samples.map((sample) => sample.at),
  samples.map((sample) => sample.input),
  samples.map((sample) => sample.output),
];

/** A tick's distance from now in seconds ("-30s"), "now" for the newest. */
export const secondsAgoLabel = (tickMs: number, nowMs: number): string => {
  const seconds = Math.round((nowMs - tickMs) / 1000);
  return seconds <= 0 ? 'now' : `-${seconds}s`;
};

const figure = (value: number | undefined) => (value === undefined ? NO_FIGURE : formatCount(Math.round(value)));

const ThroughputChart = ({ nodeId, compact = false }: Props) => {
  const samples = useThroughput(nodeId);
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const newest = samples.length > 0 ? samples[samples.length - 1] : undefined;
  const nowRef = useRef(Date.now());
  nowRef.current = newest?.at ?? Date.now();
  const columns = useMemo(() => columnsOf(samples), [samples]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const width = compact ? COMPACT_SIZE.width : Math.max(element.clientWidth, 100);
    const height = compact ? COMPACT_SIZE.height : FULL_HEIGHT;
    // Output is dashed: when everything received is written at once, the two lines lie on each other and both stay visible.
    const line = (label: string, color: string, dash?: Array<number>): uPlot.Series => (
      { label, stroke: color, width: compact ? 1 : 1.5, dash, points: { show: false } });
    const options: uPlot.Options = {
      width,
      height,
      ms: 1,
      legend: { show: false },
      cursor: { show: false },
      padding: compact ? [2, 0, 2, 0] : [8, 16, 0, 0],
      scales: {
        // Always the last minute, so the chart moves even when a poll is skipped.
        x: { time: true, range: () => [nowRef.current - THROUGHPUT_WINDOW_MS, nowRef.current] },
        y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
      },
      axes: compact ? [{ show: false }, { show: false }] : [
        {
          stroke: AXIS_COLOR,
          space: 60,
          grid: { stroke: GRID_COLOR, width: 1 },
          ticks: { stroke: GRID_COLOR, width: 1 },
          values: (_plot, ticks) => ticks.map((tick) => secondsAgoLabel(tick, nowRef.current)),
        },
        {
          stroke: AXIS_COLOR,
          grid: { stroke: GRID_COLOR, width: 1 },
          ticks: { show: false },
          size: 50,
          values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? formatCount(tick) : '')),
        },
      ],
      series: [{}, line('in', INPUT_COLOR), line('out', OUTPUT_COLOR, compact ? [2, 2] : [5, 4])],
    };
    const plot = new uPlot(options, [[], [], []], element);
    chart.current = plot;

    let resize: ResizeObserver | undefined;
    if (!compact && typeof ResizeObserver !== 'undefined') {
      resize = new ResizeObserver(([entry]) => {
        const next = Math.floor(entry.contentRect.width);
        if (next > 0 && next !== plot.width) plot.setSize({ width: next, height: plot.height });
      });
      resize.observe(element);
    }
    return () => {
      resize?.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [compact]);

  useEffect(() => {
    chart.current?.setData(columns);
  }, [columns]);

  const input = figure(newest?.input);
  const output = figure(newest?.output);
  const description = newest
    ? `Throughput over the last minute; now ${input} messages per second in, ${output} out.`
    : 'Throughput over the last minute; no figures yet.';

  if (compact) {
    return (
      <span className="console-throughput console-throughput-compact">
        <span ref={container} role="img" aria-label={description} className="console-throughput-plot"
              style={{ width: COMPACT_SIZE.width, height: COMPACT_SIZE.height }} />
        <span className="console-throughput-figures">In {input} / Out {output} msg/s</span>
      </span>
    );
  }
  return (
    <figure className="console-throughput mb-0">
      <div ref={container} role="img" aria-label={description} className="console-throughput-plot" style={{ minHeight: FULL_HEIGHT }} />
      <figcaption className="console-throughput-figures d-flex gap-3 small">
        <span><span className="console-throughput-key" style={{ background: INPUT_COLOR }} />{input} msg/s in</span>
        <span><span className="console-throughput-key console-throughput-key-dashed" style={{ color: OUTPUT_COLOR }} />{output} msg/s out</span>
      </figcaption>
    </figure>
  );
};

export default ThroughputChart;

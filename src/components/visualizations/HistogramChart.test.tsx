import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';
import type uPlot from 'uplot';

import HistogramChart, { RIGHT_PADDING_PX } from './HistogramChart';
import { fillBuckets, MAX_FILLED_BUCKETS } from './histogramData';

type FakePlot = {
  options: uPlot.Options,
  data: Array<Array<number>>,
  width: number,
  height: number,
  select: { left: number, width: number, top: number, height: number },
  cursor: { idx: number | null },
  setData: jest.Mock,
  setSize: jest.Mock,
  setSelect: jest.Mock,
  destroy: jest.Mock,
  posToVal: (left: number) => number,
};

const mockPlots: Array<FakePlot> = [];

jest.mock('uplot', () => {
  class FakeUPlot {
    options: uPlot.Options;
    data: Array<Array<number>>;
    width: number;
    height: number;
    select = { left: 0, width: 0, top: 0, height: 0 };
    cursor = { idx: null as number | null };
    setData = jest.fn((data: Array<Array<number>>) => { this.data = data; });
    setSize = jest.fn(({ width, height }: { width: number, height: number }) => { this.width = width; this.height = height; });
    setSelect = jest.fn();
    destroy = jest.fn();
    // 1 px = 1 s from 2024-03-01T12:00:00Z.
    posToVal = (left: number) => Date.parse('2024-03-01T12:00:00.000Z') + left * 1000;

    static paths = { bars: jest.fn(() => 'bars-path') };
    static tzDate = (date: Date) => date;

    constructor(options: uPlot.Options, data: Array<Array<number>>) {
      this.options = options;
      this.data = data;
      this.width = options.width;
      this.height = options.height;
      mockPlots.push(this);
    }
  }
  return { __esModule: true, default: FakeUPlot };
});

const MINUTE = 60000;
const T0 = Date.parse('2024-03-01T12:00:00.000Z');

type Observed = (entries: Array<{ contentRect: { width: number } }>) => void;
let observed: Observed | undefined;

beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(callback: Observed) { observed = callback; }
    observe() {}
    disconnect() {}
  };
});

afterAll(() => { delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver; });

beforeEach(() => { mockPlots.length = 0; observed = undefined; });

/** Calls the chart's hook as uPlot would, with the fake standing in for the chart. */
const fireHook = (plot: FakePlot, name: 'setSelect' | 'setCursor') => {
  const [handler] = plot.options.hooks?.[name] ?? [];
  if (!handler) throw new Error(`no ${name} hook`);
  Reflect.apply(handler, undefined, [plot]);
};

describe('fillBuckets', () => {
  it('fills the empty buckets of the range with 0, aligned to the interval', () => {
    const columns = fillBuckets([[T0 + 2 * MINUTE, 4], [T0, 1]], MINUTE, { fromMs: T0 + 10, toMs: T0 + 3 * MINUTE + 5 });
    expect(columns.times).toEqual([T0, T0 + MINUTE, T0 + 2 * MINUTE, T0 + 3 * MINUTE]);
    expect(columns.counts).toEqual([1, 0, 4, 0]);
  });

  it('lays the grid on the buckets found, and ends with the last bucket that starts inside the range', () => {
    // One coarse bucket (a month over "all time") from its start up to now: one bar across the range.
    const now = T0 + 22 * 24 * 60 * MINUTE + 123;
    expect(fillBuckets([[T0, 7]], now - T0, { fromMs: T0, toMs: now })).toEqual({ times: [T0], counts: [7] });
    // A range ending on a boundary: the bucket starting there is not part of it.
    expect(fillBuckets([[T0, 1]], MINUTE, { fromMs: T0, toMs: T0 + 2 * MINUTE }).times).toEqual([T0, T0 + MINUTE]);
  });

  it('keeps the buckets as they are when filling would make too many', () => {
    const columns = fillBuckets([[T0, 1], [T0 + (MAX_FILLED_BUCKETS + 5) * 1000, 2]], 1000);
    expect(columns.counts).toEqual([1, 2]);
  });
});

describe('HistogramChart', () => {
  it('draws bars of the buckets, spans the range and labels itself with the total', () => {
    const wrapper = mount(<HistogramChart buckets={[[T0, 3], [T0 + 2 * MINUTE, 5]]} intervalMs={MINUTE}
                                          range={{ fromMs: T0, toMs: T0 + 5 * MINUTE }} timezone="UTC" />);
    expect(mockPlots).toHaveLength(1);
    const [plot] = mockPlots;
    expect(plot.setData).toHaveBeenLastCalledWith([
      [T0, T0 + MINUTE, T0 + 2 * MINUTE, T0 + 3 * MINUTE, T0 + 4 * MINUTE],
      [3, 0, 5, 0, 0],
    ]);
    expect(plot.options.series[1].paths).toBe('bars-path');
    const xRange = plot.options.scales?.x?.range as (self: uPlot, min: number, max: number) => [number, number];
    expect(xRange({} as uPlot, T0, T0 + 2 * MINUTE)).toEqual([T0, T0 + 5 * MINUTE]);
    expect(wrapper.find('[role="img"]').prop('aria-label'))
      .toBe('Histogram of messages: 8 messages in total from 2024-03-01 12:00:00 to 2024-03-01 12:05:00.');
    wrapper.unmount();
    expect(plot.destroy).toHaveBeenCalled();
  });

  it('takes new data without creating the chart again', () => {
    const wrapper = mount(<HistogramChart buckets={[[T0, 3]]} intervalMs={MINUTE} timezone="UTC" />);
    wrapper.setProps({ buckets: [[T0, 3], [T0 + MINUTE, 1000]] });
    expect(mockPlots).toHaveLength(1);
    expect(mockPlots[0].setData).toHaveBeenLastCalledWith([[T0, T0 + MINUTE], [3, 1000]]);
    expect(wrapper.find('[role="img"]').prop('aria-label')).toBe('Histogram of messages: 1,003 messages in total.');
    wrapper.unmount();
  });

  it('calls onZoom with the range dragged across, and clears the selection', () => {
    const onZoom = jest.fn();
    const wrapper = mount(<HistogramChart buckets={[[T0, 3]]} intervalMs={MINUTE} onZoom={onZoom} timezone="UTC" />);
    const [plot] = mockPlots;
    expect(plot.options.cursor?.drag).toMatchObject({ x: true, setScale: false });

    plot.select = { left: 60, width: 120, top: 0, height: 100 };
    fireHook(plot, 'setSelect');
    expect(onZoom).toHaveBeenCalledWith(T0 + 60000, T0 + 180000);
    expect(plot.setSelect).toHaveBeenCalledWith({ left: 0, top: 0, width: 0, height: 0 }, false);

    // A click is not a selection.
    plot.select = { left: 60, width: 1, top: 0, height: 100 };
    fireHook(plot, 'setSelect');
    expect(onZoom).toHaveBeenCalledTimes(1);
    expect(wrapper.text()).toContain('Drag across the chart to zoom in');
    wrapper.unmount();
  });

  it('offers no selection without onZoom', () => {
    const wrapper = mount(<HistogramChart buckets={[]} intervalMs={MINUTE} timezone="UTC" />);
    expect(mockPlots[0].options.cursor?.drag).toMatchObject({ x: false });
    expect(wrapper.text()).not.toContain('zoom');
    wrapper.unmount();
  });

  it('reads out the hovered bucket as text', () => {
    const wrapper = mount(<HistogramChart buckets={[[T0, 3], [T0 + MINUTE, 7]]} intervalMs={MINUTE} timezone="Asia/Tokyo" />);
    const [plot] = mockPlots;
    plot.cursor.idx = 1;
    fireHook(plot, 'setCursor');
    expect(wrapper.find('figcaption').getDOMNode().textContent).toContain('2024-03-01 21:01:00: 7 messages');
    wrapper.unmount();
  });

  it('follows the width of its container', () => {
    const wrapper = mount(<HistogramChart buckets={[[T0, 3]]} intervalMs={MINUTE} height={120} timezone="UTC" />);
    const [plot] = mockPlots;
    act(() => { observed?.([{ contentRect: { width: 640 } }]); });
    expect(plot.setSize).toHaveBeenCalledWith({ width: 640, height: 120 });
    wrapper.setProps({ height: 200 });
    expect(plot.setSize).toHaveBeenLastCalledWith({ width: 640, height: 200 });
    wrapper.unmount();
  });

  it('labels the time axis in 24-hour style in the time zone, with room for the last label', () => {
    const wrapper = mount(<HistogramChart buckets={[[T0, 3]]} intervalMs={MINUTE} timezone="Asia/Tokyo" />);
    const [plot] = mockPlots;
    const values = plot.options.axes?.[0].values;
    if (typeof values !== 'function') throw new Error('the time axis writes its own labels');
    const labels = values({} as uPlot, [T0 + 10 * 3600000, T0 + 11 * 3600000], 0, 90, 3600000);
    // 12:00 UTC is 21:00 in Tokyo.
    expect(labels).toEqual(['07:00\n2024-03-02', '08:00']);
    expect(plot.options.padding?.[1]).toBe(RIGHT_PADDING_PX);
    expect(RIGHT_PADDING_PX).toBeGreaterThanOrEqual(32);
    wrapper.unmount();
  });
});

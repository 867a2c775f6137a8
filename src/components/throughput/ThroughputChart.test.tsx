import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import type uPlot from 'uplot';

import { MetricsActions } from '@/stores/metrics/MetricsStore';
import { CLUSTER, THROUGHPUT_METRICS, ThroughputHistoryStore } from '@/stores/nodes/ThroughputHistoryStore';

import ThroughputChart, { secondsAgoLabel } from './ThroughputChart';

type FakePlot = { options: uPlot.Options, data: uPlot.AlignedData, setData: jest.Mock, destroy: jest.Mock };
const mockPlots: Array<FakePlot> = [];

jest.mock('uplot', () => {
  class FakeUPlot {
    options: uPlot.Options;
    data: uPlot.AlignedData;
    width: number;
    height: number;
    setData = jest.fn((data: uPlot.AlignedData) => { this.data = data; });
    setSize = jest.fn();
    destroy = jest.fn();

    constructor(options: uPlot.Options, data: uPlot.AlignedData) {
      this.options = options;
      this.data = data;
      this.width = options.width;
      this.height = options.height;
      mockPlots.push(this);
    }
  }
  return { __esModule: true, default: FakeUPlot };
});

jest.mock('@/stores/metrics/MetricsStore', () => {
  const actual = jest.requireActual('@/stores/metrics/MetricsStore');
  return { ...actual, MetricsActions: { ...actual.MetricsActions, add: jest.fn(), remove: jest.fn() } };
});

const sample = (at: number, input: number, output: number) => ({ at, input, output });

describe('ThroughputChart', () => {
  let wrapper: ReactWrapper | undefined;
  beforeEach(() => {
    mockPlots.length = 0;
    ThroughputHistoryStore.setState({ history: {} });
  });
  afterEach(() => { wrapper?.unmount(); wrapper = undefined; });

  it('draws the cluster\'s last minute and writes the current rates next to it', () => {
    wrapper = mount(<ThroughputChart />);
    expect(MetricsActions.add).toHaveBeenCalledWith(THROUGHPUT_METRICS);
    expect(wrapper.text()).toContain('– msg/s in');
    expect(wrapper.find('[role="img"]').prop('aria-label')).toBe('Throughput over the last minute; no figures yet.');

    act(() => { ThroughputHistoryStore.setState({ history: { [CLUSTER]: [sample(1000, 3, 2), sample(3000, 1250, 1200)] } }); });
    wrapper.update();
    expect(wrapper.text()).toContain('1,250 msg/s in');
    expect(wrapper.text()).toContain('1,200 msg/s out');
    expect(mockPlots[0].data).toEqual([[1000, 3000], [3, 1250], [2, 1200]]);
    // The time axis always spans the minute before the newest sample.
    const range = mockPlots[0].options.scales?.x?.range as () => [number, number];
    expect(range()).toEqual([3000 - 60000, 3000]);
  });

  it('shows one node\'s figures only, and is small and without axes in the navigation', () => {
    ThroughputHistoryStore.setState({ history: { [CLUSTER]: [sample(1000, 9, 9)], 'node-1': [sample(1000, 4, 3)] } });
    wrapper = mount(<ThroughputChart nodeId="node-1" compact />);
    expect(wrapper.text()).toBe('In 4 / Out 3 msg/s');
    expect(mockPlots[0].options).toMatchObject({ width: 120, height: 28, axes: [{ show: false }, { show: false }] });
    wrapper.unmount();
    expect(MetricsActions.remove).toHaveBeenCalledWith(THROUGHPUT_METRICS);
    expect(mockPlots[0].destroy).toHaveBeenCalled();
    wrapper = undefined;
  });

  it('labels the time axis in seconds before now', () => {
    expect(secondsAgoLabel(40000, 60000)).toBe('-20s');
    expect(secondsAgoLabel(60000, 60000)).toBe('now');
  });
});

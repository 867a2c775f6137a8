import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { MetricsActions, MetricsStore } from '@/stores/metrics/MetricsStore';
import { METRIC_NAMES_SETTLE_MS } from '@/stores/metrics/useMetrics';

import MetricsBrowser, { MAX_LIVE_METRICS } from './MetricsBrowser';

jest.mock('@/stores/metrics/MetricsStore', () => {
  const actual = jest.requireActual('@/stores/metrics/MetricsStore');
  return { ...actual, MetricsActions: { ...actual.MetricsActions, add: jest.fn(), remove: jest.fn() } };
});

const NODE = 'node-1';
const subscribed = () => {
  const counts = new Map<string, number>();
  jest.mocked(MetricsActions.add).mock.calls.forEach(([names]) => names.forEach((name) => counts.set(name, (counts.get(name) ?? 0) + 1)));
  jest.mocked(MetricsActions.remove).mock.calls.forEach(([names]) => names.forEach((name) => counts.set(name, (counts.get(name) ?? 0) - 1)));
  return Array.from(counts).filter(([, count]) => count > 0).map(([name]) => name).sort();
};

describe('MetricsBrowser', () => {
  let wrapper: ReactWrapper;
  const render = (names: Array<string>, filter = '', onFilterChange = jest.fn()) => {
    wrapper = mount(<MetricsBrowser nodeId={NODE} names={names} filter={filter} onFilterChange={onFilterChange} />);
    return onFilterChange;
  };

  beforeEach(() => {
    jest.mocked(MetricsActions.add).mockReset();
    jest.mocked(MetricsActions.remove).mockReset();
    MetricsStore.setState({ metricsByNode: undefined });
  });
  afterEach(() => {
    wrapper?.unmount();
    jest.useRealTimers();
  });

  it('shows the matching metrics by namespace with their values, and asks only for those shown', () => {
    render(['org.graylog2.journal.size', 'org.graylog2.journal.segments', 'jvm.threads.count', 'org.graylog2.buffers.process.size'], 'journal|threads');
    expect(wrapper.find('button.console-metrics-group-toggle').map((toggle) => toggle.text())).toEqual(['▾jvm.threads(1)', '▾org.graylog2.journal(2)']);
    expect(subscribed()).toEqual(['jvm.threads.count', 'org.graylog2.journal.segments', 'org.graylog2.journal.size']);
    expect(wrapper.text()).toContain('3 of 4 metrics match, in 2 namespaces.');

    act(() => {
      MetricsStore.setState({
        metricsByNode: {
          [NODE]: {
            'jvm.threads.count': { full_name: 'jvm.threads.count', name: 'count', type: 'gauge', metric: { value: 17 } },
            'org.graylog2.journal.size': {
              full_name: 'org.graylog2.journal.size', name: 'size', type: 'meter',
              metric: { rate: { total: 1200, mean: 1.5, one_minute: 2, five_minute: 1, fifteen_minute: 0.5 }, rate_unit: 'events/second' },
            },
          },
        },
      });
    });
    wrapper.update();
    expect(wrapper.find('tr[data-entity-id="jvm.threads.count"]').text()).toBe('jvm.threads.countgauge17');
    expect(wrapper.find('tr[data-entity-id="org.graylog2.journal.size"]').text()).toContain('total 1,200');
    expect(wrapper.find('tr[data-entity-id="org.graylog2.journal.size"]').text()).toContain('1 min 2/s');

    // Closing a namespace stops asking for its metrics.
    jest.useFakeTimers();
    act(() => { wrapper.find('button.console-metrics-group-toggle').at(1).simulate('click'); });
    act(() => { jest.advanceTimersByTime(METRIC_NAMES_SETTLE_MS); });
    wrapper.update();
    expect(subscribed()).toEqual(['jvm.threads.count']);
    expect(wrapper.find('button.console-metrics-group-toggle').at(1).prop('aria-expanded')).toBe(false);
  });

  it('starts with namespaces closed when many metrics match, and never asks for more than the limit', () => {
    const names = Array.from({ length: 300 }, (_, i) => `org.graylog2.inputs.input${String(i).padStart(3, '0')}.incomingMessages`);
    render([...names, 'jvm.threads.count']);
    expect(subscribed()).toEqual([]);
    act(() => { wrapper.find('button.console-metrics-group-toggle').last().simulate('click'); });
    wrapper.update();
    expect(subscribed()).toHaveLength(MAX_LIVE_METRICS);
    expect(wrapper.text()).toContain(`Values are shown for the first ${MAX_LIVE_METRICS} of the 300 metrics in open namespaces.`);
  });

  it('hands filter changes up and offers a reset when nothing matches', () => {
    const onFilterChange = render(['jvm.threads.count'], 'nothing-like-this');
    expect(wrapper.text()).toContain('No metric matches this filter.');
    wrapper.find('button').filterWhere((button) => button.text() === 'Reset filter').simulate('click');
    expect(onFilterChange).toHaveBeenCalledWith('');
    wrapper.find('input[type="search"]').simulate('change', { target: { value: 'jvm' } });
    expect(onFilterChange).toHaveBeenLastCalledWith('jvm');
  });
});

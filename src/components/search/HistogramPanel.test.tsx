import React from 'react';
import { mount } from 'enzyme';

import HistogramPanel from './HistogramPanel';
import type { SearchResult } from './searchExecution';

jest.mock('@/components/visualizations/HistogramChart', () => ({
  __esModule: true,
  default: ({ buckets }: { buckets: ReadonlyArray<unknown> }) => <div data-testid="histogram">{`${buckets.length} buckets`}</div>,
}));

const result = (changes: Partial<SearchResult> = {}): SearchResult => ({
  messages: [],
  total: 1,
  histogram: [[Date.parse('2024-03-01T12:00:00.000Z'), 1]],
  intervalMs: 60000,
  range: { fromMs: Date.parse('2024-03-01T12:00:00.000Z'), toMs: Date.parse('2024-03-01T13:00:00.000Z') },
  errors: [],
  queryError: undefined,
  durationMs: 3,
  spec: { query: '', timerange: { type: 'relative', range: 3600 }, streams: [], interval: 'auto', page: 1, perPage: 150, decorators: [] },
  ...changes,
});

const render = (value: SearchResult) => mount(<HistogramPanel result={value} interval="auto" onIntervalChange={jest.fn()} onZoom={jest.fn()} timezone="UTC" />);

describe('HistogramPanel', () => {
  it('draws the counts of the search', () => {
    const wrapper = render(result());
    expect(wrapper.find('[data-testid="histogram"]').text()).toBe('1 buckets');
  });

  it('draws no empty chart for a query that does not parse, and says why', () => {
    const wrapper = render(result({ histogram: [], total: 0, queryError: { description: 'Cannot parse query', line: 1, column: 3 } }));
    expect(wrapper.find('[data-testid="histogram"]').exists()).toBe(false);
    expect(wrapper.text()).toContain('No histogram: the query could not be parsed.');
    expect(wrapper.text()).not.toContain('Drag across the chart');
  });

  it('draws no chart when nothing was found over "all time", which has no range to span', () => {
    const wrapper = render(result({ histogram: [], total: 0, range: undefined }));
    expect(wrapper.find('[data-testid="histogram"]').exists()).toBe(false);
    expect(wrapper.text()).toContain('No messages to show over time.');
    // An empty range that is known is still drawn: its axis tells where nothing was found.
    expect(render(result({ histogram: [], total: 0 })).find('[data-testid="histogram"]').exists()).toBe(true);
  });
});

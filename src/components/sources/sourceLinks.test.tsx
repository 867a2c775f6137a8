import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { MemoryRouter } from 'react-router-dom';

import SourcesChart from './SourcesChart';
import type { SourceCounts } from './sourceCounts';
import SourcesTable from './SourcesTable';
import { settle } from 'fixtures/entityTableHarness';

// uPlot needs a real browser; the links are what is tested here.
jest.mock('@/components/visualizations/HistogramChart', () => ({ __esModule: true, default: () => null }));

const counts: SourceCounts = {
  timerange: { type: 'relative', range: 86400 },
  total: 1222,
  sources: [{ source: 'web-01', count: 1219, share: 1219 / 1222 }, { source: 'mail gateway', count: 3, share: 3 / 1222 }],
  buckets: [],
  intervalMs: 60000,
};

const linksOf = (wrapper: ReactWrapper) => wrapper.find('a').map((link) => ({ text: link.text(), href: link.prop('href') }));

describe('links from the sources page to the search', () => {
  let wrapper: ReactWrapper | undefined;
  afterEach(() => { wrapper?.unmount(); wrapper = undefined; });

  it('keep the range the chart counted over', () => {
    wrapper = mount(<MemoryRouter><SourcesChart counts={counts} timezone="UTC" /></MemoryRouter>);
    expect(linksOf(wrapper)).toEqual([
      { text: 'web-01', href: '/search?q=source%3A%22web-01%22&rangetype=relative&relative=86400' },
      { text: 'mail gateway', href: '/search?q=source%3A%22mail%20gateway%22&rangetype=relative&relative=86400' },
    ]);
    expect(wrapper.text()).toContain('1,219 · 99.8%');
  });

  it('keep the range the table counted over', async () => {
    const timerange = { type: 'absolute' as const, from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' };
    wrapper = mount(<MemoryRouter><SourcesTable sources={counts.sources} timerange={timerange} /></MemoryRouter>);
    await settle(wrapper);
    const link = wrapper.find('tbody a').filterWhere((candidate) => candidate.text() === 'web-01');
    expect(link.prop('href')).toBe('/search?q=source%3A%22web-01%22&rangetype=absolute&from=2024-03-01T12%3A00%3A00.000Z&to=2024-03-01T13%3A00%3A00.000Z');
    expect(wrapper.find('tbody').text()).toContain('99.8%');
  });
});

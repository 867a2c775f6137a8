import { CLUSTER_CONFIG_DEFAULTS, SEARCHES_CLUSTER_CONFIG } from '@/stores/configurations/clusterConfigTypes';

import { surroundingOptions, surroundingQuery, surroundingRange } from './surroundingSearch';

const DEFAULTS = CLUSTER_CONFIG_DEFAULTS[SEARCHES_CLUSTER_CONFIG];

describe('surrounding search', () => {
  it('offers the configured periods shortest first, with their labels', () => {
    expect(surroundingOptions({ PT1M: 'a minute', PT5S: 'five seconds', PT0S: 'none', bad: 'x' }))
      .toEqual([{ seconds: 5, label: 'five seconds' }, { seconds: 60, label: 'a minute' }]);
    expect(surroundingOptions(DEFAULTS.surrounding_timerange_options).map((option) => option.seconds)).toEqual([1, 5, 10, 30, 60, 300]);
  });

  it('searches the period before and after the message\'s timestamp', () => {
    expect(surroundingRange('2024-03-01T12:00:00.000Z', 30))
      .toEqual({ type: 'absolute', from: '2024-03-01T11:59:30.000Z', to: '2024-03-01T12:00:30.000Z' });
    expect(surroundingRange(undefined, 30)).toBeUndefined();
    expect(surroundingRange('not a time', 30)).toBeUndefined();
  });

  it('keeps the messages sharing the message\'s filter field values, each quoted and escaped', () => {
    const fields = { source: 'web "01"', gl2_source_input: 'abc123', file: '', source_file: null, level: 3 };
    expect(surroundingQuery(fields, DEFAULTS.surrounding_filter_fields)).toBe('source:"web \\"01\\"" AND gl2_source_input:"abc123"');
    expect(surroundingQuery({ path: 'C:\\logs', level: 3 }, ['path', 'level'])).toBe('path:"C:\\\\logs" AND level:"3"');
    expect(surroundingQuery({ tags: ['a', 'b'] }, ['tags', 'missing'])).toBe('');
  });
});

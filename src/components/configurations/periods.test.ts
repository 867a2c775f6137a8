import { describeMillis, describePeriod, isPeriod, isZeroPeriod } from '@/util/durations';

import { periodError } from './periods';
import { fieldNames, searchesConfig, searchesFormValues, validateSearches } from './searchesConfigForm';
import { CLUSTER_CONFIG_DEFAULTS, SEARCHES_CLUSTER_CONFIG } from '@/stores/configurations/clusterConfigTypes';

describe('periods', () => {
  it('accepts ISO 8601 periods and refuses anything else', () => {
    ['PT5M', 'P1D', 'P1DT12H', 'pt30s', 'P2W', 'PT0S', 'PT1.5S'].forEach((period) => expect(isPeriod(period)).toBe(true));
    ['', 'P', 'PT', 'P1DT', '5m', '1 day', 'P1H', 'PT5X'].forEach((text) => expect(isPeriod(text)).toBe(false));
    expect(periodError('')).toBe('Enter a period.');
    expect(periodError('5 minutes')).toMatch(/ISO 8601/);
    expect(periodError('PT5M')).toBeUndefined();
  });

  it('says periods and durations in words', () => {
    expect(describePeriod('P1DT12H')).toBe('1 day 12 hours');
    expect(describePeriod('PT5M')).toBe('5 minutes');
    expect(describePeriod('PT0S')).toBe('0 seconds');
    expect(isZeroPeriod('PT0S')).toBe(true);
    expect(isZeroPeriod('P1D')).toBe(false);
    expect(describeMillis(3600000)).toBe('1 hour');
    expect(describeMillis(90000)).toBe('90 seconds');
    expect(describeMillis(1500)).toBe('1500 ms');
  });
});

describe('the search configuration form', () => {
  const defaults = CLUSTER_CONFIG_DEFAULTS[SEARCHES_CLUSTER_CONFIG];

  it('turns the stored configuration into form values and back unchanged', () => {
    const values = searchesFormValues(defaults);
    expect(values.query_time_range_limit_enabled).toBe(false);
    expect(values.relative_timerange_options[0]).toEqual({ period: 'PT5M', description: 'Search in the last 5 minutes' });
    expect(searchesConfig(values)).toEqual(defaults);
  });

  it('stores a limit only when switched on, periods upper-case, field names one per line without blanks or repeats', () => {
    const values = {
      ...searchesFormValues(defaults),
      query_time_range_limit_enabled: true,
      query_time_range_limit: ' p7d ',
      relative_timerange_options: [{ period: 'pt10m', description: ' Last 10 minutes ' }],
      surrounding_filter_fields: 'source\n\n  file \nsource',
    };
    const config = searchesConfig(values);
    expect(config.query_time_range_limit).toBe('P7D');
    expect(config.relative_timerange_options).toEqual({ PT10M: 'Last 10 minutes' });
    expect(config.surrounding_filter_fields).toEqual(['source', 'file']);
    expect(fieldNames('')).toEqual([]);
    expect(searchesConfig({ ...values, query_time_range_limit_enabled: false }).query_time_range_limit).toBe('PT0S');
  });

  it('refuses a bad limit, an empty option list and incomplete or repeated options', () => {
    const values = searchesFormValues(defaults);
    expect(validateSearches({ ...values, query_time_range_limit_enabled: true, query_time_range_limit: 'a month' }).query_time_range_limit).toMatch(/ISO 8601/);
    expect(validateSearches({ ...values, query_time_range_limit_enabled: true, query_time_range_limit: 'PT0S' }).query_time_range_limit).toMatch(/longer than zero/);
    expect(validateSearches({ ...values, query_time_range_limit: 'a month' }).query_time_range_limit).toBeUndefined();
    expect(validateSearches({ ...values, relative_timerange_options: [] }).relative_timerange_options).toBe('Add at least one option.');
    expect(validateSearches({ ...values, surrounding_timerange_options: [{ period: 'PT1S', description: '' }] }).surrounding_timerange_options).toMatch(/incomplete/);
    expect(validateSearches({ ...values, surrounding_timerange_options: [{ period: 'PT1S', description: 'a' }, { period: 'pt1s', description: 'b' }] }).surrounding_timerange_options).toMatch(/incomplete/);
    expect(Object.values(validateSearches(values)).filter(Boolean)).toEqual([]);
  });
});

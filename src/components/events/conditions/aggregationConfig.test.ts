import {
  aggregationConfigOf, defaultAggregationConfig, isFilterConfig, thresholdOf, thresholdText, validateAggregation, withThreshold,
} from './aggregationConfig';

describe('aggregationConfig', () => {
  it('fills what a stored configuration leaves out', () => {
    const config = aggregationConfigOf({ type: 'aggregation-v1', query: 'a:b' });
    expect(config).toEqual(expect.objectContaining({ query: 'a:b', streams: [], group_by: [], series: [], search_within_ms: 300000, execute_every_ms: 300000 }));
    expect(isFilterConfig(config)).toBe(true);
  });

  it('writes a threshold as Graylog\'s series and expression, and reads it back', () => {
    const base = aggregationConfigOf({ type: 'aggregation-v1' });
    const threshold = {
      join: '||' as const,
      comparisons: [
        { function: 'count', field: '', operator: '>' as const, value: 2 },
        { function: 'avg', field: 'took_ms', operator: '>=' as const, value: 500 },
      ],
    };
    const config = withThreshold(base, threshold);
    expect(config.series).toEqual([{ id: 'count', function: 'count', field: null }, { id: 'avg-took_ms', function: 'avg', field: 'took_ms' }]);
    expect(config.conditions?.expression).toEqual({
      expr: '||',
      left: { expr: '>', left: { expr: 'number-ref', ref: 'count' }, right: { expr: 'number', value: 2 } },
      right: { expr: '>=', left: { expr: 'number-ref', ref: 'avg-took_ms' }, right: { expr: 'number', value: 500 } },
    });
    expect(thresholdOf(config)).toEqual(threshold);
    expect(thresholdText(threshold)).toBe('count() > 2 or avg(took_ms) >= 500');
    expect(isFilterConfig(config)).toBe(false);
  });

  it('reads the acceptance script\'s shape: a series id chosen by someone else, inside a group', () => {
    const config = aggregationConfigOf({
      type: 'aggregation-v1',
      series: [{ id: 'abc-123', function: 'max', field: 'size' }],
      conditions: { expression: { expr: 'group', child: { expr: '<', left: { expr: 'number-ref', ref: 'abc-123' }, right: { expr: 'number', value: 9 } } } },
    });
    expect(thresholdOf(config)).toEqual({ join: '&&', comparisons: [{ function: 'max', field: 'size', operator: '<', value: 9 }] });
  });

  it('leaves an expression it cannot edit alone', () => {
    const config = aggregationConfigOf({
      type: 'aggregation-v1',
      series: [{ id: 'c', function: 'count' }],
      conditions: { expression: { expr: '>', left: { expr: 'number', value: 1 }, right: { expr: 'number-ref', ref: 'c' } } },
    });
    expect(thresholdOf(config)).toBeUndefined();
  });

  it('checks windows and the threshold', () => {
    expect(validateAggregation({ ...defaultAggregationConfig(), search_within_ms: 0 }, true)).toEqual({ search_within_ms: 'Search within must be greater than 0.' });
    const noField = withThreshold(defaultAggregationConfig(), { join: '&&', comparisons: [{ function: 'avg', field: '', operator: '>', value: 1 }] });
    expect(validateAggregation(noField, true).series).toMatch(/field/);
    const none = withThreshold(defaultAggregationConfig(), { join: '&&', comparisons: [] });
    expect(validateAggregation(none, true).conditions).toBe('Add at least one condition.');
    expect(validateAggregation(none, false)).toEqual({});
  });
});

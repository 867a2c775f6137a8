// The rotation and retention strategy calls: Graylog's {total, strategies: [{type, default_config, json_schema}]}
// with a schema that describes every configuration field, for any logged-in user.
import { basic, createReader, expectApiError, useTestApp } from '../../test/helpers';
import {
  checkedStrategyConfig, CLOSING_RETENTION, DELETION_RETENTION, findStrategy, MESSAGE_COUNT_ROTATION, NOOP_RETENTION,
  SIZE_BASED_ROTATION, StrategyConfigProblem, TIME_BASED_ROTATION,
} from './strategies';
import { jodaDuration } from './validation';

describe('strategy routes', () => {
  const t = useTestApp({}, { per: 'file' });
  let reader: Record<string, string>;

  beforeAll(async () => {
    await createReader(t.app, 'reader');
    reader = basic('reader', 'secret123');
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: reader });

  it('lists the three rotation strategies with their defaults and the schema of their configuration', async () => {
    const response = await get('/system/indices/rotation/strategies');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.strategies.map((s: { type: string }) => s.type)).toEqual([MESSAGE_COUNT_ROTATION, SIZE_BASED_ROTATION, TIME_BASED_ROTATION]);
    expect(body.strategies[0]).toEqual({
      type: MESSAGE_COUNT_ROTATION,
      default_config: { type: `${MESSAGE_COUNT_ROTATION}Config`, max_docs_per_index: 20000000 },
      json_schema: {
        type: 'object',
        id: 'urn:jsonschema:org:graylog2:indexer:rotation:strategies:MessageCountRotationStrategyConfig',
        title: 'Index Message Count',
        properties: {
          type: { type: 'string' },
          max_docs_per_index: {
            type: 'integer',
            title: 'Max documents per index',
            description: 'Maximum number of documents in an index before it gets rotated',
            minimum: 1,
            maximum: 2147483647,
          },
        },
      },
    });
    expect(body.strategies[1].default_config).toEqual({ type: `${SIZE_BASED_ROTATION}Config`, max_size: 1073741824 });
    expect(body.strategies[2].default_config).toEqual({ type: `${TIME_BASED_ROTATION}Config`, rotation_period: 'P1D' });
    expect(body.strategies[2].json_schema.properties.rotation_period).toMatchObject({ type: 'string', format: 'duration' });
  });

  it('lists the three retention strategies', async () => {
    const body = (await get('/system/indices/retention/strategies')).json();
    expect(body.total).toBe(3);
    expect(body.strategies.map((s: { type: string; default_config: unknown }) => [s.type, s.default_config])).toEqual([
      [DELETION_RETENTION, { type: `${DELETION_RETENTION}Config`, max_number_of_indices: 20 }],
      [CLOSING_RETENTION, { type: `${CLOSING_RETENTION}Config`, max_number_of_indices: 20 }],
      [NOOP_RETENTION, { type: `${NOOP_RETENTION}Config`, max_number_of_indices: 2147483647 }],
    ]);
    expect(body.strategies[1].json_schema.properties.max_number_of_indices).toMatchObject({
      type: 'integer',
      description: 'Maximum number of indices to keep before closing the oldest ones',
      minimum: 1,
    });
  });

  it('describes one strategy, and answers 404 for an unknown one', async () => {
    expect((await get(`/system/indices/rotation/strategies/${TIME_BASED_ROTATION}`)).json().type).toBe(TIME_BASED_ROTATION);
    expect((await get(`/system/indices/retention/strategies/${NOOP_RETENTION}`)).json().type).toBe(NOOP_RETENTION);
    expect(expectApiError(await get(`/system/indices/retention/strategies/${MESSAGE_COUNT_ROTATION}`), 404))
      .toBe(`Couldn't find retention strategy for given type ${MESSAGE_COUNT_ROTATION}`);
    expect(expectApiError(await get('/system/indices/rotation/strategies/nope'), 404)).toBe("Couldn't find rotation strategy for given type nope");
  });

  it('needs a logged-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/system/indices/rotation/strategies' })).statusCode).toBe(401);
  });
});

describe('checkedStrategyConfig', () => {
  const strategy = (kind: 'rotation' | 'retention', type: string) => {
    const found = findStrategy(kind, type);
    if (!found) throw new Error(`no ${type}`);
    return found;
  };

  it('keeps the type and the fields of the strategy only', () => {
    expect(checkedStrategyConfig(strategy('rotation', TIME_BASED_ROTATION), { rotation_period: 'PT1H', max_size: 3 }))
      .toEqual({ type: `${TIME_BASED_ROTATION}Config`, rotation_period: 'PT1H' });
  });

  it('accepts rotation periods up to 100 years', () => {
    for (const rotationPeriod of ['P100Y', 'P1200M', 'P36600D']) {
      expect(checkedStrategyConfig(strategy('rotation', TIME_BASED_ROTATION), { rotation_period: rotationPeriod }).rotation_period).toBe(rotationPeriod);
    }
  });

  it.each([
    [{ rotation_period: 'PT59M59S' }, 'rotation_period must be at least 1 hour ("PT1H")'],
    [{ rotation_period: 'P1000000Y' }, 'rotation_period must be at most 100 years ("P100Y")'],
    [{ rotation_period: 'P100000000D' }, 'rotation_period must be at most 100 years ("P100Y")'],
    [{ rotation_period: 'P101Y' }, 'rotation_period must be at most 100 years ("P100Y")'],
    [{ rotation_period: 'P' }, 'rotation_period must be an ISO 8601 period such as "P1D" (1 day) or "PT6H" (6 hours)'],
    [{ rotation_period: 3600 }, 'rotation_period must be an ISO 8601 period such as "P1D" (1 day) or "PT6H" (6 hours)'],
    [[], 'The configuration must be an object'],
  ])('refuses %j', (config, message) => {
    expect(() => checkedStrategyConfig(strategy('rotation', TIME_BASED_ROTATION), config)).toThrow(new StrategyConfigProblem(message));
  });

  it('refuses counts beyond Java int and sizes beyond safe integers', () => {
    expect(() => checkedStrategyConfig(strategy('retention', DELETION_RETENTION), { max_number_of_indices: 2147483648 }))
      .toThrow('max_number_of_indices must be at most 2147483647');
    expect(() => checkedStrategyConfig(strategy('rotation', SIZE_BASED_ROTATION), { max_size: 2 ** 60 }))
      .toThrow(`max_size must be at most ${Number.MAX_SAFE_INTEGER}`);
  });
});

describe('jodaDuration', () => {
  it.each([[0, 'PT0S'], [500, 'PT0.500S'], [1000, 'PT1S'], [1500, 'PT1.500S'], [-500, 'PT-0.500S'], [-2000, 'PT-2S']])('%d ms is %s', (ms, text) => {
    expect(jodaDuration(ms)).toBe(text);
  });
});

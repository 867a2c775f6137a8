import type { StrategyDescription } from '@/stores/indices/IndexStrategiesStore';

import { settingFields, settingsFormValues, settingsProblems, settingsRequest } from './strategySettings';

const ROTATION = 'org.graylog2.indexer.rotation.strategies.';

/** The descriptors as Graylog sends them: Jackson's schemas, with the config class as `type`. */
const messageCount: StrategyDescription = {
  type: `${ROTATION}MessageCountRotationStrategy`,
  default_config: { type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 20000000 },
  json_schema: { type: 'object', properties: { type: { type: 'string' }, max_docs_per_index: { type: 'integer' } } },
};
const timeBased: StrategyDescription = {
  type: `${ROTATION}TimeBasedRotationStrategy`,
  default_config: { type: `${ROTATION}TimeBasedRotationStrategyConfig`, rotation_period: 'P1D' },
  json_schema: { type: 'object', properties: { type: { type: 'string' }, rotation_period: { type: 'string' } } },
};
const pluginStrategy: StrategyDescription = {
  type: 'org.example.ArchiveRetention',
  default_config: { type: 'org.example.ArchiveRetentionConfig', keep_days: 3, compress: true, bucket: 'logs' },
  json_schema: {
    type: 'object',
    properties: {
      type: { type: 'string' }, keep_days: { type: 'number', minimum: 0.5 }, compress: { type: 'boolean' }, bucket: { type: 'string', title: 'Bucket name' },
    },
  },
};

describe('strategy settings', () => {
  it('draws one field per schema property but the config type, with the known labels and limits', () => {
    expect(settingFields(messageCount)).toEqual([{
      name: 'max_docs_per_index', label: 'Max documents per index', help: expect.any(String), kind: 'integer', minimum: 1, maximum: undefined, required: true,
    }]);
    expect(settingFields(timeBased)[0].kind).toBe('duration');
    expect(settingFields(pluginStrategy).map((field) => [field.name, field.label, field.kind, field.minimum, field.required])).toEqual([
      ['keep_days', 'Keep days', 'number', 0.5, true],
      ['compress', 'Compress', 'boolean', undefined, false],
      ['bucket', 'Bucket name', 'text', undefined, true],
    ]);
    expect(settingFields(undefined)).toEqual([]);
  });

  it('holds settings as typed and sends them as the config class wants them', () => {
    const fields = settingFields(pluginStrategy);
    const values = settingsFormValues(pluginStrategy.default_config, fields);
    expect(values).toEqual({ keep_days: '3', compress: true, bucket: 'logs' });
    expect(settingsRequest(pluginStrategy, { ...values, keep_days: ' 2.5 ', compress: false }))
      .toEqual({ type: 'org.example.ArchiveRetentionConfig', keep_days: 2.5, compress: false, bucket: 'logs' });
    expect(settingsRequest(timeBased, { rotation_period: 'pt6h' })).toEqual({ type: `${ROTATION}TimeBasedRotationStrategyConfig`, rotation_period: 'PT6H' });
  });

  it('refuses what the server would: empty, not whole, below the minimum, a period under an hour or not ISO 8601', () => {
    const countFields = settingFields(messageCount);
    expect(settingsProblems({ max_docs_per_index: '100' }, countFields)).toEqual({});
    expect(settingsProblems({ max_docs_per_index: '' }, countFields)).toEqual({ max_docs_per_index: 'Max documents per index is required.' });
    expect(settingsProblems({ max_docs_per_index: '1.5' }, countFields)).toEqual({ max_docs_per_index: 'Max documents per index must be a whole number.' });
    expect(settingsProblems({ max_docs_per_index: '0' }, countFields)).toEqual({ max_docs_per_index: 'Max documents per index must be at least 1.' });
    const bounded = settingFields({ ...messageCount, json_schema: { properties: { max_docs_per_index: { type: 'integer', title: 'Docs', maximum: 2147483647 } } } });
    expect(settingsProblems({ max_docs_per_index: '2147483648' }, bounded)).toEqual({ max_docs_per_index: 'Docs must be at most 2147483647.' });

    const periodFields = settingFields(timeBased);
    expect(settingsProblems({ rotation_period: 'P1D' }, periodFields)).toEqual({});
    expect(settingsProblems({ rotation_period: 'pt1h' }, periodFields)).toEqual({});
    expect(settingsProblems({ rotation_period: 'PT30M' }, periodFields)).toEqual({ rotation_period: 'Rotation period (ISO 8601 duration) must be at least one hour.' });
    expect(settingsProblems({ rotation_period: 'one day' }, periodFields))
      .toEqual({ rotation_period: 'Rotation period (ISO 8601 duration) must be an ISO 8601 duration such as P1D or PT6H.' });
    expect(settingsProblems({ rotation_period: 'PT' }, periodFields)).toHaveProperty('rotation_period');
  });
});

import type { IndexSet } from '@/stores/indices/IndexSetsStore';
import type { StrategyDescription } from '@/stores/indices/IndexStrategiesStore';

import {
  createRequest, indexPrefixProblem, indexSetFormValues, settingsForChoice, updateRequest, validateIndexSet,
} from './indexSetFormValues';

const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
const RETENTION = 'org.graylog2.indexer.retention.strategies.';
const integerSchema = (name: string) => ({ type: 'object', properties: { type: { type: 'string' }, [name]: { type: 'integer' } } });

const strategies: { rotation: Array<StrategyDescription>, retention: Array<StrategyDescription> } = {
  rotation: [
    { type: `${ROTATION}MessageCountRotationStrategy`, default_config: { type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 20000000 }, json_schema: integerSchema('max_docs_per_index') },
    { type: `${ROTATION}SizeBasedRotationStrategy`, default_config: { type: `${ROTATION}SizeBasedRotationStrategyConfig`, max_size: 1073741824 }, json_schema: integerSchema('max_size') },
  ],
  retention: [
    { type: `${RETENTION}DeletionRetentionStrategy`, default_config: { type: `${RETENTION}DeletionRetentionStrategyConfig`, max_number_of_indices: 20 }, json_schema: integerSchema('max_number_of_indices') },
    { type: `${RETENTION}NoopRetentionStrategy`, default_config: { type: `${RETENTION}NoopRetentionStrategyConfig`, max_number_of_indices: 2147483647 }, json_schema: integerSchema('max_number_of_indices') },
  ],
};

const stored: IndexSet = {
  id: '5f0000000000000000000001',
  title: 'Rotating',
  description: 'Short-lived',
  index_prefix: 'rot',
  default: false,
  writable: true,
  creation_date: '2024-01-01T00:00:00.000Z',
  shards: 2,
  replicas: 1,
  rotation_strategy_class: `${ROTATION}MessageCountRotationStrategy`,
  rotation_strategy: { type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 100 },
  retention_strategy_class: `${RETENTION}DeletionRetentionStrategy`,
  retention_strategy: { type: `${RETENTION}DeletionRetentionStrategyConfig`, max_number_of_indices: 3 },
  index_analyzer: 'standard',
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 30000,
};

describe('index set form values', () => {
  it('edits the refresh interval in seconds and sends it in milliseconds; the update leaves prefix and analyzer out', () => {
    const values = indexSetFormValues(stored, strategies);
    expect(values).toMatchObject({ field_type_refresh_interval: 30, rotation_strategy: { max_docs_per_index: '100' }, retention_strategy: { max_number_of_indices: '3' } });
    const request = updateRequest({ ...values, field_type_refresh_interval: 7 }, strategies, true);
    expect(request).toEqual({
      title: 'Rotating',
      description: 'Short-lived',
      writable: true,
      shards: 2,
      replicas: 1,
      rotation_strategy_class: `${ROTATION}MessageCountRotationStrategy`,
      rotation_strategy: { type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 100 },
      retention_strategy_class: `${RETENTION}DeletionRetentionStrategy`,
      retention_strategy: { type: `${RETENTION}DeletionRetentionStrategyConfig`, max_number_of_indices: 3 },
      index_optimization_max_num_segments: 1,
      index_optimization_disabled: false,
      field_type_refresh_interval: 7000,
    });
  });

  it("starts a new set with Graylog's defaults and creates it with its prefix, analyzer and creation date", () => {
    const values = indexSetFormValues(undefined, strategies);
    expect(values).toMatchObject({ shards: 4, replicas: 0, field_type_refresh_interval: 5, rotation_strategy: { max_docs_per_index: '20000000' } });
    const request = createRequest({ ...values, title: ' Rot ', index_prefix: 'rot' }, strategies, new Date('2024-05-06T07:08:09.000Z'));
    expect(request).toMatchObject({ title: 'Rot', index_prefix: 'rot', index_analyzer: 'standard', creation_date: '2024-05-06T07:08:09.000Z', default: false, writable: true });
  });

  it("offers the set's own settings for its strategy and the defaults for another", () => {
    const saved = { strategyClass: stored.rotation_strategy_class, config: stored.rotation_strategy };
    expect(settingsForChoice(strategies.rotation, `${ROTATION}SizeBasedRotationStrategy`, saved)).toEqual({ max_size: '1073741824' });
    expect(settingsForChoice(strategies.rotation, `${ROTATION}MessageCountRotationStrategy`, saved)).toEqual({ max_docs_per_index: '100' });
  });

  it('checks the prefix as the server does', () => {
    expect(indexPrefixProblem('rot_1+a-b')).toBeUndefined();
    expect(indexPrefixProblem('_rot')).toBe('The index prefix must start with a letter or a digit.');
    expect(indexPrefixProblem('Rot')).toBe('The index prefix must be lower case.');
    expect(indexPrefixProblem('rot*')).toBe("The index prefix may only contain letters, digits, '_', '-' and '+'.");
  });

  it('refuses missing and out-of-range values and broken strategy settings', () => {
    const values = indexSetFormValues(undefined, strategies);
    const errors = validateIndexSet({ ...values, shards: 0, replicas: undefined, rotation_strategy: { max_docs_per_index: '-1' } }, strategies);
    expect(Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined))).toEqual({
      title: 'Title is required.',
      index_prefix: 'Index prefix is required.',
      replicas: 'Index replicas is required.',
      shards: 'Index shards must be a whole number of at least 1.',
      rotation_strategy: 'Max documents per index must be at least 1.',
    });
  });
});

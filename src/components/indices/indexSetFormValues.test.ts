import type { IndexSet } from '@/stores/indices/IndexSetsStore';
import {
  indexSetFixture, RETENTION, retentionStrategiesFixture, ROTATION, rotationStrategiesFixture,
} from 'fixtures/indexSetFixtures';

import {
  createRequest, indexPrefixProblem, indexSetFormValues, settingsForChoice, updateRequest, validateIndexSet,
} from './indexSetFormValues';

const strategies = { rotation: rotationStrategiesFixture(), retention: retentionStrategiesFixture() };

const stored: IndexSet = indexSetFixture({
  id: '5f0000000000000000000001', description: 'Short-lived', shards: 2, replicas: 1, field_type_refresh_interval: 30000,
});

describe('index set form values', () => {
  it('edits the refresh interval in seconds and sends it in milliseconds; the update leaves prefix and analyzer out', () => {
    const values = indexSetFormValues(stored, strategies);
    expect(values).toMatchObject({ field_type_refresh_interval: 30, rotation_strategy: { max_docs_per_index: '100' }, retention_strategy: { max_number_of_indices: '3' } });
    const request = updateRequest({ ...values, field_type_refresh_interval: 7 }, strategies, stored);
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

  it('refuses a strategy the server no longer offers, except for a set that is never rotated, whose config is sent back as it is', () => {
    const removed = { strategyClass: 'org.example.RemovedRotationStrategy', config: { type: 'org.example.RemovedRotationStrategyConfig', every: 5 } };
    const gone = { ...stored, rotation_strategy_class: removed.strategyClass, rotation_strategy: removed.config };
    const values = indexSetFormValues(gone, strategies);
    expect(validateIndexSet(values, strategies).rotation_strategy).toBe('The server does not offer this rotation strategy; choose one it offers.');

    const readOnly = { ...gone, writable: false };
    expect(validateIndexSet(values, strategies, false).rotation_strategy).toBeUndefined();
    const request = updateRequest({ ...values, title: 'Renamed' }, strategies, readOnly);
    expect(request).toMatchObject({ title: 'Renamed', writable: false, rotation_strategy_class: removed.strategyClass, rotation_strategy: removed.config });
  });
});

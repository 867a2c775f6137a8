// The index set form's values and the requests made of them. The field type refresh interval is edited in
// seconds and sent in milliseconds, as Graylog's console does; strategy settings are held as typed and
// converted with the strategy's schema.
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank, requireFields } from '@/components/common/form/validators';
import type { IndexSet, IndexSetCreateRequest, IndexSetUpdateRequest, StrategyConfig } from '@/stores/indices/IndexSetsStore';
import type { StrategyDescription } from '@/stores/indices/IndexStrategiesStore';

import type { StrategySettings } from './strategySettings';
import { settingFields, settingsFormValues, settingsProblems, settingsRequest } from './strategySettings';

export type IndexSetFormValues = {
  title: string,
  description: string,
  index_prefix: string,
  index_analyzer: string,
  shards: number | undefined,
  replicas: number | undefined,
  index_optimization_max_num_segments: number | undefined,
  index_optimization_disabled: boolean,
  /** In seconds. */
  field_type_refresh_interval: number | undefined,
  rotation_strategy_class: string,
  rotation_strategy: StrategySettings,
  retention_strategy_class: string,
  retention_strategy: StrategySettings,
};

export type Strategies = { rotation: Array<StrategyDescription>, retention: Array<StrategyDescription> };

/** Graylog's index prefix rule: lower case letters, digits, '_', '-' and '+', starting with a letter or digit. */
export const INDEX_PREFIX_PATTERN = /^[a-z0-9][a-z0-9_+-]*$/;

const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
const RETENTION = 'org.graylog2.indexer.retention.strategies.';

/** What a new index set starts with: Graylog's defaults for a new set. */
export const NEW_INDEX_SET = {
  shards: 4,
  replicas: 0,
  index_analyzer: 'standard',
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 5000,
  rotation_strategy_class: `${ROTATION}MessageCountRotationStrategy`,
  rotation_strategy: { type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: 20000000 },
  retention_strategy_class: `${RETENTION}DeletionRetentionStrategy`,
  retention_strategy: { type: `${RETENTION}DeletionRetentionStrategyConfig`, max_number_of_indices: 20 },
};

export const strategyOf = (strategies: Array<StrategyDescription>, strategyClass: string): StrategyDescription | undefined => (
  strategies.find((strategy) => strategy.type === strategyClass)
);

const settingsOf = (strategies: Array<StrategyDescription>, strategyClass: string, config: StrategyConfig) => (
  settingsFormValues(config, settingFields(strategyOf(strategies, strategyClass)))
);

/** The form's start: the set's values, or a new set's defaults. */
export const indexSetFormValues = (indexSet: IndexSet | undefined, strategies: Strategies): IndexSetFormValues => {
  const source = indexSet ?? NEW_INDEX_SET;
  return {
    title: indexSet?.title ?? '',
    description: indexSet?.description ?? '',
    index_prefix: indexSet?.index_prefix ?? '',
    index_analyzer: source.index_analyzer,
    shards: source.shards,
    replicas: source.replicas,
    index_optimization_max_num_segments: source.index_optimization_max_num_segments,
    index_optimization_disabled: source.index_optimization_disabled,
    field_type_refresh_interval: source.field_type_refresh_interval / 1000,
    rotation_strategy_class: source.rotation_strategy_class,
    rotation_strategy: settingsOf(strategies.rotation, source.rotation_strategy_class, source.rotation_strategy),
    retention_strategy_class: source.retention_strategy_class,
    retention_strategy: settingsOf(strategies.retention, source.retention_strategy_class, source.retention_strategy),
  };
};

/**
 * The settings shown when the user picks `strategyClass`: the set's own when it is the one the set has, else
 * the strategy's defaults.
 */
export const settingsForChoice = (strategies: Array<StrategyDescription>, strategyClass: string, current: { strategyClass: string, config: StrategyConfig }): StrategySettings => {
  const strategy = strategyOf(strategies, strategyClass);
  const config = strategyClass === current.strategyClass ? current.config : strategy?.default_config;
  return settingsFormValues(config, settingFields(strategy));
};

const LABELS = {
  title: 'Title',
  index_prefix: 'Index prefix',
  index_analyzer: 'Analyzer',
  shards: 'Index shards',
  replicas: 'Index replicas',
  index_optimization_max_num_segments: 'Max. number of segments',
  field_type_refresh_interval: 'Field type refresh interval',
  rotation_strategy_class: 'Rotation strategy',
  retention_strategy_class: 'Retention strategy',
};

/** Why a prefix is refused, in the order a user fixes it; undefined for a good one. */
export const indexPrefixProblem = (prefix: string): string | undefined => {
  if (prefix === '' || INDEX_PREFIX_PATTERN.test(prefix)) return undefined;
  if (/^[_+-]/.test(prefix)) return 'The index prefix must start with a letter or a digit.';
  if (prefix !== prefix.toLowerCase()) return 'The index prefix must be lower case.';
  return "The index prefix may only contain letters, digits, '_', '-' and '+'.";
};

const atLeast = (value: number | undefined, minimum: number, label: string): string | undefined => {
  if (value === undefined) return undefined;
  return Number.isInteger(value) && value >= minimum ? undefined : `${label} must be a whole number of at least ${minimum}.`;
};

const strategyProblem = (strategies: Array<StrategyDescription>, strategyClass: string, settings: StrategySettings, kind: string): string | undefined => {
  if (isBlank(strategyClass)) return undefined;
  const strategy = strategyOf(strategies, strategyClass);
  // A set may still name a strategy the server no longer offers (a removed plugin): it has no settings to send.
  if (!strategy) return `The server does not offer this ${kind} strategy; choose one it offers.`;
  const problems = Object.values(settingsProblems(settings, settingFields(strategy)));
  return problems.length > 0 ? problems.join(' ') : undefined;
};

/**
 * The browser's checks; the server checks again (a prefix another set uses, for one). A missing value says so
 * first. The strategies are checked only where the form shows them (`maintained`: a set that is not writable is
 * never rotated, and keeps its strategies as they are).
 */
export const validateIndexSet = (values: IndexSetFormValues, strategies: Strategies, maintained = true): FieldErrors<IndexSetFormValues> => ({
  index_prefix: indexPrefixProblem(values.index_prefix),
  shards: atLeast(values.shards, 1, LABELS.shards),
  replicas: atLeast(values.replicas, 0, LABELS.replicas),
  index_optimization_max_num_segments: atLeast(values.index_optimization_max_num_segments, 1, LABELS.index_optimization_max_num_segments),
  field_type_refresh_interval: atLeast(values.field_type_refresh_interval, 1, LABELS.field_type_refresh_interval),
  ...(maintained ? {
    rotation_strategy: strategyProblem(strategies.rotation, values.rotation_strategy_class, values.rotation_strategy, 'rotation'),
    retention_strategy: strategyProblem(strategies.retention, values.retention_strategy_class, values.retention_strategy, 'retention'),
  } : {}),
  ...requireFields(values, LABELS),
});

/** The config to send: from the form's settings, or the set's own as it is when the server does not offer its strategy. */
const strategyConfig = (strategies: Array<StrategyDescription>, strategyClass: string, settings: StrategySettings, kept?: { strategyClass: string, config: StrategyConfig }): StrategyConfig => {
  const strategy = strategyOf(strategies, strategyClass);
  if (strategy) return settingsRequest(strategy, settings);
  return kept && kept.strategyClass === strategyClass ? kept.config : { type: strategyClass };
};

/** The body of the update call, from the form and what `indexSet` keeps (whether it is writable, unoffered strategies). */
export const updateRequest = (values: IndexSetFormValues, strategies: Strategies, indexSet?: IndexSet): IndexSetUpdateRequest => ({
  title: values.title.trim(),
  description: values.description.trim(),
  writable: indexSet?.writable ?? true,
  shards: values.shards ?? 0,
  replicas: values.replicas ?? 0,
  rotation_strategy_class: values.rotation_strategy_class,
  rotation_strategy: strategyConfig(strategies.rotation, values.rotation_strategy_class, values.rotation_strategy,
    indexSet && { strategyClass: indexSet.rotation_strategy_class, config: indexSet.rotation_strategy }),
  retention_strategy_class: values.retention_strategy_class,
  retention_strategy: strategyConfig(strategies.retention, values.retention_strategy_class, values.retention_strategy,
    indexSet && { strategyClass: indexSet.retention_strategy_class, config: indexSet.retention_strategy }),
  index_optimization_max_num_segments: values.index_optimization_max_num_segments ?? 0,
  index_optimization_disabled: values.index_optimization_disabled,
  field_type_refresh_interval: Math.round((values.field_type_refresh_interval ?? 0) * 1000),
});

/** The body of the create call; `now` is the creation date Graylog's console sends. */
export const createRequest = (values: IndexSetFormValues, strategies: Strategies, now: Date): IndexSetCreateRequest => ({
  ...updateRequest(values, strategies),
  index_prefix: values.index_prefix,
  index_analyzer: values.index_analyzer.trim(),
  creation_date: now.toISOString(),
  default: false,
});

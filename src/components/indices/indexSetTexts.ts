// How the indices pages word an index set: its stats, and its rotation and retention strategies by name and
// in one sentence.
import moment from 'moment';

import type { IndexSetStats, StrategyConfig } from '@/stores/indices/IndexSetsStore';
import type { StrategyKind } from '@/stores/indices/IndexStrategiesStore';
import { periodMillis } from '@/util/durations';
import formatBytes from '@/util/formatBytes';
import formatCount from '@/util/formatCount';

const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
const RETENTION = 'org.graylog2.indexer.retention.strategies.';

/** The names Graylog's console gives its strategies. */
const STRATEGY_NAMES: { [strategyClass: string]: string } = {
  [`${ROTATION}MessageCountRotationStrategy`]: 'Index Message Count',
  [`${ROTATION}SizeBasedRotationStrategy`]: 'Index Size',
  [`${ROTATION}TimeBasedRotationStrategy`]: 'Index Time',
  [`${RETENTION}DeletionRetentionStrategy`]: 'Delete Index',
  [`${RETENTION}ClosingRetentionStrategy`]: 'Close Index',
  [`${RETENTION}NoopRetentionStrategy`]: 'Do Nothing',
};

/** A strategy's name; the last part of its class name when the console does not know it (a plugin's). */
export const strategyName = (strategyClass: string): string => STRATEGY_NAMES[strategyClass] ?? strategyClass.split('.').pop() ?? strategyClass;

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "3 indices, 1,200 documents, 1.5 MiB". */
export const formatStats = (stats: IndexSetStats): string => (
  `${plural(stats.indices, 'index', 'indices')}, ${plural(stats.documents, 'document', 'documents')}, ${formatBytes(stats.size)}`
);

const numberSetting = (config: StrategyConfig, name: string): number | undefined => {
  const value = config[name];
  return typeof value === 'number' ? value : undefined;
};

/** "P1D (a day)": moment words the length, as Graylog's console does here (the configuration pages say "1 day"). */
const periodText = (period: unknown): string | undefined => {
  if (typeof period !== 'string') return undefined;
  const ms = periodMillis(period);
  return ms !== undefined && ms > 0 ? `${period} (${moment.duration(ms).humanize()})` : period;
};

const rotationSummary = (strategyClass: string, config: StrategyConfig): string | undefined => {
  switch (strategyClass) {
    case `${ROTATION}MessageCountRotationStrategy`: {
      const docs = numberSetting(config, 'max_docs_per_index');
      return docs === undefined ? undefined : `Rotates the write index after ${plural(docs, 'message', 'messages')}.`;
    }
    case `${ROTATION}SizeBasedRotationStrategy`: {
      const size = numberSetting(config, 'max_size');
      return size === undefined ? undefined : `Rotates the write index once it holds ${formatBytes(size)}.`;
    }
    case `${ROTATION}TimeBasedRotationStrategy`: {
      const period = periodText(config.rotation_period);
      return period === undefined ? undefined : `Rotates the write index every ${period}.`;
    }
    default:
      return undefined;
  }
};

const retentionSummary = (strategyClass: string, config: StrategyConfig): string | undefined => {
  const max = numberSetting(config, 'max_number_of_indices');
  const kept = max === undefined ? undefined : plural(max, 'index', 'indices');
  switch (strategyClass) {
    case `${RETENTION}DeletionRetentionStrategy`:
      return kept && `Keeps ${kept}; older ones are deleted.`;
    case `${RETENTION}ClosingRetentionStrategy`:
      return kept && `Keeps ${kept} open; older ones are closed.`;
    case `${RETENTION}NoopRetentionStrategy`:
      return 'Keeps every index.';
    default:
      return undefined;
  }
};

/** One sentence about a set's rotation or retention; the strategy's settings listed when it is not one of Graylog's. */
export const strategySummary = (kind: StrategyKind, strategyClass: string, config: StrategyConfig): string => {
  const known = kind === 'rotation' ? rotationSummary(strategyClass, config) : retentionSummary(strategyClass, config);
  if (known) return known;
  const settings = Object.entries(config).filter(([name]) => name !== 'type').map(([name, value]) => `${name}: ${String(value)}`);
  return settings.length > 0 ? settings.join(', ') : 'No settings.';
};

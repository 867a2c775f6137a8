// Graylog's rotation and retention strategies: their class names, the class of their configuration, the
// default configuration and the JSON schema of that configuration (the shape Jackson's schema module
// gives Graylog, with each field's label, help and bounds added so a console can build the form from it),
// and the one check of a submitted configuration against its strategy.
import { approximateMs, parsePeriod } from '../clusterconfig/periods';
import { isRecord, JAVA_INT_MAX } from '../http/json';

const ROTATION = 'org.graylog2.indexer.rotation.strategies';
const RETENTION = 'org.graylog2.indexer.retention.strategies';

export const MESSAGE_COUNT_ROTATION = `${ROTATION}.MessageCountRotationStrategy`;
export const SIZE_BASED_ROTATION = `${ROTATION}.SizeBasedRotationStrategy`;
export const TIME_BASED_ROTATION = `${ROTATION}.TimeBasedRotationStrategy`;
export const DELETION_RETENTION = `${RETENTION}.DeletionRetentionStrategy`;
export const CLOSING_RETENTION = `${RETENTION}.ClosingRetentionStrategy`;
export const NOOP_RETENTION = `${RETENTION}.NoopRetentionStrategy`;

/** The shortest rotation period Graylog's console accepts. */
export const MIN_ROTATION_PERIOD_MS = 3_600_000;
/**
 * The longest rotation period accepted: 100 years (of 366 days, so "P36600D" passes too). A longer one would
 * put the next rotation beyond the dates JavaScript can hold, and no set needs one.
 */
export const MAX_ROTATION_PERIOD_MS = 100 * 366 * 86_400_000;

type StrategyKind = 'rotation' | 'retention';

interface IntegerField {
  kind: 'integer';
  name: string;
  title: string;
  description: string;
  minimum: number;
  maximum: number;
}

interface PeriodField {
  kind: 'period';
  name: string;
  title: string;
  description: string;
  /** The shortest period accepted, in milliseconds. */
  minimumMs: number;
  /** The longest period accepted, in milliseconds. */
  maximumMs: number;
}

type ConfigField = IntegerField | PeriodField;

export interface Strategy {
  kind: StrategyKind;
  /** Graylog's strategy class name, the index set's `*_strategy_class`. */
  type: string;
  /** The name Graylog's console shows for it. */
  displayName: string;
  /** The class name of its configuration, the configuration's `type`. */
  configType: string;
  defaults: Record<string, number | string>;
  fields: ConfigField[];
}

const maxIndices = (action: string): IntegerField => ({
  kind: 'integer',
  name: 'max_number_of_indices',
  title: 'Max number of indices',
  description: `Maximum number of indices to keep before ${action} the oldest ones`,
  minimum: 1,
  maximum: JAVA_INT_MAX,
});

export const ROTATION_STRATEGIES: readonly Strategy[] = [
  {
    kind: 'rotation',
    type: MESSAGE_COUNT_ROTATION,
    displayName: 'Index Message Count',
    configType: `${MESSAGE_COUNT_ROTATION}Config`,
    defaults: { max_docs_per_index: 20_000_000 },
    fields: [{
      kind: 'integer',
      name: 'max_docs_per_index',
      title: 'Max documents per index',
      description: 'Maximum number of documents in an index before it gets rotated',
      minimum: 1,
      maximum: JAVA_INT_MAX,
    }],
  },
  {
    kind: 'rotation',
    type: SIZE_BASED_ROTATION,
    displayName: 'Index Size',
    configType: `${SIZE_BASED_ROTATION}Config`,
    defaults: { max_size: 1_073_741_824 },
    fields: [{
      kind: 'integer',
      name: 'max_size',
      title: 'Max size per index (in bytes)',
      description: 'Maximum size of an index before it gets rotated',
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
    }],
  },
  {
    kind: 'rotation',
    type: TIME_BASED_ROTATION,
    displayName: 'Index Time',
    configType: `${TIME_BASED_ROTATION}Config`,
    defaults: { rotation_period: 'P1D' },
    fields: [{
      kind: 'period',
      name: 'rotation_period',
      title: 'Rotation period (ISO8601 Duration)',
      description: 'How long an index gets written to before it is rotated. (i.e. "P1D" for 1 day, "PT6H" for 6 hours)',
      minimumMs: MIN_ROTATION_PERIOD_MS,
      maximumMs: MAX_ROTATION_PERIOD_MS,
    }],
  },
];

export const RETENTION_STRATEGIES: readonly Strategy[] = [
  {
    kind: 'retention',
    type: DELETION_RETENTION,
    displayName: 'Delete Index',
    configType: `${DELETION_RETENTION}Config`,
    defaults: { max_number_of_indices: 20 },
    fields: [maxIndices('deleting')],
  },
  {
    kind: 'retention',
    type: CLOSING_RETENTION,
    displayName: 'Close Index',
    configType: `${CLOSING_RETENTION}Config`,
    defaults: { max_number_of_indices: 20 },
    fields: [maxIndices('closing')],
  },
  {
    kind: 'retention',
    type: NOOP_RETENTION,
    displayName: 'Do nothing',
    configType: `${NOOP_RETENTION}Config`,
    // Graylog keeps the field (Integer.MAX_VALUE) although doing nothing never reads it.
    defaults: { max_number_of_indices: JAVA_INT_MAX },
    fields: [{ ...maxIndices('deleting'), description: 'Not used: indices are kept, none is closed or deleted' }],
  },
];

const strategiesOf = (kind: StrategyKind) => (kind === 'rotation' ? ROTATION_STRATEGIES : RETENTION_STRATEGIES);

export function findStrategy(kind: StrategyKind, type: string): Strategy | undefined {
  return strategiesOf(kind).find((strategy) => strategy.type === type);
}

/** Graylog's RotationStrategyDescription / RetentionStrategyDescription. */
export interface StrategyDescription {
  type: string;
  default_config: Record<string, unknown>;
  json_schema: Record<string, unknown>;
}

function fieldSchema(field: ConfigField): Record<string, unknown> {
  const text = { title: field.title, description: field.description };
  if (field.kind === 'integer') return { type: 'integer', ...text, minimum: field.minimum, maximum: field.maximum };
  return { type: 'string', ...text, format: 'duration' };
}

export function describeStrategy(strategy: Strategy): StrategyDescription {
  const properties: Record<string, unknown> = { type: { type: 'string' } };
  for (const field of strategy.fields) properties[field.name] = fieldSchema(field);
  return {
    type: strategy.type,
    default_config: { type: strategy.configType, ...strategy.defaults },
    json_schema: {
      type: 'object',
      // Jackson names a schema after its Java class this way.
      id: `urn:jsonschema:${strategy.configType.replace(/\./g, ':')}`,
      title: strategy.displayName,
      properties,
    },
  };
}

/** Why a submitted configuration does not fit its strategy, as a sentence naming the field. */
export class StrategyConfigProblem extends Error {}


function checkedField(field: ConfigField, value: unknown): number | string {
  if (field.kind === 'integer') {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new StrategyConfigProblem(`${field.name} must be a whole number`);
    if (value < field.minimum) throw new StrategyConfigProblem(`${field.name} must be at least ${field.minimum}`);
    if (value > field.maximum) throw new StrategyConfigProblem(`${field.name} must be at most ${field.maximum}`);
    return value;
  }
  const period = typeof value === 'string' ? parsePeriod(value) : null;
  if (period === null) {
    throw new StrategyConfigProblem(`${field.name} must be an ISO 8601 period such as "P1D" (1 day) or "PT6H" (6 hours)`);
  }
  if (approximateMs(period) < field.minimumMs) throw new StrategyConfigProblem(`${field.name} must be at least 1 hour ("PT1H")`);
  if (approximateMs(period) > field.maximumMs) throw new StrategyConfigProblem(`${field.name} must be at most 100 years ("P100Y")`);
  return value as string;
}

/**
 * The configuration as stored: its `type` (filled in when left out) and the strategy's fields, nothing
 * else. Throws StrategyConfigProblem when the configuration belongs to another strategy or a field is
 * missing or out of bounds.
 */
export function checkedStrategyConfig(strategy: Strategy, config: unknown): Record<string, number | string> {
  if (!isRecord(config)) throw new StrategyConfigProblem('The configuration must be an object');
  if (config.type !== undefined && config.type !== null && config.type !== strategy.configType) {
    throw new StrategyConfigProblem(`The configuration of type <${String(config.type)}> does not belong to ${strategy.type}; expected type <${strategy.configType}>`);
  }
  const checked: Record<string, number | string> = { type: strategy.configType };
  for (const field of strategy.fields) {
    if (config[field.name] === undefined || config[field.name] === null) throw new StrategyConfigProblem(`${field.name} is required`);
    checked[field.name] = checkedField(field, config[field.name]);
  }
  return checked;
}

// The three legacy condition types with Graylog's type names, form fields and defaults, and the check of
// submitted parameters (per field, before anything is saved) by the one configuration check.
import {
  checkRequestedConfiguration, requestedConfigurationField as field, type Configuration, type RequestedConfiguration, type RequestedConfigurationField,
} from '../codecs/configuration';
import { badRequest } from '../http/errors';
import { compileQuery, QueryParseError } from '../search/query';
import type { ConditionParameters } from './types';

export const MESSAGE_COUNT = 'message_count';
export const FIELD_VALUE = 'field_value';
export const FIELD_CONTENT = 'field_content_value';
/** The condition of test and dummy alerts (never stored). */
export const DUMMY = 'dummy';

export const COUNT_THRESHOLD_TYPES = { MORE: 'more than', LESS: 'less than' } as const;
export const VALUE_THRESHOLD_TYPES = { HIGHER: 'higher', LOWER: 'lower' } as const;
export const AGGREGATIONS = { MEAN: 'mean value', MIN: 'min value', MAX: 'max value', SUM: 'sum', STDDEV: 'standard deviation' } as const;

const MINUTES_PER_YEAR = 525_600;
const MAX_BACKLOG = 1000;

export interface ConditionType {
  type: string;
  name: string;
  description: string;
  fields: RequestedConfiguration;
}

const timeField = field({ type: 'number', humanName: 'Time Range', description: 'How many minutes of messages, up to now, each check looks at', defaultValue: 5, position: 20 });
/** A message count is whole; an aggregate's threshold takes decimals (Graylog's field has a double default). */
const thresholdField = (decimals: boolean) => field({ type: 'number', humanName: 'Threshold', description: 'The alert triggers when the value crosses this', defaultValue: 0, position: 40, decimals });

/** Fields every condition type has (as in Graylog): a query narrowing the stream, grace, backlog, repeating. */
const commonFields: RequestedConfiguration = {
  query: field({ type: 'text', humanName: 'Search Query', description: 'Only messages of the stream matching this query count; * for all', defaultValue: '*', optional: true, position: 60 }),
  grace: field({ type: 'number', humanName: 'Grace Period', description: 'Minutes to wait after an alert is resolved before another one may trigger', defaultValue: 0, position: 70 }),
  backlog: field({ type: 'number', humanName: 'Message Backlog', description: 'How many of the matching messages notifications include', defaultValue: 0, position: 80 }),
  repeat_notifications: field({ type: 'boolean', humanName: 'Repeat notifications', description: 'Notify on every check that finds the condition satisfied, not only when the alert opens', defaultValue: false, position: 90 }),
};

export const CONDITION_TYPES: Readonly<Record<string, ConditionType>> = {
  [MESSAGE_COUNT]: {
    type: MESSAGE_COUNT,
    name: 'Message Count Alert Condition',
    description: 'Triggers when a stream receives more or fewer messages than a threshold within a time range.',
    fields: {
      time: timeField,
      threshold_type: field({ type: 'dropdown', humanName: 'Threshold Type', description: 'Trigger on more or on fewer messages than the threshold', defaultValue: 'MORE', values: COUNT_THRESHOLD_TYPES, position: 30 }),
      threshold: thresholdField(false),
      ...commonFields,
    },
  },
  [FIELD_VALUE]: {
    type: FIELD_VALUE,
    name: 'Field Aggregation Alert Condition',
    description: 'Triggers when an aggregate (mean, min, max, sum, standard deviation) of a numeric field crosses a threshold within a time range.',
    fields: {
      field: field({ type: 'text', humanName: 'Field', description: 'The numeric field to aggregate', defaultValue: '', position: 10 }),
      time: timeField,
      threshold_type: field({ type: 'dropdown', humanName: 'Threshold Type', description: 'Trigger when the aggregate is higher or lower than the threshold', defaultValue: 'HIGHER', values: VALUE_THRESHOLD_TYPES, position: 30 }),
      threshold: thresholdField(true),
      type: field({ type: 'dropdown', humanName: 'Aggregation Type', description: 'The statistical function applied to the field', defaultValue: 'MAX', values: AGGREGATIONS, position: 50 }),
      ...commonFields,
    },
  },
  [FIELD_CONTENT]: {
    type: FIELD_CONTENT,
    name: 'Field Content Alert Condition',
    description: 'Triggers when the stream receives a message whose field has a given value.',
    fields: {
      field: field({ type: 'text', humanName: 'Field', description: 'The field to look at', defaultValue: '', position: 10 }),
      value: field({ type: 'text', humanName: 'Value', description: 'The value the field must have', defaultValue: '', position: 20 }),
      ...commonFields,
    },
  },
};

export function conditionType(type: string): ConditionType | undefined {
  return Object.hasOwn(CONDITION_TYPES, type) ? CONDITION_TYPES[type] : undefined;
}

/** GET /alerts/conditions/types: Graylog's ConfigurableTypeInfo per type. */
export function conditionTypesInfo() {
  return Object.fromEntries(Object.values(CONDITION_TYPES).map((type) => [type.type, {
    type: type.type,
    name: type.name,
    human_name: type.name,
    requested_configuration: type.fields,
    link_to_docs: '',
  }]));
}

// Graylog reads a condition's parameters leniently (Tools.getNumber, Boolean.parseBoolean, upper-cased enum
// names), so text that reads as the field's kind counts as it.
function fromText(spec: RequestedConfigurationField, value: string): unknown {
  switch (spec.type) {
    case 'dropdown':
      return value.toUpperCase();
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    case 'boolean':
      return value === 'true' || value === 'false' ? value === 'true' : value;
    default:
      return value;
  }
}

/** The parameters as Graylog reads them: a number or choice left out is its default; text counts as its kind. */
function asGraylogReads(fields: RequestedConfiguration, given: Record<string, unknown>): Record<string, unknown> {
  const read = { ...given };
  for (const [name, spec] of Object.entries(fields)) {
    const value = read[name];
    if ((value === undefined || value === null) && spec.default_value !== null && spec.default_value !== '') read[name] = spec.default_value;
    else if (typeof value === 'string') read[name] = fromText(spec, value);
  }
  return read;
}

/** A whole number within bounds, or a refusal naming the field. */
function checkWholeNumber(values: Configuration, name: string, label: string, min: number, max: number): number {
  const value = values[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${label} must be a whole number from ${min} to ${max}`, name);
  }
  return value;
}

function scalar(values: Configuration): ConditionParameters {
  const result: ConditionParameters = {};
  for (const [name, value] of Object.entries(values)) if (!Array.isArray(value)) result[name] = value;
  return result;
}

/** The parameters to store for a condition of `type`, or a 400 naming the first wrong field. */
export function checkConditionParameters(type: ConditionType, given: Record<string, unknown>): ConditionParameters {
  const values = checkRequestedConfiguration(type.fields, asGraylogReads(type.fields, given));
  if ('time' in type.fields) checkWholeNumber(values, 'time', 'Time Range', 1, MINUTES_PER_YEAR);
  checkWholeNumber(values, 'grace', 'Grace Period', 0, MINUTES_PER_YEAR);
  checkWholeNumber(values, 'backlog', 'Message Backlog', 0, MAX_BACKLOG);
  if (type.type === MESSAGE_COUNT) checkWholeNumber(values, 'threshold', 'Threshold', 0, Number.MAX_SAFE_INTEGER);
  for (const name of ['field', 'value']) {
    if (typeof values[name] === 'string') values[name] = (values[name] as string).trim();
  }
  const query = typeof values.query === 'string' ? values.query.trim() : '*';
  values.query = query === '' ? '*' : query;
  try {
    compileQuery(values.query);
  } catch (error) {
    if (error instanceof QueryParseError) throw badRequest(error.message, 'query');
    throw error;
  }
  return scalar(values);
}

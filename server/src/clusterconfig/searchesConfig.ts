// Graylog's SearchesClusterConfig: the time ranges the console offers, the longest range a search may cover,
// and the fields of the surrounding-messages search and those without analysis.
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../http/errors';
import { isZeroPeriod, minusPeriod, parsePeriod } from './periods';
import { parseWith } from './validation';

export const SEARCHES_CONFIG_CLASS = 'org.graylog2.indexer.searches.SearchesClusterConfig';

const PeriodText = Type.String({ minLength: 2, maxLength: 100 });
const Options = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 200 }), { maxProperties: 100 });
const FieldNames = Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 1000 });

export const SearchesConfigSchema = Type.Object({
  query_time_range_limit: Type.Optional(PeriodText),
  relative_timerange_options: Type.Optional(Options),
  surrounding_timerange_options: Type.Optional(Options),
  surrounding_filter_fields: Type.Optional(FieldNames),
  analysis_disabled_fields: Type.Optional(Type.Union([FieldNames, Type.Null()])),
}, { additionalProperties: false });

export interface SearchesClusterConfig {
  query_time_range_limit: string;
  relative_timerange_options: Record<string, string>;
  surrounding_timerange_options: Record<string, string>;
  surrounding_filter_fields: string[];
  analysis_disabled_fields: string[];
}

export const defaultSearchesConfig = (): SearchesClusterConfig => ({
  query_time_range_limit: 'PT0S',
  relative_timerange_options: {
    PT5M: 'Search in the last 5 minutes',
    PT15M: 'Search in the last 15 minutes',
    PT30M: 'Search in the last 30 minutes',
    PT1H: 'Search in the last 1 hour',
    PT2H: 'Search in the last 2 hours',
    PT8H: 'Search in the last 8 hours',
    P1D: 'Search in the last 1 day',
    P2D: 'Search in the last 2 days',
    P5D: 'Search in the last 5 days',
    P7D: 'Search in the last 7 days',
    P14D: 'Search in the last 14 days',
    P30D: 'Search in the last 30 days',
    PT0S: 'Search in all messages',
  },
  surrounding_timerange_options: {
    PT1S: '1 second',
    PT5S: '5 seconds',
    PT10S: '10 seconds',
    PT30S: '30 seconds',
    PT1M: '1 minute',
    PT5M: '5 minutes',
  },
  surrounding_filter_fields: ['source', 'gl2_source_input', 'file', 'source_file'],
  analysis_disabled_fields: ['message', 'full_message'],
});

function checkPeriodKeys(options: Record<string, string>, field: string): void {
  for (const key of Object.keys(options)) {
    if (!parsePeriod(key)) throw badRequest(`"${key}" is not an ISO 8601 period (such as PT5M or P1D)`, field);
  }
}

export function parseSearchesConfig(body: unknown): SearchesClusterConfig {
  const parsed: Static<typeof SearchesConfigSchema> = parseWith(SearchesConfigSchema, body, SEARCHES_CONFIG_CLASS);
  const config = { ...defaultSearchesConfig(), ...withoutNull(parsed) };
  if (!parsePeriod(config.query_time_range_limit)) {
    throw badRequest(`"${config.query_time_range_limit}" is not an ISO 8601 period (such as P30D; PT0S for no limit)`, 'query_time_range_limit');
  }
  checkPeriodKeys(config.relative_timerange_options, 'relative_timerange_options');
  checkPeriodKeys(config.surrounding_timerange_options, 'surrounding_timerange_options');
  return {
    ...config,
    surrounding_filter_fields: [...new Set(config.surrounding_filter_fields)],
    analysis_disabled_fields: [...new Set(config.analysis_disabled_fields)],
  };
}

// A null analysis_disabled_fields means "the default", as in Graylog's creator.
function withoutNull(parsed: Static<typeof SearchesConfigSchema>): Partial<SearchesClusterConfig> {
  const { analysis_disabled_fields: disabled, ...rest } = parsed;
  return disabled === null || disabled === undefined ? rest : { ...rest, analysis_disabled_fields: disabled };
}

/**
 * Graylog's SearchResource.restrictTimeRange: with a limit set, a search's start moves up to `limit` before its
 * end; PT0S (or an unreadable stored value) leaves it alone.
 */
export function restrictSearchStart(config: SearchesClusterConfig, fromMs: number, toMs: number): number {
  const limit = parsePeriod(config.query_time_range_limit);
  if (!limit || isZeroPeriod(limit)) return fromMs;
  return Math.max(fromMs, minusPeriod(toMs, limit));
}

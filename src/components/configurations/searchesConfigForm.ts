// The search configuration as the form holds it, and back.
import type { SearchesClusterConfig } from '@/stores/configurations/clusterConfigTypes';
import { NO_QUERY_TIME_RANGE_LIMIT } from '@/stores/configurations/clusterConfigTypes';
import { isZeroPeriod } from '@/util/durations';

import type { PeriodOption } from './PeriodOptionsControl';
import { optionsError } from './PeriodOptionsControl';
import { normalizePeriod, periodError } from './periods';

export type SearchesFormValues = {
  /** Not stored: a zero limit means none. */
  query_time_range_limit_enabled: boolean,
  query_time_range_limit: string,
  relative_timerange_options: Array<PeriodOption>,
  surrounding_timerange_options: Array<PeriodOption>,
  /** One field name per line. */
  surrounding_filter_fields: string,
  analysis_disabled_fields: string,
};

const toOptions = (options: { [period: string]: string }): Array<PeriodOption> => Object.entries(options).map(([period, description]) => ({ period, description }));

const fromOptions = (options: Array<PeriodOption>): { [period: string]: string } => Object.fromEntries(
  options.map((option) => [normalizePeriod(option.period), option.description.trim()]),
);

/** Lines to field names: trimmed, blank lines and repeats dropped. */
export const fieldNames = (lines: string): Array<string> => Array.from(new Set(lines.split('\n').map((line) => line.trim()).filter((line) => line !== '')));

export const searchesFormValues = (config: SearchesClusterConfig): SearchesFormValues => {
  const limited = !isZeroPeriod(config.query_time_range_limit);
  return {
    query_time_range_limit_enabled: limited,
    query_time_range_limit: limited ? config.query_time_range_limit : 'P30D',
    relative_timerange_options: toOptions(config.relative_timerange_options),
    surrounding_timerange_options: toOptions(config.surrounding_timerange_options),
    surrounding_filter_fields: config.surrounding_filter_fields.join('\n'),
    analysis_disabled_fields: config.analysis_disabled_fields.join('\n'),
  };
};

export const searchesConfig = (values: SearchesFormValues): SearchesClusterConfig => ({
  query_time_range_limit: values.query_time_range_limit_enabled ? normalizePeriod(values.query_time_range_limit) : NO_QUERY_TIME_RANGE_LIMIT,
  relative_timerange_options: fromOptions(values.relative_timerange_options),
  surrounding_timerange_options: fromOptions(values.surrounding_timerange_options),
  surrounding_filter_fields: fieldNames(values.surrounding_filter_fields),
  analysis_disabled_fields: fieldNames(values.analysis_disabled_fields),
});

export const validateSearches = (values: SearchesFormValues) => ({
  query_time_range_limit: values.query_time_range_limit_enabled
    ? periodError(values.query_time_range_limit) ?? (isZeroPeriod(values.query_time_range_limit) ? 'A limit must be longer than zero; switch the limit off instead.' : undefined)
    : undefined,
  relative_timerange_options: optionsError(values.relative_timerange_options),
  surrounding_timerange_options: optionsError(values.surrounding_timerange_options),
});

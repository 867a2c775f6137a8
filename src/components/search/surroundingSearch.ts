// "Show surrounding messages": the messages around one message, as Graylog's console finds them: an absolute
// range of the chosen period before and after its timestamp, narrowed to the messages sharing its values of
// the configured filter fields (its source, its input, …).
import { periodSeconds } from '@/components/views/timeRanges';
import type { SearchesClusterConfig } from '@/stores/configurations/clusterConfigTypes';
import type { MessageFields } from '@/stores/messages/MessagesStore';
import type { TimeRange } from '@/stores/search/searchTypes';

import { fieldValueQuery } from './searchUrl';

export type SurroundingOption = { seconds: number, label: string };

/** The configured periods around a message, shortest first; unreadable and zero periods are left out. */
export const surroundingOptions = (options: SearchesClusterConfig['surrounding_timerange_options']): Array<SurroundingOption> => (
  Object.entries(options)
    .flatMap(([period, label]) => {
      const seconds = periodSeconds(period);
      return seconds !== undefined && seconds > 0 ? [{ seconds, label }] : [];
    })
    .sort((a, b) => a.seconds - b.seconds)
);

/** A value a search can match exactly: absent, null and empty values filter nothing, as in Graylog. */
const filterValue = (value: unknown): string | undefined => {
  if (value === null || value === undefined || typeof value === 'object') return undefined;
  const text = String(value);
  return text === '' ? undefined : text;
};

/** The query keeping the messages that share `fields`' values of the filter fields, each value quoted. */
export const surroundingQuery = (fields: MessageFields, filterFields: ReadonlyArray<string>): string => (
  filterFields
    .flatMap((field) => {
      const value = filterValue(fields[field]);
      return value === undefined ? [] : [fieldValueQuery(field, value)];
    })
    .join(' AND ')
);

/** `seconds` before to `seconds` after the message's timestamp; undefined when it has no readable one. */
export const surroundingRange = (timestamp: string | undefined, seconds: number): TimeRange | undefined => {
  const at = timestamp === undefined ? NaN : Date.parse(timestamp);
  if (!Number.isFinite(at)) return undefined;
  return { type: 'absolute', from: new Date(at - seconds * 1000).toISOString(), to: new Date(at + seconds * 1000).toISOString() };
};

// Applies decorators to the messages of a search result, in their order, and reports per message
// what they did as Graylog's decoration_stats: added fields with their new values, changed and
// removed fields with their original values. A decorator limited to a stream applies only to searches
// that name that stream. Without decorators the stats stay null, as in Graylog.
import type { MessageFields } from '../messages/types';
import { decoratorType } from './types';
import type { CheckedDecorator } from './validation';

export interface DecorationStats {
  added_fields: Record<string, unknown>;
  changed_fields: Record<string, unknown>;
  removed_fields: Record<string, unknown>;
}

export interface Decorated {
  fields: MessageFields;
  stats: DecorationStats | null;
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function decorationStats(original: MessageFields, decorated: MessageFields): DecorationStats {
  const stats: DecorationStats = { added_fields: {}, changed_fields: {}, removed_fields: {} };
  for (const [name, value] of Object.entries(decorated)) {
    if (!Object.hasOwn(original, name)) stats.added_fields[name] = value;
    else if (!sameValue(original[name], value)) stats.changed_fields[name] = original[name];
  }
  for (const [name, value] of Object.entries(original)) {
    if (!Object.hasOwn(decorated, name)) stats.removed_fields[name] = value;
  }
  return stats;
}

/** The decorators that apply to a search over `streams` (the streams it names; empty when it names none), in order. */
export function applicableDecorators(decorators: readonly CheckedDecorator[], streams: readonly string[]): CheckedDecorator[] {
  return decorators
    .filter((decorator) => decorator.stream === null || streams.includes(decorator.stream))
    .sort((a, b) => a.order - b.order);
}

export function decorateMessage(fields: MessageFields, decorators: readonly CheckedDecorator[]): Decorated {
  if (decorators.length === 0) return { fields, stats: null };
  let decorated = fields;
  for (const decorator of decorators) {
    const type = decoratorType(decorator.type);
    if (type) decorated = type.decorate(decorator.config, decorated);
  }
  return { fields: decorated, stats: decorationStats(fields, decorated) };
}

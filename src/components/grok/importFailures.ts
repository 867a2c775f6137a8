// Why the server refused a pattern file, as a list of reasons to show in the import dialog. Graylog words
// a refused file as a message ("Invalid pattern. Did not save any patterns\n<reason>") and may add
// `validation_errors` ({field: [{error}]}); the embedded server may name lines in `errors` ({line: [reason]}).
import { FetchError, reasonOf } from '@/logic/errors/FetchError';

const isRecord = (value: unknown): value is { [key: string]: unknown } => typeof value === 'object' && value !== null && !Array.isArray(value);

const textsOf = (value: unknown): Array<string> => {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (isRecord(item) && typeof item.error === 'string') return [item.error];
    return [];
  }).filter((text) => text.trim() !== '');
};

/**
 * A line that sums up several problems ("Did not save any grok patterns: line 2: …; line 5: …", as the
 * embedded server words it) as its lead and one entry per problem.
 */
const listedProblems = (line: string): Array<string> => {
  const lead = /^([^:;]+):\s+(.+)$/.exec(line);
  if (!lead || !lead[2].includes('; ')) {
    return [line];
  }
  return [`${lead[1]}:`, ...lead[2].split('; ')];
};

/** `{field: reasons}` as [field, reason] pairs; `_` (Graylog's "the whole entity") names no field. */
const keyedReasons = (map: unknown): Array<[string, string]> => {
  if (!isRecord(map)) {
    return [];
  }
  return Object.entries(map).flatMap(([key, reasons]) => textsOf(reasons).map((reason): [string, string] => [key === '_' ? '' : key, reason.trim()]));
};

/**
 * Every reason the refusal gives, each once, in the order the server gave them. A field's reason that the
 * message already says is not repeated (the embedded server puts a field's reason in both).
 */
export const importFailureReasons = (error: unknown): Array<string> => {
  const body = error instanceof FetchError ? error.body : undefined;
  const message = error instanceof FetchError ? error.serverMessage : undefined;
  const reasons = (message ?? '').split('\n').flatMap(listedProblems).map((line) => line.trim()).filter((line) => line !== '');
  const keyed = isRecord(body) ? [...keyedReasons(body.validation_errors), ...keyedReasons(body.errors)] : [];
  keyed.forEach(([field, reason]) => {
    const said = reasons.some((known) => known.includes(reason));
    if (reason !== '' && !said) {
      reasons.push(field === '' ? reason : `${field}: ${reason}`);
    }
  });
  const unique = Array.from(new Set(reasons));
  return unique.length > 0 ? unique : [reasonOf(error)];
};

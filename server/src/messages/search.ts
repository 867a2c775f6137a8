// Runs a search over the files of the indices a time range overlaps, newest first. In each file the
// query's plan (search/sqlPlan.ts) gives the rows: an exact plan is counted and paged by SQL, reading
// only the page's messages; a superset plan's candidates are each read and tested by the compiled query.
// Only what the requested page needs is kept: for timestamp order the first offset+limit matches of each
// index (fileMatch.ts pageFromStream), for other fields a sort key per match.
import { countExact, everyMatch, exactPage, fileMatch, inSnapshots, type FileMatch, type Row } from './fileMatch';
import { parseFields } from './fieldsJson';
import { startCursor, type IndexFile, type RowLocator, type ScanOrder } from './indexFile';
import type { MessageFields, MessageFilter, MessageSearchRequest, StoredMessage } from './types';

/** Like Elasticsearch's index.max_result_window, which Graylog relies on: offset + limit may not exceed it. */
export const MAX_RESULT_WINDOW = 10_000;

interface Hit extends RowLocator {
  /** Position of its index in the newest-first list, the tie breaker between indices. */
  file: number;
  fields?: MessageFields;
  key?: SortKey;
}

type SortKey = number | string | undefined;

/** Whether a message routed into `streams` is one of the filter's streams (any of them). */
export function inStreams(fields: MessageFields, ids: readonly string[]): boolean {
  const streams = fields.streams;
  return Array.isArray(streams) && streams.some((stream) => typeof stream === 'string' && ids.includes(stream));
}

/** The filter's query and stream restriction as one test of a message's fields. */
export function filterTest(filter: MessageFilter): (fields: MessageFields) => boolean {
  const { query, streams } = filter;
  return streams ? (fields) => inStreams(fields, streams) && query(fields) : query;
}

function byTimestamp(order: ScanOrder) {
  const sign = order === 'desc' ? -1 : 1;
  // Equal timestamps: the newer index, then the later insert, come first in descending order.
  return (a: Hit, b: Hit) => sign * (a.ts - b.ts) || sign * (b.file - a.file) || sign * (a.seq - b.seq);
}

/** The file's matches, counted, and the first `window` of them in timestamp order. */
function timestampPage(match: FileMatch, order: ScanOrder, window: number): { total: number; rows: Row[] } {
  const { file, resolved, domain } = match;
  if (!resolved.exact) {
    // Every candidate is tested anyway to count the matches; the page is kept on the way.
    let total = 0;
    const kept: Row[] = [];
    for (const row of everyMatch(match)) {
      total += 1;
      kept.push(row);
      if (kept.length >= 4 * window + 1000) kept.splice(0, kept.length, ...firstRows(kept, order, window));
    }
    return { total, rows: firstRows(kept, order, window) };
  }
  const total = countExact(match);
  if (total === 0 || window === 0) return { total, rows: [] };
  if (resolved.set.t === 'all') {
    const start = startCursor(order, domain.fromMs, domain.toMs);
    return { total, rows: file.locators(order, domain.fromMs, domain.toMs, start, window) };
  }
  return { total, rows: exactPage(match, order, total, window) };
}

function firstRows(rows: Row[], order: ScanOrder, window: number): Row[] {
  const sign = order === 'desc' ? -1 : 1;
  return rows.sort((a, b) => sign * (a.ts - b.ts) || sign * (a.seq - b.seq)).slice(0, window);
}

function timestampOrderedHits(matches: readonly (FileMatch | null)[], order: ScanOrder, window: number) {
  let total = 0;
  const hits: Hit[] = [];
  matches.forEach((match, position) => {
    if (!match) return;
    const page = timestampPage(match, order, window);
    total += page.total;
    for (const row of page.rows) hits.push({ ...row, file: position });
  });
  return { total, hits: hits.sort(byTimestamp(order)) };
}

/** Elasticsearch sorts numbers (and booleans) numerically, strings by code unit, arrays by their min (asc) or max (desc). */
function sortKey(value: unknown, order: ScanOrder): SortKey {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    let chosen: SortKey;
    for (const element of value) {
      const key = sortKey(element, order);
      if (key !== undefined && (chosen === undefined || compareKeys(key, chosen) * (order === 'desc' ? -1 : 1) < 0)) chosen = key;
    }
    return chosen;
  }
  return value === null || value === undefined ? undefined : JSON.stringify(value);
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function byField(order: ScanOrder) {
  const sign = order === 'desc' ? -1 : 1;
  const newestFirst = byTimestamp('desc');
  return (a: Hit, b: Hit) => {
    // Messages without the field come last in either direction, as in Elasticsearch.
    if (a.key === undefined || b.key === undefined) {
      if (a.key !== b.key) return a.key === undefined ? 1 : -1;
      return newestFirst(a, b);
    }
    return sign * compareKeys(a.key, b.key) || newestFirst(a, b);
  };
}

function fieldOrderedHits(matches: readonly (FileMatch | null)[], field: string, order: ScanOrder, window: number) {
  let total = 0;
  let hits: Hit[] = [];
  const compare = byField(order);
  matches.forEach((match, position) => {
    if (!match) return;
    for (const row of everyMatch(match)) {
      total += 1;
      hits.push({ seq: row.seq, ts: row.ts, file: position, key: sortKey(row.fields[field], order) });
      // Only the best `window` hits can be on the page: trimming whenever twice that many piled up keeps memory
      // bounded by the page, not by the number of matches.
      if (hits.length >= 2 * window + 1000) hits = hits.sort(compare).slice(0, window);
    }
  });
  return { total, hits: hits.sort(compare).slice(0, window) };
}

/** The stored fields of the page's hits not read yet, by file position and seq: one statement per file. */
function pageFields(files: readonly IndexFile[], page: readonly Hit[]): Map<number, Map<number, string>> {
  const wanted = new Map<number, number[]>();
  for (const hit of page) {
    if (hit.fields) continue;
    const seqs = wanted.get(hit.file) ?? [];
    seqs.push(hit.seq);
    wanted.set(hit.file, seqs);
  }
  const found = new Map<number, Map<number, string>>();
  for (const [position, seqs] of wanted) found.set(position, files[position].fieldsOfRows(seqs));
  return found;
}

/** The requested page of the matches in `files` (given newest first), and how many matches there are in all. */
export function searchIndexFiles(files: readonly IndexFile[], request: MessageSearchRequest): { messages: StoredMessage[]; total: number } {
  const window = request.offset + request.limit;
  const order = request.sort?.order ?? 'desc';
  const field = request.sort?.field ?? 'timestamp';
  const test = filterTest(request);
  return inSnapshots(files, () => {
    const matches = files.map((file) => fileMatch(file, request, test));
    const { total, hits } = field === 'timestamp'
      ? timestampOrderedHits(matches, order, window)
      : fieldOrderedHits(matches, field, order, window);
    const page = hits.slice(request.offset, window);
    const stored = pageFields(files, page);
    const messages: StoredMessage[] = [];
    for (const hit of page) {
      const file = files[hit.file];
      const fields = hit.fields ?? parseFields(stored.get(hit.file)?.get(hit.seq) ?? '');
      if (fields) messages.push({ index: file.name, id: String(fields._id ?? ''), fields });
    }
    return { messages, total };
  });
}

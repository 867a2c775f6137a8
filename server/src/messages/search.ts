// Runs a search over the files of the indices a time range overlaps. Rows come from the ts index in
// keyset pages (no statement stays open between pages, so a search stopped by a time limit leaves
// every file usable); each row in range is parsed once and tested by the compiled query in JS.
// Only what the requested page needs is kept: for timestamp order the first offset+limit matches of
// each index (their order already is the final one), for other fields a sort key per match.
import { startCursor, type IndexFile, type RowLocator, type ScanOrder } from './indexFile';
import type { MessageFields, MessageSearchRequest, StoredMessage } from './types';

/** Like Elasticsearch's index.max_result_window, which Graylog relies on: offset + limit may not exceed it. */
export const MAX_RESULT_WINDOW = 10_000;

const PAGE_ROWS = 2000;

interface Hit extends RowLocator {
  /** Position of its index in the newest-first list, the tie breaker between indices. */
  file: number;
  fields?: MessageFields;
  key?: SortKey;
}

type SortKey = number | string | undefined;

export function parseFields(json: string): MessageFields | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as MessageFields) : null;
  } catch {
    return null;
  }
}

function* matchingRows(file: IndexFile, order: ScanOrder, request: MessageSearchRequest) {
  let cursor = startCursor(order, request.fromMs, request.toMs);
  for (;;) {
    const rows = file.rows(order, request.fromMs, request.toMs, cursor, PAGE_ROWS);
    for (const [seq, ts, json] of rows) {
      const fields = parseFields(json);
      if (fields && request.matches(fields)) yield { seq, ts, fields };
    }
    if (rows.length < PAGE_ROWS) return;
    const [seq, ts] = rows[rows.length - 1];
    cursor = { seq, ts };
  }
}

function byTimestamp(order: ScanOrder) {
  const sign = order === 'desc' ? -1 : 1;
  // Equal timestamps: the newer index, then the later insert, come first in descending order.
  return (a: Hit, b: Hit) => sign * (a.ts - b.ts) || sign * (b.file - a.file) || sign * (a.seq - b.seq);
}

function timestampOrderedHits(files: readonly IndexFile[], request: MessageSearchRequest, order: ScanOrder, window: number) {
  let total = 0;
  const hits: Hit[] = [];
  files.forEach((file, position) => {
    if (request.matchesAll) {
      total += file.count(request.fromMs, request.toMs);
      const start = startCursor(order, request.fromMs, request.toMs);
      for (const locator of file.locators(order, request.fromMs, request.toMs, start, window)) hits.push({ ...locator, file: position });
      return;
    }
    let kept = 0;
    for (const row of matchingRows(file, order, request)) {
      total += 1;
      if (kept < window) {
        hits.push({ ...row, file: position });
        kept += 1;
      }
    }
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

function fieldOrderedHits(files: readonly IndexFile[], request: MessageSearchRequest, field: string, order: ScanOrder, window: number) {
  let total = 0;
  let hits: Hit[] = [];
  const compare = byField(order);
  files.forEach((file, position) => {
    for (const row of matchingRows(file, 'desc', request)) {
      total += 1;
      hits.push({ seq: row.seq, ts: row.ts, file: position, key: sortKey(row.fields[field], order) });
      // Only the best `window` hits can be on the page: trimming whenever twice that many piled up keeps memory
      // bounded by the page, not by the number of matches.
      if (hits.length >= 2 * window + 1000) hits = hits.sort(compare).slice(0, window);
    }
  });
  return { total, hits: hits.sort(compare).slice(0, window) };
}

/** The requested page of the matches in `files` (given newest first), and how many matches there are in all. */
export function searchIndexFiles(files: readonly IndexFile[], request: MessageSearchRequest): { messages: StoredMessage[]; total: number } {
  const window = request.offset + request.limit;
  const order = request.sort?.order ?? 'desc';
  const field = request.sort?.field ?? 'timestamp';
  const { total, hits } = field === 'timestamp'
    ? timestampOrderedHits(files, request, order, window)
    : fieldOrderedHits(files, request, field, order, window);
  const messages: StoredMessage[] = [];
  for (const hit of hits.slice(request.offset, window)) {
    const file = files[hit.file];
    const fields = hit.fields ?? parseFields(file.fieldsAt(hit.seq) ?? '');
    if (fields) messages.push({ index: file.name, id: String(fields._id ?? ''), fields });
  }
  return { messages, total };
}

// One index file's part of a search: the query plan resolved against the file (search/sqlPlan.ts), the
// time range as seq bounds (from the blocks table), and the ways to read the matches: count them, stream
// them in seq order, or read every one of them.
//
// All reads of one operation run in one read transaction, so they see one snapshot of the file while
// the writer keeps committing. A search stopped by its time limit leaves the transaction (and maybe an
// iteration) open; settle() closes them before the connection is used again.
import { bothPlans, requiredFts, resolvePlan, setSql, streamsPlan, type IndexCatalog, type ResolvedPlan, type SeqBounds } from '../search/sqlPlan';
import { parseFields } from './fieldsJson';
import { startCursor, type BlockRange, type IndexFile } from './indexFile';
import { BLOCK_BITS } from './indexSchema';
import type { MessageFields, MessageFilter } from './types';

/** A run of seq values and whether their timestamps must be checked against the range. */
interface Segment {
  lo: number;
  hi: number;
  check: boolean;
}

export interface Domain {
  fromMs: number;
  toMs: number;
  /** Every row of the file is in the range: no seq bounds, no timestamp checks. */
  whole: boolean;
  /** The rows whose block overlaps the range (lo > hi: none). */
  lo: number;
  hi: number;
  /** The last seq the file's blocks can hold (at least its last row's). */
  lastSeq: number;
  segments: Segment[];
  /** The newest timestamp of any row at or before a seq (rows later in the file may be older). */
  newestUpTo: (seq: number) => number;
  /** The oldest timestamp of any row at or after a seq. */
  oldestFrom: (seq: number) => number;
}

/** More segments than this are read as one, checking every timestamp (statements cost more than checks). */
const MAX_SEGMENTS = 6;

/** The range [fromMs, toMs] over the file's blocks (IndexFile.blocks). */
export function domainOf(blocks: readonly BlockRange[], fromMs: number, toMs: number): Domain {
  const newest: number[] = [];
  const oldest: number[] = new Array<number>(blocks.length);
  let max = -Infinity;
  for (const [, , maxTs] of blocks) newest.push((max = Math.max(max, maxTs)));
  let min = Infinity;
  for (let at = blocks.length - 1; at >= 0; at -= 1) oldest[at] = min = Math.min(min, blocks[at][1]);
  const segments: Segment[] = [];
  let whole = blocks.length > 0;
  for (const [block, minTs, maxTs] of blocks) {
    if (maxTs < fromMs || minTs > toMs) {
      whole = false;
      continue;
    }
    const check = minTs < fromMs || maxTs > toMs;
    if (check) whole = false;
    const lo = Math.max(1, block << BLOCK_BITS);
    const hi = ((block + 1) << BLOCK_BITS) - 1;
    const last = segments[segments.length - 1];
    if (last && last.check === check && last.hi + 1 === lo) last.hi = hi;
    else segments.push({ lo, hi, check });
  }
  const lo = segments[0]?.lo ?? 1;
  const hi = segments[segments.length - 1]?.hi ?? 0;
  const blockOf = (seq: number) => Math.min(blocks.length - 1, Math.max(0, seq >> BLOCK_BITS));
  return {
    fromMs,
    toMs,
    whole,
    lo,
    hi,
    lastSeq: blocks.length === 0 ? 0 : ((blocks[blocks.length - 1][0] + 1) << BLOCK_BITS) - 1,
    segments: segments.length > MAX_SEGMENTS ? [{ lo, hi, check: true }] : segments,
    newestUpTo: (seq) => (blocks.length === 0 ? -Infinity : newest[blockOf(seq)]),
    oldestFrom: (seq) => (blocks.length === 0 ? Infinity : oldest[blockOf(seq)]),
  };
}

export interface FileMatch {
  file: IndexFile;
  /** The file's fields and blocks as read for this match: later steps of the operation use them too. */
  catalog: IndexCatalog;
  blocks: readonly BlockRange[];
  resolved: ResolvedPlan;
  domain: Domain;
  /** The filter's own test of a message (query and streams). */
  test: (fields: MessageFields) => boolean;
}

/** The file's part of the filter, or null when the file has no match for certain. */
export function fileMatch(file: IndexFile, filter: MessageFilter, test: (fields: MessageFields) => boolean): FileMatch | null {
  const plan = filter.streams ? bothPlans(filter.query.plan, streamsPlan(filter.streams)) : filter.query.plan;
  const catalog = file.catalog();
  const resolved = resolvePlan(plan, catalog);
  if (resolved.set.t === 'none') return null;
  const blocks = file.blocks();
  const domain = domainOf(blocks, filter.fromMs, filter.toMs);
  if (domain.lo > domain.hi) return null;
  return { file, catalog, blocks, resolved, domain, test };
}

/**
 * Runs `work` with each file in one read transaction (see the top of this file). Not nested: settle()
 * ends whatever transaction a file is in, an outer snapshot included.
 */
export function inSnapshots<T>(files: readonly IndexFile[], work: () => T): T {
  const begun: IndexFile[] = [];
  try {
    for (const file of files) {
      file.settle();
      file.db.exec('BEGIN');
      begun.push(file);
    }
    return work();
  } finally {
    for (const file of begun) if (file.db.inTransaction) file.db.exec('COMMIT');
  }
}

const TS_CHECK = 'm.ts BETWEEN ? AND ?';

/** Counts the matches of an exact plan. */
export function countExact(match: FileMatch): number {
  const { file, resolved: { set }, domain } = match;
  if (set.t === 'all') {
    // Rows are never deleted from an index file and seq is the rowid, so seqs run 1..MAX(seq) without gaps:
    // every row is counted by arithmetic, and only the segments that need a timestamp check are read.
    const lastSeq = Number(file.values('SELECT MAX(seq) FROM messages', [])[0] ?? 0);
    if (domain.whole) return lastSeq;
    let total = 0;
    for (const segment of domain.segments) {
      total += segment.check
        ? Number(file.values('SELECT count(*) FROM messages WHERE seq BETWEEN ? AND ? AND ts BETWEEN ? AND ?', [segment.lo, segment.hi, domain.fromMs, domain.toMs])[0])
        : Math.max(0, Math.min(segment.hi, lastSeq) - Math.max(segment.lo, 1) + 1);
    }
    return total;
  }
  if (domain.whole) {
    const { sql, params } = setSql(set);
    return Number(file.values(`SELECT count(*) FROM (${sql})`, params)[0]);
  }
  let total = 0;
  for (const segment of domain.segments) {
    const { sql, params } = setSql(set, [segment.lo, segment.hi]);
    total += segment.check
      ? Number(file.values(`SELECT count(*) FROM (${sql}) s CROSS JOIN messages m ON m.seq = s.seq WHERE ${TS_CHECK}`, [...params, domain.fromMs, domain.toMs])[0])
      : Number(file.values(`SELECT count(*) FROM (${sql})`, params)[0]);
  }
  return total;
}

/** A match read from the file: its seq, timestamp and, when it was read, its fields. */
export interface Row {
  seq: number;
  ts: number;
  fields?: MessageFields;
}

function bounds(domain: Domain): SeqBounds {
  return domain.whole ? null : [domain.lo, domain.hi];
}

/**
 * Every match in no particular order, with its fields (tested by the predicate when the plan is a
 * superset). For operations that look at each match: superset plans, sorting by a field, terms of text.
 */
export function* everyMatch(match: FileMatch): Generator<Required<Row>> {
  const { file, resolved, domain, test } = match;
  const { sql, params } = setSql(resolved.set, bounds(domain));
  const checked = domain.whole ? '' : ` WHERE ${TS_CHECK}`;
  const allParams = domain.whole ? params : [...params, domain.fromMs, domain.toMs];
  for (const [seq, ts, json] of file.iterate(`SELECT s.seq, m.ts, m.fields FROM (${sql}) s CROSS JOIN messages m ON m.seq = s.seq${checked}`, allParams)) {
    const fields = parseFields(String(json));
    if (fields && (resolved.exact || test(fields))) yield { seq: Number(seq), ts: Number(ts), fields };
  }
}

/** Matches of an exact plan this many or fewer may be sorted by SQL at once rather than streamed. */
const SMALL_RESULT = 20_000;
/** A stream of candidates that would read more rows than this for one page is not used. */
const MAX_STREAMED = 50_000;
/** Rows read per statement when candidates come from the timestamp index. */
const PAGE_ROWS = 1000;

/**
 * The first `window` matches of an exact plan in timestamp order. One FTS query streams its rowids
 * in order, lazily, so a page of it costs about a page. Any other set is either collected and sorted
 * by SQLite, or, when the matches are dense enough that a page is found after reading few rows, found
 * by testing candidates in order: those of an FTS part every match has (in seq order), or every row
 * from the timestamp index (in timestamp order).
 */
export function exactPage(match: FileMatch, order: 'asc' | 'desc', total: number, window: number): Row[] {
  const { file, resolved: { set }, domain } = match;
  if (set.t === 'fts') return pageFromStream(ftsInSeqOrder(match, set.match, order), domain, order, window);
  const driver = requiredFts(set);
  const viaFts = driver === null ? Infinity : (window * Number(file.values('SELECT count(*) FROM terms WHERE terms MATCH ?', [driver])[0])) / total;
  const viaTime = (window * (domain.hi - domain.lo + 1)) / total;
  const best = Math.min(viaFts, viaTime);
  if (best <= MAX_STREAMED && (total > SMALL_RESULT || best <= total)) {
    if (viaFts <= viaTime && driver !== null) return pageFromStream(testedInSeqOrder(match, driver, order), domain, order, window);
    return testedInTimeOrder(match, order, window);
  }
  const { sql, params } = setSql(set, bounds(domain));
  const direction = order === 'desc' ? 'DESC' : 'ASC';
  const rows = file.iterate(`SELECT s.seq, m.ts FROM (${sql}) s CROSS JOIN messages m ON m.seq = s.seq ORDER BY s.seq ${direction}`, params);
  return pageFromStream(asRows(rows), domain, order, window);
}

function* asRows(rows: Iterable<unknown[]>): Generator<Row> {
  for (const [seq, ts] of rows) yield { seq: Number(seq), ts: Number(ts) };
}

/** The rows of one FTS query in seq order, starting at the domain's end (a bound costs a little, so only when it is not the file's). */
function ftsInSeqOrder(match: FileMatch, expression: string, order: 'asc' | 'desc'): Generator<Row> {
  const { file, domain } = match;
  const start = order === 'desc' ? (domain.hi < domain.lastSeq ? ' AND rowid <= ?' : '') : (domain.lo > 1 ? ' AND rowid >= ?' : '');
  const params = start ? [expression, order === 'desc' ? domain.hi : domain.lo] : [expression];
  const sql = `SELECT s.seq, m.ts FROM (SELECT rowid AS seq FROM terms WHERE terms MATCH ?${start}) s CROSS JOIN messages m ON m.seq = s.seq ORDER BY s.seq ${order === 'desc' ? 'DESC' : 'ASC'}`;
  return asRows(file.iterate(sql, params));
}

/** Candidates of an FTS part in seq order, each tested by the filter. */
function* testedInSeqOrder(match: FileMatch, expression: string, order: 'asc' | 'desc'): Generator<Row> {
  const { file, test } = match;
  const sql = `SELECT s.rowid, m.ts, m.fields FROM terms s CROSS JOIN messages m ON m.seq = s.rowid WHERE s.terms MATCH ? ORDER BY s.rowid ${order === 'desc' ? 'DESC' : 'ASC'}`;
  for (const [seq, ts, json] of file.iterate(sql, [expression])) {
    const fields = parseFields(String(json));
    if (fields && test(fields)) yield { seq: Number(seq), ts: Number(ts), fields };
  }
}

/** The first `window` rows in the range passing the filter's test, read from the timestamp index in order. */
function testedInTimeOrder(match: FileMatch, order: 'asc' | 'desc', window: number): Row[] {
  const { file, domain, test } = match;
  const hits: Row[] = [];
  let cursor = startCursor(order, domain.fromMs, domain.toMs);
  for (;;) {
    const rows = file.rows(order, domain.fromMs, domain.toMs, cursor, PAGE_ROWS);
    for (const [seq, ts, json] of rows) {
      const fields = parseFields(json);
      if (fields && test(fields)) {
        hits.push({ seq, ts, fields });
        if (hits.length >= window) return hits;
      }
    }
    if (rows.length < PAGE_ROWS) return hits;
    const [seq, ts] = rows[rows.length - 1];
    cursor = { seq, ts };
  }
}

/**
 * The first `window` matches in timestamp order (ties: later rows first when descending), from a stream
 * in seq order: rows come roughly in time order, and the blocks' timestamp ranges say when no later row
 * can enter the window.
 */
function pageFromStream(rows: Iterable<Row>, domain: Domain, order: 'asc' | 'desc', window: number): Row[] {
  if (window <= 0) return [];
  const sign = order === 'desc' ? -1 : 1;
  const compare = (a: Row, b: Row) => sign * (a.ts - b.ts) || sign * (a.seq - b.seq);
  let hits: Row[] = [];
  let block = -1;
  for (const row of rows) {
    if (order === 'desc' ? row.seq < domain.lo : row.seq > domain.hi) break;
    const rowBlock = row.seq >> BLOCK_BITS;
    if (rowBlock !== block) {
      block = rowBlock;
      if (hits.length >= window) {
        hits = hits.sort(compare).slice(0, window);
        const last = hits[window - 1].ts;
        if (order === 'desc' ? last >= domain.newestUpTo(row.seq) : last <= domain.oldestFrom(row.seq)) break;
      }
    }
    if (row.seq < domain.lo || row.seq > domain.hi || row.ts < domain.fromMs || row.ts > domain.toMs) continue;
    hits.push(row);
    if (hits.length >= 4 * window + 1000) hits = hits.sort(compare).slice(0, window);
  }
  return hits.sort(compare).slice(0, window);
}

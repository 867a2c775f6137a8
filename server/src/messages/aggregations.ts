// Histogram, terms counts and field types over the files of the indices a range overlaps. With an exact
// plan (search/sqlPlan.ts) the histogram counts the rows of whole blocks at once where a block lies in one
// bucket (countExactByBucket) and terms come from the index (its value tokens and numbers); a superset
// plan's candidates are read and tested one by one.
import { standardTokens } from '../search/analyzer';
import { asText, fieldKind } from '../search/fieldTests';
import { booleanPrefix, decodeValueToken, FIELD_HAS_BOOLEANS, FIELD_HAS_HASHED, FIELD_HAS_NUMBERS, FIELD_HAS_STRINGS, presenceToken, valuePrefix } from '../search/indexTerms';
import { prefixEnd, setSql, type IndexedField } from '../search/sqlPlan';
import { countExact, everyMatch, fileMatch, inSnapshots, type FileMatch } from './fileMatch';
import { isFieldTypeName, mergeTypes } from './fieldTypes';
import type { IndexFile } from './indexFile';
import { BLOCK_BITS } from './indexSchema';
import { filterTest } from './search';
import type { FieldTypeInfo, FieldTypeName, HistogramBucket, MessageFields, MessageFilter, TermsCount, TermsResult } from './types';

/** The start of the bucket holding `ts`: a multiple of the interval since the epoch (also before it). */
export function bucketStart(ts: number, intervalMs: number): number {
  return ts - (((ts % intervalMs) + intervalMs) % intervalMs);
}

export function histogram(files: readonly IndexFile[], filter: MessageFilter, intervalMs: number): HistogramBucket[] {
  const counts = new Map<number, number>();
  const add = (start: number, count: number) => counts.set(start, (counts.get(start) ?? 0) + count);
  const test = filterTest(filter);
  inSnapshots(files, () => {
    for (const file of files) {
      const match = fileMatch(file, filter, test);
      if (!match) continue;
      if (match.resolved.exact) {
        countExactByBucket(match, intervalMs, add);
      } else {
        for (const row of everyMatch(match)) add(bucketStart(row.ts, intervalMs), 1);
      }
    }
  });
  return [...counts].sort((a, b) => a[0] - b[0]).map(([startMs, count]) => ({ startMs, count }));
}

/** Rows of consecutive blocks whose timestamps all lie in one bucket and in the range. */
interface Run {
  lo: number;
  hi: number;
  start: number;
}

/** A block with rows in the range whose timestamps may fall in several buckets or outside the range: [fromTs, toTs] is its part in the range. */
interface Straddling {
  lo: number;
  hi: number;
  fromTs: number;
  toTs: number;
  /** Other blocks with rows in [fromTs, toTs]: the timestamp index holds their rows there too. */
  overlapping: number;
}

/** The domain's blocks as runs within one bucket each, and the blocks that are not. */
function bucketedBlocks(match: FileMatch, intervalMs: number): { runs: Run[]; straddling: Straddling[] } {
  const { domain, blocks } = match;
  const runs: Run[] = [];
  const straddling: Straddling[] = [];
  blocks.forEach(([block, minTs, maxTs], at) => {
    if (maxTs < domain.fromMs || minTs > domain.toMs) return;
    const lo = Math.max(1, block << BLOCK_BITS);
    const hi = ((block + 1) << BLOCK_BITS) - 1;
    const start = bucketStart(minTs, intervalMs);
    if (minTs < domain.fromMs || maxTs > domain.toMs || start !== bucketStart(maxTs, intervalMs)) {
      const fromTs = Math.max(minTs, domain.fromMs);
      const toTs = Math.min(maxTs, domain.toMs);
      // Rows arrive roughly in time order: the blocks next to this one are the ones to look at first.
      let overlapping = 0;
      for (let other = at - 1; other >= 0 && blocks[other][2] >= fromTs; other -= 1) overlapping += 1;
      for (let other = at + 1; other < blocks.length && blocks[other][1] <= toTs; other += 1) overlapping += 1;
      straddling.push({ lo, hi, fromTs, toTs, overlapping });
      return;
    }
    const last = runs[runs.length - 1];
    if (last && last.start === start && last.hi + 1 === lo) last.hi = hi;
    else runs.push({ lo, hi, start });
  });
  return { runs, straddling };
}

/** Buckets a straddling block's rows may be counted in one by one through the timestamp index. */
const MAX_PIECES = 8;
/** Other blocks sharing its time span beyond which a block's own rows are read instead (at most one block's worth). */
const MAX_OVERLAPPING = 2;

/**
 * Adds every row of a straddling block (of a file's every-row set) to its bucket. Normally each bucket's
 * part of the block is counted in the timestamp index, which SQLite does without reading a row; a block
 * whose time span many other blocks share (a message that came very late) or that spans many buckets has
 * its rows' timestamps read by seq instead, which costs at most a block's rows.
 */
function countBlockByBucket(file: IndexFile, block: Straddling, intervalMs: number, add: (start: number, count: number) => void): void {
  const first = bucketStart(block.fromTs, intervalMs);
  if (block.overlapping <= MAX_OVERLAPPING && (bucketStart(block.toTs, intervalMs) - first) / intervalMs < MAX_PIECES) {
    for (let start = first; start <= block.toTs; start += intervalMs) {
      const count = Number(file.values('SELECT count(*) FROM messages WHERE ts BETWEEN ? AND ? AND +seq BETWEEN ? AND ?', [
        Math.max(start, block.fromTs), Math.min(start + intervalMs - 1, block.toTs), block.lo, block.hi,
      ])[0]);
      if (count > 0) add(start, count);
    }
    return;
  }
  const timestamps = file.values('SELECT ts FROM messages WHERE seq BETWEEN ? AND ? AND ts BETWEEN ? AND ?', [block.lo, block.hi, block.fromTs, block.toTs]);
  for (const ts of timestamps) add(bucketStart(Number(ts), intervalMs), 1);
}

/** Timestamps looked up per statement. */
const LOOKUP_ROWS = 10_000;

/**
 * Counts an exact set's rows per bucket without reading the timestamp of each: a row of a run of blocks
 * within one bucket (and within the range) counts for that bucket; only the rows of the other blocks are
 * placed by their timestamps. When the set is every row, a run's count is its number of rows (seq has no
 * gaps) and a straddling block is counted per bucket (countBlockByBucket).
 * Otherwise the set's rows are read once, in one statement (FTS5 reads a rowid range about as slowly as
 * its whole list, so a statement per run would cost more), and the straddling ones looked up by seq.
 */
function countExactByBucket(match: FileMatch, intervalMs: number, add: (start: number, count: number) => void): void {
  const { file, resolved: { set }, domain } = match;
  const { runs, straddling } = bucketedBlocks(match, intervalMs);
  if (set.t === 'all') {
    const lastSeq = Number(file.values('SELECT MAX(seq) FROM messages', [])[0] ?? 0);
    for (const run of runs) if (run.lo <= lastSeq) add(run.start, Math.min(run.hi, lastSeq) - run.lo + 1);
    for (const block of straddling) countBlockByBucket(file, block, intervalMs, add);
    return;
  }
  // Per block, the run it belongs to (-1: a straddling block); typed arrays, as every matching row looks.
  const lastBlock = runs.length === 0 ? -1 : runs[runs.length - 1].hi >> BLOCK_BITS;
  const runOfBlock = new Int32Array(lastBlock + 1).fill(-1);
  runs.forEach((run, index) => runOfBlock.fill(index, run.lo >> BLOCK_BITS, (run.hi >> BLOCK_BITS) + 1));
  const runCounts = new Float64Array(runs.length);
  const { sql, params } = setSql(set, domain.whole ? null : [domain.lo, domain.hi]);
  let pending: number[] = [];
  const lookUp = () => {
    for (const ts of file.values('SELECT ts FROM messages WHERE seq IN (SELECT value FROM json_each(?))', [JSON.stringify(pending)])) {
      const ms = Number(ts);
      if (ms >= domain.fromMs && ms <= domain.toMs) add(bucketStart(ms, intervalMs), 1);
    }
    pending = [];
  };
  for (const value of file.values(sql, params)) {
    const seq = Number(value);
    const block = seq >> BLOCK_BITS;
    const run = block <= lastBlock ? runOfBlock[block] : -1;
    if (run >= 0) {
      runCounts[run] += 1;
      continue;
    }
    pending.push(seq);
    if (pending.length >= LOOKUP_ROWS) lookUp();
  }
  if (pending.length > 0) lookUp();
  runs.forEach((run, index) => {
    if (runCounts[index] > 0) add(run.start, runCounts[index]);
  });
}

export type TermValue = TermsCount['value'];

/**
 * The distinct values a message holds in a field, as a terms count sees them: text fields by their terms
 * (as the query language splits them), `source` lower-cased (Graylog's keyword analyzer, which its terms
 * counts show too), other values as stored; an array counts each distinct element once.
 */
export function termValues(fields: MessageFields, field: string): TermValue[] {
  if (!Object.hasOwn(fields, field)) return [];
  const raw = fields[field];
  const kind = fieldKind(field);
  const seen = new Map<string, TermValue>();
  for (const element of Array.isArray(raw) ? raw : [raw]) {
    if (element === null || element === undefined) continue;
    if (kind === 'text') {
      for (const token of standardTokens(asText(element))) seen.set(`s${token}`, token);
    } else if (kind === 'lowercase') {
      const text = asText(element).toLowerCase();
      seen.set(`s${text}`, text);
    } else if (typeof element === 'number' || typeof element === 'boolean') {
      seen.set(`${typeof element}${String(element)}`, element);
    } else {
      seen.set(`s${asText(element)}`, asText(element));
    }
  }
  return [...seen.values()];
}

const TYPE_RANK: Record<string, number> = { number: 0, boolean: 1, string: 2 };

/** Most frequent first; equal counts by value ascending (numbers, then booleans, then strings). */
export function compareTermCounts(a: TermsCount, b: TermsCount): number {
  if (a.count !== b.count) return b.count - a.count;
  const rank = TYPE_RANK[typeof a.value] - TYPE_RANK[typeof b.value];
  if (rank !== 0) return rank;
  if (a.value === b.value) return 0;
  return a.value < b.value ? -1 : 1;
}

/** Counts of values over the matching messages of every file. */
export class TermsTally {
  private readonly counts = new Map<string, TermsCount>();
  private total = 0;
  private missing = 0;

  /** One message's values. */
  add(values: readonly TermValue[]): void {
    this.addTotals(1, values.length === 0 ? 1 : 0);
    for (const value of values) this.addCount(value, 1);
  }

  addCount(value: TermValue, count: number): void {
    const key = `${typeof value}:${String(value)}`;
    const entry = this.counts.get(key);
    if (entry) entry.count += count;
    else this.counts.set(key, { value, count });
  }

  addTotals(total: number, missing: number): void {
    this.total += total;
    this.missing += missing;
  }

  result(limit: number): TermsResult {
    const buckets = [...this.counts.values()].sort(compareTermCounts).slice(0, Math.max(0, limit));
    // Elasticsearch's sum_other_doc_count: every value occurrence beyond the shown buckets.
    let shown = 0;
    for (const bucket of buckets) shown += bucket.count;
    let all = 0;
    for (const entry of this.counts.values()) all += entry.count;
    return { buckets, total: this.total, missing: this.missing, other: all - shown };
  }
}

/** Below this many matches, reading the messages is cheaper than going through the index's lists. */
const FEW_MATCHES = 50_000;
/** Up to this many distinct values, each is counted by its own FTS query. */
const FEW_VALUES = 256;

export function terms(files: readonly IndexFile[], filter: MessageFilter, field: string, limit: number): TermsResult {
  const tally = new TermsTally();
  const test = filterTest(filter);
  // The index holds keyword values as they are matched: other fields' values come from the messages.
  const indexed = (fieldKind(field) === 'keyword' && field !== '_id') || fieldKind(field) === 'lowercase';
  inSnapshots(files, () => {
    for (const file of files) {
      const match = fileMatch(file, filter, test);
      if (!match) continue;
      const info = match.catalog.field(field);
      const total = match.resolved.exact && indexed ? countExact(match) : -1;
      if (total === 0) continue;
      if (info === null && total > 0) {
        tally.addTotals(total, total);
      } else if (info && total > 0 && !(info.flags & FIELD_HAS_HASHED) && (manyMatches(match, total) || match.resolved.set.t === 'all')) {
        if (!tallyPerValue(match, field, info, total, tally)) tallyFromIndex(match, field, info, total, tally);
      } else {
        for (const row of everyMatch(match)) tally.add(termValues(row.fields, field));
      }
    }
  });
  return tally.result(limit);
}

/**
 * Whether going through the index's lists of the field (about one step per message having the field)
 * beats reading each match (several times the cost of a step).
 */
function manyMatches(match: FileMatch, total: number): boolean {
  return total > FEW_MATCHES && total * 4 > match.domain.hi - match.domain.lo + 1;
}

/**
 * Counts each of a field's (few) values by one FTS query narrowed to the value, when the matches are one
 * FTS query and the field holds no numbers. False when that does not apply.
 */
function tallyPerValue(match: FileMatch, field: string, { flags }: IndexedField, total: number, tally: TermsTally): boolean {
  const { file, resolved: { set } } = match;
  if (set.t !== 'fts' || flags & FIELD_HAS_NUMBERS) return false;
  const tokens: string[] = [];
  for (const prefix of [valuePrefix(field), booleanPrefix(field)]) {
    for (const [token] of file.arrays("SELECT term FROM terms_vocab WHERE col = 'kv' AND term >= ? AND term < ?", [prefix, prefixEnd(prefix) ?? `${prefix}\uffff`])) {
      tokens.push(String(token));
      if (tokens.length > FEW_VALUES) return false;
    }
  }
  const countWith = (token: string) => countExact({ ...match, resolved: { set: { t: 'fts', match: `(${set.match}) AND ({kv} : "${token}")` }, exact: true } });
  for (const token of tokens) {
    const value = decodeValueToken(field, token);
    const count = value === null ? 0 : countWith(token);
    if (value !== null && count > 0) tally.addCount(value, count);
  }
  tally.addTotals(total, total - countWith(presenceToken(field)));
  return true;
}

/** Adds one file's counts of a keyword field from its value tokens and numbers. */
function tallyFromIndex(match: FileMatch, field: string, { id, flags }: IndexedField, total: number, tally: TermsTally): void {
  const { file, resolved: { set }, domain } = match;
  const tokenRanges: [string, string][] = [];
  const range = (prefix: string): [string, string] => [prefix, prefixEnd(prefix) ?? `${prefix}\uffff`];
  if (flags & FIELD_HAS_STRINGS) tokenRanges.push(range(valuePrefix(field)));
  if (flags & FIELD_HAS_BOOLEANS) tokenRanges.push(range(booleanPrefix(field)));
  const addToken = (token: string, count: number) => {
    const value = decodeValueToken(field, token);
    if (value !== null) tally.addCount(value, count);
  };
  if (set.t === 'all' && domain.whole) {
    // Every message counts: the index's own document counts per value.
    for (const [from, to] of tokenRanges) {
      for (const [token, count] of file.arrays("SELECT term, doc FROM terms_vocab WHERE col = 'kv' AND term >= ? AND term < ?", [from, to])) addToken(String(token), Number(count));
    }
    if (flags & FIELD_HAS_NUMBERS) {
      for (const [value, count] of file.arrays('SELECT value, count(DISTINCT seq) FROM numbers WHERE field = ? GROUP BY value', [id])) tally.addCount(Number(value), Number(count));
    }
    const present = Number(file.values('SELECT count(*) FROM terms WHERE terms MATCH ?', [`{kv} : "${presenceToken(field)}"`])[0]);
    tally.addTotals(total, total - present);
    return;
  }
  // The matching rows as a bitmap, then each value occurrence of the field looked up in it.
  let seqs: unknown[];
  if (set.t === 'all') {
    seqs = file.values('SELECT seq FROM messages WHERE ts BETWEEN ? AND ?', [domain.fromMs, domain.toMs]);
  } else if (domain.whole) {
    const { sql, params } = setSql(set);
    seqs = file.values(sql, params);
  } else {
    const { sql, params } = setSql(set, [domain.lo, domain.hi]);
    seqs = file.values(`SELECT s.seq FROM (${sql}) s CROSS JOIN messages m ON m.seq = s.seq WHERE m.ts BETWEEN ? AND ?`, [...params, domain.fromMs, domain.toMs]);
  }
  let max = 0;
  for (const seq of seqs) max = Math.max(max, Number(seq));
  const matching = new Uint8Array(max + 1);
  for (const seq of seqs) matching[Number(seq)] = 1;
  const has = (seq: unknown) => Number(seq) <= max && matching[Number(seq)] === 1;
  for (const [from, to] of tokenRanges) {
    const counts = new Map<string, number>();
    for (const [token, doc] of file.iterate("SELECT term, doc FROM terms_instances WHERE col = 'kv' AND term >= ? AND term < ?", [from, to])) {
      if (has(doc)) counts.set(String(token), (counts.get(String(token)) ?? 0) + 1);
    }
    for (const [token, count] of counts) addToken(token, count);
  }
  if (flags & FIELD_HAS_NUMBERS) {
    const counts = new Map<number, number>();
    for (const [value, seq] of file.iterate('SELECT value, seq FROM numbers WHERE field = ?', [id])) {
      if (has(seq)) counts.set(Number(value), (counts.get(Number(value)) ?? 0) + 1);
    }
    for (const [value, count] of counts) tally.addCount(value, count);
  }
  let present = 0;
  for (const [doc] of file.iterate("SELECT doc FROM terms_instances WHERE col = 'kv' AND term = ?", [presenceToken(field)])) if (has(doc)) present += 1;
  tally.addTotals(total, total - present);
}

/** Adds one index's field types into the combined list (field name → type and indices). */
function addFieldTypes(into: Map<string, FieldTypeInfo>, index: string, types: Iterable<{ name: string; type: string }>): void {
  for (const { name, type: stored } of types) {
    const type: FieldTypeName = isFieldTypeName(stored) ? stored : 'string';
    const known = into.get(name);
    if (!known) {
      into.set(name, { name, type, indices: [index] });
      continue;
    }
    known.type = mergeTypes(known.type, type) ?? type;
    if (!known.indices.includes(index)) known.indices.push(index);
  }
}

/** The fields of the files (as Elasticsearch's mappings: whole indices) of messages in the streams, by name. */
export function fieldTypes(files: readonly IndexFile[], streams: readonly string[] | null): FieldTypeInfo[] {
  const all = new Map<string, FieldTypeInfo>();
  for (const file of files) addFieldTypes(all, file.name, file.fieldTypes(streams));
  return [...all.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

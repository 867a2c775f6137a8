// Turns a query plan (queryPlan.ts) into a set of rows of one index file, written as SQL over the file's
// tables (messages/indexSchema.ts). The set is EXACT (the rows are the matches: count and page with SQL
// alone) or a SUPERSET (each row is then tested by the compiled predicate). Every condition the index
// can answer narrows the set; only conditions it cannot answer (wildcards on dates, too many terms to
// list) make it a superset, and in a conjunction the others still narrow it.
//
// Conditions on terms and keyword values become one FTS5 expression wherever they meet (AND, OR, NOT
// all exist there; "NOT a" alone is "every message NOT a", every message having a timestamp token).
// Numeric ranges (the numbers table), timestamps and ids become their own SELECTs, combined with the FTS
// part by INTERSECT, UNION and EXCEPT.
import {
  booleanToken, decodeValue, ELEMENT_GAP, encodeValue, FIELD_HAS_BOOLEANS, FIELD_HAS_HASHED, FIELD_HAS_NUMBERS, FIELD_HAS_STRINGS,
  FIELD_MULTI_NUMBERS, hashedPrefix, ID_FIELD, presenceToken, TIMESTAMP_FIELD, valuePrefix, valueToken,
} from './indexTerms';
import type { Condition, QueryPlan, TextColumn } from './queryPlan';

/** More terms or values than this are not listed in an expression: the condition becomes a superset. */
export const MAX_EXPANSION = 1024;

export type SeqSet =
  | { t: 'all' }
  | { t: 'none' }
  | { t: 'fts'; match: string }
  | { t: 'numbers'; field: number; lower: number | null; upper: number | null; includeLower: boolean; includeUpper: boolean; distinct: boolean }
  | { t: 'numberIn'; field: number; values: number[]; distinct: boolean }
  | { t: 'ts'; low: number; high: number }
  | { t: 'id'; id: string }
  | { t: 'and'; parts: SeqSet[] }
  | { t: 'or'; parts: SeqSet[] }
  | { t: 'except'; base: SeqSet; minus: SeqSet };

export interface ResolvedPlan {
  set: SeqSet;
  /** False: the set holds every match and possibly more; each row must be tested. */
  exact: boolean;
}

export interface IndexedField {
  id: number;
  flags: number;
}

/** What resolving a plan needs to know about one index file. */
export interface IndexCatalog {
  field(name: string): IndexedField | null;
  fieldNames(): string[];
  /** Calls `visit` with each distinct term of a column in [from, to) (to null: no end) until it returns false. */
  forEachTerm(column: TextColumn | 'kv', from: string, to: string | null, visit: (term: string) => boolean): void;
  /** The distinct numbers of a field. */
  numbersOf(field: number): number[];
}

const ALL_SET: ResolvedPlan = { set: { t: 'all' }, exact: true };
const NONE_SET: ResolvedPlan = { set: { t: 'none' }, exact: true };

/** FTS5 string literal. */
function quote(token: string): string {
  return `"${token.replace(/"/g, '""')}"`;
}

function fts(match: string, exact = true): ResolvedPlan {
  return { set: { t: 'fts', match }, exact };
}

function inColumn(column: TextColumn | 'kv', expression: string): string {
  return `{${column}} : ${expression}`;
}

/** The smallest string greater than every string starting with `prefix`, or null when there is none to write. */
export function prefixEnd(prefix: string): string | null {
  if (prefix === '') return null;
  const last = prefix.charCodeAt(prefix.length - 1);
  if (last >= 0xd800 && last <= 0xdfff) return null;
  if (last === 0xffff) return prefixEnd(prefix.slice(0, -1));
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/** Terms of a column starting with `prefix` and passing `test`; null when more than MAX_EXPANSION pass. */
function listTerms(catalog: IndexCatalog, column: TextColumn | 'kv', prefix: string, test: (term: string) => boolean): string[] | null {
  const found: string[] = [];
  let overflow = false;
  catalog.forEachTerm(column, prefix, prefixEnd(prefix), (term) => {
    if (!term.startsWith(prefix) || !test(term)) return true;
    found.push(term);
    overflow = found.length > MAX_EXPANSION;
    return !overflow;
  });
  return overflow ? null : found;
}

function anyOf(column: TextColumn | 'kv', tokens: readonly string[]): ResolvedPlan {
  if (tokens.length === 0) return NONE_SET;
  return fts(inColumn(column, tokens.length === 1 ? quote(tokens[0]) : `(${tokens.map(quote).join(' OR ')})`));
}

class Resolver {
  constructor(private readonly catalog: IndexCatalog) {}

  plan(plan: QueryPlan): ResolvedPlan {
    switch (plan.kind) {
      case 'all':
        return ALL_SET;
      case 'none':
        return NONE_SET;
      case 'or':
        return this.or(plan.any.map((part) => this.plan(part)));
      case 'and':
        return this.and(plan.must.map((part) => this.plan(part)), plan.not.map((part) => this.plan(part)));
      case 'leaf': {
        const names = plan.spec.includes('*') ? this.catalog.fieldNames() : [plan.spec];
        const parts: ResolvedPlan[] = [];
        for (const name of names) {
          const conditions = plan.conditions(name);
          if (conditions) for (const condition of conditions) parts.push(this.condition(condition));
        }
        return this.or(parts);
      }
    }
  }

  private or(parts: ResolvedPlan[]): ResolvedPlan {
    const kept = parts.filter((part) => part.set.t !== 'none');
    const all = kept.find((part) => part.set.t === 'all' && part.exact) ?? kept.find((part) => part.set.t === 'all');
    if (all) return all;
    if (kept.length === 0) return NONE_SET;
    if (kept.length === 1) return kept[0];
    const exact = kept.every((part) => part.exact);
    const matches: string[] = [];
    const others: SeqSet[] = [];
    for (const part of kept) {
      if (part.set.t === 'fts') matches.push(part.set.match);
      else others.push(part.set);
    }
    if (matches.length > 0) others.unshift({ t: 'fts', match: matches.length === 1 ? matches[0] : matches.map((match) => `(${match})`).join(' OR ') });
    return { set: others.length === 1 ? others[0] : { t: 'or', parts: others }, exact };
  }

  private and(must: ResolvedPlan[], not: ResolvedPlan[]): ResolvedPlan {
    if (must.some((part) => part.set.t === 'none')) return NONE_SET;
    if (not.some((part) => part.set.t === 'all' && part.exact)) return NONE_SET;
    let exact = true;
    const ftsMust: string[] = [];
    const otherMust: SeqSet[] = [];
    for (const part of must) {
      exact &&= part.exact;
      if (part.set.t === 'all') continue;
      if (part.set.t === 'fts') ftsMust.push(part.set.match);
      else otherMust.push(part.set);
    }
    const ftsNot: string[] = [];
    const otherNot: SeqSet[] = [];
    for (const part of not) {
      if (part.set.t === 'none') continue;
      // Leaving out a superset's rows would lose matches: it narrows nothing, the predicate decides.
      if (!part.exact) {
        exact = false;
        continue;
      }
      if (part.set.t === 'fts') ftsNot.push(part.set.match);
      else otherNot.push(part.set);
    }
    if (ftsNot.length > 0 && ftsMust.length === 0) ftsMust.push(inColumn('kv', quote(presenceToken(TIMESTAMP_FIELD))));
    const sets: SeqSet[] = [];
    if (ftsMust.length > 0) {
      const required = ftsMust.length === 1 && ftsNot.length === 0 ? ftsMust[0] : ftsMust.map((match) => `(${match})`).join(' AND ');
      sets.push({ t: 'fts', match: ftsNot.reduce((expression, match) => `${expression} NOT (${match})`, required) });
    }
    sets.push(...otherMust);
    let set: SeqSet = sets.length === 0 ? { t: 'all' } : sets.length === 1 ? sets[0] : { t: 'and', parts: sets };
    if (otherNot.length > 0) set = { t: 'except', base: set, minus: otherNot.length === 1 ? otherNot[0] : { t: 'or', parts: otherNot } };
    return { set, exact };
  }

  private condition(condition: Condition): ResolvedPlan {
    if ('column' in condition && !this.catalog.field(condition.column)) return NONE_SET;
    switch (condition.op) {
      case 'phrase':
        return fts(inColumn(condition.column, quote(condition.terms.join(' '))));
      case 'near':
        // Every term of a sloppy phrase occurs: a superset the predicate narrows to Lucene's rule.
        return fts(inColumn(condition.column, `(${[...new Set(condition.terms)].map(quote).join(' AND ')})`), false);
      case 'textPrefix':
        return fts(inColumn(condition.column, `${quote(condition.prefix)} *`));
      case 'textTerms': {
        const terms = listTerms(this.catalog, condition.column, condition.prefix, (term) => term !== ELEMENT_GAP && condition.test(term));
        if (terms) return anyOf(condition.column, terms);
        if (condition.prefix !== '') return fts(inColumn(condition.column, `${quote(condition.prefix)} *`), false);
        return this.candidates(condition.column);
      }
      case 'value': {
        const field = this.catalog.field(condition.field);
        if (!field || !(field.flags & FIELD_HAS_STRINGS)) return NONE_SET;
        const { token, hashed } = valueToken(condition.field, condition.text);
        return fts(inColumn('kv', quote(token)), !hashed);
      }
      case 'boolean': {
        const field = this.catalog.field(condition.field);
        if (!field || !(field.flags & FIELD_HAS_BOOLEANS)) return NONE_SET;
        return fts(inColumn('kv', quote(booleanToken(condition.field, condition.value))));
      }
      case 'valuePrefix':
        return this.valuePrefix(condition.field, condition.prefix);
      case 'values':
        return this.values(condition);
      case 'numbers': {
        const field = this.catalog.field(condition.field);
        if (!field || !(field.flags & FIELD_HAS_NUMBERS)) return NONE_SET;
        const bound = (value: number | null) => (value === null || !Number.isFinite(value) ? null : value);
        return {
          set: {
            t: 'numbers', field: field.id, lower: bound(condition.lower), upper: bound(condition.upper),
            includeLower: condition.includeLower, includeUpper: condition.includeUpper, distinct: (field.flags & FIELD_MULTI_NUMBERS) !== 0,
          },
          exact: true,
        };
      }
      case 'timestamp':
        return { set: { t: 'ts', low: Math.max(condition.low, -8.64e15), high: Math.min(condition.high, 8.64e15) }, exact: true };
      case 'id':
        return { set: { t: 'id', id: condition.id }, exact: true };
      case 'present':
        return this.present(condition.field);
      case 'candidates':
        return this.candidates(condition.field);
    }
  }

  private present(name: string): ResolvedPlan {
    if (!this.catalog.field(name)) return NONE_SET;
    if (name === TIMESTAMP_FIELD || name === ID_FIELD) return ALL_SET;
    return fts(inColumn('kv', quote(presenceToken(name))));
  }

  private candidates(name: string): ResolvedPlan {
    const present = this.present(name);
    return present.set.t === 'none' ? present : { set: present.set, exact: false };
  }

  private valuePrefix(name: string, prefix: string): ResolvedPlan {
    const field = this.catalog.field(name);
    if (!field || !(field.flags & FIELD_HAS_STRINGS)) return NONE_SET;
    const matches = fts(inColumn('kv', `${quote(valuePrefix(name) + encodeValue(prefix))} *`));
    if (!(field.flags & FIELD_HAS_HASHED)) return matches;
    // A long value is indexed by its hash, which says nothing of its beginning: those are candidates.
    return this.or([matches, fts(inColumn('kv', `${quote(hashedPrefix(name))} *`), false)]);
  }

  private values(condition: Extract<Condition, { op: 'values' }>): ResolvedPlan {
    const field = this.catalog.field(condition.field);
    if (!field) return NONE_SET;
    const parts: ResolvedPlan[] = [];
    const tokens: string[] = [];
    if (condition.strings && field.flags & FIELD_HAS_STRINGS) {
      const base = valuePrefix(condition.field);
      const listed = listTerms(this.catalog, 'kv', base + encodeValue(condition.prefix), (token) => condition.test(decodeValue(token.slice(base.length))));
      if (!listed) return this.candidates(condition.field);
      tokens.push(...listed);
      if (field.flags & FIELD_HAS_HASHED) parts.push(fts(inColumn('kv', `${quote(hashedPrefix(condition.field))} *`), false));
    }
    if (condition.booleans && field.flags & FIELD_HAS_BOOLEANS) {
      for (const value of [true, false]) if (condition.test(String(value))) tokens.push(booleanToken(condition.field, value));
    }
    parts.push(anyOf('kv', tokens));
    if (condition.numbers && field.flags & FIELD_HAS_NUMBERS) {
      const values = this.catalog.numbersOf(field.id).filter((value) => condition.test(String(value)));
      if (values.length > MAX_EXPANSION) return this.candidates(condition.field);
      if (values.length > 0) parts.push({ set: { t: 'numberIn', field: field.id, values, distinct: (field.flags & FIELD_MULTI_NUMBERS) !== 0 }, exact: true });
    }
    return this.or(parts);
  }
}

/** The plan over one file. */
export function resolvePlan(plan: QueryPlan, catalog: IndexCatalog): ResolvedPlan {
  return new Resolver(catalog).plan(plan);
}

/** Messages in any of the streams: their `streams` values. */
export function streamsPlan(streams: readonly string[]): QueryPlan {
  return { kind: 'leaf', spec: 'streams', conditions: () => streams.map((id): Condition => ({ op: 'value', field: 'streams', text: id })) };
}

/** Both plans. */
export function bothPlans(a: QueryPlan, b: QueryPlan): QueryPlan {
  return { kind: 'and', must: [a, b], not: [] };
}

// ---------------------------------------------------------------------------------------------
// SQL

export interface Sql {
  sql: string;
  params: (string | number)[];
}

/** Seq bounds applied inside each SELECT (null: the whole file). */
export type SeqBounds = readonly [number, number] | null;

function within(column: string, bounds: SeqBounds, params: (string | number)[], joiner: 'WHERE' | 'AND'): string {
  if (!bounds) return '';
  params.push(bounds[0], bounds[1]);
  return ` ${joiner} ${column} BETWEEN ? AND ?`;
}

/** A SELECT of the set's seq values (column `seq`), in no particular order unless it is one FTS query. */
export function setSql(set: SeqSet, bounds: SeqBounds = null): Sql {
  const params: (string | number)[] = [];
  const sql = write(set, bounds, params);
  return { sql, params };
}

function write(set: SeqSet, bounds: SeqBounds, params: (string | number)[]): string {
  switch (set.t) {
    case 'all':
      return `SELECT seq FROM messages${within('seq', bounds, params, 'WHERE')}`;
    case 'none':
      return 'SELECT seq FROM messages WHERE 0';
    case 'fts':
      params.push(set.match);
      return `SELECT rowid AS seq FROM terms WHERE terms MATCH ?${within('rowid', bounds, params, 'AND')}`;
    case 'numbers': {
      params.push(set.field);
      let sql = `SELECT ${set.distinct ? 'DISTINCT ' : ''}seq FROM numbers WHERE field = ?`;
      if (set.lower !== null) {
        sql += ` AND value ${set.includeLower ? '>=' : '>'} ?`;
        params.push(set.lower);
      }
      if (set.upper !== null) {
        sql += ` AND value ${set.includeUpper ? '<=' : '<'} ?`;
        params.push(set.upper);
      }
      return sql + within('seq', bounds, params, 'AND');
    }
    case 'numberIn':
      params.push(set.field, JSON.stringify(set.values));
      return `SELECT ${set.distinct ? 'DISTINCT ' : ''}seq FROM numbers WHERE field = ? AND value IN (SELECT value FROM json_each(?))${within('seq', bounds, params, 'AND')}`;
    case 'ts':
      params.push(set.low, set.high);
      return `SELECT seq FROM messages WHERE ts BETWEEN ? AND ?${within('seq', bounds, params, 'AND')}`;
    case 'id':
      params.push(set.id);
      return `SELECT seq FROM messages WHERE id = ?${within('seq', bounds, params, 'AND')}`;
    case 'and':
      return set.parts.map((part) => `SELECT seq FROM (${write(part, bounds, params)})`).join(' INTERSECT ');
    case 'or':
      return set.parts.map((part) => `SELECT seq FROM (${write(part, bounds, params)})`).join(' UNION ');
    case 'except':
      return `SELECT seq FROM (${write(set.base, bounds, params)}) EXCEPT SELECT seq FROM (${write(set.minus, bounds, params)})`;
  }
}

/** The FTS part every match must satisfy, if the set has one: a cheap stream of candidates in seq order. */
export function requiredFts(set: SeqSet): string | null {
  if (set.t === 'fts') return set.match;
  if (set.t === 'and') {
    for (const part of set.parts) if (part.t === 'fts') return part.match;
  }
  if (set.t === 'except') return requiredFts(set.base);
  return null;
}

/** For tests and the benchmark: a compact rendering of a resolved plan. */
export function describeSet(set: SeqSet): string {
  switch (set.t) {
    case 'all':
    case 'none':
      return set.t;
    case 'fts':
      return `fts(${set.match})`;
    case 'numbers':
      return `numbers(${set.field} ${set.lower ?? '-inf'}${set.includeLower ? '<=' : '<'}v${set.includeUpper ? '<=' : '<'}${set.upper ?? 'inf'})`;
    case 'numberIn':
      return `numbers(${set.field} in ${set.values.join(',')})`;
    case 'ts':
      return `ts(${set.low}..${set.high})`;
    case 'id':
      return `id(${set.id})`;
    case 'and':
    case 'or':
      return `${set.t}(${set.parts.map(describeSet).join(', ')})`;
    case 'except':
      return `except(${describeSet(set.base)}, ${describeSet(set.minus)})`;
  }
}

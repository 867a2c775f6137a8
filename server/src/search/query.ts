// Compiles a Graylog search query into a predicate over a message's fields. Bare terms search the
// `message` field; the default operator is OR ("ssh login" finds either); groups follow Lucene's
// boolean rules; a group of prohibited clauses only (NOT a) keeps everything else, as Elasticsearch's
// query_string does. See queryParser.ts for the syntax and fieldTests.ts for what a leaf means per field.
import type { MessageFields } from '../messages/types';
import { compileUserRegex, UserRegexError } from '../regex/userRegex';
import { standardTokens } from './analyzer';
import { parseDateSpan } from './dates';
import { fieldKind, hasValue, leafTest, type LeafContext, type ValueTest } from './fieldTests';
import { compileGlob } from './glob';
import { parseQuery, QueryParseError, type Clause, type QueryNode } from './queryParser';
import { ALL, groupPlan, leafConditions, NONE, type Condition, type QueryPlan } from './queryPlan';

export { QueryParseError } from './queryParser';

export const DEFAULT_FIELD = 'message';

export type CompiledQuery = ((fields: MessageFields) => boolean) & {
  /** What the query asks of the search index (sqlPlan.ts runs it); the predicate is the final word. */
  readonly plan: QueryPlan;
  /**
   * True when testing a message may run a regular expression the user wrote (or other code that may take
   * long): only a watchdog can stop such a search in time (searchTime.ts runWithTimeLimit).
   */
  readonly userRegex: boolean;
};

export interface CompileOptions {
  /** "now" for date math such as `timestamp:>now-1h`; default the current time. */
  nowMs?: number;
}

type Predicate = (fields: MessageFields) => boolean;
type Leaf = Exclude<QueryNode, { kind: 'group' }>;

/** A part of the query: its test of a message, and the same as a condition on the index. */
interface Compiled {
  test: Predicate;
  plan: QueryPlan;
}

const MATCH_ALL: Compiled = { test: () => true, plan: ALL };
const MATCH_NONE: Compiled = { test: () => false, plan: NONE };

/** ES's fuzziness AUTO for `term~`: no edits up to 2 characters, 1 up to 5, then 2. */
function autoEdits(length: number): number {
  return length <= 2 ? 0 : length <= 5 ? 1 : 2;
}

class Compiler {
  private readonly tokenCache = new Map<string, string[]>();
  readonly ctx: LeafContext;
  /** Whether any leaf is a regular expression. */
  userRegex = false;

  constructor(private readonly query: string, nowMs: number) {
    this.ctx = {
      tokens: (text) => {
        let tokens = this.tokenCache.get(text);
        if (!tokens) {
          tokens = standardTokens(text);
          this.tokenCache.set(text, tokens);
        }
        return tokens;
      },
      dateSpan: (text, leaf) => parseDateSpan(text, nowMs) ?? this.fail(`'${text}' is not a date`, leaf),
      regex: (leaf) => {
        try {
          const compiled = compileUserRegex(leaf.source);
          return new RegExp(`^(?:${compiled.source})$`, compiled.flags);
        } catch (error) {
          if (error instanceof UserRegexError) this.fail(error.message, leaf);
          throw error;
        }
      },
      fuzzyEdits: (leaf, length) => {
        const value = leaf.fuzzy?.value ?? null;
        if (value === null) return autoEdits(length);
        if (value >= 1) {
          if (!Number.isInteger(value)) this.fail('fractional edit distances are not allowed', leaf);
          return Math.min(value, 2);
        }
        return Math.min(Math.floor((1 - value) * length), 2);
      },
      fail: (reason, leaf) => this.fail(reason, leaf),
    };
  }

  /** Forgets the terms of the previous message. */
  reset(): void {
    this.tokenCache.clear();
  }

  fail(reason: string, leaf: Leaf): never {
    throw new QueryParseError(reason, leaf.offset, this.query);
  }

  node(node: QueryNode): Compiled | null {
    return node.kind === 'group' ? this.group(node.clauses) : this.leaf(node);
  }

  /** Null when no clause is left (all analyzed away): Lucene then drops the group from its parent too. */
  private group(clauses: readonly Clause[]): Compiled | null {
    const must: Compiled[] = [];
    const should: Compiled[] = [];
    const mustNot: Compiled[] = [];
    for (const clause of clauses) {
      const compiled = this.node(clause.node);
      if (!compiled) continue;
      ({ must, should, must_not: mustNot })[clause.occur].push(compiled);
    }
    if (must.length + should.length + mustNot.length === 0) return null;
    if (mustNot.length === 0 && must.length + should.length === 1) return must[0] ?? should[0];
    const plan = groupPlan(must.map(planOf), should.map(planOf), mustNot.map(planOf));
    const [musts, shoulds, mustNots] = [must.map(testOf), should.map(testOf), mustNot.map(testOf)];
    if (must.length + should.length === 0) return { plan, test: (fields) => !mustNots.some((predicate) => predicate(fields)) };
    return {
      plan,
      test: (fields) => {
        for (const predicate of musts) if (!predicate(fields)) return false;
        for (const predicate of mustNots) if (predicate(fields)) return false;
        return musts.length > 0 || shoulds.some((predicate) => predicate(fields));
      },
    };
  }

  private leaf(leaf: Leaf): Compiled | null {
    if (leaf.kind === 'regex') this.userRegex = true;
    const explicit = leaf.field;
    const field = explicit ?? DEFAULT_FIELD;
    const present = (name: string): Condition[] => [{ op: 'present', field: name }];
    if (field === '_exists_') return this.onFields(leaf.kind === 'term' ? leaf.text : '', () => hasValue, present);
    const isStar = leaf.kind === 'term' && leaf.wildcard?.length === 1 && typeof leaf.wildcard[0] !== 'string' && leaf.wildcard[0].any === 'many';
    if (isStar) return explicit === null || field === '*' ? MATCH_ALL : this.onFields(field, () => hasValue, present);
    return this.onFields(
      field,
      (name) => leafTest(leaf, fieldKind(name), this.ctx),
      (name) => leafConditions(leaf, name, fieldKind(name), this.ctx),
    );
  }

  /**
   * A field named by a pattern that cannot take the value (a date field for "Alice") is skipped rather
   * than refusing the query, as Elasticsearch is lenient across the fields of a pattern.
   */
  private lenient<T>(build: () => T | null): T | null {
    try {
      return build();
    } catch (error) {
      if (error instanceof QueryParseError) return null;
      throw error;
    }
  }

  /**
   * Applies a value test to a field, or to every field a pattern (`*`, `http_*`) names, any of which
   * may match. A pattern's fields are only known per message (and per index file for the plan), so
   * their tests are built on first sight.
   */
  private onFields(spec: string, testFor: (name: string) => ValueTest | null, conditionsFor: (name: string) => Condition[] | null): Compiled | null {
    if (!spec.includes('*')) {
      const test = testFor(spec);
      if (!test) return null;
      // Built now, so that a value the field cannot take is refused here, not when a file is searched.
      const conditions = conditionsFor(spec);
      return { plan: { kind: 'leaf', spec, conditions: () => conditions }, test: (fields) => Object.hasOwn(fields, spec) && test(fields[spec]) };
    }
    const isName = compileGlob(spec.split(/(\*)/).filter(Boolean).map((part) => (part === '*' ? { any: 'many' as const } : part)), false);
    const tests = new Map<string, ValueTest | null>();
    const test: Predicate = (fields) => {
      for (const name of Object.keys(fields)) {
        if (!isName(name)) continue;
        let found = tests.get(name);
        if (found === undefined) {
          found = this.lenient(() => testFor(name));
          tests.set(name, found);
        }
        if (found?.(fields[name])) return true;
      }
      return false;
    };
    const conditions = (name: string) => (isName(name) ? this.lenient(() => conditionsFor(name)) : null);
    return { plan: { kind: 'leaf', spec, conditions }, test };
  }
}

/**
 * Compiles a query (Lucene syntax, as Graylog reads it) into a predicate. An empty query and `*`
 * keep everything. Throws QueryParseError, with line, column and reason, for a query that does not parse
 * or names something impossible (a date that is not one, an invalid regular expression).
 */
export function compileQuery(query: string, options: CompileOptions = {}): CompiledQuery {
  if (query.trim() === '') return Object.assign((_fields: MessageFields) => true, { plan: ALL, userRegex: false });
  const compiler = new Compiler(query, options.nowMs ?? Date.now());
  const root = compiler.node(parseQuery(query)) ?? MATCH_NONE;
  if (root === MATCH_ALL || root === MATCH_NONE) {
    const { test } = root;
    return Object.assign((fields: MessageFields) => test(fields), { plan: root.plan, userRegex: false });
  }
  const { test } = root;
  const predicate = (fields: MessageFields) => {
    compiler.reset();
    return test(fields);
  };
  return Object.assign(predicate, { plan: root.plan, userRegex: compiler.userRegex });
}

const planOf = (compiled: Compiled) => compiled.plan;
const testOf = (compiled: Compiled) => compiled.test;

// Checks a grok pattern set before anything is written: names, and that every written pattern (and
// every stored pattern that uses one) still compiles against the set as it would be afterwards.
import { compileGrok, GrokError, referencedPatternNames } from './compile';

export const GROK_NAME = /^[A-Za-z0-9_]+$/;
export const GROK_NAME_RULE = 'may only contain letters, digits and underscores';

/** Why `pattern` does not compile against `patterns`, or null. */
export function grokPatternProblem(pattern: string, patterns: ReadonlyMap<string, string>): string | null {
  try {
    compileGrok(pattern, (name) => patterns.get(name), { namedCapturesOnly: true });
    return null;
  } catch (error) {
    if (error instanceof GrokError) return error.message;
    throw error;
  }
}

/** Names of the patterns in `patterns` that use any of `names`, directly or through others. */
export function dependentsOf(patterns: ReadonlyMap<string, string>, names: Iterable<string>): Set<string> {
  const usedBy = new Map<string, string[]>();
  for (const [name, pattern] of patterns) {
    for (const referenced of referencedPatternNames(pattern)) {
      usedBy.set(referenced, [...(usedBy.get(referenced) ?? []), name]);
    }
  }
  const found = new Set<string>();
  const queue = [...names];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    for (const user of usedBy.get(name) ?? []) {
      if (!found.has(user)) {
        found.add(user);
        queue.push(user);
      }
    }
  }
  return found;
}

/** Patterns that refer to `name` directly (a delete or rename would break them). */
export function directUsersOf(patterns: ReadonlyMap<string, string>, name: string): string[] {
  return [...patterns].filter(([other, pattern]) => other !== name && referencedPatternNames(pattern).includes(name)).map(([other]) => other).sort();
}

export interface SetProblem {
  name: string;
  reason: string;
}

/** Compiles the written patterns and everything that depends on them against the resulting set. */
export function problemsAfterWrite(patterns: ReadonlyMap<string, string>, written: readonly string[]): SetProblem[] {
  const toCheck = new Set(written);
  for (const dependent of dependentsOf(patterns, written)) toCheck.add(dependent);
  const problems: SetProblem[] = [];
  for (const name of toCheck) {
    const pattern = patterns.get(name);
    if (pattern === undefined) continue;
    const reason = grokPatternProblem(pattern, patterns);
    if (reason !== null) problems.push({ name, reason });
  }
  return problems;
}

export interface PatternFileEntry {
  /** 1-based line number in the file. */
  line: number;
  name: string;
  pattern: string;
}

/** Reads a pattern file: "NAME pattern" per line; blank lines and lines starting with '#' are skipped. */
export function parsePatternFile(text: string): { entries: PatternFileEntry[]; errors: string[] } {
  const entries: PatternFileEntry[] = [];
  const errors: string[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const parsed = /^(\S+)[ \t]+(.*)$/.exec(line);
    if (!parsed) {
      errors.push(`line ${index + 1}: expected a name, a space and the pattern`);
      return;
    }
    entries.push({ line: index + 1, name: parsed[1], pattern: parsed[2] });
  });
  return { entries, errors };
}

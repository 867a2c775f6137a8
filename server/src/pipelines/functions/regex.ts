// The regular expression functions. Patterns are Java regex (regex/userRegex.ts translates them) and
// compiled once per distinct pattern into a small bounded cache, never per message; the engine bounds
// the time a batch may spend matching (runBounded), so nothing here adds its own limit.
import { compileUserRegex, userRegexProblem, UserRegexError } from '../../regex/userRegex';
import { booleanArg, FunctionArgumentError, listArg, numberArg, requiredString, saturatedInt } from './args';
import { defineFunction, optional, param, type LibraryFunction } from './define';
import type { FunctionArgs } from '../types';

const PATTERN_CLASS = 'java.util.regex.Pattern';
export const REGEX_CACHE_SIZE = 500;

interface CompiledPattern {
  /** For a first match (exec from index 0). */
  once: RegExp;
  /** The same expression with the global flag, for splitting and replacing all. */
  global: RegExp;
}

const compiled = new Map<string, CompiledPattern | UserRegexError>();

/** The pattern compiled (from the cache when it was seen before); throws UserRegexError when it does not compile. */
export function cachedPattern(source: string): CompiledPattern {
  let entry = compiled.get(source);
  if (entry) {
    compiled.delete(source);
  } else {
    try {
      const once = compileUserRegex(source);
      entry = { once, global: new RegExp(once.source, `${once.flags}g`) };
    } catch (error) {
      if (!(error instanceof UserRegexError)) throw error;
      entry = error;
    }
    if (compiled.size >= REGEX_CACHE_SIZE) {
      const oldest = compiled.keys().next().value;
      if (oldest !== undefined) compiled.delete(oldest);
    }
  }
  // Re-inserted at the young end: the Map's order is the eviction order.
  compiled.set(source, entry);
  if (entry instanceof UserRegexError) throw entry;
  return entry;
}

/** Refuses a constant pattern that does not compile when the rule is parsed. */
function checkPattern(constants: FunctionArgs): string | undefined {
  const pattern = constants.pattern;
  if (typeof pattern !== 'string') return undefined;
  return userRegexProblem(pattern) ?? undefined;
}

/** Marks a result map with Graylog's `matches` property, which set_fields and iteration do not see. */
export function withMatchesFlag<T extends Record<string, unknown>>(map: T, matches: boolean): T {
  Object.defineProperty(map, 'matches', { value: matches, enumerable: false });
  return map;
}

export const regexFunction = defineFunction({
  name: 'regex',
  description: 'Matches the text against a regular expression (Java syntax); answers the groups of the first match by index (from 0) or by the given names, and `matches`',
  javaReturnType: 'org.graylog.plugins.pipelineprocessor.functions.strings.RegexMatch$RegexMatchResult',
  returnType: 'Map',
  pure: true,
  params: [
    param('pattern', 'String', 'The regular expression, in Java syntax', { transformed: PATTERN_CLASS }),
    param('value', 'String', 'The text to match'),
    optional('group_names', 'List', 'Names for the groups, in order; a group without a name is keyed by its index from 0'),
  ],
  checkConstantArgs: checkPattern,
  invoke(args) {
    const regex = cachedPattern(requiredString(args, 'pattern')).once;
    const value = requiredString(args, 'value');
    const names = listArg(args, 'group_names') ?? [];
    regex.lastIndex = 0;
    const match = regex.exec(value);
    const groups: Record<string, string> = {};
    if (match) {
      for (let i = 1; i < match.length; i += 1) {
        const group = match[i];
        if (group === undefined) continue;
        const name = names[i - 1];
        groups[name === null || name === undefined ? String(i - 1) : String(name)] = group;
      }
    }
    return withMatchesFlag(groups, match !== null);
  },
});

/**
 * Java's Matcher.appendReplacement: `$n` and `${name}` insert groups (n takes as many digits as still name
 * a group), a backslash takes the next character literally; anything else after `$` is an error.
 */
export function expandJavaReplacement(replacement: string, match: RegExpExecArray): string {
  let out = '';
  for (let i = 0; i < replacement.length; i += 1) {
    const char = replacement[i];
    if (char === '\\') {
      i += 1;
      if (i >= replacement.length) throw new FunctionArgumentError('character to be escaped is missing');
      out += replacement[i];
    } else if (char !== '$') {
      out += char;
    } else if (replacement[i + 1] === '{') {
      const close = replacement.indexOf('}', i + 2);
      const name = close === -1 ? '' : replacement.slice(i + 2, close);
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new FunctionArgumentError("named capturing group is missing trailing '}' or has an invalid name");
      if (!match.groups || !Object.hasOwn(match.groups, name)) throw new FunctionArgumentError(`No group with name {${name}}`);
      out += match.groups[name] ?? '';
      i = close;
    } else {
      const first = replacement[i + 1];
      if (first === undefined || !/\d/.test(first)) throw new FunctionArgumentError('Illegal group reference');
      let group = Number(first);
      if (group >= match.length) throw new FunctionArgumentError(`No group ${group}`);
      i += 1;
      while (i + 1 < replacement.length && /\d/.test(replacement[i + 1])) {
        const longer = group * 10 + Number(replacement[i + 1]);
        if (longer >= match.length) break;
        group = longer;
        i += 1;
      }
      out += match[group] ?? '';
    }
  }
  return out;
}

export const regexReplace = defineFunction({
  name: 'regex_replace',
  description: 'Replaces the matches of a regular expression (Java syntax) in the text; $1 or ${name} in the replacement insert groups',
  returnType: 'String',
  pure: true,
  params: [
    param('pattern', 'String', 'The regular expression, in Java syntax', { transformed: PATTERN_CLASS }),
    param('value', 'String', 'The text to replace in'),
    param('replacement', 'String', 'What to put in place of each match'),
    optional('replace_all', 'Boolean', 'Whether to replace every match or only the first; true when left out'),
  ],
  checkConstantArgs: checkPattern,
  invoke(args) {
    const pattern = cachedPattern(requiredString(args, 'pattern'));
    const value = requiredString(args, 'value');
    const replacement = requiredString(args, 'replacement');
    const all = booleanArg(args, 'replace_all') ?? true;
    const regex = pattern.global;
    regex.lastIndex = 0;
    let out = '';
    let copiedUpTo = 0;
    for (let match = regex.exec(value); match; match = all ? regex.exec(value) : null) {
      out += value.slice(copiedUpTo, match.index) + expandJavaReplacement(replacement, match);
      copiedUpTo = match.index + match[0].length;
      if (match[0] === '') regex.lastIndex = advance(value, regex.lastIndex);
    }
    return out + value.slice(copiedUpTo);
  },
});

/** The index after the character at `index` (surrogate pairs are one character in unicode mode). */
function advance(text: string, index: number): number {
  const code = text.codePointAt(index);
  return index + (code !== undefined && code > 0xffff ? 2 : 1);
}

/** Java's Pattern.split: `limit` > 0 gives at most that many parts; 0 drops trailing empty parts. */
export function javaSplit(regex: RegExp, value: string, limit: number): string[] {
  const parts: string[] = [];
  let index = 0;
  regex.lastIndex = 0;
  for (let match = regex.exec(value); match; match = regex.exec(value)) {
    const matchEnd = match.index + match[0].length;
    if (match[0] === '') regex.lastIndex = advance(value, regex.lastIndex);
    if (limit <= 0 || parts.length < limit - 1) {
      // A zero-width match at the very start never makes a leading empty part.
      if (index === 0 && match.index === 0 && match[0] === '') continue;
      parts.push(value.slice(index, match.index));
      index = matchEnd;
    } else {
      break;
    }
  }
  if (index === 0) return [value];
  parts.push(value.slice(index));
  if (limit === 0) while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export const split = defineFunction({
  name: 'split',
  description: 'Splits the text around the matches of a regular expression (Java syntax)',
  returnType: 'List',
  pure: true,
  params: [
    param('pattern', 'String', 'The regular expression to split at, in Java syntax', { transformed: PATTERN_CLASS }),
    param('value', 'String', 'The text to split'),
    optional('limit', 'Long', 'The most parts to make (the last takes the rest); 0 (no limit, trailing empty parts dropped) when left out', 'java.lang.Integer'),
  ],
  checkConstantArgs(constants) {
    if (typeof constants.limit === 'number' && constants.limit < 0) return "Argument 'limit' cannot be negative";
    return checkPattern(constants);
  },
  invoke(args) {
    const regex = cachedPattern(requiredString(args, 'pattern')).global;
    const value = requiredString(args, 'value');
    const limit = saturatedInt(numberArg(args, 'limit') ?? 0);
    if (limit < 0) throw new FunctionArgumentError("Argument 'limit' cannot be negative");
    return javaSplit(regex, value, limit);
  },
});

export const REGEX_FUNCTIONS: LibraryFunction[] = [regexFunction, regexReplace, split];

// The regex and regex-replace extractors' semantics (Graylog): the pattern is compiled with DOTALL and
// searched anywhere in the text; the first group is "the match" (with its position); a replacement
// uses Java's syntax ($1, ${name}, \$ for a literal dollar) and defaults to "$1".
import { compileUserRegex, UserRegexError } from '../regex/userRegex';

export interface RegexGroupMatch {
  /** The first group's text; null when the group took no part in the match. */
  match: string | null;
  start: number;
  end: number;
}

export interface RegexTestResult {
  matched: boolean;
  /** The first group of the first match; null without a match or when the pattern has no groups. */
  match: RegexGroupMatch | null;
}

function firstGroup(found: RegExpExecArray): RegexGroupMatch | null {
  if (found.length < 2) return null;
  const span = found.indices?.[1];
  return { match: found[1] ?? null, start: span ? span[0] : -1, end: span ? span[1] : -1 };
}

/** Tests `regex` against `text` like Graylog's regex extractor. Throws UserRegexError for a bad pattern. */
export function testRegex(regex: string, text: string): RegexTestResult {
  const found = compileUserRegex(regex, 'sd').exec(text);
  return found ? { matched: true, match: firstGroup(found) } : { matched: false, match: null };
}

type ReplacementPart = string | { group: number } | { name: string };

const invalidReplacement = (reason: string) => new UserRegexError(`Invalid replacement: ${reason}`);

/** Reads a Java replacement string against the groups the pattern has. */
export function parseReplacement(replacement: string, groupCount: number, groupNames: ReadonlySet<string>): ReplacementPart[] {
  const parts: ReplacementPart[] = [];
  let literal = '';
  const flush = () => {
    if (literal !== '') parts.push(literal);
    literal = '';
  };
  for (let at = 0; at < replacement.length; at += 1) {
    const char = replacement[at];
    if (char === '\\') {
      if (at + 1 >= replacement.length) throw invalidReplacement('character to be escaped is missing');
      literal += replacement[at + 1];
      at += 1;
    } else if (char === '$') {
      const named = /^\$\{([A-Za-z][A-Za-z0-9]*)\}/.exec(replacement.slice(at));
      const digits = /^\$(\d+)/.exec(replacement.slice(at));
      if (named) {
        if (!groupNames.has(named[1])) throw invalidReplacement(`no group with name {${named[1]}}`);
        flush();
        parts.push({ name: named[1] });
        at += named[0].length - 1;
      } else if (digits) {
        // Java reads as many digits as still name an existing group.
        let length = 1;
        while (length < digits[1].length && Number(digits[1].slice(0, length + 1)) <= groupCount) length += 1;
        const group = Number(digits[1].slice(0, length));
        if (group > groupCount) throw invalidReplacement(`no group ${group} in the regular expression`);
        flush();
        parts.push({ group });
        at += length;
      } else {
        throw invalidReplacement('illegal group reference ($ must be followed by a group number or {name}; write \\$ for a dollar sign)');
      }
    } else {
      literal += char;
    }
  }
  flush();
  return parts;
}

export interface RegexReplaceResult {
  matched: boolean;
  /** The replaced text, and the position of the first group of the first match (-1 without groups). */
  match: { match: string; start: number; end: number } | null;
}

/** Replaces the first (or every) match like Graylog's regex-replace extractor. Throws UserRegexError. */
export function regexReplace(regex: string, replacement: string, replaceAll: boolean, text: string): RegexReplaceResult {
  const pattern = compileUserRegex(regex, replaceAll ? 'gsd' : 'sd');
  const found = pattern.exec(text);
  pattern.lastIndex = 0;
  if (!found) return { matched: false, match: null };
  const groupCount = found.length - 1;
  const parts = parseReplacement(replacement === '' ? '$1' : replacement, groupCount, new Set(Object.keys(found.groups ?? {})));
  const replaced = text.replace(pattern, (...args: unknown[]) => {
    const groups = args.slice(0, groupCount + 1) as (string | undefined)[];
    const last = args[args.length - 1];
    const named = (typeof last === 'object' && last !== null ? last : {}) as Record<string, string | undefined>;
    return parts.map((part) => (typeof part === 'string' ? part : 'group' in part ? groups[part.group] ?? '' : named[part.name] ?? '')).join('');
  });
  const span = groupCount > 0 ? found.indices?.[1] : undefined;
  return { matched: true, match: { match: replaced, start: span ? span[0] : -1, end: span ? span[1] : -1 } };
}

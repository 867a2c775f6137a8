// Wildcard patterns (`*` any run, `?` one character) matched against a whole string. A pattern with
// at most one `*` becomes a regular expression; with more, a regular expression could backtrack
// polynomially ("a*a*a*a*b" against a long run of a's), so those run through the classic two-pointer
// matcher, which takes at most text × pattern steps.
import type { WildcardPart } from './queryParser';

const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;
const ONE = 1;
const MANY = 2;

export function escapeRegex(text: string): string {
  return text.replace(REGEX_SYNTAX, '\\$&');
}

export function starCount(parts: readonly WildcardPart[]): number {
  return parts.filter((part) => typeof part !== 'string' && part.any === 'many').length;
}

/** Pattern as code points and wildcard markers. */
function symbols(parts: readonly WildcardPart[], lowerCase: boolean): (string | number)[] {
  return parts.flatMap((part): (string | number)[] => {
    if (typeof part !== 'string') return [part.any === 'many' ? MANY : ONE];
    return Array.from(lowerCase ? part.toLowerCase() : part);
  });
}

function twoPointerMatch(pattern: readonly (string | number)[], text: readonly string[]): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === ONE || pattern[p] === text[t])) {
      p += 1;
      t += 1;
    } else if (p < pattern.length && pattern[p] === MANY) {
      star = p;
      p += 1;
      resume = t;
    } else if (star >= 0) {
      // Let the last * take one more character and try again from there.
      p = star + 1;
      resume += 1;
      t = resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === MANY) p += 1;
  return p === pattern.length;
}

/** A test of whole strings against the pattern; with `lowerCase`, pattern and text are compared lower-cased. */
export function compileGlob(parts: readonly WildcardPart[], lowerCase: boolean): (text: string) => boolean {
  if (starCount(parts) <= 1) {
    const source = parts.map((part) => {
      if (typeof part !== 'string') return part.any === 'many' ? '.*' : '.';
      return escapeRegex(lowerCase ? part.toLowerCase() : part);
    }).join('');
    const regex = new RegExp(`^${source}$`, 'su');
    return lowerCase ? (text) => regex.test(text.toLowerCase()) : (text) => regex.test(text);
  }
  const pattern = symbols(parts, lowerCase);
  return (text) => twoPointerMatch(pattern, Array.from(lowerCase ? text.toLowerCase() : text));
}

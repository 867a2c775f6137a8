// Regular expressions written by users (extractors, grok patterns, the tools) are written for Graylog,
// that is for Java's regex dialect. They run here as JavaScript regular expressions in unicode mode,
// which is as strict as Java about malformed patterns; the few Java spellings that JavaScript lacks
// but can express (\A, \z, \Q…\E, \h, POSIX classes, a leading (?i)…) are translated, and the Java
// features it cannot express (atomic groups, possessive quantifiers, …) are refused with a reason
// instead of silently matching something else.
import { runBounded, TimeLimitExceeded } from './bounded';

export class UserRegexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserRegexError';
  }
}

/** How long evaluating a user's regular expression may take in an interactive call (the tools). */
export const USER_REGEX_TIME_LIMIT_MS = 1000;
export const TOO_SLOW_MESSAGE = 'The regular expression took too long to evaluate and was stopped';

export interface TranslatedRegex {
  source: string;
  flags: string;
}

const PREFIX = 'Invalid regular expression: ';
const invalid = (reason: string) => new UserRegexError(PREFIX + reason);
const javaOnly = (what: string, position: number, instead: string) =>
  invalid(`${what} at position ${position} is a Java-only feature that is not supported here; ${instead}`);

// Java's inline flags and what they mean for a JavaScript expression ('' = nothing to do: unicode
// case folding and unix lines are what the unicode-mode expression does anyway).
const INLINE_FLAGS: Record<string, string> = { i: 'i', m: 'm', s: 's', u: '', d: '', U: '' };

const SYNTAX_CHARACTERS = new Set('^$\\.*+?()[]{}|/');
const CLASS_SPECIALS = new Set('\\]^-[');
const H_SPACE = ' \\t\\xA0\\u1680\\u180E\\u2000-\\u200A\\u202F\\u205F\\u3000';
const V_SPACE = '\\n\\x0B\\f\\r\\x85\\u2028\\u2029';
const KNOWN_LETTER_ESCAPES = new Set('dDwWsSbBnrtfu');

// Java's POSIX classes (US-ASCII only, as in Java without UNICODE_CHARACTER_CLASS).
const POSIX_CLASSES: Record<string, string> = {
  Lower: 'a-z',
  Upper: 'A-Z',
  ASCII: '\\x00-\\x7F',
  Alpha: 'a-zA-Z',
  Digit: '0-9',
  Alnum: 'a-zA-Z0-9',
  Punct: '!-\\/:-@\\[-`{-~',
  Graph: '!-~',
  Print: ' -~',
  Blank: ' \\t',
  Cntrl: '\\x00-\\x1F\\x7F',
  XDigit: '0-9a-fA-F',
  Space: ' \\t\\n\\x0B\\f\\r',
};
const JAVA_PROPERTIES: Record<string, string> = {
  javaLowerCase: 'Lowercase',
  javaUpperCase: 'Uppercase',
  javaWhitespace: 'White_Space',
  javaMirrored: 'Bidi_Mirrored',
  javaAlphabetic: 'Alphabetic',
  javaDigit: 'Nd',
  javaLetter: 'L',
};

function isUnicodeProperty(name: string): boolean {
  try {
    new RegExp(`\\p{${name}}`, 'u');
    return true;
  } catch {
    return false;
  }
}

/** A Java \p{…} name as JavaScript spells it, or a POSIX class's ranges. */
function propertyFor(name: string, position: number): { property: string } | { ranges: string } {
  if (Object.hasOwn(POSIX_CLASSES, name)) return { ranges: POSIX_CLASSES[name] };
  if (Object.hasOwn(JAVA_PROPERTIES, name)) return { property: JAVA_PROPERTIES[name] };
  const keyed = /^(\w+)=(.+)$/.exec(name);
  if (keyed) {
    const key = keyed[1].toLowerCase();
    if (key === 'script' || key === 'sc') return { property: `Script=${keyed[2]}` };
    if (key === 'general_category' || key === 'gc') return { property: `General_Category=${keyed[2]}` };
    if (key === 'block' || key === 'blk') throw javaOnly(`the Unicode block \\p{${name}}`, position, 'use a script (\\p{Script=…}) or a range');
    return { property: name };
  }
  if (name.startsWith('In') && !isUnicodeProperty(name)) {
    throw javaOnly(`the Unicode block \\p{${name}}`, position, 'use a script (\\p{Is…}) or a range');
  }
  if (name.startsWith('Is') && name.length > 2) {
    const bare = name.slice(2);
    if (isUnicodeProperty(bare)) return { property: bare };
    if (isUnicodeProperty(`Script=${bare}`)) return { property: `Script=${bare}` };
  }
  return { property: name };
}

function escapeLiteral(text: string, inClass: boolean): string {
  let out = '';
  for (const char of text) {
    const special = inClass ? CLASS_SPECIALS.has(char) : SYNTAX_CHARACTERS.has(char);
    out += special ? `\\${char}` : char;
  }
  return out;
}

/** Translates the escape at `source[at]` (a backslash); returns the JavaScript text and where to go on. */
function translateEscape(source: string, at: number, inClass: boolean): [string, number] {
  const next = source[at + 1];
  if (next === undefined) throw invalid('\\ at end of pattern');
  if (next === 'Q') {
    const end = source.indexOf('\\E', at + 2);
    const literal = source.slice(at + 2, end === -1 ? source.length : end);
    return [escapeLiteral(literal, inClass), end === -1 ? source.length : end + 2];
  }
  const outsideOnly: Record<string, string> = {
    A: '(?<![\\s\\S])',
    z: '(?![\\s\\S])',
    Z: '(?=(?:\\r\\n|[\\n\\r\\x85\\u2028\\u2029])?(?![\\s\\S]))',
    R: '(?:\\r\\n|[\\n\\x0B\\f\\r\\x85\\u2028\\u2029])',
    H: `[^${H_SPACE}]`,
    V: `[^${V_SPACE}]`,
  };
  if (Object.hasOwn(outsideOnly, next)) {
    if (inClass) throw invalid(`\\${next} at position ${at} cannot be used inside a character class`);
    return [outsideOnly[next], at + 2];
  }
  switch (next) {
    case 'h':
      return [inClass ? H_SPACE : `[${H_SPACE}]`, at + 2];
    case 'v':
      return [inClass ? V_SPACE : `[${V_SPACE}]`, at + 2];
    case 'e':
      return ['\\x1B', at + 2];
    case 'a':
      return ['\\x07', at + 2];
    case 'G':
      throw javaOnly('\\G (end of the previous match)', at, 'anchor with ^ instead');
    case 'X':
      throw javaOnly('\\X (grapheme clusters)', at, 'use . or a character class');
    case '0': {
      const octal = /^[0-3]?[0-7]{1,2}|^[0-7]/.exec(source.slice(at + 2, at + 5));
      if (!octal) return ['\\0', at + 2];
      return [`\\u{${parseInt(octal[0], 8).toString(16)}}`, at + 2 + octal[0].length];
    }
    case 'x': {
      const braced = /^\{([0-9a-fA-F]+)\}/.exec(source.slice(at + 2));
      if (braced) return [`\\u{${braced[1]}}`, at + 2 + braced[0].length];
      return ['\\x', at + 2];
    }
    case 'c':
      return [source.slice(at, at + 3), at + 3];
    case 'k':
      return ['\\k', at + 2];
    case 'p':
    case 'P':
      return translateProperty(source, at, inClass);
  }
  if (/[1-9]/.test(next) || KNOWN_LETTER_ESCAPES.has(next)) return [`\\${next}`, at + 2];
  if (/[A-Za-z]/.test(next)) throw invalid(`unknown escape sequence \\${next} at position ${at}`);
  // Java lets any other character be escaped; JavaScript's unicode mode only syntax characters.
  const char = String.fromCodePoint(source.codePointAt(at + 1) ?? 0);
  const keepEscaped = SYNTAX_CHARACTERS.has(char) || (inClass && char === '-');
  return [keepEscaped ? `\\${char}` : char, at + 1 + char.length];
}

function translateProperty(source: string, at: number, inClass: boolean): [string, number] {
  const negated = source[at + 1] === 'P';
  let name: string;
  let end: number;
  if (source[at + 2] === '{') {
    const close = source.indexOf('}', at + 3);
    if (close === -1) throw invalid(`unclosed property name at position ${at}`);
    name = source.slice(at + 3, close);
    end = close + 1;
  } else {
    name = source[at + 2] ?? '';
    end = at + 3;
  }
  const translated = propertyFor(name, at);
  if ('property' in translated) return [`\\${negated ? 'P' : 'p'}{${translated.property}}`, end];
  if (!negated) return [inClass ? translated.ranges : `[${translated.ranges}]`, end];
  if (inClass) throw invalid(`negated POSIX class \\P{${name}} at position ${at} cannot be used inside a character class`);
  return [`[^${translated.ranges}]`, end];
}

const QUANTIFIER_BRACES = /^\{\d+(?:,\d*)?\}/;

/** The pattern after the leading inline flags, translated to JavaScript syntax. */
function translateBody(source: string, start: number): string {
  let out = '';
  let at = start;
  let inClass = false;
  let classBodyStart = -1;

  let quantifierStart = 0;
  const afterQuantifier = () => {
    if (source[at] === '?') {
      out += '?';
      at += 1;
    } else if (source[at] === '+') {
      throw javaOnly(`the possessive quantifier ${source.slice(quantifierStart, at + 1)}`, quantifierStart, 'use a plain quantifier');
    }
  };

  while (at < source.length) {
    const char = source[at];
    if (char === '\\') {
      const [text, next] = translateEscape(source, at, inClass);
      out += text;
      at = next;
      continue;
    }
    if (inClass) {
      if (char === ']') {
        // Java reads a ']' right after '[' or '[^' as a literal.
        out += at === classBodyStart ? '\\]' : ']';
        inClass = at === classBodyStart;
      } else if (char === '[') {
        throw javaOnly('a nested character class', at, 'list the ranges in one class');
      } else if (char === '&' && source[at + 1] === '&') {
        throw javaOnly('the character class intersection &&', at, 'list the wanted characters in one class');
      } else {
        out += char;
      }
      at += 1;
      continue;
    }
    switch (char) {
      case '[':
        inClass = true;
        out += '[';
        at += 1;
        if (source[at] === '^') {
          out += '^';
          at += 1;
        }
        classBodyStart = at;
        break;
      case '(': {
        const opening = translateGroupOpening(source, at);
        out += opening;
        at += opening.length;
        break;
      }
      case '*':
      case '+':
      case '?':
        quantifierStart = at;
        out += char;
        at += 1;
        afterQuantifier();
        break;
      case '{': {
        const braces = QUANTIFIER_BRACES.exec(source.slice(at));
        quantifierStart = at;
        out += braces ? braces[0] : '{';
        at += braces ? braces[0].length : 1;
        if (braces) afterQuantifier();
        break;
      }
      case '}':
      case ']':
        // Literal in Java; JavaScript's unicode mode wants them escaped.
        out += `\\${char}`;
        at += 1;
        break;
      default:
        out += char;
        at += 1;
    }
  }
  return out;
}

/** Length of the group opening at `at`: '(' or '(?:' '(?=' '(?!' '(?<=' '(?<!' '(?<name>'. */
function groupOpeningLength(source: string, at: number): number {
  if (source[at + 1] !== '?') return 1;
  if (source.startsWith('(?<=', at) || source.startsWith('(?<!', at)) return 4;
  const named = /^\(\?<[^>]*>/.exec(source.slice(at));
  if (named) return named[0].length;
  return 3;
}

function translateGroupOpening(source: string, at: number): string {
  if (source[at + 1] !== '?') return '(';
  if (source.startsWith('(?>', at)) throw javaOnly('the atomic group (?>…)', at, 'use a plain group (?:…)');
  if (/^\(\?[a-zA-Z]*-?[a-zA-Z]*[):]/.test(source.slice(at)) && !/^\(\?[:=!]/.test(source.slice(at))) {
    throw invalid(`inline flags such as (?i) are only supported at the start of the pattern (position ${at})`);
  }
  return source.slice(at, at + groupOpeningLength(source, at));
}

/**
 * Translates a Java-style pattern into a JavaScript one: leading inline flags become flags (merged
 * with `flags`), Java spellings are rewritten; throws UserRegexError for what JavaScript cannot do.
 * The result is meant for `new RegExp(source, flags)` and always carries the 'u' flag.
 */
export function translateJavaRegex(source: string, flags = ''): TranslatedRegex {
  const active = new Set(flags.replace('u', '').split('').filter(Boolean));
  let at = 0;
  const leading = /^\(\?([a-zA-Z]*)(?:-([a-zA-Z]*))?\)/;
  for (let match = leading.exec(source); match && (match[1] || match[2]); match = leading.exec(source.slice(at))) {
    for (const [letters, on] of [[match[1], true], [match[2] ?? '', false]] as const) {
      for (const letter of letters) {
        if (!Object.hasOwn(INLINE_FLAGS, letter)) {
          throw invalid(letter === 'x'
            ? 'the inline flag (?x) (comments mode) is not supported'
            : `unknown inline flag '${letter}' in ${match[0]}`);
        }
        const jsFlag = INLINE_FLAGS[letter];
        if (jsFlag && on) active.add(jsFlag);
        if (jsFlag && !on) active.delete(jsFlag);
      }
    }
    at += match[0].length;
  }
  const body = translateBody(source, at);
  return { source: body, flags: [...active, 'u'].sort().join('') };
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // V8: "Invalid regular expression: /<source>/<flags>: <reason>"; the reason is what helps.
  const cut = message.lastIndexOf(': ');
  return cut === -1 ? message : message.slice(cut + 2);
}

/** Compiles a user's (Java-style) regular expression; throws UserRegexError with the reason. */
export function compileUserRegex(source: string, flags = ''): RegExp {
  const translated = translateJavaRegex(source, flags);
  try {
    return new RegExp(translated.source, translated.flags);
  } catch (error) {
    throw invalid(reasonOf(error));
  }
}

/** Why a pattern does not compile, or null if it does. */
export function userRegexProblem(source: string, flags = ''): string | null {
  try {
    compileUserRegex(source, flags);
    return null;
  } catch (error) {
    if (error instanceof UserRegexError) return error.message;
    throw error;
  }
}

/**
 * Runs work that evaluates users' regular expressions with the interactive time limit; a pattern that
 * backtracks too long becomes a UserRegexError saying so.
 */
export function runUserRegex<T>(work: () => T, limitMs = USER_REGEX_TIME_LIMIT_MS): T {
  try {
    return runBounded(work, limitMs);
  } catch (error) {
    if (error instanceof TimeLimitExceeded) throw new UserRegexError(TOO_SLOW_MESSAGE);
    throw error;
  }
}

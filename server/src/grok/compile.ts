// Grok: regular expressions assembled from named patterns. %{NAME} inserts the pattern NAME,
// %{NAME:field} also captures what it matched as `field`, %{NAME:field;int} (or :int) converts it.
// References are expanded textually (recursively, refusing cycles), then the whole expression is
// compiled once as a user regex (Java syntax, see regex/userRegex.ts). Field names may contain
// characters a JavaScript group name may not (dots, dashes), so every capture gets a generated
// group name and a table maps it back.
import { UserRegexError, compileUserRegex } from '../regex/userRegex';

export class GrokError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GrokError';
  }
}

export const GROK_TYPES = ['int', 'integer', 'long', 'float', 'double', 'boolean', 'string'] as const;
export type GrokType = (typeof GROK_TYPES)[number];

export interface CompileOptions {
  /** Only %{NAME:field} and (?<name>…) capture; otherwise a bare %{NAME} captures as NAME too. */
  namedCapturesOnly: boolean;
}

export interface CompiledGrok {
  /** The grok pattern as written. */
  readonly pattern: string;
  /** The expanded JavaScript expression. */
  readonly regex: RegExp;
  /** Captured field names, in pattern order, each once. */
  readonly fieldNames: readonly string[];
  /**
   * The captures of the first match, converted to their declared types; null when the text does not
   * match. Groups that took no part in the match are left out; a field captured more than once keeps
   * its first value. Unbounded: callers evaluate it inside runBounded.
   */
  match(text: string): Record<string, unknown> | null;
}

export type PatternLookup = (name: string) => string | undefined;

interface Capture {
  group: string;
  field: string;
  type: GrokType | null;
}

/** Expanded expressions larger than this are refused: references can multiply a pattern's size. */
export const MAX_EXPANDED_LENGTH = 500_000;

const REFERENCE = /%\{([^{}]*)\}/g;
const REFERENCE_PARTS = /^([A-Za-z0-9_]+)(?::([\s\S]*))?$/;

function isGrokType(value: string): value is GrokType {
  return (GROK_TYPES as readonly string[]).includes(value);
}

/** Splits `field`, `field;type` or `field:type` (the type is what follows the last separator). */
function parseFieldSpec(spec: string, reference: string): { field: string; type: GrokType | null } {
  const separator = spec.includes(';') ? spec.lastIndexOf(';') : spec.lastIndexOf(':');
  const field = (separator === -1 ? spec : spec.slice(0, separator)).trim();
  const type = separator === -1 ? null : spec.slice(separator + 1).trim().toLowerCase();
  if (field === '') throw new GrokError(`Missing field name in ${reference}`);
  if (type !== null && !isGrokType(type)) {
    throw new GrokError(`Unknown type '${type}' in ${reference}; use one of ${GROK_TYPES.join(', ')}`);
  }
  return { field, type };
}

/** The pattern names a grok pattern refers to directly (for dependency checks). */
export function referencedPatternNames(pattern: string): string[] {
  const names = new Set<string>();
  for (const match of pattern.matchAll(REFERENCE)) {
    const parts = REFERENCE_PARTS.exec(match[1]);
    if (parts) names.add(parts[1]);
  }
  return [...names];
}

class Expander {
  readonly captures: Capture[] = [];

  constructor(
    private readonly lookup: PatternLookup,
    private readonly namedCapturesOnly: boolean,
  ) {}

  private newGroup(field: string, type: GrokType | null): string {
    const group = `g${this.captures.length}`;
    this.captures.push({ group, field, type });
    return group;
  }

  /** Expands one occurrence of a pattern text; `stack` holds the names being expanded (cycle check). */
  expand(text: string, stack: readonly string[]): string {
    const renamed = this.renameNamedGroups(text);
    let out = '';
    let last = 0;
    for (const match of renamed.matchAll(REFERENCE)) {
      out += renamed.slice(last, match.index);
      last = match.index + match[0].length;
      out += this.expandReference(match[0], match[1], stack);
      if (out.length > MAX_EXPANDED_LENGTH) {
        throw new GrokError(`The pattern expands to more than ${MAX_EXPANDED_LENGTH} characters`);
      }
    }
    out += renamed.slice(last);
    // Every well-formed reference has been replaced; what is left is unclosed or malformed.
    const stray = out.indexOf('%{');
    if (stray !== -1) throw new GrokError(`Invalid pattern reference '${out.slice(stray, stray + 40)}'`);
    return out;
  }

  private expandReference(reference: string, inner: string, stack: readonly string[]): string {
    const parts = REFERENCE_PARTS.exec(inner);
    if (!parts) throw new GrokError(`Invalid pattern reference ${reference}: expected %{NAME} or %{NAME:field}`);
    const name = parts[1];
    const definition = this.lookup(name);
    if (definition === undefined) throw new GrokError(`No definition for key '${name}' found, aborting`);
    if (stack.includes(name)) {
      throw new GrokError(`Circular pattern reference: ${[...stack.slice(stack.indexOf(name)), name].join(' -> ')}`);
    }
    const spec = parts[2] !== undefined && parts[2].trim() !== '' ? parseFieldSpec(parts[2], reference) : null;
    // Groups are numbered in pattern order: the capture's own group before those inside it.
    const group = spec ? this.newGroup(spec.field, spec.type) : this.namedCapturesOnly ? null : this.newGroup(name, null);
    const body = this.expand(definition, [...stack, name]);
    return group === null ? `(?:${body})` : `(?<${group}>${body})`;
  }

  /**
   * Raw named groups (?<name>…) capture too. They get generated names like every capture (so two
   * occurrences of one pattern do not clash), and backreferences \k<name> in the same text follow.
   */
  private renameNamedGroups(text: string): string {
    const renamed = new Map<string, string>();
    let out = '';
    let inClass = false;
    for (let at = 0; at < text.length; at += 1) {
      const char = text[at];
      if (char === '\\') {
        const backreference = /^\\k<([^>]*)>/.exec(text.slice(at));
        if (backreference && !inClass) {
          out += `\\k<${renamed.get(backreference[1]) ?? backreference[1]}>`;
          at += backreference[0].length - 1;
        } else {
          out += text.slice(at, at + 2);
          at += 1;
        }
        continue;
      }
      if (inClass) {
        if (char === ']') inClass = false;
        out += char;
        continue;
      }
      if (char === '[') {
        inClass = true;
        // A ']' right after '[' or '[^' is a literal and does not close the class.
        const opening = /^\[\^?\]?/.exec(text.slice(at))?.[0] ?? '[';
        out += opening;
        at += opening.length - 1;
        continue;
      }
      const named = /^\(\?<([A-Za-z_$][\w$]*)>/.exec(text.slice(at));
      if (named) {
        const group = this.newGroup(named[1], null);
        renamed.set(named[1], group);
        out += `(?<${group}>`;
        at += named[0].length - 1;
        continue;
      }
      out += char;
    }
    return out;
  }
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Converts a captured value; a value that does not fit the type stays a string. */
export function convertGrokValue(value: string, type: GrokType | null): unknown {
  const trimmed = value.trim();
  switch (type) {
    case 'int':
    case 'integer':
    case 'long': {
      if (!INTEGER.test(trimmed)) return value;
      const number = Number(trimmed);
      const fits = type === 'long' ? Number.isSafeInteger(number) : number >= -(2 ** 31) && number < 2 ** 31;
      return fits ? number : value;
    }
    case 'float':
    case 'double':
      return DECIMAL.test(trimmed) ? Number(trimmed) : value;
    case 'boolean':
      if (/^true$/i.test(trimmed)) return true;
      if (/^false$/i.test(trimmed)) return false;
      return value;
    default:
      return value;
  }
}

/**
 * Compiles a grok pattern against the patterns `lookup` knows. Throws GrokError for an unknown
 * pattern name, a cycle, an unknown type or an expression that does not compile (with the reason).
 */
export function compileGrok(pattern: string, lookup: PatternLookup, options: CompileOptions): CompiledGrok {
  const expander = new Expander(lookup, options.namedCapturesOnly);
  const expanded = expander.expand(pattern, []);
  let regex: RegExp;
  try {
    regex = compileUserRegex(expanded);
  } catch (error) {
    if (error instanceof UserRegexError) throw new GrokError(error.message);
    throw error;
  }
  const captures = expander.captures;
  const fieldNames = [...new Set(captures.map((capture) => capture.field))];
  return {
    pattern,
    regex,
    fieldNames,
    match(text: string) {
      const found = regex.exec(text);
      if (!found) return null;
      const values = new Map<string, unknown>();
      for (const capture of captures) {
        const value = found.groups?.[capture.group];
        if (value === undefined || values.has(capture.field)) continue;
        values.set(capture.field, convertGrokValue(value, capture.type));
      }
      // fromEntries defines own properties, so a field called __proto__ stays a plain field.
      return Object.fromEntries(values);
    },
  };
}

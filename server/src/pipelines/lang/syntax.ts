// Runs the generated parser and turns its failures into Graylog's syntax_error JSON. The parser is built
// from the grammar text on first use and kept for the life of the process.
import type * as peggy from 'peggy';
import type { PipelineSyntax, RuleSyntax } from './ast';
import { RULE_LANG_GRAMMAR } from './grammar';
import { errorAt, RuleParseError, type ParseErrorJson } from './errors';

let parser: peggy.Parser | undefined;

function generatedParser(): peggy.Parser {
  // peggy itself (about 30 ms to load) is needed only to build the parser, so it is loaded here, not at start.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, see above
  parser ??= (require('peggy') as typeof import('peggy')).generate(RULE_LANG_GRAMMAR, { allowedStartRules: ['RuleSource', 'PipelineSource'] });
  return parser;
}

/** Builds the parser now (about 190 ms), so that no parse call pays for it: see routes.ts. */
export function warmParser(): void {
  generatedParser();
}

/** Whether the parser was built already (for the warm-up's test). */
export const parserReady = (): boolean => parser !== undefined;

export function parseRuleSyntax(source: string): RuleSyntax {
  return parseWith<RuleSyntax>(source, 'RuleSource');
}

export function parsePipelineSyntax(source: string): PipelineSyntax {
  return parseWith<PipelineSyntax>(source, 'PipelineSource');
}

function parseWith<T>(source: string, startRule: 'RuleSource' | 'PipelineSource'): T {
  const generated = generatedParser();
  try {
    const tree: T = generated.parse(source, { startRule });
    return tree;
  } catch (error) {
    if (error instanceof generated.SyntaxError) throw new RuleParseError([syntaxError(source, error)]);
    if (error instanceof RangeError) {
      // Only a pathologically nested source gets here (the parser recursed until the stack ran out).
      throw new RuleParseError([errorAt(source, 0, 'syntax_error', 'The source is nested too deeply to parse')]);
    }
    throw error;
  }
}

function syntaxError(source: string, error: peggy.parser.SyntaxError): ParseErrorJson {
  const offset = error.location.start.offset;
  // A failure with no expectations comes from error() in the grammar, which words its own reason.
  if (error.expected === null) return errorAt(source, offset, 'syntax_error', error.message);
  const found = foundText(source, offset);
  const operatorFits = error.expected.some((e) => e.type === 'other' && e.description === 'operator');
  // The most common slip in a condition: one '=' where a comparison was meant.
  const hint = found === "'='" && operatorFits ? " (compare with '==')" : '';
  return errorAt(source, offset, 'syntax_error', `Expected ${expectedText(error.expected)} but found ${found}${hint}`);
}

function describe(expectation: peggy.parser.Expectation): string | undefined {
  switch (expectation.type) {
    case 'literal':
      return `'${expectation.text}'`;
    case 'other':
      return expectation.description === 'whitespace' ? undefined : expectation.description;
    case 'end':
      return 'end of input';
    default:
      return undefined;
  }
}

/**
 * Lists what could have come next, plainly: operators that might have continued an expression are left out
 * when something else was expected too ("Expected ')' or ','" rather than every operator), and a string
 * where any expression fits is just "expression".
 */
function expectedText(expectations: peggy.parser.Expectation[]): string {
  let descriptions = [...new Set(expectations.map(describe).filter((d): d is string => d !== undefined))];
  if (descriptions.length > 1) descriptions = descriptions.filter((d) => d !== 'operator');
  if (descriptions.includes('expression')) descriptions = descriptions.filter((d) => d !== 'string');
  const worded = descriptions.map((d) => (d === 'operator' ? 'an operator' : d === 'expression' ? 'an expression' : d));
  if (worded.length === 0) return 'something else';
  if (worded.length === 1) return worded[0];
  return `${worded.slice(0, -1).join(', ')} or ${worded[worded.length - 1]}`;
}

const TOKEN = /[A-Za-z_$][A-Za-z0-9_]*|[0-9][A-Za-z0-9_.]*|"(?:[^"\\\n]|\\.){0,30}"?|'(?:[^'\\\n]|\\.){0,30}'?|&&|\|\||[<>=!]=|\S/y;

function foundText(source: string, offset: number): string {
  if (offset >= source.length) return 'end of input';
  TOKEN.lastIndex = offset;
  const match = TOKEN.exec(source);
  return `'${match ? match[0] : source[offset]}'`;
}

// Where the parser's errors go in the editor. Graylog counts lines from 1 and positions in a line from 0 (ANTLR's
// charPositionInLine); an error underlines the word or string that starts there.
import type { Diagnostic } from '@codemirror/lint';

import type { RuleParseError } from '@/stores/rules/RulesStore';

/** The stretch of `text` an error is about: document offsets, clamped to the text. */
export const errorRange = (text: string, error: Pick<RuleParseError, 'line' | 'position_in_line'>): { from: number, to: number } => {
  const lines = text.split('\n');
  const lineIndex = Math.min(Math.max(error.line, 1), lines.length) - 1;
  const lineStart = lines.slice(0, lineIndex).reduce((offset, line) => offset + line.length + 1, 0);
  const lineText = lines[lineIndex];
  const column = Math.min(Math.max(error.position_in_line, 0), lineText.length);
  const rest = lineText.slice(column);
  const word = /^("(\\.|[^"\\])*"?|'(\\.|[^'\\])*'?|\$message|[A-Za-z0-9_]+|\S)/.exec(rest);
  const length = word ? word[0].length : 0;
  return { from: lineStart + column, to: lineStart + column + length };
};

/** "Line 3, column 1": columns counted from 1, as editors show them. */
export const errorPosition = (error: Pick<RuleParseError, 'line' | 'position_in_line'>): string => (
  `Line ${error.line}, column ${error.position_in_line + 1}`
);

/** The lint diagnostics for the parser's errors in `text`. */
export const ruleDiagnostics = (text: string, errors: ReadonlyArray<RuleParseError>): Array<Diagnostic> => errors.map((error) => ({
  ...errorRange(text, error),
  severity: 'error',
  source: 'rule parser',
  message: error.reason,
}));

// Errors in Graylog's shapes. Parse errors serialise as Graylog's ParseError subclasses do (type, line,
// position_in_line, reason) so the routes answer a real Graylog's 400 body; evaluation errors read like
// Graylog's EvalError ("In call to function 'x' at 3:4 an exception was thrown: ...").

/** One parse error as Graylog's JSON: `line` counts from 1, `position_in_line` from 0 (UTF-16 units, as Java). */
export interface ParseErrorJson {
  type: string;
  line: number;
  position_in_line: number;
  reason: string;
  [property: string]: unknown;
}

/** Every error found in a rule or pipeline source, in source order. */
export class RuleParseError extends Error {
  readonly errors: ParseErrorJson[];

  constructor(errors: ParseErrorJson[]) {
    super(errors.map((e) => `${e.line}:${e.position_in_line} ${e.reason}`).join('\n'));
    this.name = 'RuleParseError';
    this.errors = errors;
  }
}

/** A rule failed on one message: a function threw, or an operation met a value it cannot work on. */
export class RuleEvaluationError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly positionInLine: number,
    /** The function whose call failed; undefined when an operator or access failed. */
    readonly functionName?: string,
  ) {
    super(message);
    this.name = 'RuleEvaluationError';
  }
}

export interface SourcePosition {
  line: number;
  positionInLine: number;
}

export function positionOf(source: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, positionInLine: offset - lineStart };
}

/** Graylog's suffix for semantic errors: " in line 3 pos 4". */
export function positionSuffix(position: SourcePosition): string {
  return ` in line ${position.line} pos ${position.positionInLine}`;
}

export function errorAt(source: string, offset: number, type: string, reason: string): ParseErrorJson {
  const { line, positionInLine } = positionOf(source, offset);
  return { type, line, position_in_line: positionInLine, reason };
}

/** Source order, each distinct error once (Graylog keeps them in a set). */
export function sortedErrors(errors: ParseErrorJson[]): ParseErrorJson[] {
  const seen = new Set<string>();
  return errors
    .filter((e) => {
      const key = `${e.type}\u0000${e.line}\u0000${e.position_in_line}\u0000${e.reason}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.position_in_line - b.position_in_line);
}

// A query that cannot be compiled, with where and why: "Cannot parse query, cause: incomplete query
// at line 1, column 9". Lines and columns count from 1, as Lucene's do.

export class QueryParseError extends Error {
  readonly line: number;
  readonly column: number;

  constructor(readonly reason: string, readonly offset: number, query: string) {
    const { line, column } = lineAndColumn(query, offset);
    super(`Cannot parse query, cause: ${reason} at line ${line}, column ${column}`);
    this.name = 'QueryParseError';
    this.line = line;
    this.column = column;
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = 0; at < offset && at < text.length; at += 1) {
    if (text[at] === '\n' || (text[at] === '\r' && text[at + 1] !== '\n')) {
      line += 1;
      lineStart = at + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

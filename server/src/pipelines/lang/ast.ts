// The syntax tree the grammar builds. Every node carries the source offsets it spans (`at` where it
// starts, `end` after it): errors are reported at Graylog's positions (an operation at its left operand's
// first token, a call at its name) and quote the operands' own text.

interface Span {
  at: number;
  end: number;
}

export type BinaryOperator = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

export interface NamedArgument extends Span {
  name: string;
  value: Expr;
}

/** How a field is named after a dot (`a.b`, `$message.b`, `$message."b"`, `` $message.`b c` ``). */
export interface FieldName extends Span {
  name: string;
  /** A bare identifier: after `a.` it reads a variable of that name when one is declared, as in Graylog. */
  bare: boolean;
}

export type Expr =
  | (Span & { kind: 'string'; value: string })
  | (Span & { kind: 'long'; text: string })
  | (Span & { kind: 'double'; text: string })
  | (Span & { kind: 'boolean'; value: boolean })
  | (Span & { kind: 'array'; items: Expr[] })
  | (Span & { kind: 'map'; entries: NamedArgument[] })
  | (Span & { kind: 'variable'; name: string })
  | (Span & { kind: 'call'; name: string; positional: Expr[] | null; named: NamedArgument[] | null })
  | (Span & { kind: 'messageField'; field: FieldName })
  | (Span & { kind: 'messageIndex'; index: Expr })
  | (Span & { kind: 'fieldAccess'; object: Expr; field: FieldName })
  | (Span & { kind: 'index'; object: Expr; index: Expr })
  | (Span & { kind: 'sign'; negative: boolean; operand: Expr })
  | (Span & { kind: 'not'; operand: Expr })
  | (Span & { kind: 'binary'; operator: BinaryOperator; left: Expr; right: Expr });

export type CallExpr = Extract<Expr, { kind: 'call' }>;

export type Statement =
  | (Span & { kind: 'let'; name: string; value: Expr })
  | (Span & { kind: 'call'; call: CallExpr })
  | (Span & { kind: 'empty' });

export interface RuleSyntax {
  name: string;
  condition: Expr;
  statements: Statement[];
}

export interface StageSyntax extends Span {
  stage: string;
  matchAll: boolean;
  rules: string[];
}

export interface PipelineSyntax {
  name: string;
  stages: StageSyntax[];
}

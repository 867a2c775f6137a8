// Graylog's aggregation condition: an expression tree over the series' values (conditions/Expr.java),
// checked when a definition is saved and evaluated per group when it runs.
import type { Expression } from './types';
import { isRecord } from '../http/json';

const COMPARISONS = new Set(['==', '>', '>=', '<', '<=']);
const LOGICAL = new Set(['&&', '||']);
const MAX_DEPTH = 50;

/**
 * Checks an expression's JSON: its shape, that comparisons compare numbers and that every reference
 * names one of `seriesIds`. Answers the typed expression, or a reason.
 */
export function parseExpression(json: unknown, seriesIds: ReadonlySet<string>): Expression | string {
  const problems: string[] = [];
  const result = parseNode(json, 'boolean', seriesIds, problems, 0);
  return problems.length > 0 || result === null ? problems[0] ?? 'is not a valid expression' : result;
}

function parseNode(json: unknown, expected: 'boolean' | 'number', seriesIds: ReadonlySet<string>, problems: string[], depth: number): Expression | null {
  if (depth > MAX_DEPTH) {
    problems.push(`nests deeper than ${MAX_DEPTH} levels`);
    return null;
  }
  if (!isRecord(json) || typeof json.expr !== 'string') {
    problems.push('each part of the expression needs an "expr"');
    return null;
  }
  const { expr } = json;
  const child = (value: unknown, kind: 'boolean' | 'number') => parseNode(value, kind, seriesIds, problems, depth + 1);
  const isNumeric = expr === 'number' || expr === 'number-ref';
  if (isNumeric !== (expected === 'number')) {
    problems.push(`"${expr}" cannot be used where a ${expected === 'number' ? 'number' : 'condition'} is expected`);
    return null;
  }
  if (expr === 'true') return { expr };
  if (expr === 'number') {
    if (typeof json.value !== 'number' || !Number.isFinite(json.value)) {
      problems.push('a number needs a numeric "value"');
      return null;
    }
    return { expr, value: json.value };
  }
  if (expr === 'number-ref') {
    if (typeof json.ref !== 'string' || !seriesIds.has(json.ref)) {
      problems.push(`refers to a series that does not exist: ${JSON.stringify(json.ref ?? null)}`);
      return null;
    }
    return { expr, ref: json.ref };
  }
  if (expr === '!') {
    const left = child(json.left, 'boolean');
    return left ? { expr, left } : null;
  }
  if (expr === 'group') {
    const inner = child(json.child, 'boolean');
    return inner ? { expr, child: inner, operator: typeof json.operator === 'string' ? json.operator : '' } : null;
  }
  if (LOGICAL.has(expr) || COMPARISONS.has(expr)) {
    const kind = LOGICAL.has(expr) ? 'boolean' : 'number';
    const left = child(json.left, kind);
    const right = child(json.right, kind);
    if (!left || !right) return null;
    return { expr: expr as '&&', left, right };
  }
  problems.push(`unknown operator "${expr}"`);
  return null;
}

/** Whether the values (series id → value) meet the condition; a missing value (NaN) compares false. */
export function evaluateCondition(expression: Expression, values: ReadonlyMap<string, number>): boolean {
  return truth(expression, values);
}

function truth(expression: Expression, values: ReadonlyMap<string, number>): boolean {
  switch (expression.expr) {
    case 'true':
      return true;
    case '&&':
      return truth(expression.left, values) && truth(expression.right, values);
    case '||':
      return truth(expression.left, values) || truth(expression.right, values);
    case '!':
      return !truth(expression.left, values);
    case 'group':
      return truth(expression.child, values);
    case '==':
      return number(expression.left, values) === number(expression.right, values);
    case '>':
      return number(expression.left, values) > number(expression.right, values);
    case '>=':
      return number(expression.left, values) >= number(expression.right, values);
    case '<':
      return number(expression.left, values) < number(expression.right, values);
    case '<=':
      return number(expression.left, values) <= number(expression.right, values);
    default:
      return false;
  }
}

function number(expression: Expression, values: ReadonlyMap<string, number>): number {
  if (expression.expr === 'number') return expression.value;
  if (expression.expr === 'number-ref') return values.get(expression.ref) ?? Number.NaN;
  return Number.NaN;
}

// Graylog's condition expressions: checked when saved, evaluated against a group's series values.
import { evaluateCondition, parseExpression } from './conditions';
import type { Expression } from './types';

const ref = (name: string) => ({ expr: 'number-ref', ref: name });
const num = (value: number) => ({ expr: 'number', value });
const values = new Map([['count', 5], ['avg', 2.5]]);

function parsed(json: unknown): Expression {
  const result = parseExpression(json, new Set(values.keys()));
  if (typeof result === 'string') throw new Error(result);
  return result;
}

describe('condition expressions', () => {
  it.each([
    ['>', 4, true], ['>', 5, false], ['>=', 5, true], ['<', 6, true], ['<', 5, false], ['<=', 5, true], ['==', 5, true], ['==', 4, false],
  ])('compares count %s %d as %s', (expr, value, expected) => {
    expect(evaluateCondition(parsed({ expr, left: ref('count'), right: num(value as number) }), values)).toBe(expected);
  });

  it('combines with &&, ||, ! and groups', () => {
    const countHigh = { expr: '>', left: ref('count'), right: num(3) };
    const avgHigh = { expr: '>', left: ref('avg'), right: num(3) };
    expect(evaluateCondition(parsed({ expr: '&&', left: countHigh, right: avgHigh }), values)).toBe(false);
    expect(evaluateCondition(parsed({ expr: '||', left: countHigh, right: avgHigh }), values)).toBe(true);
    expect(evaluateCondition(parsed({ expr: '!', left: avgHigh }), values)).toBe(true);
    expect(evaluateCondition(parsed({ expr: 'group', operator: '&&', child: { expr: '&&', left: countHigh, right: { expr: 'true' } } }), values)).toBe(true);
  });

  it('treats a missing value as failing every comparison', () => {
    expect(evaluateCondition(parsed({ expr: '<', left: ref('avg'), right: num(100) }), new Map())).toBe(false);
  });

  it('refuses malformed expressions with a reason', () => {
    const reason = (json: unknown) => parseExpression(json, new Set(['count']));
    expect(reason({ expr: '>', left: ref('nope'), right: num(1) })).toBe('refers to a series that does not exist: "nope"');
    expect(reason({ expr: '>', left: { expr: 'true' }, right: num(1) })).toBe('"true" cannot be used where a number is expected');
    expect(reason(num(1))).toBe('"number" cannot be used where a condition is expected');
    expect(reason({ expr: '%', left: num(1), right: num(2) })).toBe('unknown operator "%"');
    expect(reason({ expr: '>', left: ref('count') })).toBe('each part of the expression needs an "expr"');
  });
});

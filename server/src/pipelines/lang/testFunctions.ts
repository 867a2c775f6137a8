// A small function table for the language's own tests, shaped like the library's descriptors (the real
// library is tested in functions/). Kept out of *.test.ts so several test files share it.
import { newPipelineMessage, getField, setField } from '../message';
import type { EvaluationContext, FunctionArgs, FunctionDefinition, ParamDescriptor, PipelineMessage, ValueType } from '../types';
import { DateTimeValue, PeriodValue } from '../values';

function p(name: string, type: ValueType, optional = false): ParamDescriptor {
  return { name, type, optional, description: name };
}

function fn(
  name: string,
  returnType: ValueType,
  params: ParamDescriptor[],
  invoke: (args: FunctionArgs, context: EvaluationContext) => unknown,
  checkConstantArgs?: FunctionDefinition['checkConstantArgs'],
): FunctionDefinition {
  return { name, description: name, returnType, params, pure: false, invoke, checkConstantArgs };
}

export const captured: unknown[] = [];

const table: FunctionDefinition[] = [
  fn('has_field', 'Boolean', [p('field', 'String'), p('message', 'Message', true)], (a) => getField(a.message as PipelineMessage, a.field as string) !== undefined),
  fn('set_field', 'Void', [p('field', 'String'), p('value', 'Object'), p('message', 'Message', true)], (a) => {
    setField(a.message as PipelineMessage, a.field as string, a.value);
    return null;
  }),
  fn('to_string', 'String', [p('value', 'Object'), p('default', 'String', true)], (a) =>
    a.value === null || a.value === undefined ? (a.default ?? '') : String(a.value),
  ),
  fn('to_long', 'Long', [p('value', 'Object'), p('default', 'Long', true)], (a) => {
    const n = Number(a.value);
    return a.value === null || a.value === undefined || Number.isNaN(n) ? (a.default ?? 0) : Math.trunc(n);
  }),
  fn('concat', 'String', [p('first', 'String'), p('second', 'String')], (a) => `${String(a.first)}${String(a.second)}`),
  fn('regex', 'Map', [p('pattern', 'String'), p('value', 'String')], (a) => ({ '0': new RegExp(a.pattern as string).exec(a.value as string)?.[0] ?? null }), (c) => {
    if (typeof c.pattern !== 'string') return undefined;
    try {
      new RegExp(c.pattern);
      return undefined;
    } catch {
      return `Invalid regular expression ${c.pattern}`;
    }
  }),
  fn('capture', 'Void', [p('value', 'Object')], (a) => {
    captured.push(a.value);
    return null;
  }),
  fn('fail', 'Boolean', [p('reason', 'String')], (a) => {
    throw new Error(a.reason as string);
  }),
  fn('req_after_opt', 'Long', [p('a', 'Long', true), p('b', 'Long')], () => 1),
  fn('nothing', 'Long', [], () => null),
  fn('maybe', 'Boolean', [], () => null),
  fn('list', 'List', [], () => [1, 2, 3]),
  fn('map', 'Map', [], () => ({ a: 1, nested: { b: 'deep' } })),
  fn('now', 'DateTime', [], (_a, ctx) => new DateTimeValue(ctx.services.now(), 'UTC')),
  fn('days', 'Period', [p('value', 'Long')], (a) => new PeriodValue({ days: a.value as number })),
  fn('months', 'Period', [p('value', 'Long')], (a) => new PeriodValue({ months: a.value as number })),
  fn('hours', 'Period', [p('value', 'Long')], (a) => new PeriodValue({ hours: a.value as number })),
  fn('date', 'DateTime', [p('text', 'String'), p('zone', 'String', true)], (a) => new DateTimeValue(Date.parse(a.text as string), (a.zone as string | undefined) ?? 'UTC')),
];

export const TEST_FUNCTIONS: ReadonlyMap<string, FunctionDefinition> = new Map(table.map((f) => [f.name, f]));

export const TEST_NOW = Date.parse('2021-03-04T05:06:07.089Z');

export function testContext(fields: Record<string, unknown> = {}): EvaluationContext {
  return {
    message: newPipelineMessage({ _id: 'id-1', message: 'hello', source: 'test', timestamp: '2021-03-04T05:06:07.089Z', ...fields }),
    createdMessages: [],
    services: {
      now: () => TEST_NOW,
      lookupTables: { has: () => false, lookup: () => undefined },
      streamById: () => undefined,
      streamsByTitle: () => [],
      defaultStreamId: '000000000000000000000001',
      grokPattern: () => undefined,
      log: () => undefined,
    },
  };
}

// Test helper: calls library functions the way the interpreter does (arguments by parameter name) on a
// message with a fixed clock, two streams, stored grok patterns and an in-memory lookup table.
import { newPipelineMessage } from '../message';
import type { EvaluationContext, FunctionArgs, LookupResult, PipelineServices, StreamRef } from '../types';
import { functionRegistry } from '.';

export const TEST_NOW = Date.parse('2024-05-01T12:00:00Z');
export const DEFAULT_STREAM = '000000000000000000000001';
export const STREAMS: StreamRef[] = [
  { id: DEFAULT_STREAM, title: 'All messages' },
  { id: '5f0000000000000000000001', title: 'errors' },
  { id: '5f0000000000000000000002', title: 'twins' },
  { id: '5f0000000000000000000003', title: 'twins' },
];

const GROK_PATTERNS: Record<string, string> = {
  WORD: '\\b\\w+\\b',
  INT: '(?:[+-]?(?:[0-9]+))',
  IP: '(?:\\d{1,3}(?:\\.\\d{1,3}){3})',
};

const TABLE: Record<string, string> = { '10.0.0.2': 'DE', '10.0.0.3': 'FR' };

export interface TestContext extends EvaluationContext {
  logged: string[];
}

export function testContext(fields: Record<string, unknown> = {}): TestContext {
  const logged: string[] = [];
  const lookupResult = (value: string | undefined): LookupResult => ({
    single_value: value ?? null,
    multi_value: value === undefined ? null : { value },
    has_error: false,
    ttl: 0,
  });
  const services: PipelineServices = {
    now: () => TEST_NOW,
    lookupTables: {
      has: (name) => name === 'countries',
      lookup: (name, key) => (name === 'countries' ? lookupResult(TABLE[String(key)]) : undefined),
    },
    streamById: (id) => STREAMS.find((stream) => stream.id === id),
    streamsByTitle: (title) => STREAMS.filter((stream) => stream.title === title),
    defaultStreamId: DEFAULT_STREAM,
    grokPattern: (name) => GROK_PATTERNS[name],
    log: (line) => logged.push(line),
  };
  const message = newPipelineMessage(
    { _id: 'a1', message: 'hello world', source: 'web-1', timestamp: '2024-05-01T10:00:00.000Z', ...fields },
    [DEFAULT_STREAM],
  );
  return { message, createdMessages: [], services, logged };
}

/** Calls the named function; throws for an unknown name, as the parser would refuse it. */
export function call(name: string, args: FunctionArgs = {}, context: EvaluationContext = testContext()): unknown {
  const definition = functionRegistry().get(name);
  if (!definition) throw new Error(`No function ${name}`);
  return definition.invoke(args, context);
}

/** The parse-time check of constant arguments. */
export function checkConstants(name: string, constants: FunctionArgs): string | undefined {
  return functionRegistry().get(name)?.checkConstantArgs?.(constants);
}

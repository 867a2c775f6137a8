// What the rule language (lang/), the function library (functions/) and the pipeline engine share: the
// value types a rule can express, how a function describes itself, and what a running rule can reach.
// The descriptors follow Graylog's (GET /system/pipelines/rule/functions answers them with Java class
// names), so the console completes function names and parameters against a real Graylog the same way.
import type { MessageFields } from '../messages/types';

/** The static types of rule expressions, named after the Java classes Graylog uses. */
export type ValueType =
  | 'String'
  | 'Long'
  | 'Double'
  | 'Boolean'
  | 'Object'
  | 'Message'
  | 'List'
  | 'Map'
  | 'DateTime'
  | 'Period'
  | 'IpAddress'
  | 'JsonNode'
  | 'Void';

/** The Java class names Graylog's function descriptors carry for each type. */
export const JAVA_TYPE_NAMES: Readonly<Record<ValueType, string>> = {
  String: 'java.lang.String',
  Long: 'java.lang.Long',
  Double: 'java.lang.Double',
  Boolean: 'java.lang.Boolean',
  Object: 'java.lang.Object',
  Message: 'org.graylog2.plugin.Message',
  List: 'java.util.List',
  Map: 'java.util.Map',
  DateTime: 'org.joda.time.DateTime',
  Period: 'org.joda.time.Period',
  IpAddress: 'org.graylog.plugins.pipelineprocessor.functions.ips.IpAddress',
  JsonNode: 'com.fasterxml.jackson.databind.JsonNode',
  Void: 'java.lang.Void',
};

/**
 * Whether an expression of type `actual` may be passed where `expected` is declared. As in Graylog (Java's
 * isAssignableFrom): Object takes anything, every other type only itself. A field value (`$message.x`) is an
 * Object, so `starts_with($message.x, "a")` is refused: the rule says `to_string($message.x)`.
 */
export function isAssignable(expected: ValueType, actual: ValueType): boolean {
  return expected === 'Object' || expected === actual;
}

export interface ParamDescriptor {
  name: string;
  type: ValueType;
  optional: boolean;
  description: string;
}

/** The message a rule works on: its fields, the streams it is in, whether a rule dropped it. */
export interface PipelineMessage {
  /** The stored fields; `timestamp` is an ISO 8601 string here (a DateTime in rules, see message.ts). */
  fields: MessageFields;
  /** Ids of the streams the message is routed into. */
  streams: Set<string>;
  /** Set by drop_message: the message is not stored. */
  dropped: boolean;
}

/** A lookup result in Graylog's shape (LookupResult). */
export interface LookupResult {
  single_value: unknown;
  multi_value: Record<string, unknown> | null;
  has_error: boolean;
  ttl: number;
}

/** What rules (lookup, lookup_value) and extractors need from lookup tables. Synchronous: see lookup/README. */
export interface LookupTables {
  has(name: string): boolean;
  /** The table's answer for `key`, its default values when the adapter has none; undefined for an unknown table. */
  lookup(name: string, key: unknown): LookupResult | undefined;
}

export interface StreamRef {
  id: string;
  title: string;
  /** Paused (Graylog's isPaused): route_to_stream and remove_from_stream leave it alone. Absent: running. */
  disabled?: boolean;
}

/** What a running rule can reach outside its message. */
export interface PipelineServices {
  now(): number;
  lookupTables: LookupTables;
  /** Streams by id and by title (route_to_stream names either); paused streams included, marked `disabled`. */
  streamById(id: string): StreamRef | undefined;
  streamsByTitle(title: string): StreamRef[];
  /** The id of the default stream ("All messages"). */
  defaultStreamId: string;
  /** A stored grok pattern's definition by name (grok()). */
  grokPattern(name: string): string | undefined;
  /** debug(): one line in the server's log. */
  log(line: string): void;
}

/** One evaluation of a rule on one message. */
export interface EvaluationContext {
  /** The message `$message` and the implicit `message` parameter refer to. */
  message: PipelineMessage;
  /** Messages made by create_message and clone_message; the engine stores them after the pipeline run. */
  createdMessages: PipelineMessage[];
  services: PipelineServices;
}

/** The arguments of one call, by parameter name; an optional parameter not given is undefined. */
export type FunctionArgs = Readonly<Record<string, unknown>>;

export interface FunctionDefinition {
  name: string;
  description: string;
  returnType: ValueType;
  params: ParamDescriptor[];
  /** Graylog's `pure` flag: the same arguments always give the same answer and nothing else changes. */
  pure: boolean;
  /**
   * Checks the arguments that are constants in the rule's source, when the rule is parsed (a regex that does not
   * compile, an unknown lookup table, a date pattern Graylog would refuse). Returns the reason to refuse the rule
   * with, shown at the argument; undefined when they are fine.
   */
  checkConstantArgs?(constants: FunctionArgs): string | undefined;
  /** Runs the function. Throwing fails this rule on this message (counted; the message goes on). */
  invoke(args: FunctionArgs, context: EvaluationContext): unknown;
}

// Reading a call's arguments with the runtime check Graylog's parameter descriptors make (a cast to the
// declared class): a value of another type fails the call with a message naming the parameter. An
// argument not given and one that evaluated to null both read as null, as in Graylog.
import type { EvaluationContext, FunctionArgs, PipelineMessage } from '../types';
import { DateTimeValue, IpAddressValue, isPipelineMessage, isPlainMap, typeOfValue } from '../values';

export class FunctionArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FunctionArgumentError';
  }
}

function read<T>(args: FunctionArgs, name: string, expected: string, accepts: (value: unknown) => value is T): T | null {
  const value = args[name];
  if (value === null || value === undefined) return null;
  if (!accepts(value)) throw new FunctionArgumentError(`Argument '${name}' must be a ${expected}, not a ${typeOfValue(value)}`);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const isDate = (value: unknown): value is DateTimeValue => value instanceof DateTimeValue;
const isIp = (value: unknown): value is IpAddressValue => value instanceof IpAddressValue;

export const stringArg = (args: FunctionArgs, name: string): string | null => read(args, name, 'String', isString);
export const numberArg = (args: FunctionArgs, name: string): number | null => read(args, name, 'number', isNumber);
export const booleanArg = (args: FunctionArgs, name: string): boolean | null => read(args, name, 'Boolean', isBoolean);
export const listArg = (args: FunctionArgs, name: string): unknown[] | null => read(args, name, 'List', isList);
export const mapArg = (args: FunctionArgs, name: string): Record<string, unknown> | null => read(args, name, 'Map', isPlainMap);
export const dateArg = (args: FunctionArgs, name: string): DateTimeValue | null => read(args, name, 'DateTime', isDate);
export const ipArg = (args: FunctionArgs, name: string): IpAddressValue | null => read(args, name, 'IpAddress', isIp);

/** A String argument the call cannot do without (Graylog: "Argument 'x' cannot be 'null'"). */
export function requiredString(args: FunctionArgs, name: string): string {
  const value = stringArg(args, name);
  if (value === null) throw new FunctionArgumentError(`Argument '${name}' cannot be 'null'`);
  return value;
}

/** The optional `message` parameter, or the message the rule runs on. */
export function messageArg(args: FunctionArgs, context: EvaluationContext, name = 'message'): PipelineMessage {
  return read(args, name, 'Message', isPipelineMessage) ?? context.message;
}

/** Java's Ints.saturatedCast of a Long. */
export function saturatedInt(value: number): number {
  return Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, Math.trunc(value)));
}

// How the library declares its functions. Graylog's descriptors carry Java class names; most follow from
// the parameter's ValueType, the few that do not (a regex parameter Graylog turns into a Pattern, a result
// class of its own) are named here so the functions call answers what a real Graylog does.
import type { FunctionDefinition, ParamDescriptor, ValueType } from '../types';

export interface LibraryParam extends ParamDescriptor {
  /** The Java class of the value after Graylog's transform, when it is not the declared type's. */
  transformedJavaType?: string;
}

export interface LibraryFunction extends FunctionDefinition {
  params: LibraryParam[];
  /** Graylog's return class when it is more specific than the ValueType's (its own result classes). */
  javaReturnType?: string;
}

/** A parameter; `optional` and `transformed` are the exceptions, so they come last. */
export function param(
  name: string,
  type: ValueType,
  description: string,
  options: { optional?: boolean; transformed?: string } = {},
): LibraryParam {
  const descriptor: LibraryParam = { name, type, optional: options.optional ?? false, description };
  if (options.transformed !== undefined) descriptor.transformedJavaType = options.transformed;
  return descriptor;
}

export const optional = (name: string, type: ValueType, description: string, transformed?: string): LibraryParam =>
  param(name, type, description, { optional: true, transformed });

export function defineFunction(definition: LibraryFunction): LibraryFunction {
  return definition;
}

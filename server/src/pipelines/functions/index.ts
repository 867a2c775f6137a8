// The pipeline function library: every function a rule may call, by name, and the descriptors the
// functions call answers (GET /system/pipelines/rule/functions, Graylog's JSON with Java class names).
import { JAVA_TYPE_NAMES, type FunctionDefinition } from '../types';
import { CONVERSION_FUNCTIONS } from './conversion';
import { DATE_FUNCTIONS } from './dates';
import { debug } from './debug';
import type { LibraryFunction } from './define';
import { ENCODING_FUNCTIONS } from './encoding';
import { grok } from './grok';
import { cidrMatch } from './ips';
import { JSON_FUNCTIONS } from './json';
import { keyValue } from './keyValue';
import { LOOKUP_FUNCTIONS } from './lookup';
import { MESSAGE_FUNCTIONS } from './messages';
import { REGEX_FUNCTIONS } from './regex';
import { STRING_FUNCTIONS } from './strings';
import { SYSLOG_FUNCTIONS } from './syslog';

const MODULES: ReadonlyArray<readonly LibraryFunction[]> = [
  MESSAGE_FUNCTIONS,
  CONVERSION_FUNCTIONS,
  STRING_FUNCTIONS,
  REGEX_FUNCTIONS,
  [grok, keyValue, cidrMatch, debug],
  JSON_FUNCTIONS,
  DATE_FUNCTIONS,
  LOOKUP_FUNCTIONS,
  ENCODING_FUNCTIONS,
  SYSLOG_FUNCTIONS,
];

let registry: ReadonlyMap<string, FunctionDefinition> | undefined;

/** All functions by name; built once, the same map for every caller. */
export function functionRegistry(): ReadonlyMap<string, FunctionDefinition> {
  if (!registry) {
    const byName = new Map<string, FunctionDefinition>();
    for (const definitions of MODULES) {
      for (const definition of definitions) {
        if (byName.has(definition.name)) throw new Error(`Pipeline function ${definition.name} is defined twice`);
        byName.set(definition.name, definition);
      }
    }
    registry = byName;
  }
  return registry;
}

export interface ParameterDescriptorJson {
  type: string;
  transformed_type: string;
  name: string;
  optional: boolean;
  description: string;
}

export interface FunctionDescriptorJson {
  name: string;
  pure: boolean;
  return_type: string;
  params: ParameterDescriptorJson[];
  description: string;
}

/** One function as Graylog's FunctionDescriptor serialises. */
export function functionDescriptor(definition: FunctionDefinition): FunctionDescriptorJson {
  // Definitions made elsewhere (tests, plugins) carry no Java class overrides; the ValueType's class applies.
  const library: LibraryFunction = definition;
  return {
    name: library.name,
    pure: library.pure,
    return_type: library.javaReturnType ?? JAVA_TYPE_NAMES[library.returnType],
    params: library.params.map((p) => ({
      type: JAVA_TYPE_NAMES[p.type],
      transformed_type: p.transformedJavaType ?? JAVA_TYPE_NAMES[p.type],
      name: p.name,
      optional: p.optional,
      description: p.description,
    })),
    description: library.description,
  };
}

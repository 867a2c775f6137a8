// Search parameters: `$name$` in a query string stands for the parameter's value. The value is the
// execution's binding, else the binding stored with the search, else the parameter's default. A
// parameter is required when it is neither optional nor has a default; running a search without a
// value for one is refused (400) naming it. Values are inserted as written, so a value can be a whole
// query fragment (`source:$host$` with host = `web-01`).
import { badRequest } from '../http/errors';
import type { ExecutionBody, ParameterInput } from './searchSchema';

type Scalar = string | number | boolean | null | undefined;

function defaultOf(parameter: ParameterInput): Scalar {
  return parameter.default_value ?? parameter.defaultValue;
}

export function isRequired(parameter: ParameterInput): boolean {
  const hasDefault = defaultOf(parameter) !== undefined && defaultOf(parameter) !== null;
  return !parameter.optional && !hasDefault;
}

/** The value of every parameter for one execution; throws a 400 for a required parameter without one. */
export function bindParameters(parameters: readonly ParameterInput[], bindings: ExecutionBody['parameter_bindings']): Map<string, string> {
  const values = new Map<string, string>();
  for (const parameter of parameters) {
    const bound = bindings && Object.hasOwn(bindings, parameter.name) ? bindings[parameter.name].value : undefined;
    const value = [bound, parameter.binding?.value, defaultOf(parameter)].find((candidate) => candidate !== undefined && candidate !== null);
    if (value === undefined || value === null) {
      if (isRequired(parameter)) throw badRequest(`Unbound required parameter used: ${parameter.name}`, 'parameter_bindings');
      values.set(parameter.name, '');
      continue;
    }
    values.set(parameter.name, String(value));
  }
  return values;
}

/** Replaces `$name$` by the value of each known parameter; other `$…$` text stays as it is. */
export function substituteParameters(queryString: string, values: ReadonlyMap<string, string>): string {
  if (values.size === 0 || !queryString.includes('$')) return queryString;
  return queryString.replace(/\$([^$\s]+)\$/g, (match, name: string) => values.get(name) ?? match);
}

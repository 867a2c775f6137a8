// JSON: parse_json gives a JSON tree (objects are plain objects, arrays lists), select_jsonpath picks
// values out of one with JsonPath expressions (jsonpath-plus, its safe evaluator for filters).
import { JSONPath } from 'jsonpath-plus';
import { isPlainMap } from '../values';
import { FunctionArgumentError, mapArg, stringArg } from './args';
import { defineFunction, param } from './define';

export const parseJson = defineFunction({
  name: 'parse_json',
  description: 'Parses a text as JSON; null when it is not JSON',
  returnType: 'JsonNode',
  pure: false,
  params: [param('value', 'String', 'The JSON text')],
  invoke(args) {
    const value = stringArg(args, 'value');
    if (value === null) return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  },
});

/** Whether a path names at most one value (Jayway's isDefinite): no wildcard, deep scan, filter, slice or union. */
export function isDefinitePath(path: string): boolean {
  return JSONPath.toPathArray(path).every((token) => token !== '*' && token !== '..' && !/^[?(]/.test(token) && !/[,:]/.test(token));
}

/** One path's answer as Graylog unwraps it: null for nothing, the value itself, or a list for an indefinite path. */
export function selectPath(json: unknown, path: string): unknown {
  const found = JSONPath({ path, json: json as object, wrap: true, eval: 'safe' }) as unknown[];
  if (!isDefinitePath(path)) return found;
  return found.length === 0 ? null : (found[0] ?? null);
}

export const selectJsonPath = defineFunction({
  name: 'select_jsonpath',
  description: 'Evaluates JsonPath expressions against a JSON tree; answers a map of the same names to what each selected',
  returnType: 'Map',
  pure: false,
  params: [
    param('json', 'JsonNode', 'The parsed JSON (see parse_json)'),
    param('paths', 'Map', 'JsonPath expressions by the name to answer them under, e.g. {user: "$.user.name"}', { transformed: 'java.util.Map' }),
  ],
  checkConstantArgs(constants) {
    const paths = constants.paths;
    if (!isPlainMap(paths)) return undefined;
    const bad = Object.entries(paths).find(([, path]) => typeof path !== 'string' || path.trim() === '');
    return bad ? `The path for '${bad[0]}' must be a non-empty string` : undefined;
  },
  invoke(args) {
    const json = args.json;
    const paths = mapArg(args, 'paths');
    if (json === null || json === undefined || paths === null) return {};
    const result: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(paths)) {
      if (typeof path !== 'string') throw new FunctionArgumentError(`The path for '${name}' must be a String`);
      result[name] = typeof json === 'object' ? selectPath(json, path) : null;
    }
    return result;
  },
});

export const JSON_FUNCTIONS = [parseJson, selectJsonPath];

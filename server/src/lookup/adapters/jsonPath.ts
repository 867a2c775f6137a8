// JSONPath as Graylog's adapters use it (Jayway's semantics over jsonpath-plus): a path starts at `$`; a
// definite path (no wildcard, deep scan, filter, slice or union) reads one value, any other path a list.
import { JSONPath } from 'jsonpath-plus';

export class JsonPathError extends Error {}

export interface CompiledPath {
  path: string;
  definite: boolean;
}

function balanced(path: string): boolean {
  let square = 0;
  let round = 0;
  for (const char of path) {
    if (char === '[') square += 1;
    else if (char === ']') square -= 1;
    else if (char === '(') round += 1;
    else if (char === ')') round -= 1;
    if (square < 0 || round < 0) return false;
  }
  return square === 0 && round === 0;
}

export function compileJsonPath(path: string): CompiledPath {
  const trimmed = path.trim();
  if (!trimmed.startsWith('$') || !balanced(trimmed) || /\.\s*$|\[\s*\]/.test(trimmed)) throw new JsonPathError('Invalid JSONPath.');
  const segments = JSONPath.toPathArray(trimmed);
  const definite = segments.every((segment) => segment !== '*' && segment !== '..' && !segment.startsWith('?(') && !segment.startsWith('(') && !/[,:]/.test(segment));
  return { path: trimmed, definite };
}

/** The value at a definite path, the list of matches of any other path; undefined when nothing matches. */
export function readJsonPath(compiled: CompiledPath, json: unknown): unknown {
  const matches = JSONPath({ path: compiled.path, json: json as null, wrap: true }) as unknown[] | undefined;
  if (compiled.definite) return matches && matches.length > 0 ? matches[0] : undefined;
  return matches ?? [];
}

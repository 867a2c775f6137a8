// What rule and pipeline facades share: a source must parse before it is saved, and its title is the
// name written in it (the pipelines area's invariant), unique per kind.
import { badRequest } from '../../http/errors';
import type { ParseErrorJson } from '../../pipelines/lang';
import type { Parsed } from '../../pipelines/sources';

/** The parsed source, or a 400 at `source` naming where it first fails to parse. */
export function parsedOrRefused<P>(result: Parsed<P>, what: string): P {
  if (result.parsed !== null) return result.parsed;
  const first: ParseErrorJson | undefined = result.errors?.[0];
  const where = first ? ` (line ${first.line}, position ${first.position_in_line}): ${first.reason}` : '';
  throw badRequest(`The source of ${what} does not parse${where}`, 'source', first?.reason);
}

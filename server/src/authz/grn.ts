// Graylog Resource Names: `grn:<cluster>:<tenant>:<scope>:<type>:<entity>`, e.g.
// `grn::::stream:000000000000000000000001`. Grants name their grantee and their target by GRN.
// Only the empty cluster, tenant and scope exist on this server.
import { badRequest } from '../http/errors';

/**
 * Graylog 4.0's GRN types and the permission prefixes a grant on an entity of the type turns into
 * (a dashboard is also a view, so its grants cover `view:` permissions too).
 */
export const GRN_TYPES: Readonly<Record<string, readonly string[]>> = {
  'builtin-team': [],
  collection: ['collections'],
  dashboard: ['dashboards', 'view'],
  event_definition: ['eventdefinitions'],
  notification: ['eventnotifications'],
  grant: ['grants'],
  role: ['roles'],
  search: ['view'],
  stream: ['streams'],
  team: ['teams'],
  user: ['users'],
};

export interface Grn {
  type: string;
  entity: string;
}

export const EVERYONE_ENTITY = 'everyone';
export const EVERYONE_GRN = 'grn::::builtin-team:everyone';

export function grnString(type: string, entity: string): string {
  return `grn::::${type}:${entity}`;
}

export const userGrn = (userId: string): string => grnString('user', userId);

export const MAX_GRN_LENGTH = 300;

/** Parses a GRN as Graylog does (case-insensitively); a malformed one is a 400 naming the problem. */
export function parseGrn(text: string): Grn {
  const tokens = text.toLowerCase().split(':').map((token) => token.trim());
  if (text.length > MAX_GRN_LENGTH || tokens.length !== 6 || tokens[0] !== 'grn') {
    throw badRequest(`<${text}> is not a valid GRN; expected grn::::<type>:<id>`);
  }
  const [, cluster, tenant, scope, type, entity] = tokens;
  if (cluster !== '' || tenant !== '' || scope !== '') {
    throw badRequest(`<${text}> is not a valid GRN: cluster, tenant and scope must be empty`);
  }
  if (!Object.prototype.hasOwnProperty.call(GRN_TYPES, type)) {
    throw badRequest(`<${text}> is not a valid GRN: unknown type <${type}>`);
  }
  // Ids become part of permission strings (streams:read:<id>): ',' or '*' there would widen them.
  if (!/^[a-z0-9_.-]+$/.test(entity)) {
    throw badRequest(`<${text}> is not a valid GRN: missing or malformed id`);
  }
  return { type, entity };
}

export function formatGrn(grn: Grn): string {
  return grnString(grn.type, grn.entity);
}

/** For stored GRNs: undefined instead of an error when one does not parse. */
export function tryParseGrn(text: string): Grn | undefined {
  try {
    return parseGrn(text);
  } catch {
    return undefined;
  }
}

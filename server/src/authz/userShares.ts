// What one user can reach through grants (their own and the everyone team's), as Graylog 4.0's
// GET /authz/shares/user/{userId} lists it: entities with their owners, paged and sorted by title,
// plus the user's highest capability on each listed entity.
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { DEFAULT_PER_PAGE, type PaginatedList } from '../http/pagination';
import type { UserRecord } from '../users/store';
import { CAPABILITY_RANK, type Capability } from './capabilities';
import { entityTitle } from './entityTypes';
import { granteeAliases } from './grantPermissions';
import { describeGrantee } from './grantees';
import { tryParseGrn, type Grn } from './grn';
import { grantsForGrantees, grantsForTarget } from './grantsStore';

export interface Owner {
  id: string;
  type: string;
  title: string;
}

export interface EntityDescriptor {
  id: string;
  type: string;
  title: string;
  owners: Owner[];
}

export interface SharesQuery {
  page?: number;
  per_page?: number;
  query?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  capability?: Capability;
  entity_type?: string;
}

function ownersOf(db: Db, target: string): Owner[] {
  return grantsForTarget(db, target)
    .filter((grant) => grant.capability === 'own')
    .flatMap((grant) => {
      const grn = tryParseGrn(grant.grantee);
      const grantee = grn && describeGrantee(db, grn);
      return grn && grantee ? [{ id: grantee.id, type: grn.type, title: grantee.title }] : [];
    });
}

export function sharesOfUser(
  db: Db,
  user: UserRecord,
  request: SharesQuery,
): { list: PaginatedList<EntityDescriptor>; capabilities: Record<string, Capability> } {
  if (request.sort !== undefined && request.sort !== 'title') throw badRequest(`Cannot sort by "${request.sort}"; sortable fields: title`);
  const grants = grantsForGrantees(db, granteeAliases(user.id)).filter(
    (grant) => request.capability === undefined || grant.capability === request.capability,
  );
  const best = new Map<string, Capability>();
  for (const grant of grants) {
    const known = best.get(grant.target);
    if (!known || CAPABILITY_RANK[grant.capability] > CAPABILITY_RANK[known]) best.set(grant.target, grant.capability);
  }
  // Grants whose entity no longer exists (or whose type is not loaded) are left out.
  const reachable = [...best.entries()].flatMap(([target, capability]) => {
    const grn = tryParseGrn(target);
    const title = grn && entityTitle(db, grn);
    return grn && title !== undefined ? [{ target, grn, title, capability }] : [];
  });
  const query = (request.query ?? '').trim();
  const type = request.entity_type?.trim().toLowerCase() ?? '';
  const matches = (entry: { grn: Grn; title: string }) =>
    entry.title.toLowerCase().includes(query.toLowerCase()) && (type === '' || entry.grn.type === type);
  const direction = request.order === 'desc' ? -1 : 1;
  const filtered = reachable.filter(matches).sort((a, b) => direction * a.title.localeCompare(b.title));

  const page = request.page ?? 1;
  const perPage = request.per_page ?? DEFAULT_PER_PAGE;
  const pageEntries = perPage === 0 ? filtered : filtered.slice((page - 1) * perPage, page * perPage);
  const items = pageEntries.map((entry) => ({ id: entry.target, type: entry.grn.type, title: entry.title, owners: ownersOf(db, entry.target) }));
  const capabilities: Record<string, Capability> = {};
  for (const entry of pageEntries) capabilities[entry.target] = entry.capability;
  return {
    list: { query, page, per_page: perPage, count: items.length, total: filtered.length, grand_total: reachable.length, items },
    capabilities,
  };
}

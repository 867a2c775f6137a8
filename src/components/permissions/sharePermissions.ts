// Who may change the shares of an entity, as Graylog 4.0 decides it: its owners (directly or through
// everyone), and holders of `<type>:own:<id>` (which an administrator's `*` includes). Editing is not
// enough. The server has the last word; this only decides whether a Share button is offered.
import { isPermitted } from '@/logic/permissions';
import type { GRN, SharedEntity } from '@/stores/permissions/EntityShareStore';
import { grnOf } from '@/stores/permissions/shareTypes';

/** The permission prefix of each GRN type: a grant on a search is about `view:` permissions. */
const PERMISSION_PREFIX: { [grnType: string]: string } = {
  collection: 'collections',
  dashboard: 'dashboards',
  event_definition: 'eventdefinitions',
  notification: 'eventnotifications',
  role: 'roles',
  search: 'view',
  stream: 'streams',
  team: 'teams',
  user: 'users',
};

/**
 * The permission that lets its holder share an entity without owning it: `<prefix>:own:<id>`, e.g.
 * `dashboards:own:<id>` or `view:own:<id>` for a saved search (server: authz/capabilities.ts ownPermissionFor).
 */
export const ownPermission = (grnType: string, id: string): string => `${PERMISSION_PREFIX[grnType] ?? grnType}:own:${id}`;

/** Type and id of a GRN (`grn::::stream:0001` → stream, 0001); undefined when it is not one. */
export const parseGRN = (grn: GRN): { type: string, id: string } | undefined => {
  const match = /^grn::::([^:]+):(.+)$/.exec(grn);
  return match ? { type: match[1], id: match[2] } : undefined;
};

/** The built-in team every user belongs to. */
const EVERYONE_GRN = 'grn::::builtin-team:everyone';

type CurrentUserLike = { id: string, permissions: ReadonlyArray<string> };

/** Whether `user` may open the share dialog of `entity`. */
export const maySeeShareDialog = (user: CurrentUserLike | undefined, entity: Pick<SharedEntity, 'id' | 'owners'>): boolean => {
  if (!user) {
    return false;
  }
  const ownerIds = [grnOf('user', user.id), EVERYONE_GRN];
  if (entity.owners.some((owner) => ownerIds.includes(owner.id))) {
    return true;
  }
  const parsed = parseGRN(entity.id);
  return parsed !== undefined && isPermitted(user.permissions, ownPermission(parsed.type, parsed.id));
};

const CAPABILITY_TITLES: { [capability: string]: string } = { view: 'Viewer', manage: 'Manager', own: 'Owner' };

/** "Viewer", "Manager", "Owner" for Graylog's capabilities; other ids as they are. */
export const capabilityTitle = (capability: string | undefined): string => (
  capability ? CAPABILITY_TITLES[capability] ?? capability : ''
);

// What a grant's capability allows, as Graylog 4.0 defines it: each capability lists permissions
// across entity types; a grant on one entity keeps those of the entity's type, scoped to its id.
// Example: `view` on stream 1 -> streams:read:1; `own` on a search -> view:read,edit,delete:<id>.
import { GRN_TYPES, type Grn } from './grn';

export const CAPABILITIES = ['view', 'manage', 'own'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_TITLES: Readonly<Record<Capability, string>> = { view: 'Viewer', manage: 'Manager', own: 'Owner' };

/** Higher wins when one entity is reachable through several grants. */
export const CAPABILITY_RANK: Readonly<Record<Capability, number>> = { view: 1, manage: 2, own: 3 };

export function isCapability(value: string): value is Capability {
  return (CAPABILITIES as readonly string[]).includes(value);
}

const VIEW = ['streams:read', 'dashboards:read', 'view:read', 'eventdefinitions:read', 'eventnotifications:read'];
const MANAGE = [
  ...VIEW,
  'streams:edit',
  'streams:changestate',
  'dashboards:edit',
  'view:edit',
  'eventdefinitions:edit',
  'eventnotifications:edit',
];
const OWN = [...MANAGE, 'view:delete', 'eventdefinitions:delete', 'eventnotifications:delete'];

const CAPABILITY_PERMISSIONS: Readonly<Record<Capability, readonly string[]>> = { view: VIEW, manage: MANAGE, own: OWN };

/** The permissions one grant gives its grantee on its target. */
export function permissionsForGrant(capability: Capability, target: Grn): string[] {
  const prefixes = GRN_TYPES[target.type] ?? [];
  return CAPABILITY_PERMISSIONS[capability]
    .filter((permission) => prefixes.some((prefix) => permission.startsWith(`${prefix}:`)))
    .map((permission) => `${permission}:${target.entity}`);
}

/**
 * Who may share an entity besides its owners (own grants): holders of `<type>:own:<id>`, e.g.
 * streams:own:<id>, which an administrator's '*' includes. Editing is not enough: Graylog 4.0 lets
 * only owners share, or a manager could make themselves (and everyone) an owner.
 */
export function ownPermissionFor(target: Grn): string {
  const prefix = GRN_TYPES[target.type]?.[0] ?? target.type;
  return `${prefix}:own:${target.entity}`;
}

// A user's permissions grouped by the entity type they concern, for reading rather than for matching.

export type PermissionGroup = {
  /** The first part of the permission: "streams", "users", ... */
  entityType: string,
  /** The rest of each permission ("read:5c1f…", "edit"), or "all actions" for a bare entity type. */
  grants: Array<string>,
};

export type PermissionsOverview = { all: true } | { all: false, groups: Array<PermissionGroup> };

/** `*` grants everything, so it says "all permissions" instead of a list that means less. */
export const groupPermissions = (permissions: ReadonlyArray<string>): PermissionsOverview => {
  const trimmed = permissions.map((permission) => permission.trim()).filter((permission) => permission !== '');
  if (trimmed.includes('*')) {
    return { all: true };
  }
  const byType = new Map<string, Set<string>>();
  trimmed.forEach((permission) => {
    const [entityType, ...rest] = permission.split(':');
    const grant = rest.length === 0 || (rest.length === 1 && rest[0] === '*') ? 'all actions' : rest.join(':');
    byType.set(entityType, (byType.get(entityType) ?? new Set<string>()).add(grant));
  });
  const groups = Array.from(byType.entries())
    .map(([entityType, grants]) => ({ entityType, grants: Array.from(grants).sort() }))
    .sort((a, b) => a.entityType.localeCompare(b.entityType));
  return { all: false, groups };
};

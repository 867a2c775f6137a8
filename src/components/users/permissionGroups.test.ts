import { groupPermissions } from './permissionGroups';

describe('groupPermissions', () => {
  it('says "all permissions" for *, whatever else is listed', () => {
    expect(groupPermissions(['streams:read', '*'])).toEqual({ all: true });
  });

  it('groups by entity type, sorted, without duplicates', () => {
    expect(groupPermissions(['users:edit:jane', 'streams:read:s2', 'streams:read:s1', 'users:edit:jane', 'users:tokenlist:jane'])).toEqual({
      all: false,
      groups: [
        { entityType: 'streams', grants: ['read:s1', 'read:s2'] },
        { entityType: 'users', grants: ['edit:jane', 'tokenlist:jane'] },
      ],
    });
  });

  it('reads a bare entity type or its wildcard as all actions', () => {
    expect(groupPermissions(['dashboards', 'inputs:*', ' '])).toEqual({
      all: false,
      groups: [{ entityType: 'dashboards', grants: ['all actions'] }, { entityType: 'inputs', grants: ['all actions'] }],
    });
  });
});

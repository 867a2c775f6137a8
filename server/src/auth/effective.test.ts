import { openDatabase } from '../db/database';
import type { Db } from '../db/types';
import { saveGrant } from '../authz/grantsStore';
import { EVERYONE_GRN, userGrn } from '../authz/grn';
import { insertUser, type UserRecord } from '../users/store';
import { tempDir } from '../../test/helpers';
import { effectivePermissions } from './effective';
import { isPermitted } from './permissions';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const STREAM = '000000000000000000000001';

describe('effective permissions', () => {
  let db: Db;
  let bob: UserRecord;
  let carol: UserRecord;
  beforeEach(() => {
    db = openDatabase(tempDir());
    const user = (username: string, extra: Partial<Parameters<typeof insertUser>[1]> = {}) =>
      insertUser(db, { username, password_hash: 'x', email: `${username}@x`, full_name: username, ...extra }, NOW);
    bob = user('bob', { roles: ['reader'], permissions: ['dashboards:create'] });
    carol = user('carol');
  });
  afterEach(() => db.close());

  const grant = (grantee: string, capability: 'view' | 'manage' | 'own', target: string) => saveGrant(db, grantee, capability, target, 'admin', NOW);

  it('combines roles (by any case), own permissions and self-service permissions', () => {
    const permissions = effectivePermissions(db, bob);
    expect(permissions).toEqual(expect.arrayContaining(['system:read', 'dashboards:create', 'users:edit:bob', 'users:tokencreate:bob']));
    expect(isPermitted(permissions, 'users:edit:carol')).toBe(false);
  });

  it('turns a view grant on a stream into streams:read:<id> only', () => {
    grant(userGrn(bob.id), 'view', `grn::::stream:${STREAM}`);
    const permissions = effectivePermissions(db, bob);
    expect(permissions).toContain(`streams:read:${STREAM}`);
    expect(isPermitted(permissions, `streams:read:${STREAM}`)).toBe(true);
    expect(isPermitted(permissions, 'streams:read:000000000000000000000002')).toBe(false);
    expect(isPermitted(permissions, `streams:edit:${STREAM}`)).toBe(false);
    expect(isPermitted(effectivePermissions(db, carol), `streams:read:${STREAM}`)).toBe(false);
  });

  it('maps capabilities to permissions per entity type as Graylog 4.0 does', () => {
    grant(userGrn(carol.id), 'manage', 'grn::::stream:s1');
    grant(userGrn(carol.id), 'own', 'grn::::search:v1');
    grant(userGrn(carol.id), 'own', 'grn::::dashboard:d1');
    grant(userGrn(carol.id), 'view', 'grn::::event_definition:e1');
    const granted = effectivePermissions(db, carol).filter((permission) => !permission.startsWith('users:'));
    expect(granted.sort()).toEqual([
      'dashboards:edit:d1', 'dashboards:read:d1',
      'eventdefinitions:read:e1',
      'streams:changestate:s1', 'streams:edit:s1', 'streams:read:s1',
      'view:delete:d1', 'view:delete:v1', 'view:edit:d1', 'view:edit:v1', 'view:read:d1', 'view:read:v1',
    ]);
  });

  it('applies grants to the everyone team to every user', () => {
    grant(EVERYONE_GRN, 'view', `grn::::stream:${STREAM}`);
    expect(isPermitted(effectivePermissions(db, bob), `streams:read:${STREAM}`)).toBe(true);
    expect(isPermitted(effectivePermissions(db, carol), `streams:read:${STREAM}`)).toBe(true);
  });
});

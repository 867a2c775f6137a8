import { mayDeleteView, mayEditView, mayShareView } from './viewPermissions';

const dashboard = { id: 'd1', type: 'DASHBOARD' as const, owner: 'jane' };
const search = { id: 's1', type: 'SEARCH' as const, owner: 'jane' };
const user = (username: string, permissions: Array<string>) => ({ username, permissions });

describe('view permissions', () => {
  it('lets dashboards be edited through dashboards:edit or view:edit, saved searches only through view:edit', () => {
    expect(mayEditView(user('bob', ['dashboards:edit:d1']), dashboard)).toBe(true);
    expect(mayEditView(user('bob', ['view:edit:d1']), dashboard)).toBe(true);
    expect(mayEditView(user('bob', ['dashboards:edit:s1']), search)).toBe(false);
    expect(mayEditView(user('bob', ['view:edit:s1']), search)).toBe(true);
    expect(mayEditView(user('bob', ['view:read:d1', 'dashboards:read:d1']), dashboard)).toBe(false);
    expect(mayEditView(undefined, dashboard)).toBe(false);
  });

  it('deletes with view:delete only', () => {
    expect(mayDeleteView(user('bob', ['view:delete:d1']), dashboard)).toBe(true);
    expect(mayDeleteView(user('bob', ['dashboards:edit:d1']), dashboard)).toBe(false);
  });

  it('offers sharing to owners and to holders of the own permission', () => {
    // An own grant (directly or through everyone) shows as view:delete:<id>.
    expect(mayShareView(user('jane', ['view:read:d1', 'view:edit:d1', 'view:delete:d1']), dashboard)).toBe(true);
    expect(mayShareView(user('bob', ['view:delete:d1']), dashboard)).toBe(true);
    expect(mayShareView(user('bob', ['view:own:s1']), search)).toBe(true);
    expect(mayShareView(user('bob', ['dashboards:own:d1']), dashboard)).toBe(true);
    expect(mayShareView(user('bob', ['*']), search)).toBe(true);
    expect(mayShareView(user('bob', ['view:edit:s1', 'view:read:s1']), search)).toBe(false);
    expect(mayShareView(undefined, search)).toBe(false);
  });

  it('follows the server: neither having created the view nor a role\'s view:delete for all views lets one share', () => {
    expect(mayShareView(user('jane', []), dashboard)).toBe(false);
    expect(mayShareView(user('bob', ['view:delete:*']), dashboard)).toBe(false);
    expect(mayShareView(user('bob', ['view:delete']), search)).toBe(false);
    expect(mayShareView(user('bob', ['view:own:d1']), dashboard)).toBe(false);
  });
});

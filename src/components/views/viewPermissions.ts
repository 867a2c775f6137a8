// What the current user may do with a view, as Graylog 4.0's views API decides it: a dashboard can be
// read or edited through dashboards:* as well as view:*; deleting always needs view:delete. The server
// has the last word; these only decide which controls are offered.
import { ownPermission } from '@/components/permissions/sharePermissions';
import { isPermitted } from '@/logic/permissions';
import type { View } from '@/stores/views/ViewsStore';

type UserLike = { permissions: ReadonlyArray<string> } | undefined;

const isDashboard = (view: Pick<View, 'type'>) => view.type === 'DASHBOARD';

export const mayEditView = (user: UserLike, view: Pick<View, 'id' | 'type'>): boolean => (
  isPermitted(user?.permissions, `view:edit:${view.id}`) || (isDashboard(view) && isPermitted(user?.permissions, `dashboards:edit:${view.id}`))
);

export const mayDeleteView = (user: UserLike, view: Pick<View, 'id'>): boolean => isPermitted(user?.permissions, `view:delete:${view.id}`);

/**
 * Sharing is for owners, as the server decides it (authz/sharing.ts assertMayShare): whoever holds an own
 * grant on the view, or `<type>:own:<id>` (an administrator's '*'). The console does not see grants; an own
 * grant shows in the user's permissions as exactly `view:delete:<id>` (grant permissions name their entity),
 * so that entry stands in for it. A role's wider `view:delete` or `view:delete:*` is not an own grant, and
 * neither is having created the view: ownership can be passed on.
 */
export const mayShareView = (user: UserLike, view: Pick<View, 'id' | 'type'>): boolean => (
  user !== undefined && (
    user.permissions.includes(`view:delete:${view.id}`)
    || isPermitted(user.permissions, ownPermission(isDashboard(view) ? 'dashboard' : 'search', view.id))
  )
);

// What the current user may do with a view, as Graylog 4.0's views API decides it: a dashboard can be
// read or edited through dashboards:* as well as view:*; deleting always needs view:delete. The server
// has the last word; these only decide which controls are offered.
import { isPermitted } from '@/logic/permissions';
import type { View } from '@/stores/views/ViewsStore';

type UserLike = { username: string, permissions: ReadonlyArray<string> } | undefined;

const isDashboard = (view: Pick<View, 'type'>) => view.type === 'DASHBOARD';

export const mayEditView = (user: UserLike, view: Pick<View, 'id' | 'type'>): boolean => (
  isPermitted(user?.permissions, `view:edit:${view.id}`) || (isDashboard(view) && isPermitted(user?.permissions, `dashboards:edit:${view.id}`))
);

export const mayDeleteView = (user: UserLike, view: Pick<View, 'id'>): boolean => isPermitted(user?.permissions, `view:delete:${view.id}`);

/**
 * Sharing is for owners: the creator, whoever holds an own grant (which gives view:delete), or holders of
 * `<type>:own:<id>` (an administrator's '*').
 */
export const mayShareView = (user: UserLike, view: Pick<View, 'id' | 'type' | 'owner'>): boolean => {
  if (!user) {
    return false;
  }
  const prefix = isDashboard(view) ? 'dashboards' : 'view';
  return view.owner === user.username
    || isPermitted(user.permissions, `view:delete:${view.id}`)
    || isPermitted(user.permissions, `${prefix}:own:${view.id}`);
};


// Who may do what with a view, as Graylog 4.0 decides it: reading needs view:read:<id>, or for a
// dashboard dashboards:read:<id>; editing a dashboard view:edit:<id> or dashboards:edit:<id>, a saved
// search view:edit:<id>; deleting view:delete:<id>. Shares turn into these permissions (a share of a
// dashboard gives both prefixes), so the share dialog's capabilities work here unchanged.
import { isPermitted } from '../auth/permissions';
import { permissionTarget } from '../http/crud';

export type ViewType = 'SEARCH' | 'DASHBOARD';

export function mayReadView(permissions: readonly string[], view: { id: string; type: ViewType }): boolean {
  const id = permissionTarget(view.id);
  return isPermitted(permissions, `view:read:${id}`) || (view.type === 'DASHBOARD' && isPermitted(permissions, `dashboards:read:${id}`));
}

export function mayEditView(permissions: readonly string[], view: { id: string; type: ViewType }): boolean {
  const id = permissionTarget(view.id);
  return isPermitted(permissions, `view:edit:${id}`) || (view.type === 'DASHBOARD' && isPermitted(permissions, `dashboards:edit:${id}`));
}


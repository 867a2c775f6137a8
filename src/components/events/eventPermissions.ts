// What the current user may do with an event definition or notification, as Graylog 4.0 decides it
// (eventdefinitions:*:<id>, eventnotifications:*:<id>). The server has the last word; these only decide
// which controls are offered.
import { ownPermission } from '@/components/permissions/sharePermissions';
import { isPermitted } from '@/logic/permissions';

type UserLike = { permissions: ReadonlyArray<string> } | undefined;

export const DEFINITION_GRN_TYPE = 'event_definition';
export const NOTIFICATION_GRN_TYPE = 'notification';

const may = (user: UserLike, permission: string) => isPermitted(user?.permissions, permission);

export const mayEditDefinition = (user: UserLike, id: string) => may(user, `eventdefinitions:edit:${id}`);
export const mayDeleteDefinition = (user: UserLike, id: string) => may(user, `eventdefinitions:delete:${id}`);
export const mayEditNotification = (user: UserLike, id: string) => may(user, `eventnotifications:edit:${id}`);
export const mayDeleteNotification = (user: UserLike, id: string) => may(user, `eventnotifications:delete:${id}`);

/**
 * Sharing is for owners (the server decides: an own grant, or `<prefix>:own:<id>`). An own grant shows in the
 * user's permissions as exactly `<prefix>:delete:<id>`, so that entry stands in for it; a role's wider
 * `eventdefinitions:delete` is not ownership.
 */
export const mayShareDefinition = (user: UserLike, id: string) => user !== undefined && (
  user.permissions.includes(`eventdefinitions:delete:${id}`) || may(user, ownPermission(DEFINITION_GRN_TYPE, id))
);

export const mayShareNotification = (user: UserLike, id: string) => user !== undefined && (
  user.permissions.includes(`eventnotifications:delete:${id}`) || may(user, ownPermission(NOTIFICATION_GRN_TYPE, id))
);

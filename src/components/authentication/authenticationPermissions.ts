// What the authentication pages offer, by Graylog 4.0's permissions for each call (the server checks the same).
import { isPermitted } from '@/logic/permissions';

type Permissions = ReadonlyArray<string> | undefined;

export const mayCreateBackend = (permissions: Permissions) => isPermitted(permissions, 'authservicebackend:create');
export const mayEditBackend = (permissions: Permissions, backendId: string) => isPermitted(permissions, `authservicebackend:edit:${backendId}`);
export const mayDeleteBackend = (permissions: Permissions, backendId: string) => isPermitted(permissions, `authservicebackend:delete:${backendId}`);
/** Activating and deactivating a service changes the global configuration. */
export const mayChangeActiveBackend = (permissions: Permissions) => isPermitted(permissions, 'authserviceglobalconfig:edit');
/** GET services/active-backend. */
export const mayReadActiveBackend = (permissions: Permissions) => isPermitted(permissions, 'authserviceglobalconfig:read');
/** GET services/backends/{id}/users needs both. */
export const mayReadBackendUsers = (permissions: Permissions) => isPermitted(permissions, ['authserviceglobalconfig:read', 'users:read']);
export const mayEditHttpHeaderConfig = (permissions: Permissions) => isPermitted(permissions, 'authhttpheaderconfig:edit');
/** "Test server connection" and "Test user login" (POST services/test/backend/*). */
export const mayTestBackend = (permissions: Permissions) => isPermitted(permissions, 'authservicetestbackend:execute');

// Which content pack actions a user may take, in Graylog's permission strings (RestPermissions), so the
// console offers exactly what the server allows: reading needs contentpack:read; building a pack also
// reads the catalog and resolves entities from it.
import { isPermitted } from '@/logic/permissions';

type Permissions = ReadonlyArray<string> | undefined;

/** The route permission of the wizard pages (create, export, new revision). */
export const BUILD_PERMISSIONS = ['contentpack:create', 'catalog:list', 'catalog:resolve'];

export const mayBuild = (permissions: Permissions) => isPermitted(permissions, BUILD_PERMISSIONS);
export const mayUpload = (permissions: Permissions) => isPermitted(permissions, 'contentpack:create');
export const mayInstall = (permissions: Permissions, packId: string) => isPermitted(permissions, `contentpack:install:${packId}`);
export const mayUninstall = (permissions: Permissions, packId: string) => isPermitted(permissions, `contentpack:uninstall:${packId}`);
export const mayDelete = (permissions: Permissions, packId: string) => isPermitted(permissions, `contentpack:delete:${packId}`);

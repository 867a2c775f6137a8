// Shared by the input routes: the :inputId parameter and the permission on it.
import { Type } from '@sinclair/typebox';
import { permissionTarget } from '../http/crud';

export const InputParams = Type.Object({ inputId: Type.String({ minLength: 1, maxLength: 200 }) });

/** inputs:<action>:<id> for a route's :inputId. */
export const onInput = (action: string) => (params: { inputId: string }) => `inputs:${action}:${permissionTarget(params.inputId)}`;

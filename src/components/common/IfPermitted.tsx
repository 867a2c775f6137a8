import React from 'react';

import { isAnyPermitted, isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

type Props = {
  /** Permissions the current user needs: all of them, or any of them with `anyPermissions`. */
  permissions: string | Array<string> | undefined,
  anyPermissions?: boolean,
  children: React.ReactNode,
};

/** Renders its children only when the current user holds `permissions`. */
const IfPermitted = ({ permissions, anyPermissions = false, children }: Props) => {
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const required = permissions === undefined ? [] : ([] as Array<string>).concat(permissions);
  const permitted = anyPermissions && required.length > 0
    ? isAnyPermitted(userPermissions, required)
    : isPermitted(userPermissions, required);
  return permitted ? <>{children}</> : null;
};

export default IfPermitted;

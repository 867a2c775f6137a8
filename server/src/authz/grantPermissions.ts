// Grants as permissions: what a user's own grants and the everyone team's grants allow.
import type { Db } from '../db/types';
import { permissionsForGrant } from './capabilities';
import { EVERYONE_GRN, tryParseGrn, userGrn } from './grn';
import { grantsForGrantees } from './grantsStore';

/** The GRNs a user receives grants through: the user and the built-in everyone team. */
export function granteeAliases(userId: string): string[] {
  return [userGrn(userId), EVERYONE_GRN];
}

export function grantPermissions(db: Db, userId: string): string[] {
  return grantsForGrantees(db, granteeAliases(userId)).flatMap((grant) => {
    const target = tryParseGrn(grant.target);
    return target ? permissionsForGrant(grant.capability, target) : [];
  });
}

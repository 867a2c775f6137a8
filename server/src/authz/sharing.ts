// Sharing one entity: which entity (GRN -> shareable entity), who may share it, and the
// "prepare" and "save" answers in Graylog 4.0's EntityShareResponse shape.
import type { Db } from '../db/types';
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import { badRequest, forbidden, notFound } from '../http/errors';
import { CAPABILITIES, CAPABILITY_TITLES, ownPermissionFor, type Capability } from './capabilities';
import { entityTitle, isGranteeType, shareableType } from './entityTypes';
import { granteeAliases } from './grantPermissions';
import { availableGrantees, describeGrantee, type GranteeDescriptor } from './grantees';
import { formatGrn, grnString, parseGrn, userGrn, type Grn } from './grn';
import { deleteGrant, grantsForTarget, saveGrant, type Grant } from './grantsStore';

export interface ShareTarget {
  grn: Grn;
  /** Canonical GRN text, as stored in grants. */
  text: string;
}

export type Selection = Record<string, Capability>;

export interface ValidationResult {
  failed: boolean;
  errors: Record<string, string[]>;
  error_context: Record<string, string[]>;
}

export interface ShareResponse {
  entity: string;
  sharing_user: string;
  available_grantees: GranteeDescriptor[];
  available_capabilities: { id: Capability; title: string }[];
  active_shares: { grant: string; grantee: string; capability: Capability }[];
  selected_grantee_capabilities: Selection;
  missing_permissions_on_dependencies: Record<string, never>;
  validation_result: ValidationResult;
}

/** A GRN naming something that could be shared: malformed or a grantee/system type is a 400. */
export function parseShareTarget(text: string): ShareTarget {
  const grn = parseGrn(text);
  if (isGranteeType(grn.type) || grn.type === 'grant' || grn.type === 'role') {
    throw badRequest(`Entities of type <${grn.type}> cannot be shared`);
  }
  return { grn, text: formatGrn(grn) };
}

export function assertEntityExists(db: Db, target: ShareTarget): void {
  if (!shareableType(target.grn.type) || entityTitle(db, target.grn) === undefined) {
    throw notFound(`Couldn't find entity <${target.text}>`);
  }
}

/**
 * Only owners (own capability, directly or through everyone) and holders of the own permission
 * (ownPermissionFor; '*' has it) may see and change an entity's shares, as in Graylog 4.0.
 */
export function assertMayShare(db: Db, caller: AuthContext, target: ShareTarget): void {
  const aliases = new Set(granteeAliases(caller.user.id));
  const owns = grantsForTarget(db, target.text).some((grant) => grant.capability === 'own' && aliases.has(grant.grantee));
  if (!owns && !isPermitted(caller.permissions, ownPermissionFor(target.grn))) {
    throw forbidden(`Not authorized to share entity <${target.text}>: only its owners may share it`);
  }
}

/** Canonical grantee GRNs; anything that is not an existing user or the everyone team is a 400. */
export function parseSelection(db: Db, raw: Record<string, string> | null | undefined): Selection | undefined {
  if (raw === null || raw === undefined) return undefined;
  const selection: Selection = {};
  for (const [key, capability] of Object.entries(raw)) {
    if (!(CAPABILITIES as readonly string[]).includes(capability)) throw badRequest(`Unknown capability <${capability}> for grantee <${key}>`);
    const grn = parseGrn(key);
    if (!describeGrantee(db, grn)) throw badRequest(`Unknown grantee <${key}>`);
    selection[formatGrn(grn)] = capability as Capability;
  }
  return selection;
}

/** The capabilities grants on the target would have after saving `selection` (see saveShares). */
function capabilitiesAfter(current: readonly Grant[], selection: Selection, managed: ReadonlySet<string>): Map<string, Capability> {
  const after = new Map<string, Capability>();
  for (const grant of current) {
    if (!managed.has(grant.grantee)) after.set(grant.grantee, grant.capability);
  }
  for (const [grantee, capability] of Object.entries(selection)) after.set(grantee, capability);
  return after;
}

/** A save may change owners but must not leave an entity that has owners without any. */
function validate(current: readonly Grant[], selection: Selection | undefined, managed: ReadonlySet<string>): ValidationResult {
  const ok: ValidationResult = { failed: false, errors: {}, error_context: {} };
  const owners = current.filter((grant) => grant.capability === 'own').map((grant) => grant.grantee);
  if (selection === undefined || owners.length === 0) return ok;
  const after = capabilitiesAfter(current, selection, managed);
  if ([...after.values()].includes('own')) return ok;
  return {
    failed: true,
    errors: { selected_grantee_capabilities: [`Removing the owners <${owners.join(', ')}> would leave the entity without an owner.`] },
    error_context: { selected_grantee_capabilities: owners },
  };
}

interface ShareState {
  current: Grant[];
  available: GranteeDescriptor[];
  /** Grantees whose grants a save replaces: those the caller can see, besides the caller. */
  managed: Set<string>;
  sharingUser: string;
}

function shareState(db: Db, caller: AuthContext, target: ShareTarget): ShareState {
  const available = availableGrantees(db, caller);
  return {
    current: grantsForTarget(db, target.text),
    available,
    managed: new Set(available.map((grantee) => grantee.id)),
    sharingUser: userGrn(caller.user.id),
  };
}

function respond(target: ShareTarget, state: ShareState, selection: Selection | undefined, validation: ValidationResult): ShareResponse {
  const activeShares = state.current
    .filter((grant) => grant.grantee !== state.sharingUser && state.managed.has(grant.grantee))
    .map((grant) => ({ grant: grnString('grant', grant.id), grantee: grant.grantee, capability: grant.capability }));
  return {
    entity: target.text,
    sharing_user: state.sharingUser,
    available_grantees: state.available,
    available_capabilities: CAPABILITIES.map((id) => ({ id, title: CAPABILITY_TITLES[id] })),
    active_shares: activeShares,
    selected_grantee_capabilities: selection ?? Object.fromEntries(activeShares.map((share) => [share.grantee, share.capability])),
    // No entity type here depends on another one yet (a dashboard's streams will).
    missing_permissions_on_dependencies: {},
    validation_result: validation,
  };
}

export function prepareShare(db: Db, caller: AuthContext, target: ShareTarget, selection: Selection | undefined): ShareResponse {
  const state = shareState(db, caller, target);
  return respond(target, state, selection, validate(state.current, selection, state.managed));
}

/**
 * Replaces the entity's grants with `selection`: selected grantees get their capability, other grantees
 * the caller can see lose theirs. The caller's own grant and grants of users the caller cannot see stay
 * unless selected. Nothing is written when the result would leave the entity without an owner.
 */
export function saveShares(db: Db, caller: AuthContext, target: ShareTarget, selection: Selection, nowMs: number): ShareResponse {
  return db.transaction(() => {
    const before = shareState(db, caller, target);
    const validation = validate(before.current, selection, before.managed);
    if (validation.failed) return respond(target, before, selection, validation);
    for (const [grantee, capability] of Object.entries(selection)) {
      saveGrant(db, grantee, capability, target.text, caller.user.username, nowMs);
    }
    for (const grant of before.current) {
      if (before.managed.has(grant.grantee) && !Object.prototype.hasOwnProperty.call(selection, grant.grantee)) deleteGrant(db, grant.id);
    }
    return respond(target, shareState(db, caller, target), selection, validation);
  })();
}

// The shapes of Graylog's sharing API. A grantee or owner is named by its GRN (`grn::::<type>:<id>`);
// Graylog 4.0 sends it as `id`, some servers as `grn`: both are accepted and the console uses `id`.

/** A global resource name, e.g. `grn::::stream:000000000000000000000001`, `grn::::user:<id>`. */
export type GRN = string;

/** 'view', 'manage' or 'own' on Graylog 4.0. */
export type CapabilityId = string;

export type Capability = { id: CapabilityId, title: string };

/** Someone an entity can be shared with: a user, a team, or everyone ('global'). */
export type Grantee = { id: GRN, type: string, title: string };

export type ActiveShare = { grant: GRN, grantee: GRN, capability: CapabilityId };

/** An entity someone can reach, with its owners. */
export type SharedEntity = { id: GRN, type: string, title: string, owners: Array<Grantee> };

/** The capability each grantee is to have, by grantee GRN: the whole intended sharing of an entity. */
export type SelectedGranteeCapabilities = { [granteeGRN: GRN]: CapabilityId };

export type ValidationResult = { failed: boolean, errors: { [field: string]: Array<string> } };

/** The answer of prepare and save: the entity's sharing now, and what the selection would imply. */
export type EntityShareState = {
  entity: GRN,
  sharingUser: GRN | undefined,
  availableGrantees: Array<Grantee>,
  availableCapabilities: Array<Capability>,
  activeShares: Array<ActiveShare>,
  selectedGranteeCapabilities: SelectedGranteeCapabilities,
  /** Per grantee GRN: the entities the grantee would need but cannot reach (e.g. a stream's index set). */
  missingPermissionsOnDependencies: { [granteeGRN: GRN]: Array<SharedEntity> },
  validationResult: ValidationResult,
};

type RawGrantee = { id?: GRN, grn?: GRN, type: string, title: string };

export type RawSharedEntity = { id?: GRN, grn?: GRN, type: string, title: string, owners?: Array<RawGrantee> };

/** EntityShareResponse as the server sends it. */
export type RawEntityShareState = {
  entity: GRN,
  sharing_user?: GRN,
  available_grantees?: Array<RawGrantee>,
  available_capabilities?: Array<Capability>,
  active_shares?: Array<ActiveShare>,
  selected_grantee_capabilities?: SelectedGranteeCapabilities,
  missing_permissions_on_dependencies?: { [granteeGRN: GRN]: Array<RawSharedEntity> },
  validation_result?: { failed?: boolean, errors?: { [field: string]: Array<string> } },
};

const normalizeGrantee = (grantee: RawGrantee): Grantee => ({
  id: grantee.id ?? grantee.grn ?? '',
  type: grantee.type,
  title: grantee.title,
});

export const normalizeSharedEntity = (entity: RawSharedEntity): SharedEntity => ({
  id: entity.id ?? entity.grn ?? '',
  type: entity.type,
  title: entity.title,
  owners: (entity.owners ?? []).map(normalizeGrantee),
});

/** The console's view of a prepare/save answer; absent lists and maps become empty ones. */
export const normalizeShareState = (raw: RawEntityShareState): EntityShareState => ({
  entity: raw.entity,
  sharingUser: raw.sharing_user,
  availableGrantees: (raw.available_grantees ?? []).map(normalizeGrantee),
  availableCapabilities: raw.available_capabilities ?? [],
  activeShares: raw.active_shares ?? [],
  selectedGranteeCapabilities: raw.selected_grantee_capabilities ?? {},
  missingPermissionsOnDependencies: Object.fromEntries(Object.entries(raw.missing_permissions_on_dependencies ?? {})
    .map(([grantee, entities]) => [grantee, entities.map(normalizeSharedEntity)])),
  validationResult: { failed: raw.validation_result?.failed ?? false, errors: raw.validation_result?.errors ?? {} },
});

/** The GRN of an entity of `type` with `id`, e.g. `grnOf('stream', '0001')` → `grn::::stream:0001`. */
export const grnOf = (type: string, id: string): GRN => `grn::::${type}:${id}`;

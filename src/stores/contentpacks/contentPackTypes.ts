// Content packs and the catalog in Graylog 4's JSON shapes (org.graylog2.contentpacks.model and the
// responses of /system/content_packs and /system/catalog), so the console works against a real Graylog too.

/** An entity type and its format version, e.g. {name: 'stream', version: '1'}. */
export type ModelType = { name: string, version: string };

/**
 * A typed value inside an entity's data, {"@type": "string", "@value": "x"}, or a reference to a pack
 * parameter, {"@type": "parameter", "@value": "PARAM_NAME"}.
 */
export type ValueReference = { '@type': string, '@value': unknown };

/** `server-version` (plugin 'server', left out of the JSON) or `plugin-version` with the plugin's id. */
export type Constraint = { type: string, plugin?: string, version: string };

/** A constraint as the server checked it against itself. */
export type ConstraintCheck = { constraint: Constraint, fulfilled: boolean };

/** A pack parameter; `type` is a value type (string, integer, double, boolean; Graylog also knows long and float). */
export type ContentPackParameter = {
  name: string,
  title: string,
  description: string,
  type: string,
  default_value?: unknown,
};

/** One entity inside a pack (Graylog's EntityV1). */
export type ContentPackEntity = {
  v: string,
  type: ModelType,
  id: string,
  data: { [key: string]: unknown },
  constraints: Array<Constraint>,
};

/** One revision of a content pack (Graylog's ContentPackV1). */
export type ContentPack = {
  v: string,
  id: string,
  rev: number,
  name: string,
  summary: string,
  description: string,
  vendor: string,
  url: string,
  parameters: Array<ContentPackParameter>,
  entities: Array<ContentPackEntity>,
};

/** Per pack id, per revision: how often that revision is installed. */
export type ContentPacksMetadata = { [packId: string]: { [rev: string]: { installation_count: number } } };

/** GET /system/content_packs/latest: the newest revision of every pack. */
export type ContentPackList = {
  total: number,
  content_packs: Array<ContentPack>,
  content_packs_metadata: ContentPacksMetadata,
};

/** GET /system/content_packs/{id}: every revision, and each revision's constraints as checked. */
export type ContentPackRevisionsResponse = {
  content_pack_revisions: { [rev: string]: ContentPack },
  constraints_result: { [rev: string]: Array<ConstraintCheck> },
};

/** A native entity an installation created, or found and reused (`found_on_system`). */
export type NativeEntityDescriptor = {
  id: string,
  content_pack_entity_id: string,
  type: ModelType,
  title: string,
  found_on_system: boolean,
  /** Why an uninstall kept it (skipped entities of this server only; Graylog sends none). */
  reason?: string,
};

export type ContentPackInstallation = {
  _id: string,
  content_pack_id: string,
  content_pack_revision: number,
  parameters: { [name: string]: ValueReference },
  entities: Array<NativeEntityDescriptor>,
  comment: string,
  created_at: string,
  created_by: string,
};

/** POST /system/content_packs/{id}/{rev}/installations. */
export type InstallationRequest = {
  parameters: { [name: string]: ValueReference },
  comment: string,
};

/** What an uninstall did: removed, kept because changed since or reused (skipped), and failed. */
export type ContentPackUninstallation = {
  entities: Array<NativeEntityDescriptor>,
  skipped_entities: Array<NativeEntityDescriptor>,
  failed_entities: Array<NativeEntityDescriptor>,
};

/** A catalog row: an entity of this server that can go into a pack. */
export type CatalogEntry = { id: string, title: string, type: ModelType };

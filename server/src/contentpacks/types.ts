// The content pack model, in Graylog 4's JSON shapes, and the contract between the pack service
// (catalog, install, uninstall) and the one facade per entity type that knows how to export, create,
// recognise and delete entities of that type.
import type { IngestServices, ServerContext } from '../context';

/** An entity type and its format version, e.g. {name: 'stream', version: '1'}. */
export interface ModelType {
  name: string;
  version: string;
}

/** Names an entity: a native id (catalog, dependencies) or a pack entity id (inside a pack). */
export interface EntityDescriptor {
  id: string;
  type: ModelType;
}

/** A catalog row. */
export interface EntityExcerpt extends EntityDescriptor {
  title: string;
}

/** Graylog's constraints: `server-version` (plugin 'server') or `plugin-version` with the plugin's id. */
export interface Constraint {
  type: string;
  plugin?: string;
  version: string;
}

/**
 * A typed value inside an entity's data: {"@type": "string", "@value": "x"}, or a reference to a pack
 * parameter {"@type": "parameter", "@value": "PARAM_NAME"}. Some Graylog entity formats (grok patterns)
 * carry plain values instead; facades accept both where Graylog does.
 */
export interface ValueReference {
  '@type': string;
  '@value': unknown;
}

/** One entity inside a pack (Graylog's EntityV1). */
export interface PackEntity {
  v: string;
  type: ModelType;
  id: string;
  data: Record<string, unknown>;
  constraints: Constraint[];
}

/** An entity an installation created or found, as Graylog records it. */
export interface NativeEntityDescriptor {
  id: string;
  content_pack_entity_id: string;
  type: ModelType;
  title: string;
  /** True when an equal entity already existed and was reused rather than created. */
  found_on_system: boolean;
}

/**
 * An entity an uninstall keeps, with why (changed since, used outside the installation...). `reason` is ours:
 * Graylog's descriptor has no such field, and its clients ignore it.
 */
export interface SkippedEntityDescriptor extends NativeEntityDescriptor {
  reason: string;
}

/** What a facade works with: the server and, for entities that run (inputs), the ingest services. */
export interface FacadeContext {
  ctx: ServerContext;
  ingest: IngestServices;
}

/** Export side: the pack entity id given to a native entity that is part of the same pack. */
export interface ExportContext {
  packIdFor(native: EntityDescriptor): string | undefined;
}

/** Install side: parameters already substituted, and the native ids of entities installed before this one. */
export interface InstallContext extends FacadeContext {
  username: string;
  /**
   * A value of the entity's data with references resolved: a ValueReference gives its value (a parameter
   * reference gives the parameter's value for this installation, else its default); a plain value is
   * returned as it is.
   */
  resolve(value: unknown): unknown;
  /** The native id of the pack entity `packEntityId`, created or reused earlier in this installation. */
  nativeIdFor(packEntityId: string): string | undefined;
}

export interface EntityFacade {
  readonly type: ModelType;
  /** Every native entity of this type, for the catalog. */
  listExcerpts(fc: FacadeContext): EntityExcerpt[];
  /** The native entities one entity needs in a pack too (a stream's outputs, a pipeline's rules...). */
  dependencies(fc: FacadeContext, nativeId: string): EntityDescriptor[];
  /**
   * One native entity as pack entity data (Graylog's format for the type), with references to the other
   * entities of the pack through `exp.packIdFor`. Undefined when it does not exist.
   */
  exportEntity(fc: FacadeContext, nativeId: string, exp: ExportContext): { title: string; data: Record<string, unknown>; constraints?: Constraint[] } | undefined;
  /**
   * The pack entity ids this pack entity refers to: they are installed first. Some entities refer to others by
   * name (a grok pattern's %{NAME}, a pipeline's rule titles, an extractor's lookup table), so the whole pack is
   * given to find them.
   */
  installDependencies(entity: PackEntity, pack: readonly PackEntity[]): string[];
  /** An existing native entity equal to this one, reused instead of created (Graylog's findExisting). */
  findExisting(entity: PackEntity, ic: InstallContext): { id: string; title: string } | undefined;
  /**
   * Creates the native entity. Refuses bad data with badRequest() before creating anything; the service
   * deletes what an installation created so far when a later entity fails, so an install never half-saves.
   */
  create(entity: PackEntity, ic: InstallContext): { id: string; title: string };
  /**
   * A stable digest of a native entity's current state (its exported data, without volatile fields), taken
   * at install and again at uninstall: an entity changed since it was installed is kept. Undefined when gone.
   */
  fingerprint(fc: FacadeContext, nativeId: string): string | undefined;
  /**
   * Who outside the installation depends on this native entity (a user's stream the output is attached to,
   * a user's pipeline naming the rule...), as a reason to keep it on uninstall, e.g. `Used by stream "web"`;
   * undefined when nothing outside does. `installationNativeIds` are the native ids of the installation's
   * own entities: uses by those do not count. Types nothing else can depend on leave it out.
   */
  usedOutside?(fc: FacadeContext, nativeId: string, installationNativeIds: ReadonlySet<string>): string | undefined;
  /** Deletes a native entity this facade created. */
  delete(fc: FacadeContext, nativeId: string): void;
}

// The pack-level shapes of Graylog 4's content pack format (ContentPackV1, its parameters, installations
// and uninstallations), as the API sends and receives them. Entity-level shapes are in types.ts.
import type { Constraint, NativeEntityDescriptor, PackEntity, SkippedEntityDescriptor, ValueReference } from './types';

/** Graylog's parameter value types (ValueType, lower-cased on the wire). */
export const PARAMETER_TYPES = ['boolean', 'double', 'float', 'integer', 'long', 'string'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export interface PackParameter {
  name: string;
  title: string;
  description: string;
  type: ParameterType;
  /** Null when the pack gives none: the installation must then supply a value. */
  default_value: string | number | boolean | null;
}

/** A content pack revision in Graylog 4's format (v "1"). */
export interface ContentPack {
  v: '1';
  id: string;
  rev: number;
  name: string;
  summary: string;
  description: string;
  vendor: string;
  url: string;
  created_at: string;
  server_version: string;
  parameters: PackParameter[];
  entities: PackEntity[];
}

export interface ConstraintCheckResult {
  constraint: Constraint;
  fulfilled: boolean;
}

export interface ContentPackInstallation {
  _id: string;
  content_pack_id: string;
  content_pack_revision: number;
  /** Every parameter of the pack with the value this installation used, typed. */
  parameters: Record<string, ValueReference>;
  /** In install order: what an entity needs comes before it. */
  entities: NativeEntityDescriptor[];
  comment: string;
  created_at: string;
  created_by: string;
}

export interface ContentPackUninstallation {
  entities: NativeEntityDescriptor[];
  failed_entities: NativeEntityDescriptor[];
  skipped_entities: SkippedEntityDescriptor[];
}

// What one extractor type does with the source field's text.
import type { Config } from '../config';
import type { LookupTables } from '../lookup';

/** One extracted value; `target` names its field when the type writes several (grok, json). */
export interface Extraction {
  value: unknown;
  target?: string;
  /** Where the value was in the source text, for cutting it out; -1 when it has no place there. */
  begin: number;
  end: number;
}

/** Extractions for one text, or null when nothing was extracted. */
export type ExtractorRun = (text: string) => Extraction[] | null;

export interface KindContext {
  /** The stored grok patterns by name. */
  grokPattern: (name: string) => string | undefined;
  lookupTables?: LookupTables;
  /** The extractor's target field. */
  targetField: string;
}

/** Compiles a type's configuration; throws ConfigError for a bad one. */
export type ExtractorKind = (config: Config, context: KindContext) => ExtractorRun;

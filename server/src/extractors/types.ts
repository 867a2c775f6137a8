// An extractor as stored and as Graylog's API shows it (without the runtime metrics).
import type { ConverterType } from './converters';

export const EXTRACTOR_TYPES = ['copy_input', 'grok', 'json', 'regex', 'regex_replace', 'split_and_index', 'substring', 'lookup_table'] as const;
export type ExtractorType = (typeof EXTRACTOR_TYPES)[number];

export type CursorStrategy = 'cut' | 'copy';
export type ConditionType = 'none' | 'string' | 'regex';

export interface ConverterDefinition {
  type: ConverterType;
  config: Record<string, unknown>;
}

export interface ExtractorDefinition {
  id: string;
  title: string;
  type: ExtractorType;
  cursor_strategy: CursorStrategy;
  source_field: string;
  target_field: string;
  extractor_config: Record<string, unknown>;
  creator_user_id: string;
  converters: ConverterDefinition[];
  condition_type: ConditionType;
  /** '' when condition_type is none. */
  condition_value: string;
  order: number;
}

export function isExtractorType(name: string): name is ExtractorType {
  return (EXTRACTOR_TYPES as readonly string[]).includes(name);
}

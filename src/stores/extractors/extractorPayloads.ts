// The shapes an extractor takes on the wire. Graylog answers a GET with `type`, `cursor_strategy` and
// `converters` as a list of {type, config}; it expects a POST or PUT with `extractor_type`, `cut_or_copy`
// and `converters` as a map from type to config. Exports keep the GET field names but say
// `extractor_type` (the format Graylog itself exports since 1.x), so an export made here imports into a
// real Graylog and the other way round.

export type CursorStrategy = 'copy' | 'cut';

export type ConditionType = 'none' | 'string' | 'regex';

/** Settings of an extractor or converter type, e.g. {grok_pattern: '%{IP:ip}', named_captures_only: true}. */
export type ConfigMap = { [key: string]: unknown };

export type Converter = { type: string, config: ConfigMap };

/** An extractor as the console edits and saves it: the GET shape without what only the server keeps. */
export type ExtractorDraft = {
  title: string,
  /** copy_input, grok, json, regex, regex_replace, split_and_index, substring or lookup_table. */
  type: string,
  cursor_strategy: CursorStrategy,
  source_field: string,
  target_field: string,
  extractor_config: ConfigMap,
  converters: Array<Converter>,
  condition_type: ConditionType,
  condition_value: string,
  order: number,
};

type Rate = { total: number, mean: number, one_minute: number, five_minute: number, fifteen_minute: number };
type Timer = { rate?: Rate, time?: { [statistic: string]: number } };

export type ExtractorMetrics = {
  /** Messages whose field met the condition (all of them for condition "none"). */
  condition_hits: number,
  condition_misses: number,
  total?: Timer,
  execution?: Timer,
  converters?: Timer,
  condition?: Timer,
};

/** One extractor as GET /system/inputs/{inputId}/extractors[/{id}] answers it. */
export type Extractor = ExtractorDraft & {
  id: string,
  exceptions: number,
  converter_exceptions: number,
  metrics: ExtractorMetrics,
  creator_user_id: string,
};

/** The body of POST /system/inputs/{inputId}/extractors and of the PUT. */
export type ExtractorRequest = {
  title: string,
  cut_or_copy: CursorStrategy,
  source_field: string,
  target_field: string,
  extractor_type: string,
  extractor_config: ConfigMap,
  converters: { [type: string]: ConfigMap },
  condition_type: ConditionType,
  condition_value: string,
  order: number,
};

/** One entry of an export: the draft with `extractor_type` in place of `type`. */
export type ExportedExtractor = Omit<ExtractorDraft, 'type'> & { extractor_type: string };

export type ExtractorsExport = { extractors: Array<ExportedExtractor>, version: string };

/** The Graylog version an export names; Graylog 4.0 reads exports of any version alike. */
export const EXTRACTORS_EXPORT_VERSION = '4.0.0';

export const DEFAULT_CURSOR_STRATEGY: CursorStrategy = 'copy';
export const DEFAULT_CONDITION_TYPE: ConditionType = 'none';

const isObject = (value: unknown): value is ConfigMap => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const cursorStrategyOf = (value: unknown): CursorStrategy => (value === 'cut' ? 'cut' : DEFAULT_CURSOR_STRATEGY);

const conditionTypeOf = (value: unknown): ConditionType => (value === 'string' || value === 'regex' ? value : DEFAULT_CONDITION_TYPE);

/** A condition value means something only with a condition: without one, Graylog expects ''. */
const conditionValueFor = (conditionType: ConditionType, value: unknown): string => (conditionType === 'none' ? '' : text(value));

const converterMap = (converters: Array<Converter>): { [type: string]: ConfigMap } => (
  Object.fromEntries(converters.map((converter) => [converter.type, converter.config]))
);

/** The POST/PUT body for a draft. */
export const toExtractorRequest = (draft: ExtractorDraft): ExtractorRequest => ({
  title: draft.title,
  cut_or_copy: draft.cursor_strategy,
  source_field: draft.source_field,
  target_field: draft.target_field,
  extractor_type: draft.type,
  extractor_config: draft.extractor_config,
  converters: converterMap(draft.converters),
  condition_type: draft.condition_type,
  condition_value: conditionValueFor(draft.condition_type, draft.condition_value),
  order: draft.order,
});

/** The export entry of a listed extractor: what the server counts and who created it stay behind. */
export const toExportedExtractor = (extractor: Extractor): ExportedExtractor => ({
  title: extractor.title,
  extractor_type: extractor.type,
  converters: extractor.converters,
  order: extractor.order,
  cursor_strategy: extractor.cursor_strategy,
  source_field: extractor.source_field,
  target_field: extractor.target_field,
  extractor_config: extractor.extractor_config,
  condition_type: extractor.condition_type,
  condition_value: extractor.condition_value,
});

export const toExtractorsExport = (extractors: Array<Extractor>): ExtractorsExport => ({
  extractors: extractors.map(toExportedExtractor),
  version: EXTRACTORS_EXPORT_VERSION,
});

/** Converters from an import: a list of {type, config} (exports) or a map from type to config (request bodies). */
const importedConverters = (value: unknown): { [type: string]: ConfigMap } => {
  if (Array.isArray(value)) {
    return Object.fromEntries(value.filter(isObject).filter((converter) => typeof converter.type === 'string')
      .map((converter) => [converter.type as string, isObject(converter.config) ? converter.config : {}]));
  }
  return isObject(value) ? Object.fromEntries(Object.entries(value).map(([type, config]) => [type, isObject(config) ? config : {}])) : {};
};

/**
 * The POST body for one entry of an import. Accepts exports (`extractor_type`, `cursor_strategy`, converter
 * list) as well as request bodies (`cut_or_copy`, converter map) and GET answers (`type`); the server judges
 * the rest. Throws when the entry is not an object at all.
 */
export const importedExtractorRequest = (entry: unknown): ExtractorRequest => {
  if (!isObject(entry)) {
    throw new Error('This entry is not an extractor (a JSON object).');
  }
  const conditionType = conditionTypeOf(entry.condition_type);
  return {
    title: text(entry.title),
    cut_or_copy: cursorStrategyOf(entry.cursor_strategy ?? entry.cut_or_copy),
    source_field: text(entry.source_field),
    target_field: text(entry.target_field),
    extractor_type: text(entry.extractor_type ?? entry.type),
    extractor_config: isObject(entry.extractor_config) ? entry.extractor_config : {},
    converters: importedConverters(entry.converters),
    condition_type: conditionType,
    condition_value: conditionValueFor(conditionType, entry.condition_value),
    order: typeof entry.order === 'number' && Number.isFinite(entry.order) ? entry.order : 0,
  };
};

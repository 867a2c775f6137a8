// The extractor form's values: one flat set of fields for every type, so that switching the type keeps what
// was typed for the others, and the server's reasons (named after request fields) find their field.
import { FetchError } from '@/logic/errors/FetchError';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import { isBlank, requireFields } from '@/components/common/form/validators';
import type { ConditionType, ConfigMap, Converter, CursorStrategy, Extractor, ExtractorDraft } from '@/stores/extractors/extractorPayloads';

import { CONVERTER_TYPE_INFO, isEditableConverter, isEditableType, needsTargetField } from './extractorTypes';
import type { EditableExtractorType } from './extractorTypes';

export type ExtractorFormValues = {
  title: string,
  type: string,
  source_field: string,
  target_field: string,
  /** 'copy' or 'cut'. */
  cursor_strategy: string,
  /** 'none', 'string' or 'regex'. */
  condition_type: string,
  condition_value: string,
  // grok
  grok_pattern: string,
  named_captures_only: boolean,
  // regex
  regex_value: string,
  // regex_replace
  regex: string,
  replacement: string,
  replace_all: boolean,
  // split_and_index; `index` counts from 1
  split_by: string,
  index: number | undefined,
  // substring
  begin_index: number | undefined,
  end_index: number | undefined,
  // json
  flatten: boolean,
  list_separator: string,
  key_separator: string,
  kv_separator: string,
  key_prefix: string,
  replace_key_whitespace: boolean,
  key_whitespace_replacement: string,
  // lookup_table
  lookup_table_name: string,
  converters: Array<Converter>,
};

type ConfigField = keyof ExtractorFormValues & string;

/** The form fields that make up each type's extractor_config, named as Graylog names the config keys. */
export const CONFIG_FIELDS: Record<EditableExtractorType, Array<ConfigField>> = {
  copy_input: [],
  grok: ['grok_pattern', 'named_captures_only'],
  json: ['flatten', 'list_separator', 'key_separator', 'kv_separator', 'key_prefix', 'replace_key_whitespace', 'key_whitespace_replacement'],
  regex: ['regex_value'],
  regex_replace: ['regex', 'replacement', 'replace_all'],
  split_and_index: ['split_by', 'index'],
  substring: ['begin_index', 'end_index'],
  lookup_table: ['lookup_table_name'],
};

const JSON_DEFAULTS = {
  flatten: false, list_separator: ', ', key_separator: '_', kv_separator: '=', key_prefix: '', replace_key_whitespace: false,
  key_whitespace_replacement: '_',
};

export const emptyExtractorFormValues = (type: string = 'grok', sourceField: string = 'message'): ExtractorFormValues => ({
  title: '',
  type,
  source_field: sourceField,
  target_field: '',
  cursor_strategy: 'copy',
  condition_type: 'none',
  condition_value: '',
  grok_pattern: '',
  named_captures_only: true,
  regex_value: '',
  regex: '',
  replacement: '',
  replace_all: false,
  split_by: '',
  index: 1,
  begin_index: 0,
  end_index: undefined,
  ...JSON_DEFAULTS,
  lookup_table_name: '',
  converters: [],
});

const asText = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const asFlag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const asNumber = (value: unknown, fallback: number | undefined): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
};

/** The form's values for an existing extractor. */
export const extractorFormValuesOf = (extractor: Extractor): ExtractorFormValues => {
  const empty = emptyExtractorFormValues(extractor.type, extractor.source_field);
  const config = extractor.extractor_config ?? {};
  return {
    ...empty,
    title: extractor.title,
    target_field: extractor.target_field ?? '',
    cursor_strategy: extractor.cursor_strategy === 'cut' ? 'cut' : 'copy',
    condition_type: extractor.condition_type ?? 'none',
    condition_value: extractor.condition_value ?? '',
    grok_pattern: asText(config.grok_pattern, empty.grok_pattern),
    named_captures_only: asFlag(config.named_captures_only, empty.named_captures_only),
    regex_value: asText(config.regex_value, empty.regex_value),
    regex: asText(config.regex, empty.regex),
    replacement: asText(config.replacement, empty.replacement),
    replace_all: asFlag(config.replace_all, empty.replace_all),
    split_by: asText(config.split_by, empty.split_by),
    index: asNumber(config.index, empty.index),
    begin_index: asNumber(config.begin_index, empty.begin_index),
    end_index: asNumber(config.end_index, empty.end_index),
    flatten: asFlag(config.flatten, JSON_DEFAULTS.flatten),
    list_separator: asText(config.list_separator, JSON_DEFAULTS.list_separator),
    key_separator: asText(config.key_separator, JSON_DEFAULTS.key_separator),
    kv_separator: asText(config.kv_separator, JSON_DEFAULTS.kv_separator),
    key_prefix: asText(config.key_prefix, JSON_DEFAULTS.key_prefix),
    replace_key_whitespace: asFlag(config.replace_key_whitespace, JSON_DEFAULTS.replace_key_whitespace),
    key_whitespace_replacement: asText(config.key_whitespace_replacement, JSON_DEFAULTS.key_whitespace_replacement),
    lookup_table_name: asText(config.lookup_table_name, empty.lookup_table_name),
    converters: extractor.converters ?? [],
  };
};

/** The extractor_config of the chosen type, from its fields only. */
export const extractorConfigOf = (values: ExtractorFormValues): ConfigMap => (
  isEditableType(values.type)
    ? Object.fromEntries(CONFIG_FIELDS[values.type].map((field) => [field, values[field]]))
    : {}
);

type DraftContext = {
  /** Where the extractor runs among the input's extractors. */
  order: number,
  /**
   * The saved configuration of a type the form cannot edit (an extractor made elsewhere, e.g. a lookup
   * table extractor): kept as it was.
   */
  keptConfig?: ConfigMap,
};

export const toExtractorDraft = (values: ExtractorFormValues, { order, keptConfig }: DraftContext): ExtractorDraft => {
  const conditionType = (['string', 'regex'].includes(values.condition_type) ? values.condition_type : 'none') as ConditionType;
  return {
    title: values.title.trim(),
    type: values.type,
    cursor_strategy: (values.cursor_strategy === 'cut' ? 'cut' : 'copy') as CursorStrategy,
    source_field: values.source_field.trim(),
    target_field: needsTargetField(values.type) ? values.target_field.trim() : '',
    extractor_config: isEditableType(values.type) ? extractorConfigOf(values) : keptConfig ?? {},
    converters: values.converters,
    condition_type: conditionType,
    condition_value: conditionType === 'none' ? '' : values.condition_value,
    order,
  };
};

const FIELD_NAME = /^[A-Za-z0-9_]+$/;

/** Settings a converter cannot work without. */
const REQUIRED_CONVERTER_SETTINGS: { [type: string]: Array<[string, string]> } = {
  date: [['date_format', 'a format string']],
  split_and_count: [['split_by', 'a character to split by']],
  csv: [['column_header', 'field names']],
  lookup_table: [['lookup_table_name', 'a lookup table']],
};

const converterProblem = (converters: Array<Converter>): string | undefined => {
  for (const converter of converters) {
    const missing = (REQUIRED_CONVERTER_SETTINGS[converter.type] ?? []).find(([key]) => isBlank(converter.config[key]));
    if (missing) {
      const label = isEditableConverter(converter.type) ? CONVERTER_TYPE_INFO[converter.type].label : converter.type;
      return `The ${label} converter needs ${missing[1]}.`;
    }
  }
  return undefined;
};

/** The browser's checks; the server checks patterns and everything else. */
export const validateExtractor = (values: ExtractorFormValues): FieldErrors<ExtractorFormValues> => {
  const errors: FieldErrors<ExtractorFormValues> = requireFields(values, { title: 'Title', source_field: 'Source field' });
  if (needsTargetField(values.type)) {
    if (isBlank(values.target_field)) {
      errors.target_field = 'Target field is required.';
    } else if (!FIELD_NAME.test(values.target_field.trim())) {
      errors.target_field = 'Use only letters, digits and underscores, e.g. http_response_code.';
    }
  }
  if (values.condition_type !== 'none' && isBlank(values.condition_value)) {
    errors.condition_value = values.condition_type === 'string' ? 'Enter the string the field must contain.' : 'Enter the regular expression the field must match.';
  }
  switch (values.type) {
    case 'grok':
      if (isBlank(values.grok_pattern)) errors.grok_pattern = 'Grok pattern is required.';
      break;
    case 'regex':
      if (isBlank(values.regex_value)) errors.regex_value = 'Regular expression is required.';
      break;
    case 'regex_replace':
      if (isBlank(values.regex)) errors.regex = 'Regular expression is required.';
      break;
    case 'split_and_index':
      if (values.split_by === '') errors.split_by = 'Enter the character to split by.';
      if (values.index === undefined || !Number.isInteger(values.index) || values.index < 1) errors.index = 'Enter a whole number from 1 (the first part) up.';
      break;
    case 'substring':
      if (values.begin_index === undefined || !Number.isInteger(values.begin_index) || values.begin_index < 0) {
        errors.begin_index = 'Enter a whole number from 0 (the first character) up.';
      }
      if (values.end_index === undefined || !Number.isInteger(values.end_index) || values.end_index <= (values.begin_index ?? 0)) {
        errors.end_index = 'Enter a whole number greater than the begin index.';
      }
      break;
    case 'lookup_table':
      if (isBlank(values.lookup_table_name)) errors.lookup_table_name = 'Choose the lookup table to look the field up in.';
      break;
    default:
      break;
  }
  const converters = converterProblem(values.converters);
  if (converters) errors.converters = converters;
  return errors;
};

/** Settings only converters have: a reason about one of them belongs to the converters. */
const CONVERTER_SETTINGS = new Set(['date_format', 'time_zone', 'locale', 'column_header', 'separator', 'quote_char', 'escape_char',
  'strict_quotes', 'trim_leading_whitespace', 'lookup_table_name']);

const isAboutConverter = (reasons: Array<unknown>) => reasons.some((reason) => typeof reason === 'string' && reason.startsWith('Converter '));

/** Where a request field's reason goes on the form. */
const formFieldOf = (requestField: string, type: string, reasons: Array<unknown>): string => {
  // The lookup table extractor and converter share the setting's name; the converter's reasons say they are its.
  if (requestField === 'lookup_table_name' && type === 'lookup_table' && !isAboutConverter(reasons)) return 'lookup_table_name';
  if (CONVERTER_SETTINGS.has(requestField) || isAboutConverter(reasons)) return 'converters';
  if (requestField === 'extractor_type') return 'type';
  if (requestField === 'cut_or_copy') return 'cursor_strategy';
  if (requestField === 'converters' || requestField.startsWith('converters.')) return 'converters';
  if (requestField.startsWith('extractor_config.')) return requestField.slice('extractor_config.'.length);
  if (requestField === 'extractor_config' && isEditableType(type)) return CONFIG_FIELDS[type][0] ?? 'type';
  return requestField;
};

const INVALID_TYPE = 'Invalid extractor type provided';

/**
 * The server's refusal with its reasons renamed from request fields (extractor_type, cut_or_copy,
 * [extractor_config.]regex_value, converters.…, a converter's settings) to the form's, so that each lands
 * at its field. Graylog
 * answers an unknown type with only a message: that one belongs to the type as well.
 */
export const refusalForForm = (error: unknown, type: string): unknown => {
  if (!(error instanceof FetchError) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) {
    return error;
  }
  const body = error.body as { errors?: unknown, message?: unknown };
  const reported = typeof body.errors === 'object' && body.errors !== null && !Array.isArray(body.errors)
    ? Object.entries(body.errors as { [field: string]: unknown })
    : [];
  if (reported.length === 0) {
    return typeof body.message === 'string' && body.message.startsWith(INVALID_TYPE)
      ? new FetchError('Bad Request', 400, { ...body, failed: true, errors: { type: [body.message] } })
      : error;
  }
  const errors: { [field: string]: Array<unknown> } = {};
  reported.forEach(([field, reported]) => {
    const reasons = Array.isArray(reported) ? reported : [reported];
    const target = formFieldOf(field, type, reasons);
    errors[target] = [...(errors[target] ?? []), ...reasons];
  });
  return new FetchError('Bad Request', 400, { ...body, errors });
};

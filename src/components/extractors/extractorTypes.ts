// The extractor and converter types the console offers, with their names and what they do.

export const EXTRACTOR_TYPES = ['copy_input', 'grok', 'json', 'regex', 'regex_replace', 'split_and_index', 'substring', 'lookup_table'] as const;

export type EditableExtractorType = typeof EXTRACTOR_TYPES[number];

type TypeInfo = { label: string, description: string };

export const EXTRACTOR_TYPE_INFO: Record<EditableExtractorType, TypeInfo> = {
  copy_input: { label: 'Copy input', description: 'Copies the whole value of the source field into the target field.' },
  grok: { label: 'Grok pattern', description: 'Matches a grok pattern and stores each named capture as a field of its own.' },
  json: { label: 'JSON', description: 'Parses the field as JSON and stores its keys as fields.' },
  regex: { label: 'Regular expression', description: 'Stores the first matching group of a regular expression.' },
  regex_replace: { label: 'Replace with regular expression', description: 'Replaces what a regular expression matches and stores the result.' },
  split_and_index: { label: 'Split & Index', description: 'Splits the field by a character and stores the part at a position.' },
  substring: { label: 'Substring', description: 'Stores the characters between two positions.' },
  lookup_table: { label: 'Lookup Table', description: 'Looks the whole field up in a lookup table and stores the value it answers.' },
};


export const isEditableType = (type: string): type is EditableExtractorType => (EXTRACTOR_TYPES as ReadonlyArray<string>).includes(type);

export const extractorTypeLabel = (type: string): string => (isEditableType(type) ? EXTRACTOR_TYPE_INFO[type].label : type);

/** Grok and JSON name their fields themselves; every other type stores its result in the target field. */
export const needsTargetField = (type: string): boolean => type !== 'grok' && type !== 'json';

export const CONVERTER_TYPES = [
  'numeric', 'date', 'flexdate', 'hash', 'split_and_count', 'ip_anonymizer', 'syslog_pri_level', 'syslog_pri_facility',
  'tokenizer', 'csv', 'lowercase', 'uppercase', 'lookup_table',
] as const;

export type EditableConverterType = typeof CONVERTER_TYPES[number];

export const CONVERTER_TYPE_INFO: Record<EditableConverterType, TypeInfo> = {
  numeric: { label: 'Numeric', description: 'Stores the value as a number.' },
  date: { label: 'Date', description: 'Parses the value as a date in the given format.' },
  flexdate: { label: 'Flexible date', description: 'Parses the value as a date written in almost any way.' },
  hash: { label: 'Hash', description: 'Replaces the value with its MD5 hash.' },
  split_and_count: { label: 'Split & Count', description: 'Stores how many parts the value splits into.' },
  ip_anonymizer: { label: 'Anonymize IPv4 addresses', description: 'Replaces the last octet of every IPv4 address with xxx.' },
  syslog_pri_level: { label: 'Syslog level from PRI', description: 'Reads the syslog level from a PRI value.' },
  syslog_pri_facility: { label: 'Syslog facility from PRI', description: 'Reads the syslog facility from a PRI value.' },
  tokenizer: { label: 'Key=value pairs to fields', description: 'Stores each key=value pair of the value as a field.' },
  csv: { label: 'CSV to fields', description: 'Splits the value as a CSV line and stores each column as a field.' },
  lowercase: { label: 'Lowercase', description: 'Turns the value into lower case.' },
  uppercase: { label: 'Uppercase', description: 'Turns the value into upper case.' },
  lookup_table: { label: 'Lookup Table', description: 'Replaces the value with what a lookup table answers for it.' },
};

export const isEditableConverter = (type: string): type is EditableConverterType => (CONVERTER_TYPES as ReadonlyArray<string>).includes(type);

export const converterTypeLabel = (type: string): string => (isEditableConverter(type) ? CONVERTER_TYPE_INFO[type].label : type);

/** A converter's settings as the form edits them: text and switches. */
export type ConverterSettings = { [key: string]: string | boolean };

/** What a newly added converter starts with (the CSV defaults are those of the CSV format). */
export const DEFAULT_CONVERTER_SETTINGS: Record<EditableConverterType, ConverterSettings> = {
  numeric: {},
  date: { date_format: '', time_zone: 'Etc/UTC', locale: '' },
  flexdate: { time_zone: 'Etc/UTC' },
  hash: {},
  split_and_count: { split_by: '' },
  ip_anonymizer: {},
  syslog_pri_level: {},
  syslog_pri_facility: {},
  tokenizer: {},
  csv: { column_header: '', separator: ',', quote_char: '"', escape_char: '\\', strict_quotes: false, trim_leading_whitespace: true },
  lowercase: {},
  uppercase: {},
  lookup_table: { lookup_table_name: '' },
};

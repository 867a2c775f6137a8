// The form of each cache and data adapter type: its fields in order, with labels and help. A type the console
// does not know (a plugin's) gets fields derived from its default configuration, so it can still be edited.
import type { SelectOption } from '@/components/common/form/FormField';
import type { LookupConfig, LookupTypes } from '@/stores/lookup-tables/lookupPayloads';

type FieldBase = { name: string, label: string, help?: string, required?: boolean };

export type ConfigFieldSpec =
  | FieldBase & { kind: 'text' | 'textarea', placeholder?: string }
  | FieldBase & { kind: 'number', min?: number }
  /** A URL the server calls: checked against the URL whitelist, with its "Add to URL whitelist" action. */
  | FieldBase & { kind: 'url', placeholder?: string, template?: string }
  | FieldBase & { kind: 'checkbox' }
  | FieldBase & { kind: 'select', options: Array<SelectOption> }
  /** A number and its time unit, stored in `unitName` (Graylog's TimeUnit). */
  | FieldBase & { kind: 'duration', unitName: string }
  /** A map of text to text, edited one pair per line: the key, `separator`, the value. */
  | FieldBase & { kind: 'pairs', separator: ':' | '=', placeholder?: string }
  /** A list of text, edited one item per line. */
  | FieldBase & { kind: 'lines' };

export type LookupTypeForm = {
  displayName: string,
  /** One sentence on what the type does, shown beside the form and on the details page. */
  description: string,
  fields: Array<ConfigFieldSpec>,
};

export const TIME_UNIT_OPTIONS: Array<SelectOption> = ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS']
  .map((unit) => ({ value: unit, label: unit.charAt(0) + unit.slice(1).toLowerCase() }));

/** Where the HTTP JSONPath adapter puts the key in its URL. */
export const KEY = '$' + '{key}';

const caseInsensitive: ConfigFieldSpec = {
  name: 'case_insensitive_lookup', kind: 'checkbox', label: 'Allow case-insensitive lookups', help: 'Enable if the key lookup should be case-insensitive.',
};
const quoteChar: ConfigFieldSpec = { name: 'quotechar', kind: 'text', label: 'Quote character', required: true, help: 'The character to use for quoted elements.' };

const ADAPTER_FORMS: { [type: string]: LookupTypeForm } = {
  csvfile: {
    displayName: 'CSV File',
    description: 'Looks keys up in a CSV file on the server, read again when it changes.',
    fields: [
      { name: 'path', kind: 'text', label: 'File path', required: true, placeholder: '/etc/graylog/lookup/hosts.csv', help: 'The path to the CSV file.' },
      { name: 'check_interval', kind: 'number', label: 'Check interval', required: true, min: 1, help: 'The interval to check if the CSV file needs a reload. (in seconds)' },
      { name: 'separator', kind: 'text', label: 'Separator', required: true, help: 'The delimiter to use for separating entries.' },
      quoteChar,
      { name: 'key_column', kind: 'text', label: 'Key column', required: true, help: 'The column name that should be used for the key lookup.' },
      { name: 'value_column', kind: 'text', label: 'Value column', required: true, help: 'The column name that should be used as the value for a key.' },
      caseInsensitive,
    ],
  },
  dsvhttp: {
    displayName: 'DSV File from HTTP',
    description: 'Looks keys up in a delimiter-separated file fetched over HTTP and refreshed regularly.',
    fields: [
      { name: 'url', kind: 'url', label: 'File URL', required: true, placeholder: 'https://example.org/hosts.csv', help: 'The URL of the file; it must be allowed by the URL whitelist.' },
      { name: 'refresh_interval', kind: 'number', label: 'Refresh interval', required: true, min: 1, help: 'The interval to check if the DSV file needs a reload. (in seconds)' },
      { name: 'separator', kind: 'text', label: 'Separator', required: true, help: 'The delimiter to use for separating columns of entries.' },
      { name: 'line_separator', kind: 'text', label: 'Line Separator', required: true, help: 'The delimiter to use for separating lines.' },
      quoteChar,
      { name: 'ignorechar', kind: 'text', label: 'Ignore characters', required: true, help: 'Ignore lines starting with these characters.' },
      // Column numbers, counted from 0: the server reads them as integers (DSVHTTPDataAdapter.Config).
      { name: 'key_column', kind: 'number', label: 'Key column', required: true, min: 0, help: 'The column number that should be used for the key lookup (the first is 0).' },
      {
        name: 'value_column', kind: 'number', label: 'Value column', min: 0,
        help: 'The column number that should be used as the value for a key (the first is 0). Needed unless only presence is checked.',
      },
      caseInsensitive,
      { name: 'check_presence_only', kind: 'checkbox', label: 'Check Presence Only', help: 'Only check if key is present in table, returns boolean instead of value.' },
    ],
  },
  httpjsonpath: {
    displayName: 'HTTP JSONPath',
    description: 'Asks an HTTP service for each key and picks the values out of its JSON answer.',
    fields: [
      {
        name: 'url', kind: 'url', template: KEY, label: 'Lookup URL', required: true, placeholder: `https://example.org/api/lookup?q=${KEY}`,
        help: `The URL for the HTTP request; ${KEY} is replaced by the key. It must be allowed by the URL whitelist.`,
      },
      { name: 'single_value_jsonpath', kind: 'text', label: 'Single value JSONPath', required: true, placeholder: '$.value', help: 'The JSONPath string to get the single value from the response.' },
      {
        name: 'multi_value_jsonpath', kind: 'text', label: 'Multi value JSONPath', placeholder: '$.data',
        help: 'The JSONPath string to get the multi value from the response. Needs to return a list or map. (optional)',
      },
      { name: 'user_agent', kind: 'text', label: 'HTTP User-Agent', required: true, help: 'The User-Agent header to use for the HTTP request.' },
      { name: 'headers', kind: 'pairs', separator: ':', label: 'HTTP Headers', placeholder: 'Accept: application/json', help: 'The custom HTTP headers to use for the HTTP request, one "Name: value" per line.' },
    ],
  },
  key_value_list: {
    displayName: 'Key-value list',
    description: 'Answers from a fixed list of keys and values kept in the adapter itself: for small mappings such as status codes or host roles.',
    fields: [
      {
        name: 'pairs', kind: 'pairs', separator: '=', label: 'Keys and values', required: true, placeholder: '200=OK\n404=Not Found',
        help: 'One key=value per line; the key ends at the first "=".',
      },
      caseInsensitive,
    ],
  },
  dnslookup: {
    displayName: 'DNS Lookup',
    description: 'Resolves each key with DNS: host names to addresses, addresses to host names, or text records.',
    fields: [
      {
        name: 'lookup_type',
        kind: 'select',
        label: 'DNS Lookup Type',
        required: true,
        help: 'Select the type of DNS lookup to perform.',
        options: [
          { value: 'A', label: 'Resolve hostname to IPv4 address (A)' },
          { value: 'AAAA', label: 'Resolve hostname to IPv6 address (AAAA)' },
          { value: 'A_AAAA', label: 'Resolve hostname to IPv4 and IPv6 address (A and AAAA)' },
          { value: 'PTR', label: 'Reverse lookup (PTR)' },
          { value: 'TXT', label: 'Text lookup (TXT)' },
        ],
      },
      {
        name: 'server_ips', kind: 'text', label: 'DNS Server IP Address', placeholder: '1.1.1.1, 8.8.8.8:53',
        help: 'A comma-separated list of DNS server IP addresses, each with an optional port. Empty: the server\'s own resolvers.',
      },
      { name: 'request_timeout', kind: 'number', label: 'DNS Request Timeout', required: true, min: 1, help: 'The DNS request timeout in milliseconds.' },
      { name: 'cache_ttl_override_enabled', kind: 'checkbox', label: 'Cache TTL Override', help: 'If enabled, the cache TTL will be overridden with the specified value.' },
      { name: 'cache_ttl_override', kind: 'duration', unitName: 'cache_ttl_override_unit', label: 'Cache TTL', help: 'How long an answer is cached when the override is enabled.' },
    ],
  },
};

const CACHE_FORMS: { [type: string]: LookupTypeForm } = {
  none: { displayName: 'Do not cache values', description: 'Every lookup asks the data adapter.', fields: [] },
  guava_cache: {
    displayName: 'Node-local, in-memory cache',
    description: 'Keeps answers in this server\'s memory, up to a number of entries and for a time.',
    fields: [
      { name: 'max_size', kind: 'number', label: 'Maximum entries', required: true, min: 0, help: 'The limit of the number of entries the cache keeps in memory.' },
      {
        name: 'expire_after_access', kind: 'duration', unitName: 'expire_after_access_unit', label: 'Expire after access',
        help: 'Entries are removed from the cache after this time from when they were last used; 0 turns it off.',
      },
      {
        name: 'expire_after_write', kind: 'duration', unitName: 'expire_after_write_unit', label: 'Expire after write',
        help: 'Entries are removed from the cache after this time from when they were first used; 0 turns it off.',
      },
      { name: 'ignore_null', kind: 'checkbox', label: 'Ignore empty results', help: 'Lookups that found no value are not kept, so the adapter is asked again next time.' },
    ],
  },
};

/** A type's name made readable: "my_cache" → "My cache". */
const readable = (type: string) => {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Fields for a type the console does not know, from the values its configuration holds. */
const derivedFields = (config: LookupConfig | undefined): Array<ConfigFieldSpec> => Object.entries(config ?? {})
  .filter(([name]) => name !== 'type')
  .map(([name, value]): ConfigFieldSpec => {
    const label = readable(name);
    if (typeof value === 'boolean') return { name, label, kind: 'checkbox' };
    if (typeof value === 'number') return { name, label, kind: 'number' };
    if (Array.isArray(value)) return { name, label, kind: 'lines', help: 'One per line.' };
    if (typeof value === 'object' && value !== null) return { name, label, kind: 'pairs', separator: '=', help: 'One key=value per line.' };
    return { name, label, kind: 'text' };
  });

export type LookupTypeKind = 'cache' | 'adapter';

/** The form of `type`: the console's own, or one derived from the server's default (or a saved) configuration. */
export const lookupTypeForm = (kind: LookupTypeKind, type: string, types: LookupTypes | undefined, savedConfig?: LookupConfig): LookupTypeForm => {
  const known = (kind === 'cache' ? CACHE_FORMS : ADAPTER_FORMS)[type];
  if (known) return known;
  return {
    displayName: readable(type),
    description: `A ${kind === 'cache' ? 'cache' : 'data adapter'} of type ${type}.`,
    fields: derivedFields(types?.[type]?.default_config ?? savedConfig),
  };
};

/** The name shown for a type, e.g. "CSV File" for csvfile. */
export const lookupTypeName = (kind: LookupTypeKind, type: string): string => lookupTypeForm(kind, type, undefined).displayName;

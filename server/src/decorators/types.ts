// The message decorators this server runs, with Graylog's type names (the decorator classes' names),
// descriptors and requested configuration. A decorator changes how a message of a search result is
// shown, never the stored message. Graylog's lookup table and pipeline decorators are not offered:
// this server has neither lookup tables nor pipelines to run them with.
import { requestedConfigurationField, type RequestedConfiguration } from '../codecs/configuration';
import type { MessageFields } from '../messages/types';

export type DecoratorConfig = Record<string, string | boolean>;

export interface DecoratorType {
  type: string;
  name: string;
  human_name: string;
  link_to_docs: string;
  requested_configuration: RequestedConfiguration;
  /** Returns the decorated fields (a new object), or the same object when the message is left alone. */
  decorate: (config: DecoratorConfig, fields: MessageFields) => MessageFields;
}

const DOCS = 'https://docs.graylog.org/';

// RFC 3164 section 4.1.1, with Graylog's labels.
const SYSLOG_SEVERITIES: Readonly<Record<string, string>> = {
  0: 'Emergency (0)',
  1: 'Alert (1)',
  2: 'Critical (2)',
  3: 'Error (3)',
  4: 'Warning (4)',
  5: 'Notice (5)',
  6: 'Informational (6)',
  7: 'Debug (7)',
};

const text = (humanName: string, defaultValue: string, description: string, position: number) =>
  requestedConfigurationField({ type: 'text', humanName, defaultValue, description, position });

function withField(fields: MessageFields, name: string, value: unknown): MessageFields {
  return { ...fields, [name]: value };
}

function syslogSeverity(config: DecoratorConfig, fields: MessageFields): MessageFields {
  const source = String(config.source_field);
  if (!Object.hasOwn(fields, source)) return fields;
  const label = Object.hasOwn(SYSLOG_SEVERITIES, String(fields[source])) ? SYSLOG_SEVERITIES[String(fields[source])] : undefined;
  return label === undefined ? fields : withField(fields, String(config.target_field), label);
}

/** How a field's value reads inside a formatted string. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(asText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const TEMPLATE_VARIABLE = /\$\{([^}]*)\}/g;

export function templateVariables(template: string): string[] {
  return [...template.matchAll(TEMPLATE_VARIABLE)].map((match) => match[1].trim());
}

function formatString(config: DecoratorConfig, fields: MessageFields): MessageFields {
  const template = String(config.format_string);
  if (config.require_all_fields === true && !templateVariables(template).every((name) => Object.hasOwn(fields, name))) return fields;
  const formatted = template.replace(TEMPLATE_VARIABLE, (_match, name: string) => asText(Object.hasOwn(fields, name.trim()) ? fields[name.trim()] : undefined));
  return withField(fields, String(config.target_field), formatted);
}

/** Only http and https links: anything else (javascript:, data:…) stays plain text. */
export function isLinkUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function linkField(config: DecoratorConfig, fields: MessageFields): MessageFields {
  const name = String(config.link_field);
  const value = fields[name];
  if (typeof value !== 'string' || !isLinkUrl(value)) return fields;
  return withField(fields, name, { type: 'a', href: value });
}

export const DECORATOR_TYPES: Readonly<Record<string, DecoratorType>> = {
  'org.graylog2.decorators.SyslogSeverityMapperDecorator': {
    type: 'org.graylog2.decorators.SyslogSeverityMapperDecorator',
    name: 'Syslog Severity Mapper',
    human_name: 'Syslog Severity Mapper',
    link_to_docs: DOCS,
    requested_configuration: {
      source_field: text('Source field', 'level', 'The message field which includes the numeric Syslog severity.', 1),
      target_field: text('Target field', 'severity', 'The message field that will be created with the mapped severity value.', 2),
    },
    decorate: syslogSeverity,
  },
  'org.graylog2.decorators.FormatStringDecorator': {
    type: 'org.graylog2.decorators.FormatStringDecorator',
    name: 'Format String',
    human_name: 'Format string',
    link_to_docs: DOCS,
    requested_configuration: {
      format_string: text('Format String', '${source} - ${message}', 'The format string used to create the concatenated field, with ${field} for the value of a field.', 1),
      require_all_fields: requestedConfigurationField({
        type: 'boolean',
        humanName: 'Require all fields',
        defaultValue: false,
        description: 'Check this if all fields in the format string need to be present in order to apply this decorator.',
        optional: true,
        position: 2,
      }),
      target_field: text('Target field', 'message', 'The message field that will be created with the formatted string.', 3),
    },
    decorate: formatString,
  },
  'org.graylog2.decorators.LinkFieldDecorator': {
    type: 'org.graylog2.decorators.LinkFieldDecorator',
    name: 'Hyperlink String',
    human_name: 'Hyperlink string',
    link_to_docs: DOCS,
    requested_configuration: {
      link_field: text('Link field', 'message', 'The field that will be transformed into a hyperlink (http and https links only).', 1),
    },
    decorate: linkField,
  },
};

export function decoratorType(type: string): DecoratorType | undefined {
  return Object.hasOwn(DECORATOR_TYPES, type) ? DECORATOR_TYPES[type] : undefined;
}

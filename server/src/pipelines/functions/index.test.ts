import { functionDescriptor, functionRegistry } from '.';

// Graylog 4.0's descriptors: return class, then each parameter as name:Type (? = optional) in order.
const GRAYLOG: Record<string, string[]> = {
  has_field: ['java.lang.Boolean', 'field:String', 'message:Message?'],
  get_field: ['java.lang.Object', 'field:String', 'message:Message?'],
  set_field: ['java.lang.Void', 'field:String', 'value:Object', 'prefix:String?', 'suffix:String?', 'message:Message?', 'default:Object?'],
  set_fields: ['java.lang.Void', 'fields:Map', 'prefix:String?', 'suffix:String?', 'message:Message?'],
  remove_field: ['java.lang.Void', 'field:String', 'message:Message?'],
  rename_field: ['java.lang.Void', 'old_field:String', 'new_field:String', 'message:Message?'],
  to_string: ['java.lang.String', 'value:Object', 'default:String?'],
  to_long: ['java.lang.Long', 'value:Object', 'default:Long?'],
  to_double: ['java.lang.Double', 'value:Object', 'default:Double?'],
  to_bool: ['java.lang.Boolean', 'value:Object', 'default:Boolean?'],
  to_ip: ['org.graylog.plugins.pipelineprocessor.functions.ips.IpAddress', 'ip:Object', 'default:String?'],
  is_null: ['java.lang.Boolean', 'value:Object'],
  is_not_null: ['java.lang.Boolean', 'value:Object'],
  is_string: ['java.lang.Boolean', 'value:Object'],
  is_number: ['java.lang.Boolean', 'value:Object'],
  contains: ['java.lang.Boolean', 'value:String', 'search:String', 'ignore_case:Boolean?'],
  starts_with: ['java.lang.Boolean', 'value:String', 'prefix:String', 'ignore_case:Boolean?'],
  ends_with: ['java.lang.Boolean', 'value:String', 'suffix:String', 'ignore_case:Boolean?'],
  lowercase: ['java.lang.String', 'value:String', 'locale:String?'],
  uppercase: ['java.lang.String', 'value:String', 'locale:String?'],
  abbreviate: ['java.lang.String', 'value:String', 'width:Long'],
  capitalize: ['java.lang.String', 'value:String'],
  substring: ['java.lang.String', 'value:String', 'start:Long', 'end:Long?'],
  concat: ['java.lang.String', 'first:String', 'second:String'],
  split: ['java.util.List', 'pattern:String', 'value:String', 'limit:Long?'],
  regex: ['org.graylog.plugins.pipelineprocessor.functions.strings.RegexMatch$RegexMatchResult', 'pattern:String', 'value:String', 'group_names:List?'],
  regex_replace: ['java.lang.String', 'pattern:String', 'value:String', 'replacement:String', 'replace_all:Boolean?'],
  grok: ['org.graylog.plugins.pipelineprocessor.functions.strings.GrokMatch$GrokResult', 'pattern:String', 'value:String', 'only_named_captures:Boolean?'],
  key_value: [
    'java.util.Map', 'value:String', 'delimiters:String?', 'kv_delimiters:String?', 'ignore_empty_values:Boolean?', 'allow_dup_keys:Boolean?',
    'handle_dup_keys:String?', 'trim_key_chars:String?', 'trim_value_chars:String?',
  ],
  parse_json: ['com.fasterxml.jackson.databind.JsonNode', 'value:String'],
  select_jsonpath: ['java.util.Map', 'json:JsonNode', 'paths:Map'],
  parse_date: ['org.joda.time.DateTime', 'value:String', 'pattern:String', 'locale:String?', 'timezone:String?'],
  format_date: ['java.lang.String', 'value:DateTime', 'format:String', 'timezone:String?'],
  now: ['org.joda.time.DateTime', 'timezone:String?'],
  flex_parse_date: ['org.joda.time.DateTime', 'value:String', 'default:DateTime?', 'timezone:String?'],
  cidr_match: ['java.lang.Boolean', 'cidr:String', 'ip:IpAddress'],
  lookup: ['java.util.Map', 'lookup_table:String', 'key:Object', 'default:Object?'],
  lookup_value: ['java.lang.Object', 'lookup_table:String', 'key:Object', 'default:Object?'],
  route_to_stream: ['java.lang.Void', 'name:String?', 'id:String?', 'message:Message?', 'remove_from_default:Boolean?'],
  remove_from_stream: ['java.lang.Void', 'name:String?', 'id:String?', 'message:Message?'],
  drop_message: ['java.lang.Void', 'message:Message?'],
  create_message: ['org.graylog2.plugin.Message', 'message:String?', 'source:String?', 'timestamp:DateTime?'],
  clone_message: ['org.graylog2.plugin.Message', 'message:Message?'],
  debug: ['java.lang.Void', 'value:Object'],
  md5: ['java.lang.String', 'value:String'],
  sha1: ['java.lang.String', 'value:String'],
  sha256: ['java.lang.String', 'value:String'],
  base64_encode: ['java.lang.String', 'value:String', 'omit_padding:Boolean?'],
  base64_decode: ['java.lang.String', 'value:String', 'omit_padding:Boolean?'],
  syslog_level: ['java.lang.String', 'value:Object'],
  syslog_facility: ['java.lang.String', 'value:Object'],
  expand_syslog_priority: ['org.graylog.plugins.pipelineprocessor.functions.syslog.SyslogPriority', 'value:Object'],
};

const JAVA_CLASS: Record<string, string> = {
  String: 'java.lang.String',
  Object: 'java.lang.Object',
  Long: 'java.lang.Long',
  Double: 'java.lang.Double',
  Boolean: 'java.lang.Boolean',
  Map: 'java.util.Map',
  List: 'java.util.List',
  Message: 'org.graylog2.plugin.Message',
  DateTime: 'org.joda.time.DateTime',
  IpAddress: 'org.graylog.plugins.pipelineprocessor.functions.ips.IpAddress',
  JsonNode: 'com.fasterxml.jackson.databind.JsonNode',
};

describe('function descriptors', () => {
  it.each(Object.entries(GRAYLOG))('%s has Graylog’s return type and parameters', (name, [returnType, ...params]) => {
    const definition = functionRegistry().get(name);
    expect(definition).toBeDefined();
    if (!definition) return;
    const descriptor = functionDescriptor(definition);
    expect(descriptor.return_type).toBe(returnType);
    expect(descriptor.params.map((p) => `${p.name}:${Object.keys(JAVA_CLASS).find((k) => JAVA_CLASS[k] === p.type) ?? p.type}${p.optional ? '?' : ''}`)).toEqual(params);
    expect(descriptor.description.length).toBeGreaterThan(10);
  });

  it('names the classes Graylog transforms arguments into', () => {
    const registry = functionRegistry();
    const transformed = (fn: string, param: string) => {
      const definition = registry.get(fn);
      return definition && functionDescriptor(definition).params.find((p) => p.name === param)?.transformed_type;
    };
    expect(transformed('regex', 'pattern')).toBe('java.util.regex.Pattern');
    expect(transformed('regex', 'value')).toBe('java.lang.String');
    expect(transformed('cidr_match', 'cidr')).toBe('org.graylog2.utilities.IpSubnet');
    expect(transformed('parse_date', 'timezone')).toBe('org.joda.time.DateTimeZone');
    expect(transformed('lookup', 'lookup_table')).toBe('org.graylog2.lookup.LookupTableService$Function');
  });

  it('serialises as Graylog’s JSON keys', () => {
    const definition = functionRegistry().get('drop_message');
    expect(definition && functionDescriptor(definition)).toEqual({
      name: 'drop_message',
      pure: true,
      return_type: 'java.lang.Void',
      params: [{ type: 'org.graylog2.plugin.Message', transformed_type: 'org.graylog2.plugin.Message', name: 'message', optional: true, description: expect.any(String) as string }],
      description: expect.any(String) as string,
    });
  });

  it('registers every function once, under its own name', () => {
    const registry = functionRegistry();
    expect(registry.size).toBeGreaterThanOrEqual(Object.keys(GRAYLOG).length);
    for (const definition of registry.values()) expect(registry.get(definition.name)).toBe(definition);
  });
});

import { configOf, configuredFormValuesOf, configuredRequestOf, nameFromTitle, newConfiguredFormValues, validateConfigured } from './configuredFormValues';
import { lookupTypeForm } from './lookupTypeForms';

const types = {
  guava_cache: {
    type: 'guava_cache',
    default_config: { type: 'guava_cache', max_size: 1000, expire_after_access: 60, expire_after_access_unit: 'SECONDS', expire_after_write: 0, expire_after_write_unit: null, ignore_null: false },
  },
  httpjsonpath: {
    type: 'httpjsonpath',
    default_config: { type: 'httpjsonpath', url: '', single_value_jsonpath: '$.value', multi_value_jsonpath: '', user_agent: 'Graylog Lookup', headers: {} },
  },
  plugin_thing: { type: 'plugin_thing', default_config: { type: 'plugin_thing', endpoint: 'x', retries: 3, verbose: true, tags: ['a'] } },
};

describe('configuredFormValues', () => {
  it('makes the name from the title as Graylog does', () => {
    expect(nameFromTitle('  GeoIP Countries (v2) ')).toBe('geoip-countries-v2-');
    expect(nameFromTitle('dns_cache')).toBe('dns_cache');
  });

  it('starts a new entity from the type\'s default configuration and sends it back with the form\'s values', () => {
    const form = lookupTypeForm('cache', 'guava_cache', types);
    const values = newConfiguredFormValues('guava_cache', form, types);
    expect(values).toMatchObject({ type: 'guava_cache', max_size: 1000, expire_after_access: 60, expire_after_access_unit: 'SECONDS', expire_after_write_unit: 'SECONDS' });
    const request = configuredRequestOf({ ...values, title: ' Hosts ', name: 'hosts', expire_after_write: undefined }, form, types.guava_cache.default_config);
    expect(request).toEqual({
      title: 'Hosts',
      description: '',
      name: 'hosts',
      config: {
        type: 'guava_cache', max_size: 1000, expire_after_access: 60, expire_after_access_unit: 'SECONDS', expire_after_write: null, expire_after_write_unit: 'SECONDS', ignore_null: false,
      },
    });
  });

  it('edits HTTP headers one "Name: value" per line and keeps settings the form does not show', () => {
    const form = lookupTypeForm('adapter', 'httpjsonpath', types);
    const saved = {
      id: 'a1', title: 'Geo', description: '', name: 'geo',
      config: { type: 'httpjsonpath', url: 'https://geo/?ip=${key}', single_value_jsonpath: '$.c', multi_value_jsonpath: '', user_agent: 'x', headers: { Accept: 'application/json' }, extra: 7 },
    };
    const values = configuredFormValuesOf(saved, form);
    expect(values.headers).toBe('Accept: application/json');
    const config = configOf({ ...values, headers: 'Accept: text/plain\nX-Token:  a:b \n\n' }, form, saved.config);
    expect(config.headers).toEqual({ Accept: 'text/plain', 'X-Token': 'a:b' });
    expect(config.extra).toBe(7);
  });

  it('derives fields for a type it does not know from its default configuration', () => {
    const form = lookupTypeForm('adapter', 'plugin_thing', types);
    expect(form.displayName).toBe('Plugin thing');
    expect(form.fields.map((field) => [field.name, field.kind])).toEqual([['endpoint', 'text'], ['retries', 'number'], ['verbose', 'checkbox'], ['tags', 'lines']]);
    const values = newConfiguredFormValues('plugin_thing', form, types);
    expect(configOf({ ...values, tags: 'a\nb' }, form, types.plugin_thing.default_config)).toEqual({ type: 'plugin_thing', endpoint: 'x', retries: 3, verbose: true, tags: ['a', 'b'] });
  });

  it('checks required fields, the name\'s characters and minimums in the browser', () => {
    const form = lookupTypeForm('adapter', 'csvfile', undefined);
    const errors = validateConfigured(form)({
      title: '', description: '', name: 'bad name', type: 'csvfile', path: '', check_interval: 0, separator: ',', quotechar: '"', key_column: 'k', value_column: 'v', case_insensitive_lookup: false,
    });
    expect(errors).toEqual({
      title: 'Title is required.', name: 'Use only letters, digits, - and _.', path: 'File path is required.', check_interval: 'Check interval must be at least 1.',
    });
  });
});

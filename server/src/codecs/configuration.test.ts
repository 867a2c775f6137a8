import {
  charsetProblem, checkRequestedConfiguration, configBoolean, configNumber, decodeText, isoTimestamp, overrideSource, requestedConfigurationField, type RequestedConfiguration,
} from './configuration';
import { mayAddField } from './fieldNames';
import { CodecError } from './types';

describe('codec configuration', () => {
  it('builds fields in Graylog shape', () => {
    expect(
      requestedConfigurationField({ type: 'dropdown', humanName: 'Mode', description: 'd', defaultValue: 'a', values: { a: 'A' } }),
    ).toEqual({
      type: 'dropdown',
      default_value: 'a',
      description: 'd',
      human_name: 'Mode',
      is_optional: false,
      attributes: [],
      additional_info: { values: { a: 'A' } },
      position: 100,
    });
  });

  it('reads stored values that may arrive as text', () => {
    expect(configBoolean({ a: 'true' }, 'a', false)).toBe(true);
    expect(configBoolean({ a: 1 }, 'a', false)).toBe(false);
    expect(configNumber({ n: '42' }, 'n', 7)).toBe(42);
    expect(configNumber({ n: 'x' }, 'n', 7)).toBe(7);
    expect(overrideSource({ override_source: '  ' })).toBeUndefined();
    expect(overrideSource({ override_source: 'box' })).toBe('box');
  });

  it('decodes UTF-8 strictly and other encodings by name', () => {
    expect(decodeText(Buffer.from('grüß'), {})).toBe('grüß');
    expect(() => decodeText(Buffer.from([0xc3]), {})).toThrow(new CodecError('Invalid UTF-8 in payload'));
    expect(decodeText(Buffer.from([0xa4]), { charset_name: 'ISO-8859-15' })).toBe('€');
    expect(decodeText(Buffer.from([0x82, 0xa0]), { charset_name: 'Shift_JIS' })).toBe('あ');
    expect(charsetProblem('UTF-8')).toBeNull();
    expect(charsetProblem('nope')).toBe('Unknown character encoding "nope"');
  });

  it('formats timestamps with milliseconds and refuses instants out of range', () => {
    expect(isoTimestamp(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(isoTimestamp(9e15)).toBeUndefined();
    expect(isoTimestamp(NaN)).toBeUndefined();
  });
});

describe('checking a configuration against its form', () => {
  const fields: RequestedConfiguration = {
    port: requestedConfigurationField({ type: 'number', humanName: 'Port', description: '', defaultValue: 5555, attributes: ['is_port_number'] }),
    size: requestedConfigurationField({ type: 'number', humanName: 'Size', description: '', defaultValue: 10, optional: true, attributes: ['only_positive'] }),
    ratio: requestedConfigurationField({ type: 'number', humanName: 'Ratio', description: '', defaultValue: 0, optional: true, decimals: true }),
    name: requestedConfigurationField({ type: 'text', humanName: 'Name', description: '', defaultValue: '' }),
    note: requestedConfigurationField({ type: 'text', humanName: 'Note', description: '', defaultValue: 'none', optional: true }),
    to: requestedConfigurationField({ type: 'list', humanName: 'To', description: '', defaultValue: [], optional: true, values: {} }),
  };
  const refusal = (given: Record<string, unknown>) => {
    try {
      checkRequestedConfiguration(fields, given);
    } catch (error) {
      return { message: (error as Error).message, field: (error as { field?: string }).field };
    }
    return null;
  };

  it('fills defaults, keeps known keys only, trims list values and copies a list default', () => {
    const checked = checkRequestedConfiguration(fields, { port: 514, name: 'n', note: '', to: [' a@b.c ', ''], unknown: 1 });
    expect(checked).toEqual({ port: 514, size: 10, ratio: 0, name: 'n', note: 'none', to: ['a@b.c'] });
    const defaulted = checkRequestedConfiguration(fields, { port: 514, name: 'n' });
    expect(defaulted.to).toEqual([]);
    expect(defaulted.to).not.toBe(fields.to.default_value);
  });

  it('tells the field properties apart: ports, only_positive, decimals, lists, blank required text', () => {
    expect(refusal({ port: 0, name: 'n' })).toEqual({ message: 'Port must be between 1 and 65535', field: 'port' });
    expect(refusal({ port: 514, size: -1, name: 'n' })).toEqual({ message: 'Size must not be negative', field: 'size' });
    expect(refusal({ port: 514, size: 1.5, name: 'n' })).toEqual({ message: 'Size must be a whole number', field: 'size' });
    expect(refusal({ port: 514, ratio: 0.25, name: 'n' })).toBeNull();
    expect(refusal({ port: 514, ratio: '0.25', name: 'n' })).toEqual({ message: 'Ratio must be a number', field: 'ratio' });
    expect(refusal({ port: 514, name: '   ' })).toEqual({ message: 'Name is required', field: 'name' });
    expect(refusal({ port: 514, name: 'n', to: 'a@b.c' })).toEqual({ message: 'To must be a list of text values', field: 'to' });
    expect(refusal({ port: 514, name: 'n', to: Array.from({ length: 1001 }, () => 'x') })?.field).toBe('to');
  });

  it('says a decimal number field outright and leaves the property out otherwise', () => {
    expect(fields.ratio.decimals).toBe(true);
    expect(fields.size).not.toHaveProperty('decimals');
  });
});

describe('field names', () => {
  it('allows well-formed names that are neither reserved nor taken', () => {
    expect(mayAddField({}, 'user.id-2')).toBe(true);
    expect(mayAddField({}, 'sd@32473_iut')).toBe(true);
    expect(mayAddField({}, 'with space')).toBe(false);
    expect(mayAddField({}, '')).toBe(false);
    expect(mayAddField({}, 'gl2_source_input')).toBe(false);
    expect(mayAddField({}, '_id')).toBe(false);
    expect(mayAddField({}, '__proto__')).toBe(false);
    expect(mayAddField({ level: 1 }, 'level')).toBe(false);
    expect(mayAddField({}, 'constructor')).toBe(true);
  });
});

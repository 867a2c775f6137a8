import { charsetProblem, configBoolean, configNumber, decodeText, isoTimestamp, overrideSource, requestedConfigurationField } from './configuration';
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

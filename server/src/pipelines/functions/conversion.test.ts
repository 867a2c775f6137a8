import { DateTimeValue, IpAddressValue, PeriodValue } from '../values';
import { call, checkConstants } from './testing';

describe('conversions', () => {
  it.each([
    ['abc', undefined, 'abc'],
    [42, undefined, '42'],
    [1.5, undefined, '1.5'],
    [true, undefined, 'true'],
    [null, undefined, ''],
    [null, 'dflt', 'dflt'],
    [undefined, 'dflt', 'dflt'],
    [['a', 1], undefined, '[a, 1]'],
    [{ a: 1 }, undefined, '{"a":1}'],
    [new DateTimeValue(Date.parse('2024-05-01T10:00:00Z'), 'Europe/Berlin'), undefined, '2024-05-01T12:00:00.000+02:00'],
    [new DateTimeValue(0), undefined, '1970-01-01T00:00:00.000Z'],
    [new PeriodValue({ days: 1, hours: 2 }), undefined, 'P1DT2H'],
  ])('to_string(%p, default %p) is %p', (value, fallback, expected) => {
    expect(call('to_string', { value, default: fallback })).toBe(expected);
  });

  it.each([
    ['12', undefined, 12],
    ['-3', undefined, -3],
    ['12.5', undefined, 0],
    ['abc', 5, 5],
    [null, 7, 7],
    [null, undefined, 0],
    [9.9, undefined, 9],
    [-9.9, undefined, -9],
    ['99999999999999999999', 1, 1],
  ])('to_long(%p, default %p) is %p', (value, fallback, expected) => {
    expect(call('to_long', { value, default: fallback })).toBe(expected);
  });

  it.each([
    ['1.5', undefined, 1.5],
    ['1e3', undefined, 1000],
    ['2d', undefined, 2],
    ['abc', 0.5, 0.5],
    [null, undefined, 0],
    [3, undefined, 3],
  ])('to_double(%p, default %p) is %p', (value, fallback, expected) => {
    expect(call('to_double', { value, default: fallback })).toBe(expected);
  });

  it.each([
    ['true', undefined, true],
    ['TRUE', undefined, true],
    ['yes', undefined, false],
    ['1', undefined, false],
    [true, undefined, true],
    [null, true, true],
    [null, undefined, false],
  ])('to_bool(%p, default %p) is %p', (value, fallback, expected) => {
    expect(call('to_bool', { value, default: fallback })).toBe(expected);
  });

  it('to_ip reads addresses, numbers and falls back to the default or 0.0.0.0', () => {
    const text = (value: unknown, fallback?: string) => String(call('to_ip', { ip: value, default: fallback }));
    expect(text('10.0.0.1')).toBe('10.0.0.1');
    expect(text('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(text('::ffff:192.168.0.1')).toBe('192.168.0.1');
    expect(text(3232235521)).toBe('192.168.0.1');
    expect(text('010.0.0.1')).toBe('0.0.0.0');
    expect(text('256.0.0.1', '127.0.0.1')).toBe('127.0.0.1');
    expect(text(null)).toBe('0.0.0.0');
    expect(call('to_ip', { ip: '1.2.3.4' })).toBeInstanceOf(IpAddressValue);
    expect(() => call('to_ip', { ip: 'x', default: 'also bad' })).toThrow('not an IP address');
    expect(checkConstants('to_ip', { default: 'bad' })).toContain('not an IP address');
    expect(checkConstants('to_ip', { default: '::1' })).toBeUndefined();
  });

  it('to_map passes maps and answers an empty map for anything else', () => {
    expect(call('to_map', { value: { a: 1 } })).toEqual({ a: 1 });
    expect(call('to_map', { value: 'a=1' })).toEqual({});
    expect(call('to_map', { value: null })).toEqual({});
  });

  it.each([
    ['is_null', null, true],
    ['is_null', '', false],
    ['is_not_null', 0, true],
    ['is_not_null', undefined, false],
    ['is_string', 'a', true],
    ['is_string', 1, false],
    ['is_number', 1.5, true],
    ['is_number', '1', false],
    ['is_bool', false, true],
    ['is_list', ['a'], true],
    ['is_list', 'a', false],
    ['is_map', { a: 1 }, true],
    ['is_map', ['a'], false],
    ['is_date', new DateTimeValue(0), true],
    ['is_date', '2024-01-01', false],
    ['is_ip', new IpAddressValue('::1', new Uint8Array(16)), true],
    ['is_ip', '::1', false],
  ])('%s(%p) is %p', (name, value, expected) => {
    expect(call(name, { value })).toBe(expected);
  });
});

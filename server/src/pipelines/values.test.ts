import {
  addPeriods,
  canonicalZone,
  DateTimeValue,
  ipAddressFromInteger,
  javaString,
  parseIpAddress,
  PeriodValue,
  periodBetween,
  plusPeriod,
  strictZone,
  valuesEqual,
} from './values';

const at = (iso: string, zone = 'UTC') => new DateTimeValue(Date.parse(iso), zone);

describe('DateTimeValue', () => {
  it('stores UTC and shows itself in its zone, as Joda does', () => {
    const date = at('2024-07-01T10:00:00.5Z', 'America/New_York');
    expect(date.toJSON()).toBe('2024-07-01T10:00:00.500Z');
    expect(date.toString()).toBe('2024-07-01T06:00:00.500-04:00');
    expect(at('2024-07-01T10:00:00Z').toString()).toBe('2024-07-01T10:00:00.000Z');
  });
});

describe('date arithmetic', () => {
  it('adds calendar fields in the date’s zone and exact time after them', () => {
    expect(plusPeriod(at('2024-01-31T12:00:00Z'), new PeriodValue({ months: 1 }), 1).toJSON()).toBe('2024-02-29T12:00:00.000Z');
    expect(plusPeriod(at('2024-03-30T12:00:00Z', 'Europe/Berlin'), new PeriodValue({ days: 1 }), 1).toJSON()).toBe('2024-03-31T11:00:00.000Z');
    expect(plusPeriod(at('2024-03-30T12:00:00Z', 'Europe/Berlin'), new PeriodValue({ hours: 24 }), 1).toJSON()).toBe('2024-03-31T12:00:00.000Z');
    expect(plusPeriod(at('2024-05-01T00:00:00Z'), new PeriodValue({ weeks: 1, minutes: 5 }), -1).toJSON()).toBe('2024-04-23T23:55:00.000Z');
  });

  it('adds periods field by field and measures the interval between dates', () => {
    expect(String(addPeriods(new PeriodValue({ days: 1, hours: 2 }), new PeriodValue({ hours: 2 }), -1))).toBe('P1D');
    expect(String(periodBetween(at('2024-01-01T00:00:00Z'), at('2024-01-01T00:00:01.5Z')))).toBe('PT1.500S');
  });
});

describe('zones', () => {
  it('canonicalZone ignores case; strictZone accepts ids and offsets only', () => {
    expect(canonicalZone('europe/BERLIN')).toBe('Europe/Berlin');
    expect(canonicalZone('Mars/Base')).toBeUndefined();
    expect(strictZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(strictZone('+02:00')).toBe('+02:00');
    expect(strictZone('+00:00')).toBe('UTC');
    expect(() => strictZone('europe/berlin')).toThrow("The datetime zone id 'europe/berlin' is not recognised");
  });
});

describe('IP addresses', () => {
  it.each([
    ['192.168.0.1', '192.168.0.1'],
    ['::1', '::1'],
    ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:0:0:0:2:1', '2001:db8::2:1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::10.0.0.1', '::a00:1'],
    ['[fe80::1]', 'fe80::1'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
  ])('%s reads as %s', (text, canonical) => {
    expect(parseIpAddress(text)?.text).toBe(canonical);
  });

  it.each(['256.1.1.1', '01.1.1.1', '1.1.1', 'example.org', '1::2::3', '1:2:3:4:5:6:7:8:9', ''])('%p is not an address', (text) => {
    expect(parseIpAddress(text)).toBeUndefined();
  });

  it('reads integers as IPv4 addresses', () => {
    expect(ipAddressFromInteger(0x7f000001).text).toBe('127.0.0.1');
    expect(ipAddressFromInteger(-1).text).toBe('255.255.255.255');
  });
});

describe('equality and text', () => {
  it('compares like Java’s equals', () => {
    expect(valuesEqual(at('2024-01-01T00:00:00Z'), at('2024-01-01T00:00:00Z', 'Europe/Berlin'))).toBe(true);
    expect(valuesEqual(at('2024-01-01T00:00:00Z'), at('2024-01-01T00:00:01Z'))).toBe(false);
    expect(valuesEqual(parseIpAddress('::ffff:1.2.3.4'), parseIpAddress('1.2.3.4'))).toBe(true);
    expect(valuesEqual(['a', { b: [1] }], ['a', { b: [1] }])).toBe(true);
    expect(valuesEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(valuesEqual('1', 1)).toBe(false);
  });

  it('shows values as String.valueOf does in rules', () => {
    expect(javaString(null)).toBe('null');
    expect(javaString(['a', 1, ['b']])).toBe('[a, 1, [b]]');
    expect(javaString({ a: 'x' })).toBe('{"a":"x"}');
    expect(javaString(parseIpAddress('10.0.0.1'))).toBe('10.0.0.1');
  });
});

import { IpAddressValue, parseIpAddress } from '../values';
import { call, checkConstants } from './testing';

const ip = (text: string): IpAddressValue => {
  const parsed = parseIpAddress(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('cidr_match', () => {
  it.each([
    ['10.0.0.0/8', '10.20.30.40', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['192.168.1.128/25', '192.168.1.200', true],
    ['192.168.1.128/25', '192.168.1.100', false],
    ['10.1.2.3/32', '10.1.2.3', true],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['0.0.0.0/0', '8.8.8.8', true],
  ])('%s contains %s: %p', (cidr, address, expected) => {
    expect(call('cidr_match', { cidr, ip: ip(address) })).toBe(expected);
  });

  it('refuses subnets that are not CIDR when the rule is parsed, and null arguments answer null', () => {
    expect(checkConstants('cidr_match', { cidr: '10.0.0.0' })).toBe('Invalid subnet: 10.0.0.0');
    expect(checkConstants('cidr_match', { cidr: '10.0.0.0/33' })).toMatch(/prefix length/);
    expect(checkConstants('cidr_match', { cidr: '10.0.0.0/8' })).toBeUndefined();
    expect(call('cidr_match', { cidr: '10.0.0.0/8', ip: null })).toBeNull();
    expect(() => call('cidr_match', { cidr: '10.0.0.0/8', ip: '10.0.0.1' })).toThrow("Argument 'ip' must be a IpAddress");
  });
});

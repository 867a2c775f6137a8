import { converter } from './testing';

describe('ip_anonymizer converter', () => {
  it('replaces the last octet of every IPv4 address in the text', () => {
    expect(converter('ip_anonymizer').convert('from 192.168.1.77 to 10.0.0.1 ok')).toBe('from 192.168.1.xxx to 10.0.0.xxx ok');
  });

  it('leaves text without addresses alone', () => {
    expect(converter('ip_anonymizer').convert('no address 1.2.3')).toBe('no address 1.2.3');
  });
});

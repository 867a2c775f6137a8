import { converter } from './testing';

describe('hash converter', () => {
  it('answers the MD5 hex digest, as Graylog', () => {
    expect(converter('hash').convert('foo')).toBe('acbd18db4cc2f85cedef654fccc4a4d8');
    expect(converter('hash').convert('')).toBe('');
  });
});

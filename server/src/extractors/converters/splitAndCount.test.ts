import { ConfigError } from '../config';
import { converter } from './testing';

describe('split_and_count converter', () => {
  const count = converter('split_and_count', { split_by: ',' });

  it('counts the parts, as Java splits (trailing empty parts do not count)', () => {
    expect(count.convert('a,b,c')).toBe(3);
    expect(count.convert('a')).toBe(1);
    expect(count.convert('a,b,,')).toBe(2);
    expect(count.convert(',a')).toBe(2);
    expect(count.convert('')).toBe(0);
  });

  it('splits by a literal text, not a pattern', () => {
    expect(converter('split_and_count', { split_by: '.' }).convert('a.b.c')).toBe(3);
  });

  it('needs split_by', () => {
    expect(() => converter('split_and_count', {})).toThrow(new ConfigError('split_by', 'Missing config [split_by].'));
  });
});

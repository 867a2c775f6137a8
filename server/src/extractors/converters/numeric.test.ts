import { converter } from './testing';

describe('numeric converter', () => {
  const numeric = converter('numeric');

  it('converts integers and decimals', () => {
    expect(numeric.convert('42')).toBe(42);
    expect(numeric.convert('-7')).toBe(-7);
    expect(numeric.convert('3.25')).toBe(3.25);
    expect(numeric.convert('1e3')).toBe(1000);
    expect(numeric.multipleFields).toBe(false);
  });

  it('leaves anything else unchanged', () => {
    expect(numeric.convert('12 apples')).toBe('12 apples');
    expect(numeric.convert('abc')).toBe('abc');
    expect(numeric.convert('')).toBe('');
  });
});

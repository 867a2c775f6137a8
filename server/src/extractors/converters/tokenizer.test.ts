import { converter } from './testing';

describe('tokenizer converter', () => {
  const tokenizer = converter('tokenizer');

  it('turns key=value pairs into fields, quoted values without their quotes', () => {
    expect(tokenizer.multipleFields).toBe(true);
    expect(tokenizer.convert('user=alice action="log in" code=200 note=\'a b\'')).toEqual({
      user: 'alice',
      action: 'log in',
      code: '200',
      note: 'a b',
    });
  });

  it('finds no fields in text without pairs', () => {
    expect(tokenizer.convert('nothing to see')).toEqual({});
    expect(tokenizer.convert('a=b')).toEqual({ a: 'b' });
  });
});

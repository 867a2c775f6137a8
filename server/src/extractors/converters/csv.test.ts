import { ConfigError } from '../config';
import { converter } from './testing';

describe('csv converter', () => {
  it('names the values by the column header', () => {
    const csv = converter('csv', { column_header: 'user,action,code' });
    expect(csv.multipleFields).toBe(true);
    expect(csv.convert('alice,login,200')).toEqual({ user: 'alice', action: 'login', code: '200' });
  });

  it('reads quoted values with separators, doubled and escaped quotes', () => {
    const csv = converter('csv', { column_header: 'a,b,c' });
    expect(csv.convert('"x, y","say ""hi""","back\\"slash"')).toEqual({ a: 'x, y', b: 'say "hi"', c: 'back"slash' });
  });

  it('takes the separator, quote and escape characters from the configuration', () => {
    const csv = converter('csv', { column_header: 'a;b', separator: ';', quote_char: "'", escape_char: '#' });
    expect(csv.convert("'1;2';'#'q'")).toEqual({ a: '1;2', b: "'q" });
  });

  it('ignores whitespace before a quote unless told otherwise', () => {
    expect(converter('csv', { column_header: 'a,b' }).convert('x,  "y"')).toEqual({ a: 'x', b: 'y' });
    expect(converter('csv', { column_header: 'a,b', trim_leading_whitespace: false }).convert('x,  "y"')).toEqual({ a: 'x', b: '  y' });
  });

  it('keeps only quoted text with strict quotes', () => {
    expect(converter('csv', { column_header: 'a,b', strict_quotes: true }).convert('ab"x"cd,"y"')).toEqual({ a: 'x', b: 'y' });
  });

  it('fails when the number of values differs from the header', () => {
    expect(() => converter('csv', { column_header: 'a,b' }).convert('1,2,3')).toThrow('Different number of columns in CSV data (3) and configured field names (2)');
  });

  it('fails on an unterminated quote', () => {
    expect(() => converter('csv', { column_header: 'a' }).convert('"open')).toThrow('Un-terminated quoted field');
  });

  it('needs a column header', () => {
    expect(() => converter('csv', {})).toThrow(new ConfigError('column_header', 'Missing column headers.'));
  });
});

import { analyzerByName, standardTokens } from './analyzer';

describe('standardTokens', () => {
  it('splits on anything but letters, digits and underscores, and lower-cases', () => {
    expect(standardTokens('GET /index.html?a=1 user_id=Ärger 10.0.0.1')).toEqual(['get', 'index', 'html', 'a', '1', 'user_id', 'ärger', '10', '0', '0', '1']);
    expect(standardTokens('--- ...')).toEqual([]);
  });
});

describe('analyzerByName', () => {
  it('knows the Elasticsearch analyzers it offers, and nothing from the prototype', () => {
    expect(analyzerByName('whitespace')?.('A b\tC')).toEqual(['A', 'b', 'C']);
    expect(analyzerByName('keyword')?.('A b')).toEqual(['A b']);
    expect(analyzerByName('simple')?.('Foo1bar')).toEqual(['foo', 'bar']);
    expect(analyzerByName('toString')).toBeUndefined();
    expect(analyzerByName('nope')).toBeUndefined();
  });
});
